"""The scripts run as typed (`python orchestrator/run.py ...`) from an interpreter without the
dependencies: they re-execute with .venv/bin/python, or say in one line what to run."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ORCHESTRATOR = Path(__file__).resolve().parents[1]
REPO_ROOT = ORCHESTRATOR.parent


def run_bare(script: Path, *args: str, cwd: Path = REPO_ROOT) -> subprocess.CompletedProcess:
    """Runs a script with `python -I -S`: no site-packages (so none of the dependencies), no
    PYTHON* variables, and an empty environment apart from PATH."""
    return subprocess.run([sys.executable, "-I", "-S", str(script), *args], cwd=cwd, capture_output=True,
                          text=True, timeout=60, env={"PATH": "/usr/bin:/bin"})


# run.py is the command users type; footprint.py stands for the other scripts (report.py,
# fuzz.py), which call the same helper and take seconds more to import.
@pytest.mark.parametrize("script, usage", [("run.py", "usage: run.py"), ("footprint.py", "usage: footprint.py")])
def test_a_python_without_the_dependencies_re_executes_with_the_venv(script, usage):
    if not (REPO_ROOT / ".venv" / "bin" / "python").exists():
        pytest.skip("scripts/setup.sh has not made .venv here")
    done = run_bare(ORCHESTRATOR / script, "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(usage)
    assert "Traceback" not in done.stderr


def _copy_of_the_entry_point(root: Path) -> Path:
    """run.py and the helper alone, in a tree where scripts/setup.sh has not run."""
    (root / "orchestrator" / "serbench").mkdir(parents=True)
    shutil.copy(ORCHESTRATOR / "run.py", root / "orchestrator" / "run.py")
    for name in ("__init__.py", "venv.py"):
        shutil.copy(ORCHESTRATOR / "serbench" / name, root / "orchestrator" / "serbench" / name)
    return root / "orchestrator" / "run.py"


def test_without_setup_one_line_says_what_to_run(tmp_path):
    done = run_bare(_copy_of_the_entry_point(tmp_path), "--scenario", "large", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert "Python packages missing (no .venv/bin/python): requests, pandas" in lines[0]
    assert lines[0].endswith("run scripts/setup.sh first (it creates .venv with the orchestrator's dependencies)")


def test_a_venv_without_the_packages_is_reported_not_re_executed_forever(tmp_path):
    run_py = _copy_of_the_entry_point(tmp_path)
    # A .venv whose python has no packages either (as after an interrupted setup).
    fake = tmp_path / ".venv" / "bin" / "python"
    fake.parent.mkdir(parents=True)
    fake.write_text(f'#!/bin/sh\nexec {sys.executable} -S "$@"\n')
    fake.chmod(0o755)
    done = run_bare(run_py, "--help", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith("serbench: Python packages missing in .venv: requests, pandas, rich")
