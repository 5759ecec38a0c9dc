"""docs/comparison.md's tables: serbench's MediaContent figures beside published ones, like for
like (the same timed work as each harness), as ratios to the geometric mean of the shared set
with intervals from the run's hierarchical bootstrap."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from forked import blocks_of, forked, forked_run, periods
from serbench import published, published_comparison
from serbench.published import DECODE, TOTAL, Row, Table, Timed
from serbench.published_comparison import ONE, THOUSAND, Measured, MissingStages

FORKS, ROUNDS = 4, 2
JS = published.JVM_SERIALIZERS_2023


def media_framework(name: str, ser: float, deser: float, decode: float | None = None, fork_spread: float = 0.0,
                    noise: float = 0.02) -> dict:
    """A framework measured at mediacontent=1 (``ser``, ``deser`` ns) and =1000 (100 times more),
    in FORKS forks of ROUNDS rounds; with ``decode``, a staged codec whose four stages are recorded
    (decode at ``decode`` ns, fromWire the rest of deserialize)."""
    fw = forked(name, ser, deser, 300_000, forks=FORKS, rounds=ROUNDS, fork_spread=fork_spread, noise=noise)
    fw["datasets"] = {ONE: fw["datasets"]["small"], THOUSAND: fw["datasets"]["large"]}
    for record in fw["forks"]:
        record["datasets"] = {ONE: record["datasets"]["small"], THOUSAND: record["datasets"]["large"]}
    rng = np.random.default_rng(sum(map(ord, name)) + 7)
    machine = periods(FORKS, ROUNDS, 0.0)
    for label, scale, count in ((ONE, 1, 1), (THOUSAND, 100, 1000)):
        sc = fw["datasets"][label]
        sc["count"], sc["payloadBytes"] = count, 245 * count
        if decode is not None:
            levels = {"toWire": 0.3 * ser, "encode": 0.7 * ser, "decode": decode, "fromWire": deser - decode}
            sc["server"]["stages"] = {stage: blocks_of(level * scale, np.ones(FORKS), machine, 20, noise, rng)
                                      for stage, level in levels.items()}
    return fw


def media_run(times: dict[str, tuple], **options) -> dict:
    """A run of frameworks at (ser, deser) or (ser, deser, decode) ns."""
    doc = forked_run(*(media_framework(name, *levels, **options) for name, levels in times.items()))
    doc["run"]["settings"]["datasets"] = [ONE, THOUSAND]
    return doc


def like_published(table: Table, deser_of_staged: float = 5000.0, scale: float = 3.0) -> dict[str, tuple]:
    """serbench times in the table's proportions for the same work; a staged codec whose row is
    compared on decode has its whole deserialize at ``deser_of_staged`` (its decode in proportion)."""
    times = {}
    for row in table.rows:
        if row.timed.deserialize == DECODE:
            times[row.framework] = (scale * row.serialize_ns, deser_of_staged, scale * row.deserialize_ns)
        else:
            times[row.framework] = (scale * row.serialize_ns, scale * row.deserialize_ns)
    return times


def comparison(table: Table, document: dict) -> published_comparison.Comparison:
    rows = list(table.rows)
    return published_comparison.compare(table, Measured(document, ONE, rows), Measured(document, THOUSAND, rows))


def by_name(found: published_comparison.Comparison) -> dict[str, dict]:
    return {row["framework"]: row for row in found.rows}


def test_staged_codecs_are_compared_on_decode_against_jvm_serializers():
    """jvm-serializers times protobuf's and thrift's parseFrom alone: serbench's figure is
    stages.decode, not the total with the conversion back (set far off here)."""
    found = by_name(comparison(JS, media_run(like_published(JS))))
    assert {JS_row.framework: JS_row.timed.deserialize for JS_row in JS.rows if JS_row.timed.deserialize == DECODE} \
        == {"protobuf": DECODE, "thrift": DECODE}
    for name, row in found.items():
        for op in ("ser", "deser", "total"):
            assert row[op][1][0] == pytest.approx(row[op][0], rel=0.03), (name, op)
    assert found["protobuf"]["figure"] == "total / decode" and found["kryo"]["figure"] == "total / total"
    share = found["protobuf"]["conversion"][1]  # fromWire / the whole deserialize, shown beside it
    assert share == pytest.approx((5000 - 3 * 527) / 5000, rel=0.03)


def test_ratios_to_the_geometric_mean_multiply_to_one_and_hold_their_point():
    found = comparison(JS, media_run(like_published(JS), fork_spread=0.05))
    for op in ("ser", "deser", "total"):
        assert math.prod(row[op][0] for row in found.rows) == pytest.approx(1.0)
        assert math.prod(row[op][1][0] for row in found.rows) == pytest.approx(1.0)
        for row in found.rows:
            ratio, low, high = row[op][1]
            assert low <= ratio <= high and low < high, (row["framework"], op)
    replicates = published_comparison.geometric_ratios(np.array([[1.0, 2.0, 4.0], [3.0, 3.0, 3.0]]))
    assert np.prod(replicates, axis=1) == pytest.approx([1.0, 1.0])
    assert replicates[0] == pytest.approx([0.5, 1.0, 2.0])


def _ladder(n: int = 6) -> Table:
    """A published table of n frameworks, each 1.5 times the previous."""
    names = ["kryo", "fory", "fst", "protostuff", "hessian", "jdk"][:n]
    return Table("ladder", "a ladder", "test", "test", "test", "test",
                 tuple(Row(name, name, 100 * 1.5 ** i, 100 * 1.5 ** i, Timed(TOTAL, TOTAL, "x.java"))
                       for i, name in enumerate(names)))


def test_the_published_order_itself_gives_spearman_one_with_its_upper_end_at_one():
    table = _ladder()
    document = media_run({r.framework: (2 * r.serialize_ns, 2 * r.deserialize_ns) for r in table.rows},
                         fork_spread=0.03)
    found = comparison(table, document)
    rho, low, high = found.spearman
    assert rho == pytest.approx(1.0) and high == pytest.approx(1.0) and low <= rho
    assert found.swapped == [] and [r["framework"] for r in found.rows] == [r.framework for r in table.rows]
    assert found.missing == []


def test_frameworks_the_run_did_not_measure_are_left_out_of_the_set_and_named():
    table = _ladder()
    document = media_run({r.framework: (2 * r.serialize_ns, 2 * r.deserialize_ns) for r in table.rows[:4]})
    found = comparison(table, document)
    assert [r["framework"] for r in found.rows] == ["kryo", "fory", "fst", "protostuff"]
    assert found.missing == ["hessian", "jdk"]
    assert math.prod(r["total"][0] for r in found.rows) == pytest.approx(1.0)
    assert "not measured, or not ranked): hessian, jdk." in "\n".join(published_comparison._table_markdown(found))


def test_a_reversed_pair_outside_the_ties_is_named_and_a_pair_inside_them_is_not():
    table = _ladder()
    times = {r.framework: (2 * r.serialize_ns, 2 * r.deserialize_ns) for r in table.rows}
    times["kryo"] = (2 * 1000.0, 2 * 1000.0)  # published fastest, here slower than protostuff (675 + 675 there)
    times["fst"] = times["fory"]  # published 1.5x apart, here the same: a tie, not the other order
    found = comparison(table, media_run(times, fork_spread=0.01))
    pairs = {(s.first, s.second) for s in found.swapped}
    assert {("kryo", "fory"), ("kryo", "fst"), ("kryo", "protostuff")} <= pairs
    assert ("fory", "fst") not in pairs
    swap = next(s for s in found.swapped if (s.first, s.second) == ("kryo", "fory"))
    assert swap.published < 1 < swap.ours[1] <= swap.ours[0] <= swap.ours[2]
    assert found.spearman[0] < 1


def test_a_run_without_stages_is_refused_with_the_reason(tmp_path, capsys):
    """An old results file (version 1, before the stages): no silent total in place of decode."""
    times = {name: levels[:2] for name, levels in like_published(JS).items()}
    document = media_run(times)
    with pytest.raises(MissingStages, match=r"protobuf at mediacontent=1: .*server\.stages\.decode"):
        Measured(document, ONE, list(JS.rows))
    document["schemaVersion"] = 1
    for fw in document["frameworks"].values():
        fw["scenarios"] = fw.pop("datasets")
        for old in fw["scenarios"].values():
            old["users"] = old.pop("count")
        for call in ("serialize", "deserialize"):
            fw["cold"][call]["users"] = fw["cold"][call].pop("count")
    dump = tmp_path / "OLD.json"
    dump.write_text(json.dumps(document))
    target = tmp_path / "comparison.md"
    before = f"{published_comparison.START}\nold\n{published_comparison.END}\n"
    target.write_text(before)
    assert published_comparison.main([str(dump), str(target)]) == 1
    assert "server.stages.decode" in capsys.readouterr().err and target.read_text() == before


def test_the_document_is_updated_between_its_markers_only(tmp_path):
    times = {}
    for table in published.TABLES:
        times.update(like_published(table))
    times.update({"sbe": (220.0, 290.0), "arrow": (30_000.0, 24_000.0)})
    document = media_run(times)
    target = tmp_path / "comparison.md"
    target.write_text(f"# Title\n\nprose\n\n{published_comparison.HARNESS_START}\nSTALE-HARNESS\n"
                      f"{published_comparison.HARNESS_END}\n\nmiddle\n\n{published_comparison.START}\nSTALE-TABLES\n"
                      f"{published_comparison.END}\n\nafter\n")
    dump = tmp_path / "RUN.json"
    dump.write_text(json.dumps(document))
    assert published_comparison.main([str(dump), str(target)]) == 0  # validated, then written
    text = target.read_text()
    assert "Generated from `RUN.json` (run 20261122-120000, commit abc123, 4 forks × 2 rounds)" in text
    assert text.startswith("# Title\n\nprose\n\n") and text.endswith("\n\nafter\n") and "\n\nmiddle\n\n" in text
    assert "STALE" not in text
    for table in published.TABLES:
        assert f"### {table.title}" in text and table.source in text
        for row in table.rows:
            assert f"| {row.framework} | {row.published_name} | {row.timed.label} | {row.timed.harness} |" in text
    assert "| protobuf | protobuf | total / decode |" in text and "conv% ser/deser" in text
    assert "Spearman's rank correlation 1.00 (95% interval" in text
    assert "| sbe | 2" in text and "| arrow | 29," in text
    (tmp_path / "plain.md").write_text("no markers")
    with pytest.raises(ValueError, match="no <!-- comparison:start -->"):
        published_comparison.update(tmp_path / "plain.md", document, "RUN.json")


def test_what_each_harness_times_needs_no_run(tmp_path):
    target = tmp_path / "comparison.md"
    target.write_text(f"a\n{published_comparison.HARNESS_START}\n{published_comparison.HARNESS_END}\nb\n"
                      f"{published_comparison.START}\nkept\n{published_comparison.END}\n")
    assert published_comparison.main(["--harness", str(target)]) == 0
    text = target.read_text()
    assert "kept" in text and published.JS_PROTOBUF.harness in text and "MediaItemBenchmark.java" in text


def test_every_row_says_what_its_harness_times_from_a_source_file():
    for table in published.TABLES:
        assert ".java" in table.harness
        for row in table.rows:
            assert ".java" in row.timed.harness, (table.key, row.framework)
    with pytest.raises(ValueError, match="deserialize"):
        Timed(TOTAL, "fromWire", "x.java")
