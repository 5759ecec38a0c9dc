"""jackson: JSON, read and written by Python's standard-library json module."""

from __future__ import annotations

import json
from typing import Any

from serbench import canonical


def decode(payload: bytes) -> dict[str, Any]:
    # Jackson may order an object's fields differently; only map order is data.
    return canonical.conform(json.loads(payload))


def encode(batch: dict[str, Any]) -> bytes:
    return json.dumps(batch, ensure_ascii=False, allow_nan=False).encode("utf-8")


def decode_media(payload: bytes) -> dict[str, Any]:
    return canonical.conform(json.loads(payload), canonical.MEDIA_BATCH)


def encode_media(batch: dict[str, Any]) -> bytes:
    return encode(batch)
