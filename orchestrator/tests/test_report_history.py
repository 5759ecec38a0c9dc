"""results/ as a history: the SQLite index built from synthetic dumps, updated incrementally,
and what `report.py --history` prints and writes."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import sys
from pathlib import Path

import pytest
from PIL import Image

from serbench import history

from fixtures import document

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import report as report_cli  # noqa: E402  orchestrator/report.py


def dump(directory: Path, run_id: str, commit: str, scale: float, memory_drift: float) -> Path:
    """A valid results file whose server p50s are the fixture's times scale."""
    doc = document()
    doc["run"].update(id=run_id, gitCommit=commit, startedAt=f"{run_id[:4]}-{run_id[4:6]}-{run_id[6:8]}T10:00:00+00:00")
    doc["run"]["steadiness"]["memory"]["drift"] = memory_drift
    for fw in doc["frameworks"].values():
        for sc in fw["datasets"].values():
            for op in ("serialize", "deserialize"):
                sc["server"][op]["stats"]["p50"] = int(sc["server"][op]["stats"]["p50"] * scale)
    path = directory / f"{run_id}.json"
    path.write_text(json.dumps(doc))
    return path


@pytest.fixture
def results_dir(tmp_path):
    dump(tmp_path, "20261120-100000", "aaaaaaa1", 1.0, 0.05)
    dump(tmp_path, "20261121-100000", "bbbbbbb2-dirty", 2.0, 0.30)
    (tmp_path / "jmh-20261121.json").write_text("[]")  # scripts/jmh.sh output lives here too
    return tmp_path


def test_the_index_holds_every_runs_figures_commit_and_steadiness(results_dir):
    db = results_dir / history.DB_NAME
    done = history.update(results_dir, db)
    assert (done.added, done.changed, done.removed, done.unchanged, done.skipped) == (3, 0, 0, 0, 1)
    assert history.skipped(db) == [("jmh-20261121.json", "not a serbench results file (no run and frameworks)")]
    runs = history.runs(db)
    assert list(runs["run_id"]) == ["20261120-100000", "20261121-100000"]
    assert list(runs["git_commit"]) == ["aaaaaaa1", "bbbbbbb2-dirty"]
    assert list(runs["memory_drift"]) == [0.05, 0.30]
    figures = history.figures(db)
    alpha = figures[(figures["framework"] == "alpha") & (figures["dataset"] == "large")]
    assert list(alpha["server_p50_ns"]) == [3_200_000, 6_400_000]
    assert list(alpha["rank"]) == [1, 1]
    broken = figures[figures["framework"] == "broken"]
    assert set(broken["verification"]) == {"failed"} and broken["server_p50_ns"].isna().all()
    assert len(broken) == 4, "a framework that failed is in the history of every dataset of every run"


def test_the_index_reads_only_new_and_changed_dumps_and_forgets_deleted_ones(results_dir):
    db = results_dir / history.DB_NAME
    history.update(results_dir, db)
    again = history.update(results_dir, db)
    assert (again.added, again.changed, again.removed, again.unchanged) == (0, 0, 0, 3)

    changed = dump(results_dir, "20261121-100000", "bbbbbbb2", 3.0, 0.30)
    os.utime(changed, ns=(changed.stat().st_atime_ns, changed.stat().st_mtime_ns + 1_000_000))
    dump(results_dir, "20261122-100000", "ccccccc3", 1.0, 0.10)
    (results_dir / "20261120-100000.json").unlink()
    done = history.update(results_dir, db)
    assert (done.added, done.changed, done.removed, done.unchanged) == (1, 1, 1, 1)
    figures = history.figures(db)
    assert sorted(figures["run_id"].unique()) == ["20261121-100000", "20261122-100000"]
    alpha = figures[(figures["framework"] == "alpha") & (figures["dataset"] == "large")]
    assert list(alpha["server_p50_ns"]) == [9_600_000, 3_200_000]


def test_an_index_of_another_schema_version_is_rebuilt(results_dir):
    db = results_dir / history.DB_NAME
    history.update(results_dir, db)
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE meta SET value = '0' WHERE key = 'schema'")
    done = history.update(results_dir, db)
    assert done.added == 3 and len(history.runs(db)) == 2


def test_report_history_prints_a_table_and_writes_a_chart_and_a_page(results_dir, capsys):
    assert report_cli.main(["--history", str(results_dir)]) == 0
    printed = capsys.readouterr().out
    assert "3 added, 0 changed, 0 removed, 0 unchanged" in printed
    assert "skipped jmh-20261121.json" in printed
    large = printed.split("large: server serialize + deserialize p50")[1]
    assert re.search(r"alpha\s*│\s*3,200\.0 #1\s*│\s*6,400\.0 #1", large)
    assert re.search(r"broken\s*│\s*failed\s*│\s*failed", large)
    assert "memory drift 30%" in printed and "bbbbbbb-dirty" in printed
    with Image.open(results_dir / "history.png") as image:
        assert image.width >= 600 and len(image.convert("L").getcolors(maxcolors=100_000) or []) > 10
    page = (results_dir / "history.html").read_text()
    specs = json.loads(re.search(r'<script type="application/json" id="figures">(.*?)</script>', page, re.S)[1])
    alpha = next(t for t in specs["history-1"]["data"] if t["name"] == "alpha")
    assert alpha["x"] == ["20261120-100000 @ aaaaaaa", "20261121-100000 @ bbbbbbb-dirty"] and alpha["y"] == [3200, 6400]
    assert [t["y"] for t in specs["steadiness"]["data"]] == [[4.76, 4.76], [5.0, 30.0]]
    assert '<tr data-framework="beta"><td class="l">20261121-100000</td>' in page


def test_report_history_refuses_a_missing_directory_and_dumps_beside_it(tmp_path, capsys):
    with pytest.raises(SystemExit):
        report_cli.main(["--history", str(tmp_path / "nowhere")])
    assert "no such directory" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        report_cli.main(["--history", str(tmp_path), "x.json"])
    assert "give no RUN.json" in capsys.readouterr().err
