"""What the console and the report show of replication (issue 35): the A/A pairs (a replica entry
first, never ranked), provisional ranks of one JVM, the spread between forks, the conversion
share of staged codecs, and a round trip split into parts that add up to it."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image
from rich.console import Console

from serbench import charts, console, interactive, overview, report, tables

import fixtures
from forked import forked, forked_run


def printed(doc: dict) -> str:
    buffer = io.StringIO()
    console.print_summary(Console(file=buffer, width=230, color_system=None), doc)
    return buffer.getvalue()


def rank_cells(text: str, dataset: str) -> list[list[str]]:
    """The rows of a dataset's ranking as printed: rank, framework, ..."""
    section = text.split(f"{dataset}: ranked")[1].split("rt = POST")[0]
    return [line.split() for line in section.splitlines()
            if line.split() and line.split()[0].lstrip("~=").isdigit()]


def ranked_lines(text: str, dataset: str) -> list[str]:
    return [cells[1] for cells in rank_cells(text, dataset)]


@pytest.fixture(scope="module")
def with_replica() -> dict:
    return forked_run(forked("jackson", 10_000, 20_000, 300_000, fork_spread=0.05),
                      forked("jackson-aa", 10_000, 20_000, 300_000, fork_spread=0.05, replicaOf="jackson", seed=4),
                      forked("kryo", 5_000, 9_000, 250_000, fork_spread=0.05),
                      forked("protobuf", 4_000, 6_000, 200_000, fork_spread=0.05),
                      forked("grpc", 4_000, 6_000, 200_000, fork_spread=0.05))


def test_a_replica_is_the_primary_aa_control_and_never_ranked(with_replica):
    frame = tables.summary_frame(with_replica)
    assert "jackson-aa" not in set(tables.ranked(frame, "large")["framework"])
    assert tables.not_ranked(with_replica) == [], "a replica is not ranked by design, not failed"
    checks = tables.aa_control(frame)
    assert [(c["a"], c["b"], c["kind"]) for c in checks[:4]] == [("jackson", "jackson-aa", "replica")] * 4
    assert {(c["a"], c["b"], c["kind"]) for c in checks[4:]} == {("protobuf", "grpc", "second")}
    for c in checks:
        assert c["familyLow"] <= c["ratioLow"] <= c["ratio"] <= c["ratioHigh"] <= c["familyHigh"]
        assert c["ratio"] == pytest.approx(c["bP50Ns"] / c["aP50Ns"])
    text = printed(with_replica)
    assert "jackson-aa" not in ranked_lines(text, "large") and "failed jackson-aa" not in text
    assert "A/A control (jackson-aa, a second JVM of jackson's service) holds" in text
    assert text.index("A/A control (jackson-aa") < text.index("second A/A check (grpc and protobuf, one codec)")
    markdown = report.markdown("", [report.aa_control(frame)])
    assert "A/A control (jackson against jackson-aa, a second JVM of the same service): tied in all 4 figures." \
        in markdown
    assert "(failed)" not in " ".join(charts._failed_labels(frame))
    assert overview.headline(frame, "large").fastest != "jackson-aa"


def test_an_aa_pair_measured_apart_fails_its_verdict():
    doc = forked_run(forked("jackson", 10_000, 20_000, 300_000),
                     forked("jackson-aa", 13_000, 20_000, 300_000, replicaOf="jackson"))
    checks = tables.aa_control(tables.summary_frame(doc))
    assert [c["tied"] for c in checks if c["operation"] == "serialize"] == [False, False]
    assert tables.aa_verdicts(checks) == [("jackson", "jackson-aa", "replica", False)]
    assert "A/A control (jackson-aa, a second JVM of jackson's service) FAILS" in printed(doc)


def test_one_jvm_per_framework_ranks_provisionally_and_says_why():
    doc = forked_run(forked("alpha", 10_000, 20_000, 300_000, forks=1),
                     forked("beta", 30_000, 60_000, 900_000, forks=1), quick=True)
    text = printed(doc)
    assert [cells[0] for cells in rank_cells(text, "large")] == ["~1", "~2"]
    assert text.count("ranks provisional") == 1 and tables.PROVISIONAL_NOTE in " ".join(text.split())
    frame = tables.summary_frame(doc)
    section = report.dataset_section(doc, frame, "large", [])
    assert [row[0] for row in section.tables[0].rows] == ["~1", "~2"] and tables.PROVISIONAL_NOTE in section.text
    # --forks 1 without --quick is as provisional; two forks are not
    doc["run"]["settings"]["quick"] = False
    assert tables.ranked(tables.summary_frame(doc), "large")["provisional"].all()
    two = forked_run(forked("alpha", 10_000, 20_000, 300_000, forks=2), forked("beta", 30_000, 60_000, 900_000, forks=2))
    assert "ranks provisional" not in printed(two)


