"""Compressed sizes of a real payload: what it would cost on a wire with compression on.
gzip at level 6 (the usual HTTP default), zstd at level 3 (its default), lz4 frames and
snappy (raw block format) at their defaults."""

from __future__ import annotations

import gzip

import lz4.frame
import snappy
import zstandard

_ZSTD = zstandard.ZstdCompressor(level=3)


def sizes(payload: bytes) -> dict[str, int]:
    return {
        "gzip": len(gzip.compress(payload, compresslevel=6, mtime=0)),
        "zstd": len(_ZSTD.compress(payload)),
        "lz4": len(lz4.frame.compress(payload)),
        "snappy": len(snappy.compress(payload)),
    }
