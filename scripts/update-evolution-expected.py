#!/usr/bin/env python3
"""Writes the committed expected evolution matrix (orchestrator/tests/data/evolution-expected.json)
from an evolution run's results file, for the models and frameworks that run holds (the others'
expected cells are kept). tests/test_evolution_live.py fails when a fresh run differs from it: rewrite it
only after reading why each changed cell changed (a library upgrade, a new configuration), and
say so in the commit.

    python scripts/update-evolution-expected.py results/RUN.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "orchestrator"))

from serbench import evolution, results  # noqa: E402

EXPECTED = ROOT / "orchestrator" / "tests" / "data" / "evolution-expected.json"


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    path = Path(argv[0])
    if not path.is_file():
        print(f"{path}: no such file", file=sys.stderr)
        return 2
    document = results.load(path)
    if "evolution" not in document:
        print(f"{path} has no evolution section: run `python orchestrator/run.py --evolution` first", file=sys.stderr)
        return 2
    expected = json.loads(EXPECTED.read_text()) if EXPECTED.exists() else {}
    fresh = evolution.outcomes(document["evolution"])
    order = [model.model for model in evolution.load_models()]
    for model, frameworks in fresh.items():
        expected.setdefault(model, {}).update(frameworks)
        expected[model] = dict(sorted(expected[model].items()))
    expected = dict(sorted(expected.items(), key=lambda item: order.index(item[0]) if item[0] in order else len(order)))
    EXPECTED.write_text(_dump(expected))
    counted = ", ".join(f"{model}: {len(frameworks)} framework(s)" for model, frameworks in fresh.items())
    print(f"{EXPECTED.relative_to(ROOT)}: {counted} from {path}")
    return 0


def _dump(expected: dict) -> str:
    """One line per change, so that a changed cell is one changed line in a diff."""
    lines = ["{"]
    for m, (model, frameworks) in enumerate(expected.items()):
        lines.append(f'  "{model}": {{')
        for i, (framework, configurations) in enumerate(frameworks.items()):
            lines.append(f'    "{framework}": {{')
            for j, (configuration, changes) in enumerate(configurations.items()):
                lines.append(f'      "{configuration}": {{')
                rows = [f'        "{change}": {json.dumps(pair)}' for change, pair in changes.items()]
                lines.append(",\n".join(rows))
                lines.append("      }" + ("," if j < len(configurations) - 1 else ""))
            lines.append("    }" + ("," if i < len(frameworks) - 1 else ""))
        lines.append("  }" + ("," if m < len(expected) - 1 else ""))
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
