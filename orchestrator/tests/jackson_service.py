"""One launched jackson service (small heap) shared by the test modules that import this
fixture: its start-up is paid once per test session."""

from __future__ import annotations

import pytest

from serbench import registry, targets
from serbench.launcher import Launcher

SMALL_HEAP = ["-Xms256m", "-Xmx512m", "-XX:-AlwaysPreTouch"]


@pytest.fixture(scope="session")
def jackson(tmp_path_factory):
    """(target, launched service) of a running jackson service."""
    framework = registry.get("jackson")
    target = targets.resolve(framework, {})
    launcher = Launcher(log_dir=tmp_path_factory.mktemp("jackson-logs"), extra_jvm_options=SMALL_HEAP)
    service = launcher.start(framework, target.base_url)
    try:
        yield target, service
    finally:
        launcher.stop(service)
