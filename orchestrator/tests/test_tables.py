"""The ranking contract of tables.py: intervals on every ranked figure, tie-aware ranks, the
unstable mark, the gate on round-trip failures and the A/A control."""

from __future__ import annotations

import io

import numpy as np
import pytest
from rich.console import Console

from serbench import confidence, console, readme, report, tables

from fixtures import document, measured, run_of


CONTRACT_COLUMNS = ("serverSerializeP50CiLowNs", "serverSerializeP50CiHighNs", "serverDeserializeP50CiLowNs",
                    "serverDeserializeP50CiHighNs", "serverP50Ns", "serverP50CiLowNs", "serverP50CiHighNs",
                    "httpRoundtripRoundTripP50CiLowNs", "httpRoundtripRoundTripP50CiHighNs", "rankable")


def test_summary_rows_carry_the_intervals_of_every_ranked_figure():
    frame = tables.summary_frame(run_of(measured("alpha", 10_000, 20_000, 300_000)))
    assert set(CONTRACT_COLUMNS) <= set(frame.columns)
    for row in frame.itertuples():
        assert row.serverP50Ns == row.serverSerializeP50Ns + row.serverDeserializeP50Ns
        for figure in ("serverSerialize", "serverDeserialize", "server", "httpRoundtripRoundTrip"):
            p50 = row.serverP50Ns if figure == "server" else getattr(row, f"{figure}P50Ns")
            low, high = getattr(row, f"{figure}P50CiLowNs"), getattr(row, f"{figure}P50CiHighNs")
            assert low <= p50 <= high and high - low < 0.05 * p50, figure
        assert row.rankable is np.True_ or row.rankable is True


def test_the_summary_is_the_same_when_built_twice():
    doc = run_of(measured("alpha", 10_000, 20_000, 300_000, spread=0.1))
    assert tables.summary_frame(doc).equals(tables.summary_frame(doc))


def settled(doc: dict) -> dict:
    """The run as a default one (two forks, not --quick): its ranks are not provisional."""
    doc["run"]["settings"].update(quick=False, forks=2)
    return doc


def test_ranks_count_only_the_frameworks_certainly_faster():
    rng = np.random.default_rng(3)
    common = rng.normal(0, 0.05, 500)  # the same draws on every side
    levels = np.array([10, 10.2, 20, 30, 30.3])
    resamples = levels * np.exp(common[:, None] + rng.normal(0, 0.01, (500, 5)))
    faster = confidence.certainly_faster(resamples, levels)
    assert [1 + int(faster[:, j].sum()) for j in range(5)] == [1, 1, 3, 4, 4]
    assert faster[0, 2] and not faster[0, 1] and not faster[1, 0] and not faster[2, 0]


def test_overlapping_intervals_share_a_rank_and_are_marked_tied():
    doc = run_of(measured("alpha", 10_000, 20_000, 300_000),
                 measured("beta", 10_050, 20_050, 600_000),   # within alpha's interval
                 measured("gamma", 20_000, 40_000, 200_000))
    rows = tables.ranked(tables.summary_frame(doc), "small")
    assert list(rows["framework"]) == ["alpha", "beta", "gamma"] or list(rows["framework"]) == ["beta", "alpha", "gamma"]
    assert list(rows["rank"]) == [1, 1, 3]
    assert list(rows["tied"]) == [True, True, False]
    by_name = rows.set_index("framework")
    assert by_name.loc["gamma", "roundTripRank"] == 1 and by_name.loc["alpha", "roundTripRank"] == 2
    assert by_name.loc["beta", "roundTripRank"] == 3
    assert not rows["unstable"].any()


def test_a_wide_interval_is_unstable_and_a_narrow_one_is_not():
    doc = run_of(measured("alpha", 10_000, 20_000, 300_000, spread=0.4), measured("beta", 10_000, 20_000, 300_000))
    rows = tables.ranked(tables.summary_frame(doc), "large").set_index("framework")
    assert rows.loc["alpha", "unstable"] and rows.loc["alpha", "serverSerializeUnstable"]
    assert not rows.loc["beta", "unstable"]
    assert tables.is_unstable(100, 89, 111) and not tables.is_unstable(100, 91, 109)
    assert "10%" in tables.UNSTABLE_NOTE


