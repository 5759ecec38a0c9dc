#!/usr/bin/env python3
"""Writes docker-compose.yml from the registry (--check: fail if the committed file differs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "orchestrator"))

from serbench import compose  # noqa: E402


def main(argv: list[str]) -> int:
    target = ROOT / "docker-compose.yml"
    text = compose.render()
    if argv == ["--check"]:
        if not target.exists() or target.read_text() != text:
            print("docker-compose.yml is out of date: run scripts/generate-compose.py", file=sys.stderr)
            return 1
        return 0
    if argv:
        print("usage: scripts/generate-compose.py [--check]", file=sys.stderr)
        return 2
    target.write_text(text)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
