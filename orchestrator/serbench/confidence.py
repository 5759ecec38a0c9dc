"""95% confidence intervals of p50 figures, by a block bootstrap (scipy.stats.bootstrap).

Samples are not independent: the machine's speed drifts within seconds (docs/methodology.md),
so consecutive samples share a moment. They come in blocks, runs of samples measured
together (``blocks`` in a results series: one block of one round in one fork). Resampling
whole blocks rather than single samples keeps each moment's samples together, so an interval
widens when the blocks disagree, which is what drift does to a figure; resampling single
samples would ignore drift and give intervals far too narrow to rank on.

How: ``scipy.stats.bootstrap`` draws the block indices with replacement (as many as there are
blocks) and takes the percentile interval; the statistic is the nearest-rank p50 of the drawn
blocks' samples, the same definition as every published p50 (stats.py). It is computed for all
resamples at once without concatenating them: the samples are sorted once, each resample
weighs every sample by how often its block was drawn, and its p50 is the first sorted sample
whose cumulative weight reaches half the total, which is exactly the nearest-rank p50 of the
concatenated resample. A series with a single block (one fork of very few samples) is
resampled sample by sample: an interval that cannot see drift, and says so by being narrow
only when the samples agree.

Deterministic: every interval uses its own generator seeded with SEED, so a report rebuilt
from the same dump is identical whatever order its figures are computed in.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np
from scipy import stats as scipy_stats

#: The confidence level of every interval.
CONFIDENCE = 0.95
#: Bootstrap resamples per interval: enough to keep the resampling's own noise far below the
#: intervals' widths, for a few seconds of CPU per report (the measurement behind the choice:
#: docs/methodology.md, "Confidence intervals, ties and the unstable mark").
RESAMPLES = 5000
#: Fixed seed: a report built twice from one dump is the same report.
SEED = 20261124
#: Dumps written before series carried ``blocks``: each fork's samples are cut into
#: consecutive blocks of about this many samples.
FALLBACK_BLOCK_SAMPLES = 30


def fallback_blocks(count: int, per_fork: int, block_samples: int = FALLBACK_BLOCK_SAMPLES) -> list[int]:
    """Block sizes for a series without ``blocks``: its ``count`` samples are forks of
    ``per_fork`` samples pooled in fork order (the last may be shorter), each cut into
    round(per_fork / block_samples) consecutive blocks of nearly equal size."""
    if count < 1 or per_fork < 1:
        raise ValueError(f"cannot cut {count} samples into forks of {per_fork}")
    sizes: list[int] = []
    for start in range(0, count, per_fork):
        fork = min(per_fork, count - start)
        pieces = max(1, round(fork / block_samples))
        bounds = [round(i * fork / pieces) for i in range(pieces + 1)]
        sizes += [b - a for a, b in zip(bounds, bounds[1:])]
    return sizes


def blocks_of(series: dict, per_fork: int) -> list[int]:
    """The series' own ``blocks``, or the fallback for an older dump; an error when the
    blocks do not add up to the samples (a dump that cannot be trusted to resample)."""
    count = len(series["samples"])
    blocks = series.get("blocks")
    if blocks is None:
        return fallback_blocks(count, per_fork)
    if sum(blocks) != count or any(b < 1 for b in blocks):
        raise ValueError(f"blocks {blocks[:5]}... add up to {sum(blocks)}, not to the {count} samples")
    return list(blocks)


class _BlockP50:
    """The nearest-rank p50 of a resample of blocks, given as the drawn block indices."""

    def __init__(self, samples: Sequence[int], blocks: Sequence[int]) -> None:
        values = np.asarray(samples, dtype=np.int64)
        self.blocks = np.asarray(blocks, dtype=np.int64)
        block_of = np.repeat(np.arange(len(blocks)), blocks)
        order = np.argsort(values, kind="stable")
        ordered, block_of_sorted = values[order], block_of[order]
        # The p50 of any union of blocks lies between the lowest and the highest of the
        # blocks' own p50s, so only the sorted samples between those two can be a resample's
        # p50: the search runs over that window alone.
        starts = np.concatenate(([0], np.cumsum(self.blocks)[:-1]))
        medians = [np.sort(values[s:s + n])[max(math.ceil(n / 2), 1) - 1] for s, n in zip(starts, self.blocks)]
        low = int(np.searchsorted(ordered, min(medians), "left"))
        high = int(np.searchsorted(ordered, max(medians), "right"))
        self.window = ordered[low:high]
        # at_or_before[j, b]: how many samples of block b sort at or before the window's j-th
        one_hot = np.zeros((len(ordered), len(blocks)), dtype=np.int32)
        one_hot[np.arange(len(ordered)), block_of_sorted] = 1
        self.at_or_before = np.cumsum(one_hot, axis=0)[low:high]

    def __call__(self, drawn: np.ndarray) -> np.ndarray:
        drawn = np.atleast_2d(drawn).astype(np.int64, copy=False)
        rows, count = drawn.shape[0], len(self.blocks)
        # how often each block was drawn, per resample (one bincount for all of them)
        times = np.bincount((drawn + count * np.arange(rows)[:, None]).ravel(),
                            minlength=rows * count).reshape(rows, count)
        rank = np.maximum(np.ceil(times @ self.blocks * 0.5), 1)  # nearest rank, as stats.nearest_rank
        # Per resample, a binary search for the first sorted sample whose cumulative weight
        # (samples at or before it, each counted as often as its block was drawn) reaches the rank.
        first, last = np.zeros(rows, dtype=np.int64), np.full(rows, len(self.window) - 1, dtype=np.int64)
        while np.any(first < last):
            middle = (first + last) // 2
            reached = np.einsum("rb,rb->r", times, self.at_or_before[middle]) >= rank
            last = np.where(reached, middle, last)
            first = np.where(reached, first, middle + 1)
        return self.window[first].astype(np.float64)


def _prepared(samples: Sequence[int], blocks: Sequence[int]) -> _BlockP50:
    if not len(samples):
        raise ValueError("no samples")
    if len(blocks) < 2:  # one block: nothing to resample but the samples themselves
        blocks = [1] * len(samples)
    return _BlockP50(samples, blocks)


def _interval(statistics: list[_BlockP50], point: float) -> tuple[float, float]:
    def statistic(*drawn: np.ndarray, axis: int = -1) -> np.ndarray:
        return sum(p50(d) for p50, d in zip(statistics, drawn))

    result = scipy_stats.bootstrap(
        tuple(np.arange(len(s.blocks)) for s in statistics), statistic, vectorized=True, paired=False,
        n_resamples=RESAMPLES, confidence_level=CONFIDENCE, method="percentile",
        rng=np.random.default_rng(SEED))
    low, high = float(result.confidence_interval.low), float(result.confidence_interval.high)
    # A percentile interval of a discrete statistic can miss the observed value by one sample
    # when blocks are few; the interval shown beside a figure always contains it.
    return min(low, point), max(high, point)


def p50_interval(samples: Sequence[int], blocks: Sequence[int]) -> tuple[float, float]:
    """(low, high) of the 95% block-bootstrap interval of the series' nearest-rank p50."""
    prepared = _prepared(samples, blocks)
    point = float(prepared(np.arange(len(prepared.blocks)))[0])
    return _interval([prepared], point)


def sum_interval(a: tuple[Sequence[int], Sequence[int]],
                 b: tuple[Sequence[int], Sequence[int]]) -> tuple[float, float]:
    """(low, high) of the 95% interval of p50(a) + p50(b), each given as (samples, blocks):
    the blocks of each series are resampled independently (serialize and deserialize are
    timed in loops of their own, so their blocks are not paired)."""
    first, second = _prepared(*a), _prepared(*b)
    point = float(first(np.arange(len(first.blocks)))[0] + second(np.arange(len(second.blocks)))[0])
    return _interval([first, second], point)


def relative_half_width(p50: float, low: float, high: float) -> float:
    """Half the interval's width as a share of the p50 (inf for a p50 of 0)."""
    if any(v is None or (isinstance(v, float) and math.isnan(v)) for v in (p50, low, high)):
        return math.nan
    return (high - low) / 2 / p50 if p50 else math.inf
