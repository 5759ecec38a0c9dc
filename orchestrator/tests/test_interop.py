"""Every framework that has an independent Python library, checked both ways against its real
service (DESIGN section 7): the service's payload decoded in Python equals /api/dataset, and
the dataset encoded in Python is decoded by the service's /api/decode into the same JSON.

This is where the suite proves, among others, that pyarrow reads the Arrow stream and the
Parquet file of /api/serialize?scenario=large, that pycapnp agrees with the hand-written Cap'n
Proto classes, and that the schema-driven SBE decoder agrees with sbe-tool's Java code."""

from __future__ import annotations

import json

import pytest

from serbench import registry, scenarios
from serbench.client import ServiceClient
from serbench.launcher import Launcher
from serbench.verify import check_interop

CHECKED_IN_PYTHON = [f.name for f in registry.FRAMEWORKS if not f.jvm_only]


def test_at_least_thirteen_frameworks_are_checked_by_an_independent_library():
    assert len(CHECKED_IN_PYTHON) >= 13


@pytest.mark.parametrize("name", CHECKED_IN_PYTHON)
def test_service_and_python_library_agree_both_ways(name, tmp_path):
    framework = registry.get(name)
    base_url = f"http://127.0.0.1:{framework.port}"
    launcher = Launcher(log_dir=tmp_path)
    service = launcher.start(framework, base_url)
    try:
        with ServiceClient(base_url, framework.content_type) as client:
            for label in ("small", "large"):
                size = scenarios.scenario(label)
                dataset = json.loads(client.dataset(size))
                assert len(dataset["users"]) == size.users
                result = check_interop(framework, client, size, dataset)
                assert result.service_to_python is None, f"{label}: service -> Python: {result.service_to_python}"
                assert result.python_to_service is None, f"{label}: Python -> service: {result.python_to_service}"
    finally:
        launcher.stop(service)
