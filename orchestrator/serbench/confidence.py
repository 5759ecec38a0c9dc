"""95% confidence intervals of p50 figures: a hierarchical bootstrap over JVMs (forks) and the
rounds measured in each, with the same draws for every series measured in the same periods.

Why two levels. Samples are not independent: the machine's speed drifts within seconds, and,
larger still, two JVMs of one service settle into JIT states a few to tens of percent apart
(docs/methodology.md, "Confidence intervals, ties and the unstable mark"). A run is forks
(JVMs) of rounds; each round adds one block of samples per series. The unit that can be taken
as independent is the fork, so the bootstrap draws forks with replacement, and within each
drawn fork its rounds with replacement: a resample is a multiset of (fork, round) cells, given
as a weight per cell (how often it was drawn). Resampling single samples, or a flat list of
blocks from every fork, hides the spread between JVMs: an interval too narrow to rank on and
that the next run's figure falls outside of (issue 35).

How. With F forks of R_f rounds each, a resample draws c ~ Multinomial(F - 1, 1/F each) forks
(F - 1 rather than F: a bootstrap of n units has (n - 1)/n of the variance it should, which at 8
forks is enough to move a rerun out of the interval noticeably; F - 1 draws make the variance of
a mean exact, see the simulation in tests/test_fork_simulation.py; one fork: 1), then, for every
fork f, W_f ~ Multinomial(c_f * R_f, 1/R_f each) rounds (the sum of c_f independent draws of
R_f rounds each). scipy.stats.bootstrap cannot resample two levels (it draws the observations
of one level only, with replacement), so the draws are numpy's ``multinomial``.

The statistic stays the nearest-rank p50 of the drawn cells' samples, the definition of every
published p50 (stats.py), computed for all resamples at once without concatenating them: the
samples are sorted once, each resample weighs every sample by its cell's weight, and its p50 is
the first sorted sample whose cumulative weight reaches half the total. The interval is the
percentile interval of the resamples, widened to contain the observed figure.

Common random numbers. The draws depend only on the shape of the grid of (fork, round) cells,
so every framework of a dataset, measured in the same forks and rounds (fork i, round r of
every framework in the same period), is resampled with the same draws, and serialize and
deserialize (block k of both from the same call) too: the interval of a sum, and of the ratio
of two frameworks' p50s, comes from paired resamples, in which a slow moment of the machine
falls on both sides.

Series without a record of their forks and rounds (dumps before ``blockLog``) keep the scheme
of those dumps: one flat list of blocks, each series drawn independently; a series of a single
block is resampled sample by sample. Deterministic throughout: fixed seeds, so a report rebuilt
from one dump is identical.
"""

from __future__ import annotations

import math
import zlib
from functools import lru_cache
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


# -- the draws --------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def hierarchical_weights(rounds_per_fork: tuple[int, ...], resamples: int = RESAMPLES,
                         seed: int = SEED) -> np.ndarray:
    """(resamples, cells) draw counts of a grid of forks with ``rounds_per_fork[f]`` rounds each,
    the cells in fork order, then round order: forks drawn with replacement (F - 1 of F, at
    least one), then the rounds of each drawn fork with replacement. The same grid gets the
    same draws (common random numbers for everything measured in it)."""
    if not rounds_per_fork or min(rounds_per_fork) < 1:
        raise ValueError(f"a grid needs forks of at least one round, not {rounds_per_fork}")
    rng = np.random.default_rng(seed)
    forks = len(rounds_per_fork)
    drawn = rng.multinomial(max(forks - 1, 1), [1 / forks] * forks, size=resamples)
    parts = [rng.multinomial(drawn[:, f] * rounds, [1 / rounds] * rounds) if rounds > 1 else drawn[:, f:f + 1]
             for f, rounds in enumerate(rounds_per_fork)]
    weights = np.concatenate(parts, axis=1).astype(np.int64)
    weights.setflags(write=False)
    return weights


def flat_weights(units: int, key: str = "", resamples: int = RESAMPLES) -> np.ndarray:
    """(resamples, units) counts of ``units`` units drawn with replacement from one flat list:
    the scheme of dumps without forks and rounds per block. ``key`` seeds the draws, so that
    two series with different keys are drawn independently (as they were in those dumps)."""
    rng = np.random.default_rng([SEED, zlib.crc32(key.encode())])
    return rng.multinomial(units, [1 / units] * units, size=resamples).astype(np.int64)


