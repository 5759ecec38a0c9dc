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

from serbench import results, tables  # noqa: E402
from serbench.resampling import DatasetFigures  # noqa: E402

OPERATIONS = (("serverSerialize", "serialize"), ("serverDeserialize", "deserialize"))


def pairs(document: dict) -> list[tuple[str, str]]:
    """(framework, its configured entry) for every configured entry the run measured."""
    found = []
    for name in document["frameworks"]:
        base, _, configuration = name.rpartition("-")
        if configuration == "compatible" and base in document["frameworks"]:
            found.append((base, name))
    return found


def rows(document: dict) -> list[str]:
    server_per_fork, http_per_fork = tables._per_fork(document)
    forks = document["run"]["settings"].get("forks", 1)
    lines = []
    for base, configured in pairs(document):
        for dataset, measured in document["frameworks"][base]["datasets"].items():
            other = document["frameworks"][configured]["datasets"].get(dataset)
            if other is None:
                continue
            figures = DatasetFigures(dataset, {base: measured, configured: other}, server_per_fork, http_per_fork, forks)
            size = other["payloadBytes"] / measured["payloadBytes"]
            cells = [f"{configured:22} {dataset:8} size x{size:.3f} ({measured['payloadBytes']:,} -> "
                     f"{other['payloadBytes']:,} B)"]
            for prefix, label in OPERATIONS:
                found = figures.ratio(prefix, configured, base)
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
