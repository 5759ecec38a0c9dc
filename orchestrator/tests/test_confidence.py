"""The block bootstrap of p50 figures: exact statistic, intervals that see drift, determinism."""

from __future__ import annotations

import numpy as np
import pytest

from serbench import confidence
from serbench.stats import nearest_rank


def drifting(blocks: int, size: int, step: float, seed: int = 1) -> list[int]:
    """Blocks of ``size`` samples around 10,000 ns, each block's level ``step`` above the last."""
    rng = np.random.default_rng(seed)
    return [int(10_000 * (1 + step * b) + v) for b in range(blocks) for v in rng.integers(-50, 50, size)]


def test_fallback_blocks_cut_each_fork_into_runs_of_about_30():
    assert confidence.fallback_blocks(900, 300) == [30] * 30
    assert confidence.fallback_blocks(300, 100) == [33, 34, 33] * 3
    assert confidence.fallback_blocks(50, 50) == [25, 25]
    assert confidence.fallback_blocks(250, 100) == [33, 34, 33, 33, 34, 33, 25, 25], "a short last fork"
    assert confidence.fallback_blocks(5, 5) == [5]
    with pytest.raises(ValueError):
        confidence.fallback_blocks(10, 0)


def test_blocks_of_prefers_the_series_own_blocks_and_refuses_a_wrong_sum():
    assert confidence.blocks_of({"samples": [1] * 60}, 60) == [30, 30]
    assert confidence.blocks_of({"samples": [1] * 60, "blocks": [10, 50]}, 60) == [10, 50]
    with pytest.raises(ValueError, match="add up to 50, not to the 60 samples"):
        confidence.blocks_of({"samples": [1] * 60, "blocks": [10, 40]}, 60)


def test_the_resampled_statistic_is_the_nearest_rank_p50_of_the_drawn_blocks():
    rng = np.random.default_rng(7)
    samples = [int(v) for v in rng.integers(1, 1000, 97)]
    blocks = [10, 20, 7, 30, 30]
    p50 = confidence._BlockP50(samples, blocks)
    starts = np.concatenate(([0], np.cumsum(blocks)))
    weights = rng.integers(0, 4, (300, len(blocks)))  # how often each block was drawn, none at times
    weights[0] = 0
    for row, fast in zip(weights, p50(weights)):
        concatenated = sorted(v for b, times in enumerate(row) for _ in range(times)
                              for v in samples[starts[b]:starts[b + 1]])
        if not concatenated:
            assert np.isnan(fast), "a resample that drew none of the blocks has no p50"
            continue
        assert fast == nearest_rank(concatenated, 50)
    assert p50.point() == nearest_rank(sorted(samples), 50)


def test_drift_between_blocks_widens_the_interval():
    steady = drifting(20, 20, 0.0)
    drift = drifting(20, 20, 0.015)  # the machine slows by 1.5% per block: 28% over the series
    blocks = [20] * 20
    low_s, high_s = confidence.p50_interval(steady, blocks)
    low_d, high_d = confidence.p50_interval(drift, blocks)
    p50_d = nearest_rank(sorted(drift), 50)
    assert high_s - low_s < 30, "steady samples: an interval of a few ns"
    assert low_d <= p50_d <= high_d
    assert (high_d - low_d) / p50_d > 0.05, "drift shows as a wide interval"
    # the same samples resampled one by one would hide the drift
    low_i, high_i = confidence.p50_interval(drift, [1] * len(drift))
    assert (high_i - low_i) < (high_d - low_d) / 2


def test_intervals_are_deterministic():
    samples = drifting(10, 30, 0.02, seed=3)
    assert confidence.p50_interval(samples, [30] * 10) == confidence.p50_interval(samples, [30] * 10)
    pair = ((samples, [30] * 10), (samples[::-1], [30] * 10))
    assert confidence.sum_interval(*pair) == confidence.sum_interval(*pair)


def test_the_interval_of_a_sum_contains_the_sum_and_is_narrower_than_the_sum_of_intervals():
    a, b = drifting(20, 30, 0.01, seed=4), drifting(20, 30, 0.01, seed=5)
    blocks = [30] * 20
    low_a, high_a = confidence.p50_interval(a, blocks)
    low_b, high_b = confidence.p50_interval(b, blocks)
    low, high = confidence.sum_interval((a, blocks), (b, blocks))
    total = nearest_rank(sorted(a), 50) + nearest_rank(sorted(b), 50)
    assert low <= total <= high
    # independent errors partly cancel: the sum's interval is narrower than the two added
    assert high - low < (high_a - low_a) + (high_b - low_b)
    assert low >= low_a + low_b and high <= high_a + high_b


def test_a_single_block_is_resampled_sample_by_sample():
    assert confidence.p50_interval([5, 5, 5], [3]) == (5.0, 5.0)
    low, high = confidence.p50_interval(list(range(1, 101)), [100])
    assert 38 <= low < 50 < high <= 62


def test_relative_half_width():
    assert confidence.relative_half_width(100.0, 90.0, 110.0) == pytest.approx(0.10)
    assert np.isnan(confidence.relative_half_width(100.0, float("nan"), 110.0))
