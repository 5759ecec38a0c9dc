"""One launched jackson service (small heap) for the tests of a module that imports this
fixture: its start-up is paid once per module, and it is stopped before the next module
(which may launch jackson itself, on the same port)."""

from __future__ import annotations

import pytest

from serbench import registry, targets
from serbench.launcher import Launcher

SMALL_HEAP = ["-Xms256m", "-Xmx512m", "-XX:-AlwaysPreTouch"]


@pytest.fixture(scope="module")
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
