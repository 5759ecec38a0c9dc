"""arrow: the Arrow IPC stream format, read and written with pyarrow.

The stream is one record batch with a row per user, in the schema below: it mirrors the JVM
side's (services/arrow, UserBatchSchema) field for field, written independently here. Records
are struct columns, lists are list columns, ``attributes`` is a map column (its entries keep
their order), enums are dictionary-encoded strings with int8 indices.

MediaContent (``decode_mediacontent`` / ``encode_mediacontent``, services/arrow MediaBatchSchema): a row per
MediaContent, columns in jvm-serializers' order, ``images`` (a list of structs) then ``media``
(a struct whose ``persons`` is a list of strings); the enums (``player``, an image's ``size``)
dictionary-encoded strings with int8 indices. The optional fields of jvm-serializers' schemas
(titles, ``bitrate``, ``copyright``) are nullable, an unset bitrate a null; every field those
schemas make required is not nullable.
"""

from __future__ import annotations

from typing import Any

import pyarrow as pa
import pyarrow.ipc

from .arrow_fields import required, string, struct


def _list(name: str, element: pa.Field) -> pa.Field:
    return pa.field(name, pa.list_(element))


def _enum(name: str, nullable: bool = True) -> pa.Field:
    return pa.field(name, pa.dictionary(pa.int8(), pa.string()), nullable=nullable)


# Nullability as in the Java model: Java primitives and map keys are not nullable, the rest is.
ORDER_ITEM = struct("item", string("sku"), required("quantity", pa.int32()), required("unitPrice", pa.float64()))
ORDER = struct("item", required("orderId", pa.int64()), _enum("status"), required("placedAt", pa.int64()),
               _list("items", ORDER_ITEM))
ADDRESS = struct("address", string("street"), string("city"), string("country"), string("postalCode"),
                 required("latitude", pa.float64()), required("longitude", pa.float64()))
SOCIAL_LINK = struct("item", string("platform"), string("url"))
PREFERENCES = struct("preferences", string("theme"), string("language"),
                     required("emailNotifications", pa.bool_()), required("pushNotifications", pa.bool_()))
PROFILE = struct("profile", string("bio"), string("avatarUrl"), _list("links", SOCIAL_LINK), PREFERENCES)
ATTRIBUTES = pa.field("attributes", pa.map_(pa.string(), pa.string()))

SCHEMA = pa.schema([
    required("id", pa.int64()), string("username"), string("email"), string("firstName"), string("lastName"),
    required("age", pa.int32()), required("score", pa.float64()), required("active", pa.bool_()),
    _enum("role"), required("createdAt", pa.int64()),
    ADDRESS, PROFILE, _list("tags", string("item")), ATTRIBUTES, _list("orders", ORDER),
])


# MediaContent: jvm-serializers' required fields are not nullable, its optional ones are.
IMAGE = pa.field("item", pa.struct([
    required("uri", pa.string()), string("title"), required("width", pa.int32()), required("height", pa.int32()),
    _enum("size", nullable=False),
]), nullable=False)
MEDIA = pa.field("media", pa.struct([
    required("uri", pa.string()), string("title"), required("width", pa.int32()), required("height", pa.int32()),
    required("format", pa.string()), required("duration", pa.int64()), required("size", pa.int64()),
    pa.field("bitrate", pa.int32()), required("persons", pa.list_(required("item", pa.string()))),
    _enum("player", nullable=False), string("copyright"),
]), nullable=False)

MEDIA_SCHEMA = pa.schema([required("images", pa.list_(IMAGE)), MEDIA])


def decode_users(payload: bytes) -> dict[str, Any]:
    reader = pa.ipc.open_stream(pa.py_buffer(payload))
    if not reader.schema.equals(SCHEMA):
        raise ValueError(f"not the user batch schema:\n{reader.schema}")
    table = reader.read_all()
    return {"users": [canonical_user(row) for row in table.to_pylist()]}


def encode_users(batch: dict[str, Any]) -> bytes:
    rows = [arrow_user(user) for user in batch["users"]]
    record_batch = pa.RecordBatch.from_pylist(rows, schema=SCHEMA)
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, SCHEMA) as writer:
        writer.write_batch(record_batch)
    return sink.getvalue().to_pybytes()


def canonical_user(row: dict[str, Any]) -> dict[str, Any]:
    """A row as pyarrow gives it, in the canonical shape: pyarrow returns a map as a list of
    (key, value) tuples in their order, the canonical tree has an ordered dict."""
    attributes = row["attributes"]
    if attributes is not None:
        row["attributes"] = dict(attributes)
        if len(row["attributes"]) != len(attributes):
            raise ValueError("a map key appears twice")
    return row


def arrow_user(user: dict[str, Any]) -> dict[str, Any]:
    """A canonical user as pyarrow's from_pylist takes it: a map as a list of (key, value) pairs."""
    row = dict(user)
    if row["attributes"] is not None:
        row["attributes"] = list(row["attributes"].items())
    return row


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    reader = pa.ipc.open_stream(pa.py_buffer(payload))
    if not reader.schema.equals(MEDIA_SCHEMA):
        raise ValueError(f"not the MediaContent batch schema:\n{reader.schema}")
    table = reader.read_all()
    # A struct comes back as a dict in its field order, which is the canonical one; the row's
    # columns are in jvm-serializers' order (images first), the canonical item has media first.
    return {"items": [{"media": row["media"], "images": row["images"]} for row in table.to_pylist()]}


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    rows = [{"images": item["images"], "media": item["media"]} for item in batch["items"]]
    record_batch = pa.RecordBatch.from_pylist(rows, schema=MEDIA_SCHEMA)
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, MEDIA_SCHEMA) as writer:
        writer.write_batch(record_batch)
    return sink.getvalue().to_pybytes()
