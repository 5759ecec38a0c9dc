"""scripts/reproducibility.py: issue 35's targets for two runs, on synthetic documents."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path

import numpy as np

from serbench import comparison, results, tables

from forked import forked, forked_run

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "reproducibility.py"


def script():
    spec = importlib.util.spec_from_file_location("reproducibility_script", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_a() -> dict:
    jvms = np.array([0.95, 1.0, 1.0, 1.0, 1.05, 1.1])
    return forked_run(forked("alpha", 10_000, 40_000, 300_000, fork_levels={"serialize": jvms}),
                      forked("alpha-aa", 10_000, 40_000, 300_000, replicaOf="alpha", seed=3),
                      forked("beta", 9_000, 20_000, 300_000),
                      forked("gamma", 30_000, 60_000, 300_000))


def run_b(a: dict) -> dict:
    """A again, but beta's serialize 30% slower: now behind alpha's, which A was certain of."""
    b = copy.deepcopy(a)
    b["run"]["id"] = "B"
    for sc in b["frameworks"]["beta"]["datasets"].values():
        ser = sc["server"]["serialize"]
        ser["samples"] = [int(v * 1.3) for v in ser["samples"]]
        ser["stats"] = dict(ser["stats"], p50=int(ser["stats"]["p50"] * 1.3))
    return b


def test_the_targets_per_dataset():
    a = run_a()
    b = run_b(a)
    results.validate(a)
    parts = comparison.by_dataset(a, b)
    assert list(parts) == ["small", "large"]
    for part in parts.values():
        # alpha, beta, gamma x serialize, deserialize (the replica is never ranked)
        assert (part.figures, part.within, part.inside, part.pairs) == (6, 5, 5, 6)
        assert [(s.operation, s.first_in_a, s.first_in_b, s.declared_tie) for s in part.swaps] == [
            ("serialize", "beta", "alpha", False)]
    frame = tables.summary_frame(a)
    checks = comparison.fork_checks(frame, "large")
    assert {(c.framework, c.operation) for c in checks} == {(f, op) for f in ("alpha", "beta", "gamma")
                                                           for op in ("serialize", "deserialize")}
    assert all(c.contains_median and c.forks == 6 for c in checks)
    assert max(checks, key=lambda c: c.spread).framework == "alpha"


def test_the_script_prints_the_targets_and_the_aa_verdicts(tmp_path, capsys):
    a = run_a()
    b = run_b(a)
    paths = []
    for name, doc in (("a.json", a), ("b.json", b)):
        paths.append(tmp_path / name)
        paths[-1].write_text(json.dumps(doc))
    assert script().main([str(p) for p in paths]) == 0
    out = capsys.readouterr().out
    lines = {line.split()[0]: line for line in out.splitlines() if line.split()}
    assert lines["small"].split()[1:7] == ["5/6", "(83%)", "5/6", "(83%)", "1/6", "(16.7%)"]
    assert lines["all"].split()[1:7] == ["10/12", "(83%)", "10/12", "(83%)", "2/12", "(16.7%)"]
    assert ("targets: within ±10% at every dataset MISSED; B inside A's interval at every dataset met; "
            "pairs swapped outside ties MISSED") in out
    assert "  swapped: large serialize: beta ahead of alpha in A, behind it in B" in out
    assert "A: 20261122-120000, 6 fork(s)" in out and "B: B, 6 fork(s)" in out
    assert "  large: interval contains the forks' median p50 in 6/6 (100%); forks' spread (max/min) median" in out
    assert "widest" in out and "(alpha serialize)" in out
    assert out.count("  A/A control alpha-aa/alpha: holds") == 2
    assert script().main([str(paths[0])]) == 2


def test_a_run_of_one_fork_has_no_spread_to_check(tmp_path, capsys):
    one = forked_run(forked("alpha", 10_000, 40_000, 300_000, forks=1), quick=True)
    path = tmp_path / "one.json"
    path.write_text(json.dumps(one))
    assert script().main([str(path), str(path)]) == 0
    out = capsys.readouterr().out
    assert "  small: no figure with two forks or more" in out and "A/A: no pair measured" in out