def fork(number: int, round_trip_equal: bool = True) -> dict:
    return {"fork": number, "restarted": True, "startupSeconds": 3.0, "cold": None, "datasets": {
        label: {"serializeP50": 1, "deserializeP50": 2, "roundtripP50": 3, "serializeCv": 0.01,
                "deserializeCv": 0.02, "roundTripEqual": round_trip_equal} for label in ("small", "large")}}


def failed_in_large(fw: dict) -> None:
    fw["datasets"]["large"]["server"].update(roundTripEqual=False, roundTripDifference="users[3].score: 1.5 != 1.25")


def failed_in_fork_two(fw: dict) -> None:
    fw["forks"] = [fork(1), fork(2, round_trip_equal=False)]


def fork_two_recorded_failed(fw: dict) -> None:
    fw["forks"] = [fork(1), dict(fork(2), failure={"phase": "decode", "reason": "fork 1's payload: EOF"})]


def failed_in_one_block(fw: dict) -> None:
    fw["datasets"]["small"]["blockLog"] = [
        {"fork": fork, "round": round_, "operations": 10, "gc": {"collections": 0, "timeMillis": 0},
         "jitCompileMillis": 0, "roundTripEqual": (fork, round_) != (2, 3)} for fork in (1, 2) for round_ in (1, 2, 3)]


ROUND_TRIP_FAILURES = {
    "pooled round trip of one dataset": (failed_in_large, "round trip failed in the measured run (large): "
                                                          "users[3].score: 1.5 != 1.25"),
    "one fork's own check": (failed_in_fork_two, "round trip failed in the measured run (fork 2, "),
    "a failure recorded on a fork": (fork_two_recorded_failed, "fork 2 failed: fork 1's payload: EOF"),
    "one block of a run in rounds": (failed_in_one_block, "round trip failed in the measured run (fork 2, round 3, "
                                                          "small)"),
}


@pytest.mark.parametrize("case", ROUND_TRIP_FAILURES)
def test_a_round_trip_failure_anywhere_in_the_measured_run_is_never_ranked(case):
    breaks, reason = ROUND_TRIP_FAILURES[case]
    broken = measured("alpha", 5_000, 8_000, 100_000)  # the fastest, and verified by the cold check
    breaks(broken)
    doc = settled(run_of(broken, measured("beta", 10_000, 20_000, 300_000)))
    assert not tables.rankable(broken) and tables.unranked_reason(broken).startswith(reason)
    frame = tables.summary_frame(doc)
    assert not frame[frame["framework"] == "alpha"]["rankable"].any()
    for dataset in ("small", "large"):  # a failure at one dataset unranks every dataset
        rows = tables.ranked(frame, dataset)
        assert list(rows["framework"]) == ["beta"] and list(rows["rank"]) == [1]
    assert tables.not_ranked(doc) == [("alpha", tables.unranked_reason(broken))]
    # the console ranks beta alone and shows alpha as failed, with the reason
    printed = summary_text(doc)
    assert not any(line.lstrip().startswith(("1 ", "=1 ", "2 ")) and "alpha" in line for line in printed.splitlines())
    assert f"failed alpha, not ranked: {tables.unranked_reason(broken)}" in " ".join(printed.split())
    # so do the reports (markdown, HTML, README section): their ranking tables come from ranked()
    for dataset in ("small", "large"):
        ranking = report.dataset_section(doc, frame, dataset, []).tables[0]
        assert [r[:2] for r in ranking.rows] == [["1", "beta"]]
    assert "| alpha |" not in readme.results_markdown(doc, "run.json").split("## Dataset")[1]


def summary_text(doc: dict) -> str:
    buffer = io.StringIO()
    console.print_summary(Console(file=buffer, width=200, color_system=None), doc)
    return buffer.getvalue()


