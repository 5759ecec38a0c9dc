"""docs/comparison.md's tables: serbench's MediaContent figures as ratios beside published ones."""

from __future__ import annotations

import pytest

from fixtures import measured, run_of
from serbench import published, published_comparison


def media_run(times: dict[str, tuple[float, float]]) -> dict:
    """A run whose frameworks measured mediacontent=1 and =1000 at the given (ser, deser) ns."""
    fws = []
    for name, (ser, deser) in times.items():
        fw = measured(name, ser, deser, 300_000)
        fw["datasets"] = {"mediacontent=1": fw["datasets"]["small"], "mediacontent=1000": fw["datasets"]["large"]}
        fw["datasets"]["mediacontent=1"]["payloadBytes"] = 245
        fws.append(fw)
    return run_of(*fws)


TABLE = published.JVM_SERIALIZERS_2023


def test_figures_in_the_published_proportions_give_the_published_ratios():
    document = media_run({r.framework: (3 * r.serialize_ns, 3 * r.deserialize_ns) for r in TABLE.rows})
    frame, agreement = published_comparison.compare(TABLE, published_comparison.measured(document))
    assert len(frame) == len(TABLE.rows)
    for column in ("ser", "deser", "total"):
        assert frame[f"our {column}"].to_numpy() == pytest.approx(frame[f"pub {column}"].to_numpy(), rel=0.03)
    assert frame.loc[frame["framework"] == "protobuf", "pub total"].item() == pytest.approx(1.0)
    assert agreement["spearman"] > 0.95 and agreement["swapped"] == []


def test_a_clear_swap_is_named():
    times = {r.framework: (r.serialize_ns, r.deserialize_ns) for r in TABLE.rows}
    times["fory"] = (5000.0, 5000.0)  # published fastest, here far slower than protobuf
    _, agreement = published_comparison.compare(TABLE, published_comparison.measured(media_run(times)))
    assert ("fory", "protobuf") in {(a, b) for a, b, _, _ in agreement["swapped"]}


def test_without_the_reference_framework_there_is_no_table():
    document = media_run({"kryo": (700.0, 700.0), "fst": (600.0, 800.0)})
    with pytest.raises(ValueError, match="reference framework protobuf was not measured"):
        published_comparison.compare(TABLE, published_comparison.measured(document))


def test_the_document_is_updated_between_its_markers_only(tmp_path):
    names = {r.framework for t in published.TABLES for r in t.rows}
    document = media_run({name: (1000.0 + len(name), 2000.0) for name in sorted(names)})
    target = tmp_path / "comparison.md"
    target.write_text(f"# Title\n\nprose\n\n{published_comparison.START}\nold\n{published_comparison.END}\n\nafter\n")
    published_comparison.update(target, document, "RUN.json")
    text = target.read_text()
    assert text.startswith("# Title\n\nprose\n\n") and text.endswith("\n\nafter\n") and "old" not in text
    for table in published.TABLES:
        assert f"### {table.title}" in text and table.source in text
    assert "| protobuf | protobuf | 1.00 | 1.00 |" in text
    (tmp_path / "plain.md").write_text("no markers")
    with pytest.raises(ValueError, match="no <!-- comparison:start -->"):
        published_comparison.update(tmp_path / "plain.md", document, "RUN.json")


def test_the_script_reads_a_version_1_dump_as_version_2(tmp_path):
    """scripts/update-comparison.sh on a dump written before results version 2 (scenarios,
    users): read through results.load, so the run's datasets are found."""
    import json

    names = {r.framework for t in published.TABLES for r in t.rows}
    document = media_run({name: (1000.0 + len(name), 2000.0) for name in sorted(names)})
    document["schemaVersion"] = 1
    for fw in document["frameworks"].values():
        fw["scenarios"] = fw.pop("datasets")
        for old in fw["scenarios"].values():
            old["users"] = old.pop("count")
        for call in ("serialize", "deserialize"):
            fw["cold"][call]["users"] = fw["cold"][call].pop("count")
    dump = tmp_path / "RUN.json"
    dump.write_text(json.dumps(document))
    target = tmp_path / "comparison.md"
    target.write_text(f"{published_comparison.START}\nold\n{published_comparison.END}\n")
    assert published_comparison.main([str(dump), str(target)]) == 0
    assert "| protobuf | protobuf | 1.00 | 1.00 |" in target.read_text()
