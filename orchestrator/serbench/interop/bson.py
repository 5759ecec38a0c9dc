"""bson: decoded and encoded with pymongo's ``bson`` package.

The layout (services/bson, BsonCodec): the top-level document ``{"users": [...]}``; every
record an embedded document with its field names; id, createdAt, orderId and placedAt are
int64, age and quantity int32, doubles double, enums their names as strings, nulls BSON
null, ``attributes`` an embedded document in insertion order.
"""

from __future__ import annotations

from typing import Any

# Absolute imports: this module is serbench.interop.bson, and "bson" is pymongo's package.
import bson
from bson.codec_options import CodecOptions
from bson.int64 import Int64

from serbench import canonical

#: Record fields that travel as BSON int64; every other integer field is int32.
INT64_FIELDS = {"id", "createdAt", "orderId", "placedAt"}

# dict keeps each document's key order (the attributes are ordered data).
_OPTIONS = CodecOptions(document_class=dict)


def decode(payload: bytes) -> dict[str, Any]:
    # bson.decode refuses a payload whose length is not the document's declared length.
    return canonical.conform(_plain_ints(bson.decode(payload, codec_options=_OPTIONS)))


def encode(batch: dict[str, Any]) -> bytes:
    # pymongo writes a Python int that fits in 32 bits as int32: the int64 fields are wrapped.
    return bson.encode(_typed(batch), codec_options=_OPTIONS)


def _plain_ints(value: Any, shape: Any = canonical.BATCH) -> Any:
    """Int64 to int where the layout says int64; an int64 anywhere else is a layout error."""
    if value is None:
        return None
    if isinstance(shape, tuple) and isinstance(value, dict):
        out = {}
        fields = dict(shape)
        for name, item in value.items():
            sub = fields.get(name)
            if name in INT64_FIELDS and sub is None:
                if type(item) is not Int64:
                    raise ValueError(f"{name} is {type(item).__name__}, not int64")
                out[name] = int(item)
            else:
                out[name] = _plain_ints(item, sub)
        return out
    if isinstance(shape, list) and isinstance(value, list):
        return [_plain_ints(element, shape[0]) for element in value]
    if type(value) is Int64:
        raise ValueError(f"an int64 where the layout has int32: {value}")
    return value


def _typed(value: Any, shape: Any = canonical.BATCH) -> Any:
    """The canonical tree with int64 fields as Int64 and double fields as float."""
    if value is None:
        return None
    if isinstance(shape, tuple):
        out = {}
        for name, sub in shape:
            item = value[name]
            if item is not None and name in INT64_FIELDS:
                item = Int64(item)
            elif item is not None and name in canonical.DOUBLE_FIELDS:
                item = float(item)
            else:
                item = _typed(item, sub)
            out[name] = item
        return out
    if isinstance(shape, list):
        return [_typed(element, shape[0]) for element in value]
    return value
