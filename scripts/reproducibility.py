#!/usr/bin/env python3
"""Issue 35's targets for two runs, figure by figure (server p50s: serialize and deserialize).

  .venv/bin/python scripts/reproducibility.py results/A.json results/B.json

Per dataset measured in both runs: the share of B's p50s within ±10% of A's (target: at least
90% at every dataset), the pairs of frameworks in the other order outside declared ties (at
most 1%), the share of B's p50s inside A's 95% interval (calibration: at least 80% at every
dataset). Within each run, per dataset: how often a figure's interval contains the median of
its forks' own p50s (the interval must account for the spread between JVMs), and how wide that
spread is (max / min of the forks' p50s). Last, the A/A verdicts of both runs. Exits 0 whether
or not the targets are met: it reports, it does not gate."""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "orchestrator"))

from serbench import comparison, results, tables  # noqa: E402

WITHIN_TARGET, SWAPPED_TARGET, INSIDE_TARGET = 0.90, 0.01, 0.80


def share(part: int, whole: int, digits: int = 0) -> str:
    return f"{part}/{whole} ({part / whole:.{digits}%})" if whole else f"{part}/0"


def mark(met: bool) -> str:
    return "met" if met else "MISSED"


def between(a: dict, b: dict, frames) -> list[str]:
    """The targets between the two runs, a line per dataset and one for all of them."""
    parts = comparison.by_dataset(a, b, frames)
    lines = [f"{'dataset':<18} {'within ±10%':>16} {'B inside A 95% CI':>18} {'swapped outside ties':>22}"]
    for dataset, p in list(parts.items()) + [("all", comparison.reproducibility(a, b))]:
        if not p.figures:
            lines.append(f"{dataset:<18} no framework ranked in both runs")
            continue
        lines.append(f"{dataset:<18} {share(p.within, p.figures):>16} {share(p.inside, p.figures):>18} "
                     f"{share(len(p.outside_ties), p.pairs, 1):>22}")
    measured = [p for p in parts.values() if p.figures]
    pairs = sum(p.pairs for p in measured)
    outside = sum(len(p.outside_ties) for p in measured)
    lines.append(
        f"targets: within ±10% at every dataset {mark(all(p.within >= WITHIN_TARGET * p.figures for p in measured))}; "
        f"B inside A's interval at every dataset {mark(all(p.inside >= INSIDE_TARGET * p.figures for p in measured))}; "
        f"pairs swapped outside ties {mark(not pairs or outside <= SWAPPED_TARGET * pairs)}")
    lines += [f"  swapped: {s.dataset} {s.operation}: {s.first_in_a} ahead of {s.first_in_b} in A, behind it in B"
              for p in measured for s in p.outside_ties]
    return lines


def within_run(label: str, document: dict, frame) -> list[str]:
    """Per dataset: the intervals against the forks' own p50s, and the spread between forks."""
    lines = [f"{label}: {document['run']['id']}, {document['run']['settings']['forks']} fork(s)"
             + (", --quick" if document["run"]["settings"].get("quick") else "")]
    for dataset in document["run"]["settings"]["datasets"]:
        checks = comparison.fork_checks(frame, dataset)
        if not checks:
            lines.append(f"  {dataset}: no figure with two forks or more")
            continue
        widest = max(checks, key=lambda c: c.spread)
        missed = [f"{c.framework} {c.operation}" for c in checks if not c.contains_median]
        lines.append(f"  {dataset}: interval contains the forks' median p50 in "
                     f"{share(sum(c.contains_median for c in checks), len(checks))}; forks' spread (max/min) median "
                     f"{statistics.median(c.spread for c in checks):.2f}x, widest {widest.spread:.2f}x "
                     f"({widest.framework} {widest.operation})" + (f"; not contained: {', '.join(missed)}" if missed else ""))
    verdicts = tables.aa_verdicts(tables.aa_control(frame))
    if not verdicts:
        lines.append("  A/A: no pair measured")
    for a, b, kind, holds in verdicts:
        what = "A/A control" if kind == "replica" else "second A/A check"
        verdict = "not testable (too few forks)" if holds is None else "holds" if holds else "FAILS"
        lines.append(f"  {what} {b}/{a}: {verdict}")
    return lines


def main(paths: list[str]) -> int:
    if len(paths) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    a, b = (results.load(Path(p)) for p in paths)
    frames = tables.summary_frame(a), tables.summary_frame(b)
    print(f"A = {paths[0]}, B = {paths[1]}")
    for line in between(a, b, frames) + within_run("A", a, frames[0]) + within_run("B", b, frames[1]):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
