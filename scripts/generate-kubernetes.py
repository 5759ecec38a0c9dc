#!/usr/bin/env python3
"""Writes the Helm chart's values.yaml (deploy/kubernetes/serbench) from the registry and the
Compose services (--check: fail if the committed file differs)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "orchestrator"))

from serbench import kubernetes  # noqa: E402


def main(argv: list[str]) -> int:
    target = kubernetes.VALUES_FILE
    text = kubernetes.render()
    if argv == ["--check"]:
        if not target.exists() or target.read_text() != text:
            print(f"{target.relative_to(ROOT)} is out of date: run scripts/generate-kubernetes.py", file=sys.stderr)
            return 1
        return 0
    if argv:
        print("usage: scripts/generate-kubernetes.py [--check]", file=sys.stderr)
        return 2
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text)
    print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
