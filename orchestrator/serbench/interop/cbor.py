"""cbor: decoded and encoded with the PyPI ``cbor2`` package.

The layout (services/cbor, CborCodec, Jackson's own): every record is a map keyed by its
field names; the batch is ``{"users": [...]}``; doubles are float64, enums their names,
nulls null, ``attributes`` a text -> text map in insertion order.

The MediaContent model (the same generic CborCodec, one instance per model) has the same layout:
the batch is ``{"items": [...]}``, MediaContent ``{"media", "images"}``, Media and Image maps
keyed by jvm-serializers' field names (as ``serbench.canonical.MEDIA`` / ``IMAGE``); ints and
longs are integers, the enums ``player`` and Image's ``size`` their names, a null title or
copyright and an unset bitrate null (no ``hasBitrate`` key).
"""

from __future__ import annotations

import io
from typing import Any

# An absolute import: this module is serbench.interop.cbor, and "cbor2" is the PyPI package.
import cbor2

from serbench import canonical


def _one_item(payload: bytes) -> Any:
    # cbor2.loads ignores whatever follows the first item; a payload is one item, so decode
    # from a stream (reading one byte at a time, so that its position is exact) and check.
    stream = io.BytesIO(payload)
    batch = cbor2.CBORDecoder(stream, read_size=1, allow_duplicate_keys=False).decode()
    if stream.tell() != len(payload):
        raise ValueError(f"{len(payload) - stream.tell()} bytes left after the batch")
    return batch


def decode_users(payload: bytes) -> dict[str, Any]:
    return canonical.conform(_one_item(payload))


def encode_users(batch: dict[str, Any]) -> bytes:
    # Not canonical: cbor2 then writes every float as float64 (canonical=True would shrink
    # them to the shortest exact width, and sort map keys), and keeps dict order.
    return cbor2.dumps(canonical.doubles_as_floats(batch), canonical=False)


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    return canonical.conform(_one_item(payload), canonical.MEDIA_BATCH)


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    # No doubles in this model: ints stay CBOR integers (shortest form), dict order is kept.
    return cbor2.dumps(batch, canonical=False)
