#!/usr/bin/env python3
"""How many JVMs a figure needs (issue 35, item 5): from one run with many forks, the curve of
reproducibility against forks per run.

  .venv/bin/python scripts/fork-tradeoff.py results/RUN.json [--draws 400] [--seed 1]

A run's blocks record the fork (JVM) that measured them, so a run of k forks is any k of its
forks. For every k from 1 to half the forks, this draws two disjoint sets of k forks again and
again (two pseudo-runs of k JVMs each, as two consecutive runs of k forks would be) and counts
how often the server p50 of each framework, dataset and operation in one pseudo-run lies within
±10% of the other's (issue 22's target: at least 90%). Beside it, per dataset, the median
spread between forks ((max - min) / median of the forks' own p50s, over the figures): the
JVM-to-JVM variation the curve has to average out. Frameworks that failed are left out; an A/A
replica (replicaOf) is a figure like any other."""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "orchestrator"))

from serbench import results  # noqa: E402

OPERATIONS = ("serialize", "deserialize")
WITHIN = 0.10


@dataclass(frozen=True)
class Figure:
    framework: str
    dataset: str
    operation: str
    #: per fork, its samples (sorted), in fork order
    forks: tuple[np.ndarray, ...]


def figures(document: dict) -> list[Figure]:
    """Every server figure of the run with its samples cut by fork (blockLog says whose each block is)."""
    out = []
    for name, entry in document["frameworks"].items():
        if entry["status"] != "measured":
            continue
        for label, measured in entry["datasets"].items():
            log = measured.get("blockLog") or []
            for op in OPERATIONS:
                series = measured["server"][op]
                if not log or len(series.get("blocks") or []) != len(log):
                    continue  # a run of before the block log: forks cannot be told apart
                by_fork: dict[int, list[int]] = {}
                start = 0
                for block, size in zip(log, series["blocks"]):
                    by_fork.setdefault(block["fork"], []).extend(series["samples"][start:start + size])
                    start += size
                out.append(Figure(name, label, op, tuple(np.sort(np.asarray(by_fork[f], dtype=np.int64))
                                                         for f in sorted(by_fork))))
    return out


def p50(samples: np.ndarray) -> float:
    """Nearest-rank p50, the definition of every published p50 (serbench.stats)."""
    ordered = np.sort(samples)
    return float(ordered[max(int(np.ceil(0.5 * len(ordered))), 1) - 1])


def fork_spread(figure: Figure) -> float:
    values = [p50(f) for f in figure.forks]
    median = statistics.median(values)
    return (max(values) - min(values)) / median if median else 0.0


def curve(figs: list[Figure], draws: int, seed: int, within: float = WITHIN) -> dict[int, dict[str, float]]:
    """For k = 1 .. F/2: per dataset, the share of (figure, draw) pairs whose two pseudo-runs of k
    disjoint forks have p50s within ``within`` of each other (relative to the first)."""
    rng = np.random.default_rng(seed)
    forks = min(len(f.forks) for f in figs)
    out: dict[int, dict[str, float]] = {}
    for k in range(1, forks // 2 + 1):
        hits: dict[str, list[int]] = {}
        for _ in range(draws):
            order = rng.permutation(forks)  # one draw of forks for every figure, as two runs would be
            a, b = order[:k], order[k:2 * k]
            for figure in figs:
                first = p50(np.concatenate([figure.forks[i] for i in a]))
                second = p50(np.concatenate([figure.forks[i] for i in b]))
                hits.setdefault(figure.dataset, []).append(int(abs(second - first) <= within * first))
        out[k] = {label: sum(h) / len(h) for label, h in hits.items()}
    return out


def spreads(figs: list[Figure]) -> dict[str, float]:
    by_dataset: dict[str, list[float]] = {}
    for figure in figs:
        by_dataset.setdefault(figure.dataset, []).append(fork_spread(figure))
    return {label: statistics.median(values) for label, values in by_dataset.items()}


def report(document: dict, draws: int, seed: int) -> list[str]:
    figs = figures(document)
    if not figs:
        return ["no figure with a block log: nothing to cut into forks"]
    forks = min(len(f.forks) for f in figs)
    if forks < 2:
        return [f"the run has {forks} fork(s): two disjoint pseudo-runs need at least 2"]
    labels = list(dict.fromkeys(f.dataset for f in figs))
    lines = [f"{document['run']['id']}: {len(figs)} server p50 figures ({len(document['frameworks'])} entries x "
             f"datasets x serialize, deserialize), {forks} forks; {draws} draws of two disjoint sets of k forks",
             "share of figures within ±10% between two pseudo-runs of k forks each:",
             "  k  " + "".join(f"{label:>16}" for label in labels) + f"{'all':>10}"]
    for k, shares in curve(figs, draws, seed).items():
        overall = sum(shares[label] * sum(1 for f in figs if f.dataset == label) for label in labels) / len(figs)
        lines.append(f"{k:>3}  " + "".join(f"{shares[label]:>16.0%}" for label in labels) + f"{overall:>10.0%}")
    spread = spreads(figs)
    lines.append("median spread between forks, (max - min) / median of the forks' p50s: "
                 + ", ".join(f"{label} {spread[label]:.1%}" for label in labels))
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("run", type=Path, help="a results file of a run with many forks (e.g. --forks 12)")
    p.add_argument("--draws", type=int, default=400, help="random pairs of disjoint fork sets per k")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    document = results.load(args.run)
    for line in report(document, args.draws, args.seed):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
