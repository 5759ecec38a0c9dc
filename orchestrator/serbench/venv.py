"""Lets `python orchestrator/run.py ...` work as typed, from any Python 3.11+, without
activating anything: when the interpreter running a script lacks the orchestrator's
dependencies, the script re-executes itself with the project's own interpreter
(.venv/bin/python, made by scripts/setup.sh); where setup has not run, one line says what
to run (exit code 2), never a traceback.

Standard library only: it runs before anything that needs the dependencies is imported.
Each script calls ``ensure()`` first thing after putting orchestrator/ on sys.path.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
VENV_PYTHON = REPO_ROOT / ".venv" / "bin" / "python"
# A few top-level modules every script imports (PyPI names: requests, pandas, rich,
# PyYAML, jsonschema); if these are present, scripts/setup.sh installed the rest with them.
REQUIRED_MODULES = ("requests", "pandas", "rich", "yaml", "jsonschema")
# Set on the re-executed process, so that a venv still lacking the modules cannot loop.
REEXEC_MARKER = "SERBENCH_REEXECUTED"
SETUP_HINT = "run scripts/setup.sh first (it creates .venv with the orchestrator's dependencies)"


def missing_modules() -> list[str]:
    return [name for name in REQUIRED_MODULES if importlib.util.find_spec(name) is None]


def ensure() -> None:
    """Returns when the running interpreter has the dependencies; otherwise re-executes the
    current script with .venv/bin/python, or exits 2 with one line saying what to run."""
    missing = missing_modules()
    if not missing:
        return
    script = os.path.abspath(sys.argv[0])
    if VENV_PYTHON.exists() and not os.environ.get(REEXEC_MARKER):
        os.environ[REEXEC_MARKER] = "1"
        try:
            os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), script, *sys.argv[1:]])
        except OSError as error:  # a broken venv (e.g. its base Python was removed)
            sys.stderr.write(f"serbench: cannot run {VENV_PYTHON} ({error.strerror}); {SETUP_HINT}\n")
            raise SystemExit(2) from None
    where = "in .venv" if VENV_PYTHON.exists() else f"(no {VENV_PYTHON.relative_to(REPO_ROOT)})"
    sys.stderr.write(f"serbench: Python packages missing {where}: {', '.join(missing)}; {SETUP_HINT}\n")
    raise SystemExit(2)
