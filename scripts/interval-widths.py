#!/usr/bin/env python3
"""How wide the 95% intervals of a run's p50s are, against the old CV mark: the figures
behind the unstable rule in docs/methodology.md ("Confidence intervals, ties and the
unstable mark").

  .venv/bin/python scripts/interval-widths.py results/RUN.json [results/RUN2.json ...]

Per kind of figure (server serialize, deserialize, their sum, HTTP round trip): the
relative half-width of the intervals (median, 90th percentile, largest), how many figures
each threshold would mark unstable, and how many the old rule (CV above 5%) marked; then
per dataset the ranking with its ties, and the A/A controls with their ratio intervals."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "orchestrator"))

from serbench import confidence, results, tables  # noqa: E402

FIGURES = {"server serialize": "serverSerialize", "server deserialize": "serverDeserialize",
           "server ser + deser": "server", "HTTP round trip": "httpRoundtripRoundTrip"}
THRESHOLDS = (0.02, 0.05, 0.10, 0.20)


def main(paths: list[str]) -> int:
    if not paths:
        print(__doc__)
        return 2
    for path in paths:
        document = results.load(Path(path))
        results.validate(document)
        full = tables.summary_frame(document)
        frame = full[full["rankable"].astype(bool) & full["dataset"].notna()]
        print(f"{Path(path).name}: {len(frame)} framework x dataset rows, forks {document['run']['settings']['forks']}")
        for label, prefix in FIGURES.items():
            p50 = frame["serverP50Ns"] if prefix == "server" else frame[f"{prefix}P50Ns"]
            widths = np.array([confidence.relative_half_width(p, lo, hi) for p, lo, hi in
                               zip(p50, frame[f"{prefix}P50CiLowNs"], frame[f"{prefix}P50CiHighNs"])])
            marked = ", ".join(f">{t:.0%}: {int((widths > t).sum())}" for t in THRESHOLDS)
            cv = ""
            if f"{prefix}Cv" in frame:
                cv = f"; CV > 5%: {int((frame[f'{prefix}Cv'] > 0.05).sum())} of {len(frame)}"
            print(f"  {label:20} half-width median {np.median(widths):.1%}, p90 {np.quantile(widths, 0.9):.1%}, "
                  f"max {widths.max():.1%}; marked {marked}{cv}")
        for dataset in document["run"]["settings"]["datasets"]:
            rows = tables.ranked(full, dataset)
            cells = [f"{'~' if r.provisional else '=' if r.tied else ''}{r.rank} {r.framework} {r.serverP50Ns / 1000:,.1f} "
                     f"({r.serverP50CiLowNs / 1000:,.1f}-{r.serverP50CiHighNs / 1000:,.1f})" for r in rows.itertuples()]
            print(f"  {dataset}: {'; '.join(cells)}")
        for check in tables.aa_control(full):
            print(f"  A/A ({check['kind']}) {check['dataset']} {check['operation']}: {check['a']} "
                  f"{check['aP50Ns'] / 1000:,.1f} ({check['aLowNs'] / 1000:,.1f}-{check['aHighNs'] / 1000:,.1f}), "
                  f"{check['b']} {check['bP50Ns'] / 1000:,.1f} ({check['bLowNs'] / 1000:,.1f}-"
                  f"{check['bHighNs'] / 1000:,.1f}); {check['b']}/{check['a']} {check['ratio']:.3f}, 95% "
                  f"{check['ratioLow']:.3f}-{check['ratioHigh']:.3f}, family-wise {check['familyLow']:.3f}-"
                  f"{check['familyHigh']:.3f}: {'tie' if check['tied'] else 'APART'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
