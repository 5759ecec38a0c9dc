"""avro: Avro binary of one UserBatch datum (no container file), read and written by fastavro
with the schema file proto/serbench.avsc itself. No code is generated.

fastavro returns records as dicts in schema field order, which is canonical order; the one
reshaping is ``attributes``, carried as an ordered array of key/value records (see the
schema) and turned back into a map here.
"""

from __future__ import annotations

import io
import json
from functools import lru_cache
from typing import Any

import fastavro

from serbench.interop import PROTO_DIR


@lru_cache(maxsize=1)
def schema():
    """The parsed proto/serbench.avsc."""
    with open(PROTO_DIR / "serbench.avsc", encoding="utf-8") as f:
        return fastavro.parse_schema(json.load(f))


def decode(payload: bytes) -> dict[str, Any]:
    stream = io.BytesIO(payload)
    batch = fastavro.schemaless_reader(stream, schema(), None)
    left = len(payload) - stream.tell()
    if left:
        raise ValueError(f"{left} bytes left after the batch")
    users = batch["users"]
    if users is not None:
        for user in users:
            pairs = user["attributes"]
            if pairs is not None:
                user["attributes"] = {pair["key"]: pair["value"] for pair in pairs}
    return batch


def encode(batch: dict[str, Any]) -> bytes:
    users = batch["users"]
    record = {"users": None if users is None else [_user(u) for u in users]}
    out = io.BytesIO()
    fastavro.schemaless_writer(out, schema(), record, strict=True)
    return out.getvalue()


def _user(user: dict[str, Any]) -> dict[str, Any]:
    attributes = user["attributes"]
    pairs = None if attributes is None else [{"key": k, "value": v} for k, v in attributes.items()]
    return {**user, "attributes": pairs}