def test_the_spread_between_forks_is_printed_and_reported():
    jvms = np.array([0.9, 1.0, 1.0, 1.0, 1.0, 1.2])
    doc = forked_run(forked("alpha", 10_000, 20_000, 300_000, fork_levels={"serialize": jvms}),
                     forked("beta", 30_000, 60_000, 900_000))
    frame = tables.summary_frame(doc)
    alpha = frame.set_index(["framework", "dataset"]).loc[("alpha", "large")]
    assert alpha.serverSerializeForkSpread == pytest.approx(1.2 / 0.9, rel=0.03)
    line = next(line for line in printed(doc).split("large: ranked")[1].splitlines() if " alpha " in line)
    assert f"{alpha.serverSerializeForkSpread:.2f}/{alpha.serverDeserializeForkSpread:.2f}" in line
    section = report.fork_spread(tables.ranked(frame, "large"), "large")
    rows = {(r[0], r[2]): r for r in section.tables[0].rows}
    assert rows[("alpha", "ser")][8] == f"{alpha.serverSerializeForkSpread:.2f}×"
    assert rows[("alpha", "ser")][9] == "yes", "the interval contains the forks' median"
    assert set(r[2] for r in section.tables[0].rows) == {"ser", "deser", "ser + deser", "rt"}


def test_the_conversion_share_of_staged_codecs_is_a_column():
    staged = forked("protobuf", 4_000, 6_000, 200_000)
    for sc in staged["datasets"].values():
        ser, de = (sc["server"][op]["stats"]["p50"] for op in ("serialize", "deserialize"))
        sc["server"]["stages"] = {"toWire": fixtures.series([ser // 4] * 3), "encode": fixtures.series([ser // 2] * 3),
                                  "decode": fixtures.series([de // 2] * 3), "fromWire": fixtures.series([de // 5] * 3)}
    doc = forked_run(staged, forked("kryo", 5_000, 9_000, 250_000))
    text = printed(doc)
    assert "conv%" in text
    protobuf = next(line for line in text.split("large: ranked")[1].splitlines() if " protobuf " in line)
    kryo = next(line for line in text.split("large: ranked")[1].splitlines() if " kryo " in line)
    assert " 25/20 " in protobuf and " - " in kryo.split("verified")[1]
    section = report.dataset_section(doc, tables.summary_frame(doc), "large", [])
    column = section.tables[0].headers.index("conversion ser/deser")
    assert {row[1]: row[column] for row in section.tables[0].rows} == {"protobuf": "25%/20%", "kryo": "-/-"}
    assert "conv%" not in printed(forked_run(forked("kryo", 5_000, 9_000, 250_000)))


def timed(round_trip: int, codec: int, stack: int, low: int | None = None, high: int | None = None) -> dict:
    out = {"roundTrip": fixtures.series([round_trip] * 3), "server": fixtures.series([codec] * 3),
           "serverStack": fixtures.series([stack] * 3)}
    if low is not None:
        out["clientTransportLow"] = fixtures.series([low] * 3)
        out["clientTransportHigh"] = fixtures.series([high] * 3)
    return out


def test_the_parts_of_a_round_trip_add_up_to_it_and_none_is_negative(tmp_path):
    fits = overview.split("alpha", timed(100_000, 30_000, 40_000, 20_000, 35_000), 50_000)
    assert (fits.codec, fits.server_stack, fits.client_transport) == (30_000, 40_000, 30_000)
    assert (fits.client_low, fits.client_high, fits.clipped) == (20_000, 35_000, False)
    # p50s do not add up: codec and stack p50s above the round trip's are cut to fit it
    over = overview.split("beta", timed(100_000, 70_000, 45_000), 50_000)
    assert (over.codec, over.server_stack, over.client_transport, over.clipped) == (70_000, 30_000, 0, True)
    assert (over.client_low, over.client_high) == (None, None)
    figure = interactive.split_figure([fits, over], "small")
    widths = [trace["x"] for trace in figure["data"][:3]]
    assert all(v >= 0 for part in widths for v in part)
    assert [sum(part[i] for part in widths) for i in range(2)] == [100.0, 100.0]
    client = figure["data"][2]
    assert client["error_x"]["arrayminus"][0] == 10.0 and client["error_x"]["array"][0] == 5.0
    assert "recorded client + transport 20.0–35.0 µs" in client["text"][0] and "cut to fit" in client["text"][1]
    path = charts.time_split([fits, over], "small", tmp_path / "where.png")
    with Image.open(path) as image:
        assert image.width >= 600


def test_an_aa_pair_of_two_forks_is_not_testable_and_never_said_to_hold():
    # Two JVMs each: the family-wise t interval has one degree of freedom and would also contain a
    # difference of 25%, so a tie there is no evidence; the run says so instead of "holds".
    doc = forked_run(forked("jackson", 10_000, 20_000, 300_000, forks=2, rounds=4, fork_spread=0.05),
                     forked("jackson-aa", 10_000, 20_000, 300_000, forks=2, rounds=4, fork_spread=0.05,
                            replicaOf="jackson", seed=4))
    checks = tables.aa_control(tables.summary_frame(doc))
    assert checks and all(c["tied"] for c in checks)
    assert not all(c["testable"] for c in checks)
    assert tables.aa_verdicts(checks) == [("jackson", "jackson-aa", "replica", None)]
    assert tables.aa_control_holds(checks) is None
    text = printed(doc)
    assert "A/A control (jackson-aa, a second JVM of jackson's service) not testable" in text
    assert "holds" not in text.split("A/A controls")[1]
    assert "not testable" in report.markdown("", [report.aa_control(tables.summary_frame(doc))])