def test_the_console_marks_ties_and_shows_each_interval():
    doc = settled(run_of(measured("alpha", 10_000, 20_000, 300_000), measured("beta", 10_050, 20_050, 600_000),
                         measured("gamma", 20_000, 40_000, 200_000, spread=0.3)))
    rows = tables.ranked(tables.summary_frame(doc), "small")
    printed = summary_text(doc)
    small = printed.split("small: ranked")[1].split("large: ranked")[0]
    lines = {line.split()[1]: line for line in small.splitlines() if line.strip().startswith(("=", "3 "))}
    assert lines["alpha"].split()[0] == "=1" and lines["beta"].split()[0] == "=1" and lines["gamma"].split()[0] == "3"
    gamma = rows.set_index("framework").loc["gamma"]
    below = (gamma.serverP50Ns - gamma.serverP50CiLowNs) / gamma.serverP50Ns
    above = (gamma.serverP50CiHighNs - gamma.serverP50Ns) / gamma.serverP50Ns
    assert f"{gamma.serverP50Ns / 1000:,.1f}* −{console.share(below)}/+{console.share(above)}%" in lines["gamma"]
    assert "tied (no certain order: ratio intervals contain 1): ser + deser =1 alpha, beta" in printed
    assert console.with_bounds(1_000_000, 950_000, 1_020_000) == "1,000 −5.0/+2.0%"
    assert console.with_bounds(1_000_000, 850_000, 1_300_000) == "1,000* −15/+30%"


def test_the_console_prints_the_aa_control_and_its_verdict():
    holds = summary_text(run_of(measured("protobuf", 10_000, 20_000, 300_000),
                                measured("grpc", 10_020, 19_990, 320_000)))
    assert "A/A controls: the same code measured twice" in holds
    assert "second A/A check (grpc and protobuf, one codec) holds" in holds
    fails = summary_text(run_of(measured("protobuf", 10_000, 20_000, 300_000),
                                measured("grpc", 13_000, 20_000, 300_000)))
    assert "second A/A check (grpc and protobuf, one codec) FAILS" in fails and "apart" in fails
    assert "A/A control" not in summary_text(document())


def test_only_measured_and_verified_frameworks_are_rankable():
    doc = document()
    assert [name for name, fw in tables.frameworks(doc) if tables.rankable(fw)] == ["alpha", "beta"]
    assert tables.not_ranked(doc) == [("broken", "verify: verification failed: users: 10 items != 9 items")]
    pending = measured("gamma", 1, 2, 3, verification="failed")
    assert tables.unranked_reason(pending) == "verification failed"


def test_the_aa_control_holds_when_protobuf_and_grpc_tie():
    doc = run_of(measured("protobuf", 10_000, 20_000, 300_000), measured("grpc", 10_020, 19_990, 320_000))
    checks = tables.aa_control(tables.summary_frame(doc))
    assert [(c["dataset"], c["operation"]) for c in checks] == [
        ("small", "serialize"), ("small", "deserialize"), ("large", "serialize"), ("large", "deserialize")]
    assert all(c["tied"] for c in checks) and tables.aa_control_holds(checks) is True
    assert checks[0]["a"] == "protobuf" and checks[0]["b"] == "grpc"
    assert checks[0]["ratio"] == pytest.approx(checks[0]["bP50Ns"] / checks[0]["aP50Ns"])


def test_the_aa_control_fails_when_one_codec_measures_apart_from_itself():
    doc = run_of(measured("protobuf", 10_000, 20_000, 300_000), measured("grpc", 13_000, 20_000, 300_000))
    checks = tables.aa_control(tables.summary_frame(doc))
    assert [c["tied"] for c in checks if c["operation"] == "serialize"] == [False, False]
    assert [c["tied"] for c in checks if c["operation"] == "deserialize"] == [True, True]
    assert tables.aa_control_holds(checks) is False
    assert tables.aa_control(tables.summary_frame(document())) == [] and tables.aa_control_holds([]) is None
