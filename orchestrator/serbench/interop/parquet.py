"""parquet: one Parquet file per batch, a row per user, read and written with pyarrow.parquet.

The schema below mirrors the JVM side's (services/parquet, UserSchema) field for field, written
independently here: records are struct columns (Parquet groups), lists are list columns (the
three-level LIST layout, ``list`` / ``element``), ``attributes`` is a map column (the MAP layout,
``key_value`` / ``key`` / ``value``). Nullability as in the model: Java primitives, list elements,
map keys and map values are required (the model never holds them null), everything else is
optional.

Parquet stores a list or a map as a repeated group, so entries come back in the order they were
written: pyarrow returns a map as a list of (key, value) pairs in that order.

The JVM writes enums as BYTE_ARRAY annotated ENUM, which pyarrow reads as binary (it has no enum
type): decoding turns those bytes into the name. pyarrow cannot write the ENUM annotation, so
encoding writes enums as STRING columns, which the service accepts for its enum columns.

The service reads only uncompressed files (see services/parquet): ``encode_users`` writes with
``compression="none"`` and otherwise pyarrow's defaults (dictionary encoding, V1 data pages,
statistics).

MediaContent (``decode_mediacontent`` / ``encode_mediacontent``, services/parquet MediaSchema): a row per
MediaContent, fields in jvm-serializers' order, ``images`` (a LIST of groups) then ``media`` (a
group whose ``persons`` is a LIST of strings); the enums (``player``, an image's ``size``) by
name, as above. The optional fields of jvm-serializers' schemas (titles, ``bitrate``,
``copyright``) are optional, an unset bitrate a null; everything those schemas make required is
required, list elements included. Encoding writes the same way as ``encode_users``.
"""

from __future__ import annotations

from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from .arrow_fields import required, string, struct


def _list(name: str, element: pa.DataType) -> pa.Field:
    return pa.field(name, pa.list_(pa.field("element", element, nullable=False)))


def _schema(enum: pa.DataType) -> pa.Schema:
    """The user schema, with enums as ``enum`` (binary when read from the JVM, string when written)."""
    order_item = pa.struct([string("sku"), required("quantity", pa.int32()), required("unitPrice", pa.float64())])
    order = pa.struct([required("orderId", pa.int64()), pa.field("status", enum), required("placedAt", pa.int64()),
                       _list("items", order_item)])
    social_link = pa.struct([string("platform"), string("url")])
    return pa.schema([
        required("id", pa.int64()), string("username"), string("email"), string("firstName"),
        string("lastName"), required("age", pa.int32()), required("score", pa.float64()),
        required("active", pa.bool_()), pa.field("role", enum), required("createdAt", pa.int64()),
        struct("address", string("street"), string("city"), string("country"), string("postalCode"),
               required("latitude", pa.float64()), required("longitude", pa.float64())),
        struct("profile", string("bio"), string("avatarUrl"), _list("links", social_link),
               struct("preferences", string("theme"), string("language"),
                      required("emailNotifications", pa.bool_()), required("pushNotifications", pa.bool_()))),
        _list("tags", pa.string()),
        pa.field("attributes", pa.map_(pa.string(), pa.field("value", pa.string(), nullable=False))),
        _list("orders", order),
    ])


#: What the service's files read as (ENUM columns are binary to pyarrow).
READ_SCHEMA = _schema(pa.binary())
#: What is written for the service (enum names as strings).
WRITE_SCHEMA = _schema(pa.string())


def _media_schema(enum: pa.DataType) -> pa.Schema:
    """The MediaContent schema: jvm-serializers' required fields are required, its optional ones optional."""
    image = pa.struct([
        required("uri", pa.string()), string("title"), required("width", pa.int32()), required("height", pa.int32()),
        required("size", enum),
    ])
    media = pa.struct([
        required("uri", pa.string()), string("title"), required("width", pa.int32()), required("height", pa.int32()),
        required("format", pa.string()), required("duration", pa.int64()), required("size", pa.int64()),
        pa.field("bitrate", pa.int32()), required("persons", pa.list_(required("element", pa.string()))),
        required("player", enum), string("copyright"),
    ])
    return pa.schema([required("images", pa.list_(required("element", image))), required("media", media)])


MEDIA_READ_SCHEMA = _media_schema(pa.binary())
MEDIA_WRITE_SCHEMA = _media_schema(pa.string())


def decode_users(payload: bytes) -> dict[str, Any]:
    file = pq.ParquetFile(pa.BufferReader(payload))
    if not file.schema_arrow.equals(READ_SCHEMA):
        raise ValueError(f"not the user schema:\n{file.schema_arrow}")
    table = file.read()
    return {"users": [_canonical_user(row) for row in table.to_pylist()]}


def encode_users(batch: dict[str, Any]) -> bytes:
    table = pa.Table.from_pylist([_row(user) for user in batch["users"]], schema=WRITE_SCHEMA)
    sink = pa.BufferOutputStream()
    pq.write_table(table, sink, compression="none")
    return sink.getvalue().to_pybytes()


def _canonical_user(row: dict[str, Any]) -> dict[str, Any]:
    """A row as pyarrow gives it, in the canonical shape: enum names from their bytes, the map
    from its ordered (key, value) pairs."""
    row["role"] = _enum_name(row["role"])
    for order in row["orders"] or ():
        if order is not None:
            order["status"] = _enum_name(order["status"])
    attributes = row["attributes"]
    if attributes is not None:
        row["attributes"] = dict(attributes)
        if len(row["attributes"]) != len(attributes):
            raise ValueError("a map key appears twice")
    return row


def _enum_name(value: bytes | None) -> str | None:
    return None if value is None else value.decode("utf-8")


def _row(user: dict[str, Any]) -> dict[str, Any]:
    """A canonical user as pyarrow's from_pylist takes it: a map as a list of (key, value) pairs."""
    row = dict(user)
    if row["attributes"] is not None:
        row["attributes"] = list(row["attributes"].items())
    return row


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    file = pq.ParquetFile(pa.BufferReader(payload))
    if not file.schema_arrow.equals(MEDIA_READ_SCHEMA):
        raise ValueError(f"not the MediaContent schema:\n{file.schema_arrow}")
    items = []
    for row in file.read().to_pylist():
        media = row["media"]
        media["player"] = _enum_name(media["player"])
        for image in row["images"]:
            image["size"] = _enum_name(image["size"])
        # The file's fields are in jvm-serializers' order (images first), the canonical item has media first.
        items.append({"media": media, "images": row["images"]})
    return {"items": items}


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    rows = [{"images": item["images"], "media": item["media"]} for item in batch["items"]]
    table = pa.Table.from_pylist(rows, schema=MEDIA_WRITE_SCHEMA)
    sink = pa.BufferOutputStream()
    pq.write_table(table, sink, compression="none")
    return sink.getvalue().to_pybytes()
