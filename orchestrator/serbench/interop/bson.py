"""bson: decoded and encoded with pymongo's ``bson`` package.

The layout (services/bson, UserBatchBsonCodec; BsonCodec is generic): the top-level document
``{"users": [...]}``; every record an embedded document with its field names; id, createdAt,
orderId and placedAt are int64, age and quantity int32, doubles double, enums their names as
strings, nulls BSON null, ``attributes`` an embedded document in insertion order.

MediaContent (MediaBatchBsonCodec): ``{"items": [{"media": {...}, "images": [...]}]}`` with
jvm-serializers' field names; width, height and bitrate int32, duration and size (of the media)
int64, enums their names as strings; an unset bitrate, a null title or copyright is BSON null.
The decoder checks every number's BSON type by record, since ``size`` is an int64 in a media and
an enum name in an image.
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


def decode_users(payload: bytes) -> dict[str, Any]:
    # bson.decode refuses a payload whose length is not the document's declared length.
    return canonical.conform(_plain_ints(bson.decode(payload, codec_options=_OPTIONS)))


def encode_users(batch: dict[str, Any]) -> bytes:
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


#: The MediaContent fields that travel as BSON int64, by record; every other integer is int32.
MEDIA_INT64_FIELDS = {id(canonical.MEDIA): {"duration", "size"}, id(canonical.IMAGE): set()}
MEDIA_INT32_FIELDS = {id(canonical.MEDIA): {"width", "height", "bitrate"}, id(canonical.IMAGE): {"width", "height"}}


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    return canonical.conform(_media_ints(bson.decode(payload, codec_options=_OPTIONS)), canonical.MEDIA_BATCH)


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    return bson.encode(_media_typed(batch), codec_options=_OPTIONS)


def _media_ints(value: Any, shape: Any = canonical.MEDIA_BATCH) -> Any:
    """Int64 to int where the layout has int64; any other integer must be int32 (a plain int)."""
    if value is None:
        return None
    if isinstance(shape, tuple) and isinstance(value, dict):
        int64 = MEDIA_INT64_FIELDS.get(id(shape), set())
        int32 = MEDIA_INT32_FIELDS.get(id(shape), set())
        fields = dict(shape)
        out = {}
        for name, item in value.items():
            if name in int64:
                if type(item) is not Int64:
                    raise ValueError(f"{name} is {type(item).__name__}, not int64")
                out[name] = int(item)
            elif name in int32 and item is not None:
                if type(item) is not int:
                    raise ValueError(f"{name} is {type(item).__name__}, not int32")
                out[name] = item
            else:
                out[name] = _media_ints(item, fields.get(name))
        return out
    if isinstance(shape, list) and isinstance(value, list):
        return [_media_ints(element, shape[0]) for element in value]
    if type(value) is Int64:
        raise ValueError(f"an int64 where the layout has none: {value}")
    return value


def _media_typed(value: Any, shape: Any = canonical.MEDIA_BATCH) -> Any:
    """The canonical MediaContent tree with the int64 fields as Int64 (pymongo writes a small int as int32)."""
    if value is None:
        return None
    if isinstance(shape, tuple):
        int64 = MEDIA_INT64_FIELDS.get(id(shape), set())
        return {name: (Int64(value[name]) if name in int64 and value[name] is not None
                       else _media_typed(value[name], sub))
                for name, sub in shape}
    if isinstance(shape, list):
        return [_media_typed(element, shape[0]) for element in value]
    return value
