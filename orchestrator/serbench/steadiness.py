"""How steady this machine's speed is when a run starts. Two fixed tasks, each timed back to
back for a couple of seconds: one that stays in the CPU's caches (SHA-256 of 64 KiB, computed
by OpenSSL in C) and one that goes through memory (a copy of 32 MiB), since the codecs
allocate and touch far more than fits in a cache, and a shared machine's memory system drifts
more than its cores. Each task's samples are cut into consecutive blocks and the blocks'
medians compared: on a quiet machine they agree within a few percent; on a shared virtual
machine they move, and every figure measured on it moves with them. The result is recorded
with the run, so a reader can tell how large a difference the machine alone makes."""

from __future__ import annotations

import hashlib
import statistics
import time
from typing import Callable

from serbench.stats import block_medians

BLOCKS = 10
_SMALL = bytes(range(256)) * 256  # 64 KiB
_LARGE = bytearray(32 << 20)


def _hash_small() -> None:
    hashlib.sha256(_SMALL).digest()


def _copy_large() -> None:
    bytes(_LARGE)


TASKS: dict[str, tuple[str, Callable[[], None]]] = {
    "cpu": ("SHA-256 of 64 KiB", _hash_small),
    "memory": ("a copy of 32 MiB", _copy_large),
}


def time_task(task: Callable[[], None], seconds: float) -> list[int]:
    samples: list[int] = []
    deadline = time.perf_counter_ns() + int(seconds * 1e9)
    while True:
        start = time.perf_counter_ns()
        task()
        end = time.perf_counter_ns()
        samples.append(end - start)
        if end >= deadline:
            return samples


def summarize_drift(name: str, seconds: float, samples: list[int]) -> dict:
    """The drift is (highest - lowest block median) / median of all samples."""
    medians = block_medians(samples, BLOCKS)
    median = statistics.median(samples)
    return {"task": name, "seconds": seconds, "samples": len(samples), "blocks": len(medians),
            "minNanos": min(samples), "p50Nanos": median, "blockLowNanos": min(medians),
            "blockHighNanos": max(medians), "drift": (max(medians) - min(medians)) / median}


def probe(seconds: float = 2.0) -> dict:
    """Each task for ``seconds``: {"cpu": {...}, "memory": {...}}."""
    return {kind: summarize_drift(name, seconds, time_task(task, seconds)) for kind, (name, task) in TASKS.items()}


def describe(result: dict) -> str:
    parts = [f"{kind} ({r['task']}, median {r['p50Nanos'] / 1000:,.0f} µs) drifted {r['drift']:.0%}"
             for kind, r in result.items()]
    return (f"machine steadiness over {BLOCKS} blocks of each task: {'; '.join(parts)}. Differences between "
            f"figures smaller than that can be the machine's")
