"""The orchestrator's structure (docs/design.md#structure-and-its-rules): the import-linter
contracts of orchestrator/.importlinter hold (the layers, reports that never import the
measuring side, interop that imports nothing above the base), and no module is longer than
500 lines."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ORCHESTRATOR = Path(__file__).resolve().parents[1]
CONFIG = ORCHESTRATOR / ".importlinter"
MAX_LINES = 500


def lint_imports(config: Path) -> subprocess.CompletedProcess:
    command = [str(Path(sys.executable).parent / "lint-imports"), "--config", str(config), "--no-cache"]
    return subprocess.run(command, cwd=ORCHESTRATOR, capture_output=True, text=True, timeout=120)


def test_the_import_contracts_hold():
    done = lint_imports(CONFIG)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3 kept, 0 broken" in done.stdout


def test_a_forbidden_import_breaks_its_contract(tmp_path):
    """The contracts are not vacuous: the same config over a copy of the package in which a
    report imports verify is broken, and says which import."""
    copy = tmp_path / "serbench"
    subprocess.run(["cp", "-r", str(ORCHESTRATOR / "serbench"), str(copy)], check=True)
    tables = copy / "tables.py"
    tables.write_text(tables.read_text() + "\nfrom serbench import verify  # noqa: E402,F401\n")
    command = [str(Path(sys.executable).parent / "lint-imports"), "--config", str(CONFIG), "--no-cache"]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stdout
    assert "reports read results and never import verify" in done.stdout and "BROKEN" in done.stdout
    assert "serbench.tables -> serbench.verify" in done.stdout


def test_no_module_is_longer_than_500_lines():
    too_long = {}
    for path in ORCHESTRATOR.rglob("*.py"):
        if "generated" in path.relative_to(ORCHESTRATOR).parts:
            continue  # written by set-up from proto/, not ours
        lines = len(path.read_text().splitlines())
        if lines > MAX_LINES:
            too_long[str(path.relative_to(ORCHESTRATOR))] = lines
    assert not too_long, f"split these into modules with one job each: {too_long}"
