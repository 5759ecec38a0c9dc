#!/usr/bin/env python3
"""How many forks a default run needs: issue 22's reproducibility figures for runs cut down
to fewer JVMs per framework, from two runs measured with several forks.

  .venv/bin/python scripts/fork-reproducibility.py results/A.json results/B.json

A run's blocks record the fork that measured them (blockLog), so the figures a run of k
forks would have reported are exactly those of its first k forks. For each k up to the
forks both runs have, this prints what `report.py --compare` prints for the cut-down runs:
the share of server p50 figures within ±10% of A, the share of B's inside A's 95% interval,
and the framework pairs that swapped order outside declared ties (scripts/reproducibility.py
gives the same per dataset, with the spread between forks and the A/A verdicts). With one fork it also compares fork 2 of A with fork 2 of B
(another draw of the same question), and fork 1 with fork 2 within each run (two JVMs of
one run: how far apart one JVM's figures are from another's at the same moment)."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "orchestrator"))

from serbench import blocks, comparison, results  # noqa: E402


def with_forks(document: dict, forks: set[int]) -> dict:
    """The run as if only these forks had been measured."""
    out = copy.deepcopy(document)
    for entry in out["frameworks"].values():
        blocks.keep_forks(entry, forks)
    out["run"]["settings"]["forks"] = len(forks)
    return out


def line(label: str, a: dict, b: dict) -> str:
    summary = comparison.reproducibility(a, b)
    outside = len(summary.outside_ties)
    return (f"{label:<34} {summary.within:>3}/{summary.figures} within ±10% ({summary.within / summary.figures:.0%}); "
            f"{summary.inside:>3}/{summary.figures} of B inside A's 95% interval ({summary.inside / summary.figures:.0%}); "
            f"{outside}/{summary.pairs} pairs swapped outside ties ({outside / summary.pairs:.1%}); "
            f"{len(summary.swaps)} swapped in all")


def main(paths: list[str]) -> int:
    if len(paths) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    a, b = (results.load(Path(p)) for p in paths)
    forks = min(a["run"]["settings"]["forks"], b["run"]["settings"]["forks"])
    print(f"A = {paths[0]}, B = {paths[1]}; {forks} fork(s) in both")
    for k in range(1, forks + 1):
        keep = set(range(1, k + 1))
        print(line(f"first {k} fork(s), A vs B", with_forks(a, keep), with_forks(b, keep)))
    if forks >= 2:
        print(line("fork 2 only, A vs B", with_forks(a, {2}), with_forks(b, {2})))
        print(line("A: fork 1 vs fork 2", with_forks(a, {1}), with_forks(a, {2})))
        print(line("B: fork 1 vs fork 2", with_forks(b, {1}), with_forks(b, {2})))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
