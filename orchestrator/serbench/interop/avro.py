"""avro: Avro binary of one datum (no container file), read and written by fastavro with the
schema files themselves: proto/serbench.avsc (UserBatch) and proto/mediacontent.avsc
(MediaBatch). No code is generated.

Users: fastavro returns records as dicts in schema field order, which is canonical order; the
one reshaping is ``attributes``, carried as an ordered array of key/value records (see the
schema) and turned back into a map here.

Users in the ``compatible`` configuration (the ``avro-compatible`` entry): Avro's single-object
encoding, the marker C3 01 and the writer schema's CRC-64-AVRO fingerprint (little-endian) before
the same datum. The fingerprint is computed here by fastavro from proto/serbench.avsc's parsing
canonical form; a payload with another marker or fingerprint is refused.

MediaContent: a MediaBatch record whose ``items`` array holds jvm-serializers' MediaContent
records, with ``images`` before ``media`` (that schema's order), so each is rebuilt here in
canonical order (media, then images); Media and Image fields are in canonical order already.
Player and Size are Avro enums, which fastavro reads and writes as their symbol names; the
optional title, bitrate and copyright are unions with null.
"""

from __future__ import annotations

import io
import json
from functools import lru_cache
from typing import Any

import fastavro
import fastavro.schema

from serbench.interop import PROTO_DIR


@lru_cache(maxsize=1)
def schema():
    """The parsed proto/serbench.avsc."""
    return _parse("serbench.avsc")


@lru_cache(maxsize=1)
def media_schema():
    """The parsed proto/mediacontent.avsc."""
    return _parse("mediacontent.avsc")


def _parse(name: str):
    with open(PROTO_DIR / name, encoding="utf-8") as f:
        return fastavro.parse_schema(json.load(f))


def _read(payload: bytes, parsed) -> dict[str, Any]:
    stream = io.BytesIO(payload)
    datum = fastavro.schemaless_reader(stream, parsed, None)
    left = len(payload) - stream.tell()
    if left:
        raise ValueError(f"{left} bytes left after the batch")
    return datum


#: The two bytes every single-object encoded datum starts with (Avro specification, "Single-object encoding").
SINGLE_OBJECT_MARKER = b"\xc3\x01"


def single_object_fingerprint(parsed) -> bytes:
    """A parsed schema's 64-bit Rabin fingerprint (CRC-64-AVRO of its parsing canonical form), as
    the single-object header carries it: fastavro gives it as the hex of its little-endian bytes,
    that very order."""
    return bytes.fromhex(fastavro.schema.fingerprint(fastavro.schema.to_parsing_canonical_form(parsed), "CRC-64-AVRO"))


@lru_cache(maxsize=1)
def single_object_header() -> bytes:
    """The marker and proto/serbench.avsc's fingerprint."""
    return SINGLE_OBJECT_MARKER + single_object_fingerprint(schema())


def decode_users_compatible(payload: bytes) -> dict[str, Any]:
    header = single_object_header()
    if payload[:len(header)] != header:
        raise ValueError(f"not a single object of proto/serbench.avsc: header {payload[:len(header)].hex()}, "
                         f"expected {header.hex()}")
    return decode_users(payload[len(header):])


def encode_users_compatible(batch: dict[str, Any]) -> bytes:
    return single_object_header() + encode_users(batch)


def decode_users(payload: bytes) -> dict[str, Any]:
    batch = _read(payload, schema())
    users = batch["users"]
    if users is not None:
        for user in users:
            pairs = user["attributes"]
            if pairs is not None:
                user["attributes"] = {pair["key"]: pair["value"] for pair in pairs}
    return batch


def encode_users(batch: dict[str, Any]) -> bytes:
    users = batch["users"]
    record = {"users": None if users is None else [_user(u) for u in users]}
    out = io.BytesIO()
    fastavro.schemaless_writer(out, schema(), record, strict=True)
    return out.getvalue()


def _user(user: dict[str, Any]) -> dict[str, Any]:
    attributes = user["attributes"]
    pairs = None if attributes is None else [{"key": k, "value": v} for k, v in attributes.items()]
    return {**user, "attributes": pairs}


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    batch = _read(payload, media_schema())
    return {"items": [{"media": c["media"], "images": c["images"]} for c in batch["items"]]}


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    # Records are written by field name, so the canonical order (media first) needs no change.
    out = io.BytesIO()
    fastavro.schemaless_writer(out, media_schema(), batch, strict=True)
    return out.getvalue()
