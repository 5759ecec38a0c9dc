"""cbor: decoded and encoded with the PyPI ``cbor2`` package.

The layout (services/cbor, CborCodec, Jackson's own): every record is a map keyed by its
field names; the batch is ``{"users": [...]}``; doubles are float64, enums their names,
nulls null, ``attributes`` a text -> text map in insertion order.
"""

from __future__ import annotations

import io
from typing import Any

# An absolute import: this module is serbench.interop.cbor, and "cbor2" is the PyPI package.
import cbor2

from serbench import canonical


def decode(payload: bytes) -> dict[str, Any]:
    # cbor2.loads ignores whatever follows the first item; a payload is one item, so decode
    # from a stream (reading one byte at a time, so that its position is exact) and check.
    stream = io.BytesIO(payload)
    batch = cbor2.CBORDecoder(stream, read_size=1, allow_duplicate_keys=False).decode()
    if stream.tell() != len(payload):
        raise ValueError(f"{len(payload) - stream.tell()} bytes left after the batch")
    return canonical.conform(batch)


def encode(batch: dict[str, Any]) -> bytes:
    # Not canonical: cbor2 then writes every float as float64 (canonical=True would shrink
    # them to the shortest exact width, and sort map keys), and keeps dict order.
    return cbor2.dumps(canonical.doubles_as_floats(batch), canonical=False)
