#!/usr/bin/env python3
"""Writes the files generated from the registry (--check: fail if a committed one differs):
docker-compose.yml, and the per-framework lines of services/jmh/pom.xml (its codec jars and
the JVM flags of its tests). Adding a framework to the registry, then running this, is all
these two files need."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "orchestrator"))

from serbench import compose, jmh_pom  # noqa: E402


def generated() -> dict[Path, str]:
    """Each generated file and the text it must have."""
    return {ROOT / "docker-compose.yml": compose.render(), jmh_pom.POM: jmh_pom.expected()}


def main(argv: list[str]) -> int:
    files = generated()
    if argv == ["--check"]:
        stale = [path for path, text in files.items() if not path.exists() or path.read_text() != text]
        for path in stale:
            print(f"{path.relative_to(ROOT)} is out of date: run scripts/generate-compose.py", file=sys.stderr)
        return 1 if stale else 0
    if argv:
        print("usage: scripts/generate-compose.py [--check]", file=sys.stderr)
        return 2
    for path, text in files.items():
        path.write_text(text)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
