"""Statistics of client-side samples, computed the same way as the services compute theirs
(services/core Stats): nearest-rank percentiles on the sorted samples, so every percentile
is a value that was really measured; sample standard deviation (n - 1)."""

from __future__ import annotations

import math
import statistics
from typing import Sequence


def nearest_rank(sorted_samples: Sequence[int], percent: float) -> int:
    rank = math.ceil(percent / 100.0 * len(sorted_samples))
    return sorted_samples[max(rank, 1) - 1]


def summarize(samples: Sequence[int]) -> dict[str, float | int]:
    """count, min, p50, p90, p99, max, mean, stdev (nanoseconds) and cv (stdev / mean)."""
    if not samples:
        raise ValueError("no samples")
    ordered = sorted(samples)
    n = len(ordered)
    mean = sum(ordered) / n
    stdev = math.sqrt(sum((s - mean) ** 2 for s in ordered) / (n - 1)) if n > 1 else 0.0
    return {
        "count": n,
        "min": ordered[0],
        "p50": nearest_rank(ordered, 50),
        "p90": nearest_rank(ordered, 90),
        "p99": nearest_rank(ordered, 99),
        "max": ordered[-1],
        "mean": mean,
        "stdev": stdev,
        "cv": stdev / abs(mean) if mean else 0.0,  # a derived series (client + transport) can be negative
    }


def with_cv(stats: dict) -> dict:
    """Adds the coefficient of variation to a stats object that lacks it (the services' own)."""
    out = dict(stats)
    out["cv"] = out["stdev"] / out["mean"] if out.get("mean") else 0.0
    return out


def block_medians(samples: Sequence[float], blocks: int = 10) -> list[float]:
    """The median of each of ``blocks`` consecutive slices of the samples (equal to one sample):
    how the typical value moved while they were taken."""
    count = min(blocks, len(samples))
    bounds = [round(i * len(samples) / count) for i in range(count + 1)]
    return [statistics.median(samples[a:b]) for a, b in zip(bounds, bounds[1:])]
