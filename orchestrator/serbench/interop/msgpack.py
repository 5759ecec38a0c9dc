"""msgpack: decoded and encoded with the PyPI ``msgpack`` package.

The layout (services/msgpack, MsgpackUsersWriter; MsgpackCodec is generic): every record is a
map keyed by its field names, all fields present; the batch is ``{"users": [...]}``; doubles are
float64, enums their names, nulls nil, ``attributes`` a str -> str map in insertion order.

The MediaContent model (MsgpackMediaWriter) is laid out the same simple way: the batch is
``{"items": [...]}``, MediaContent the map ``{"media", "images"}``, Media and Image maps keyed
by jvm-serializers' field names (as ``serbench.canonical.MEDIA`` / ``IMAGE``), every field
present; ints and longs are integers in their shortest encoding, the enums ``player`` and
Image's ``size`` their names as str, ``persons`` and ``images`` arrays; a null title or
copyright and an unset bitrate are nil (no ``hasBitrate`` key).
"""

from __future__ import annotations

from typing import Any

# An absolute import: this module is serbench.interop.msgpack, and "msgpack" is the PyPI package.
import msgpack

from serbench import canonical


def decode_users(payload: bytes) -> dict[str, Any]:
    # unpackb refuses trailing bytes (ExtraData); raw=False decodes str as UTF-8, strictly.
    batch = msgpack.unpackb(payload, raw=False, strict_map_key=True)
    return canonical.conform(batch)


def encode_users(batch: dict[str, Any]) -> bytes:
    # use_single_float stays False: every Python float is written as float64, which the
    # service requires for its doubles; str as str (not bin) with use_bin_type=True.
    return msgpack.packb(canonical.doubles_as_floats(batch), use_bin_type=True)


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    return canonical.conform(msgpack.unpackb(payload, raw=False, strict_map_key=True), canonical.MEDIA_BATCH)


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    # No doubles in this model; str as str (not bin).
    return msgpack.packb(batch, use_bin_type=True)
