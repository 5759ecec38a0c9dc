"""msgpack: decoded and encoded with the PyPI ``msgpack`` package.

The layout (services/msgpack, MsgpackCodec): every record is a map keyed by its field names,
all fields present; the batch is ``{"users": [...]}``; doubles are float64, enums their
names, nulls nil, ``attributes`` a str -> str map in insertion order.
"""

from __future__ import annotations

from typing import Any

# An absolute import: this module is serbench.interop.msgpack, and "msgpack" is the PyPI package.
import msgpack

from serbench import canonical


def decode(payload: bytes) -> dict[str, Any]:
    # unpackb refuses trailing bytes (ExtraData); raw=False decodes str as UTF-8, strictly.
    batch = msgpack.unpackb(payload, raw=False, strict_map_key=True)
    return canonical.conform(batch)


def encode(batch: dict[str, Any]) -> bytes:
    # use_single_float stays False: every Python float is written as float64, which the
    # service requires for its doubles; str as str (not bin) with use_bin_type=True.
    return msgpack.packb(canonical.doubles_as_floats(batch), use_bin_type=True)