# -- the statistic ----------------------------------------------------------------------------
class _BlockP50:
    """The nearest-rank p50 of a resample of blocks, given as a weight (draw count) per block."""

    def __init__(self, samples: Sequence[int], blocks: Sequence[int]) -> None:
        values = np.asarray(samples, dtype=np.int64)
        self.blocks = np.asarray(blocks, dtype=np.int64)
        block_of = np.repeat(np.arange(len(blocks)), blocks)
        order = np.argsort(values, kind="stable")
        ordered, block_of_sorted = values[order], block_of[order]
        # The p50 of any union of blocks (each taken any number of times) lies between the lowest
        # and the highest of the blocks' own p50s, so only the sorted samples between those two
        # can be a resample's p50: the search runs over that window alone.
        starts = np.concatenate(([0], np.cumsum(self.blocks)[:-1]))
        medians = [np.sort(values[s:s + n])[max(math.ceil(n / 2), 1) - 1] for s, n in zip(starts, self.blocks)]
        low = int(np.searchsorted(ordered, min(medians), "left"))
        high = int(np.searchsorted(ordered, max(medians), "right"))
        self.window = ordered[low:high]
        # at_or_before[j, b]: how many samples of block b sort at or before the window's j-th
        one_hot = np.zeros((len(ordered), len(blocks)), dtype=np.int32)
        one_hot[np.arange(len(ordered)), block_of_sorted] = 1
        self.at_or_before = np.cumsum(one_hot, axis=0)[low:high]

    def __call__(self, weights: np.ndarray) -> np.ndarray:
        """The p50 of each resample (row of ``weights``: how often each block was drawn); NaN for
        a resample that drew none of these blocks."""
        times = np.atleast_2d(weights).astype(np.int64, copy=False)
        total = times @ self.blocks
        rank = np.maximum(np.ceil(total * 0.5), 1)  # nearest rank, as stats.nearest_rank
        # Per resample, a binary search for the first sorted sample whose cumulative weight
        # (samples at or before it, each counted as often as its block was drawn) reaches the rank.
        first, last = np.zeros(len(times), dtype=np.int64), np.full(len(times), len(self.window) - 1, dtype=np.int64)
        while np.any(first < last):
            middle = (first + last) // 2
            reached = np.einsum("rb,rb->r", times, self.at_or_before[middle]) >= rank
            last = np.where(reached, middle, last)
            first = np.where(reached | (first >= last), first, middle + 1)
        out = self.window[first].astype(np.float64)
        out[total == 0] = np.nan
        return out

    def point(self) -> float:
        """The p50 of every block taken once: the observed figure."""
        return float(self(np.ones((1, len(self.blocks)), dtype=np.int64))[0])


def resampled_p50(samples: Sequence[int], blocks: Sequence[int], weights: np.ndarray) -> np.ndarray:
    """The p50 of each resample of a series whose block ``i`` has weight ``weights[:, i]``."""
    if not len(samples):
        raise ValueError("no samples")
    return _BlockP50(samples, blocks)(weights)


# -- intervals --------------------------------------------------------------------------------
def interval(resamples: np.ndarray, point: float, confidence: float = CONFIDENCE) -> tuple[float, float]:
    """The percentile interval of resampled figures, widened to contain the observed one (a
    percentile interval of a discrete statistic can miss it by one sample when units are few)."""
    values = np.asarray(resamples, dtype=float)
    values = values[~np.isnan(values)]
    if not len(values):
        return point, point
    tail = (1 - confidence) / 2 * 100
    low, high = np.percentile(values, [tail, 100 - tail])
    return min(float(low), point), max(float(high), point)


