#!/usr/bin/env python3
"""The cost of compatibility (docs/evolution.md#the-cost-of-compatibility), from a timed run
that measured frameworks beside their configured entries, e.g.

    python orchestrator/run.py --frameworks kryo,kryo-compatible,fory,fory-compatible --aa none
    python scripts/compatibility-cost.py results/RUN.json

For each NAME-compatible entry and each dataset: the payload's size against NAME's, and the
server's serialize and deserialize p50 as a ratio to NAME's with its 95% interval (the same
hierarchical bootstrap over forks and rounds as every ranking, the two resampled together).
A ratio whose interval holds 1 is not a measured difference.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "orchestrator"))

from serbench import configured, results  # noqa: E402


def rows(document: dict) -> list[str]:
    """One line per configured entry and dataset (serbench.configured computes them)."""
    lines = []
    for cost in configured.costs(document):
        cells = [f"{cost.entry:22} {cost.dataset:8} size x{cost.bytes / cost.framework_bytes:.3f} "
                 f"({cost.framework_bytes:,} -> {cost.bytes:,} B)"]
        for label, found in cost.ratios.items():
            cells.append(f"{label} x{found[0]:.2f} [{found[1]:.2f}, {found[2]:.2f}]" if found else f"{label} -")
        lines.append("  ".join(cells))
    return lines


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    path = Path(argv[0])
    if not path.is_file():
        print(f"{path}: no such file", file=sys.stderr)
        return 2
    document = results.load(path)
    found = rows(document)
    if not found:
        print(f"{path} measured no NAME-compatible entry beside its NAME", file=sys.stderr)
        return 2
    settings = document["run"]["settings"]
    print(f"{path.name}: {settings['forks']} fork(s) x {settings['rounds']} round(s); configured / benchmarked, "
          "p50 ratio [95% interval]")
    print("\n".join(found))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
