"""The hierarchical bootstrap on results documents: forks as the outer resampling level, the
same draws for every framework and both operations of a dataset, ranks from ratio intervals,
the spread between forks, the fallback for dumps without a blockLog."""

from __future__ import annotations

import numpy as np
import pytest

from serbench import confidence, resampling, tables
from serbench.stats import nearest_rank

from forked import forked, forked_run


def test_the_draws_take_forks_then_rounds_and_are_the_same_for_one_grid():
    weights = confidence.hierarchical_weights((2, 2, 2, 2))
    assert weights.shape == (confidence.RESAMPLES, 8)
    per_fork = weights.reshape(-1, 4, 2).sum(axis=2)
    assert set(np.unique(per_fork.sum(axis=1))) == {6}, "F - 1 = 3 forks drawn, two rounds each"
    assert np.all(per_fork % 2 == 0), "a drawn fork brings as many rounds as it has"
    assert (per_fork == 0).any(axis=1).all(), "every resample leaves out at least one fork"
    assert weights is confidence.hierarchical_weights((2, 2, 2, 2)), "one grid, one set of draws"
    assert confidence.hierarchical_weights((3,)).sum(axis=1).tolist() == [3] * confidence.RESAMPLES, \
        "one fork: its rounds drawn with replacement"


def test_the_interval_contains_the_spread_between_forks_and_the_flat_scheme_did_not():
    jvms = {op: np.array([0.80, 0.90, 1.00, 1.05, 1.10, 1.25]) for op in ("serialize", "deserialize", "roundtrip")}
    doc = forked_run(forked("alpha", 10_000, 20_000, 300_000, fork_levels=jvms))
    row = tables.summary_frame(doc).set_index("dataset").loc["large"]
    forks = sorted(row[f"serverSerializeForkP50{k}Ns"] for k in ("Min", "Median", "Max"))
    assert row.serverSerializeForkSpread == pytest.approx(1.25 / 0.80, rel=0.03)
    assert row.serverSerializeP50CiLowNs <= row.serverSerializeForkP50MedianNs <= row.serverSerializeP50CiHighNs
    assert row.forks == 6 and not row.provisional
    sc = doc["frameworks"]["alpha"]["datasets"]["large"]["server"]["serialize"]
    low, high = confidence.p50_interval(sc["samples"], sc["blocks"])  # blocks from one flat list
    assert (row.serverSerializeP50CiHighNs - row.serverSerializeP50CiLowNs) > 1.5 * (high - low)
    # each fork's own p50, as the blockLog places its blocks
    own = [nearest_rank(sorted(sc["samples"][40 * f:40 * f + 40]), 50) for f in range(6)]
    assert forks == [min(own), float(np.median(own)), max(own)]


def test_serialize_and_deserialize_are_drawn_together():
    """Block k of both comes from the same call: a JVM slow at one is slow at the other, and the
    sum's interval must see that (drawn apart, their errors would cancel)."""
    jvms = np.array([0.8, 0.9, 1.0, 1.0, 1.1, 1.2])
    doc = forked_run(forked("alpha", 10_000, 10_000, 300_000, fork_levels={"serialize": jvms, "deserialize": jvms}))
    measured = doc["frameworks"]["alpha"]["datasets"]["small"]
    figures = resampling.DatasetFigures("small", {"alpha": measured}, 40, 40, 6).of["alpha"].figures
    total = figures["server"]
    assert np.array_equal(total.resamples, figures["serverSerialize"].resamples + figures["serverDeserialize"].resamples)
    ser, de = (measured["server"][op] for op in ("serialize", "deserialize"))
    low, high = confidence.sum_interval((ser["samples"], [40] * 6), (de["samples"], [40] * 6))  # drawn apart
    assert (total.high - total.low) > 1.2 * (high - low)


def test_frameworks_measured_in_the_same_periods_share_draws_and_the_ratio_sees_through_drift():
    """Fork i, round r of every framework ran in one period: the machine's drift (20% here) falls
    on both, and the interval of their ratio is narrow although each p50's interval is wide."""
    doc = forked_run(forked("alpha", 10_000, 20_000, 300_000, drift=0.2, fork_spread=0.0),
                     forked("beta", 10_800, 21_600, 324_000, drift=0.2, fork_spread=0.0))
    frame = tables.summary_frame(doc)
    rows = tables.ranked(frame, "large").set_index("framework")
    assert tables.overlap(rows.loc["alpha", "serverP50CiLowNs"], rows.loc["alpha", "serverP50CiHighNs"],
                          rows.loc["beta", "serverP50CiLowNs"], rows.loc["beta", "serverP50CiHighNs"]), \
        "the intervals of each p50 overlap: ranked on them, the two would tie"
    assert rows.loc["alpha", "rank"] == 1 and rows.loc["beta", "rank"] == 2, "the ratio says alpha is faster"
    assert rows.loc["beta", "serverBeatenBy"] == "alpha" and rows.loc["alpha", "serverBeatenBy"] == ""
    assert rows.loc["beta", "roundTripRank"] == 2
    assert tables.certainly_ordered(frame, "large", "server") == {("alpha", "beta")}
    # the same figures, their blocks not placed in periods (no blockLog): drawn apart, they tie
    for fw in doc["frameworks"].values():
        for sc in fw["datasets"].values():
            del sc["blockLog"]
    assert list(tables.ranked(tables.summary_frame(doc), "large")["rank"]) == [1, 1]


def test_a_fork_one_framework_lacks_leaves_its_figures_resampled_on_the_rest():
    alpha, beta = forked("alpha", 10_000, 20_000, 300_000), forked("beta", 30_000, 60_000, 900_000)
    for sc in beta["datasets"].values():  # beta's fork 6 was lost (a resumed run that dropped it)
        for series in (sc["server"]["serialize"], sc["server"]["deserialize"], sc["http"]["roundtrip"]["roundTrip"]):
            series["samples"], series["blocks"] = series["samples"][:200], series["blocks"][:10]
        sc["blockLog"] = sc["blockLog"][:10]
    frame = tables.summary_frame(forked_run(alpha, beta)).set_index(["framework", "dataset"])
    beta_large = frame.loc[("beta", "large")]
    assert beta_large.forks == 5 and beta_large.serverP50CiLowNs <= beta_large.serverP50Ns <= beta_large.serverP50CiHighNs
    assert frame.loc[("alpha", "large"), "forks"] == 6


def test_the_summary_is_the_same_when_built_twice():
    doc = forked_run(forked("alpha", 10_000, 20_000, 300_000, fork_spread=0.1, drift=0.1),
                     forked("beta", 11_000, 20_000, 300_000, fork_spread=0.1, drift=0.1))
    assert tables.summary_frame(doc).equals(tables.summary_frame(doc))


def test_a_dump_without_a_blocklog_keeps_its_flat_scheme():
    doc = forked_run(forked("alpha", 10_000, 20_000, 300_000, fork_spread=0.1))
    for sc in doc["frameworks"]["alpha"]["datasets"].values():
        del sc["blockLog"]
    measured = doc["frameworks"]["alpha"]["datasets"]["small"]
    figure = resampling.DatasetFigures("small", {"alpha": measured}, 40, 40, 6).of["alpha"]
    assert not figure.hierarchical and figure.units == 12, "its blocks, drawn from one flat list"
    assert len(figure.figures["serverSerialize"].fork_p50s) == 6, "forks pooled in fork order: equal runs"
