"""jackson: JSON, read and written by Python's standard-library json module."""

from __future__ import annotations

import json
from typing import Any

from serbench import canonical


def decode_users(payload: bytes) -> dict[str, Any]:
    # Jackson may order an object's fields differently; only map order is data.
    return canonical.conform(json.loads(payload))


def encode_users(batch: dict[str, Any]) -> bytes:
    return json.dumps(batch, ensure_ascii=False, allow_nan=False).encode("utf-8")


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    return canonical.conform(json.loads(payload), canonical.MEDIA_BATCH)


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    return encode_users(batch)