def ratio_interval(a: np.ndarray, b: np.ndarray, point_a: float, point_b: float,
                   confidence: float = CONFIDENCE) -> tuple[float, float, float]:
    """(ratio, low, high): p50(a) / p50(b) and the interval of the ratio of their resamples,
    which must have been drawn together (the same row of draws on both sides)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        ratios = np.asarray(a, dtype=float) / np.asarray(b, dtype=float)
    ratios[~np.isfinite(ratios)] = np.nan
    point = point_a / point_b if point_b else math.inf
    low, high = interval(ratios, point, confidence)
    return point, low, high


def log_ratio_interval(a: np.ndarray, b: np.ndarray, point_a: float, point_b: float, confidence: float,
                       degrees_of_freedom: int) -> tuple[float, float, float]:
    """(ratio, low, high): p50(a) / p50(b) with a Student-t interval on the log of the ratio, its
    standard error from the paired resamples: log(ratio) ± t(df, 1 - alpha/2) x sd(log resamples).
    For levels far in the tails (a family-wise check of many figures) with few forks, the
    percentile interval is too short: the resamples of F forks cannot reach further than the
    forks themselves, while t with F - 1 degrees of freedom says how far another set could."""
    with np.errstate(divide="ignore", invalid="ignore"):
        logs = np.log(np.asarray(a, dtype=float) / np.asarray(b, dtype=float))
    logs = logs[np.isfinite(logs)]
    point = point_a / point_b if point_b else math.inf
    if len(logs) < 2 or not math.isfinite(point) or point <= 0:
        return point, point, point
    reach = scipy_stats.t.ppf(1 - (1 - confidence) / 2, max(degrees_of_freedom, 1)) * float(np.std(logs, ddof=1))
    return point, point * math.exp(-reach), point * math.exp(reach)


def certainly_faster(resamples: np.ndarray, points: np.ndarray, confidence: float = CONFIDENCE) -> np.ndarray:
    """faster[i, j]: the interval of p50(i) / p50(j) (widened to contain the observed ratio) lies
    wholly below 1, from resamples of shape (resamples, figures) drawn together (the same draws
    in every column). One interval per pair: i is certainly faster when it lies below 1, j when
    it lies above."""
    points = np.asarray(points, dtype=float)
    count = len(points)
    faster = np.zeros((count, count), dtype=bool)
    if count < 2:
        return faster
    first, second = np.triu_indices(count, k=1)
    columns = np.asarray(resamples, dtype=float).T  # (figures, resamples): each pair's row contiguous
    with np.errstate(divide="ignore", invalid="ignore"):
        ratios = columns[first] / columns[second]
        observed = points[first] / points[second]
    ratios[~np.isfinite(ratios)] = np.nan
    tail = (1 - confidence) / 2 * 100
    bounds = np.nanpercentile if np.isnan(ratios).any() else np.percentile
    low, high = bounds(ratios, [tail, 100 - tail], axis=1)
    low, high = np.fmin(low, observed), np.fmax(high, observed)
    faster[first, second] = high < 1
    faster[second, first] = low > 1
    return faster


def p50_interval(samples: Sequence[int], blocks: Sequence[int]) -> tuple[float, float]:
    """(low, high) of the 95% interval of the p50 of a lone series, its blocks drawn from one
    flat list (a single block: its samples one by one)."""
    if not len(samples):
        raise ValueError("no samples")
    if len(blocks) < 2:
        blocks = [1] * len(samples)
    prepared = _BlockP50(samples, blocks)
    return interval(prepared(flat_weights(len(blocks))), prepared.point())


def sum_interval(a: tuple[Sequence[int], Sequence[int]],
                 b: tuple[Sequence[int], Sequence[int]]) -> tuple[float, float]:
    """(low, high) of the 95% interval of p50(a) + p50(b), each given as (samples, blocks),
    their blocks drawn independently: the scheme for two series whose blocks are not known to
    come from the same periods (dumps before ``blockLog``)."""
    parts = []
    for role, (samples, blocks) in zip(("a", "b"), (a, b)):
        if len(blocks) < 2:
            blocks = [1] * len(samples)
        prepared = _BlockP50(samples, blocks)
        parts.append((prepared(flat_weights(len(blocks), role)), prepared.point()))
    return interval(parts[0][0] + parts[1][0], parts[0][1] + parts[1][1])


def relative_half_width(p50: float, low: float, high: float) -> float:
    """Half the interval's width as a share of the p50 (inf for a p50 of 0)."""
    if any(v is None or (isinstance(v, float) and math.isnan(v)) for v in (p50, low, high)):
        return math.nan
    return (high - low) / 2 / p50 if p50 else math.inf
