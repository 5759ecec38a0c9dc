"""scripts/fork-tradeoff.py on synthetic runs of many forks: the share of figures two disjoint
sets of k forks agree on grows with k when JVMs disagree, and is whole when they do not."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import numpy as np

from fixtures import framework, run_of, series

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "fork-tradeoff.py"
spec = importlib.util.spec_from_file_location("fork_tradeoff", SCRIPT)
tradeoff = importlib.util.module_from_spec(spec)
sys.modules["fork_tradeoff"] = tradeoff  # its dataclass looks its module up
spec.loader.exec_module(tradeoff)

FORKS, ROUNDS, PER_BLOCK = 12, 2, 10


def forked(name: str, level: float, fork_spread: float, seed: int) -> dict:
    """A framework measured in FORKS JVMs: each JVM's level drawn within ±fork_spread of ``level``,
    its samples within ±1% of its level, ROUNDS blocks per fork."""
    rng = np.random.default_rng(seed)
    fw = framework(name, 1)
    for measured in fw["datasets"].values():
        log = [{"fork": f, "round": r, "operations": PER_BLOCK, "gc": {"collections": 0, "timeMillis": 0},
                "jitCompileMillis": 0, "roundTripEqual": True} for f in range(1, FORKS + 1)
               for r in range(1, ROUNDS + 1)]
        measured["blockLog"] = log
        for op in ("serialize", "deserialize"):
            levels = level * (1 + rng.uniform(-fork_spread, fork_spread, FORKS))
            samples = [int(levels[b["fork"] - 1] * (1 + rng.uniform(-0.01, 0.01))) for b in log
                       for _ in range(PER_BLOCK)]
            measured["server"][op].update(series(samples), blocks=[PER_BLOCK] * len(log))
    fw["forks"] = [{"fork": f, "restarted": True, "startupSeconds": 1.0, "cold": None, "datasets": {},
                    "complete": True} for f in range(1, FORKS + 1)]
    return fw


def test_without_jvm_to_jvm_spread_every_k_agrees():
    doc = run_of(*(forked(f"fw{i}", 10_000 * (i + 1), 0.0, i) for i in range(4)))
    figs = tradeoff.figures(doc)
    assert len(figs) == 4 * 2 * 2 and all(len(f.forks) == FORKS for f in figs)
    curve = tradeoff.curve(figs, draws=50, seed=1)
    assert list(curve) == [1, 2, 3, 4, 5, 6]
    assert all(share == 1.0 for shares in curve.values() for share in shares.values())
    assert all(value < 0.03 for value in tradeoff.spreads(figs).values())


def test_with_a_wide_spread_between_jvms_more_forks_agree_more_often():
    doc = run_of(*(forked(f"fw{i}", 10_000 * (i + 1), 0.30, i) for i in range(6)))
    figs = tradeoff.figures(doc)
    curve = tradeoff.curve(figs, draws=200, seed=1)
    small = [curve[k]["small"] for k in sorted(curve)]
    assert small[0] < 0.5 and small[-1] > small[0] + 0.15, small
    assert all(b >= a - 0.05 for a, b in zip(small, small[1:])), f"the curve rises with k: {small}"
    spread = tradeoff.spreads(figs)
    assert 0.3 < spread["small"] < 0.7, "12 JVMs drawn within ±30% span about half their median"


def test_the_command_prints_the_curve_and_the_spread(tmp_path, capsys):
    path = tmp_path / "run.json"
    path.write_text(json.dumps(run_of(forked("alpha", 10_000, 0.2, 1), forked("beta", 20_000, 0.2, 2))))
    assert tradeoff.main([str(path), "--draws", "20"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[1] == "share of figures within ±10% between two pseudo-runs of k forks each:"
    assert printed[2].split() == ["k", "small", "large", "all"]
    assert [line.split()[0] for line in printed[3:9]] == ["1", "2", "3", "4", "5", "6"]
    assert printed[-1].startswith("median spread between forks, (max - min) / median of the forks' p50s: small ")


def test_a_run_without_block_logs_or_with_one_fork_says_so():
    one = run_of(framework("alpha", 1))
    assert tradeoff.report(one, 10, 1) == ["no figure with a block log: nothing to cut into forks"]
