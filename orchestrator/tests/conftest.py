"""Shared fixtures. The orchestrator package is imported from orchestrator/."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console  # noqa: E402


@pytest.fixture
def quiet_console() -> Console:
    """A console that writes into a string, for tests that run the runner."""
    return Console(file=open("/dev/null", "w"), width=160)
