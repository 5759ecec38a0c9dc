"""The launcher: every service of a run started at once (start_many), a failure reported per
framework with its log, the class-data sharing archive used only with the JVM that made it,
and the heap sized from the run's largest dataset. The services run on their real local
ports, like the end-to-end test."""

from __future__ import annotations

import shutil
import socket
from pathlib import Path

import pytest
import requests

from serbench import registry
from serbench.launcher import (DEFAULT_HEAP_COUNT, LaunchedService, Launcher, LaunchError, cds_dir,
                               class_data_sharing, heap_mb_for, jar_path)

JACKSON, KRYO = registry.get("jackson"), registry.get("kryo")
TEMURIN_25 = Path("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java")


def url(framework) -> str:
    return f"http://127.0.0.1:{framework.port}"


def test_start_many_starts_every_service_and_stop_all_stops_them(tmp_path):
    launcher = Launcher(log_dir=tmp_path)
    try:
        started = launcher.start_many([(JACKSON, url(JACKSON)), (KRYO, url(KRYO))])
        assert list(started) == ["jackson", "kryo"]
        for framework in (JACKSON, KRYO):
            service = started[framework.name]
            assert isinstance(service, LaunchedService), service
            assert service.alive and service.healthy_after_seconds > 0
            assert requests.get(f"{url(framework)}/api/info", timeout=10).json()["framework"] == framework.name
        assert launcher.running == [started["jackson"], started["kryo"]]
        if (cds_dir(JACKSON) / "jackson.jsa").exists():
            assert started["jackson"].class_data_sharing.startswith("jackson: class-data sharing ")
            assert f"-XX:SharedArchiveFile={cds_dir(JACKSON) / 'jackson.jsa'}" in started["jackson"].command
    finally:
        launcher.stop_all()
    assert launcher.running == []
    assert not started["jackson"].alive and not started["kryo"].alive


def test_a_service_that_exits_is_reported_with_its_log_and_the_others_still_start(tmp_path):
    # kryo's port is taken, so its JVM exits; jackson comes up regardless.
    with socket.socket() as squatter:
        squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        squatter.bind(("127.0.0.1", KRYO.port))
        squatter.listen()
        launcher = Launcher(log_dir=tmp_path)
        try:
            started = launcher.start_many([(KRYO, url(KRYO)), (JACKSON, url(JACKSON))])
            failure = started["kryo"]
            assert isinstance(failure, LaunchError)
            assert str(failure).startswith("kryo exited with code 1 before it was healthy; log ")
            assert f"Port {KRYO.port} was already in use" in str(failure)
            assert isinstance(started["jackson"], LaunchedService) and started["jackson"].alive
            assert launcher.running == [started["jackson"]]
        finally:
            launcher.stop_all()


def test_a_java_that_cannot_run_is_a_launch_error_per_framework(tmp_path):
    launcher = Launcher(log_dir=tmp_path, java=str(tmp_path / "no-such-java"))
    started = launcher.start_many([(JACKSON, url(JACKSON)), (KRYO, url(KRYO))])
    for name in ("jackson", "kryo"):
        assert isinstance(started[name], LaunchError)
        assert str(started[name]) == f"{name} could not be started: {tmp_path / 'no-such-java'}: No such file or directory"
    assert launcher.running == []


@pytest.mark.skipif(not TEMURIN_25.exists(), reason="needs a second JDK")
def test_an_archive_made_by_another_jvm_is_not_used(tmp_path):
    if not (cds_dir(JACKSON) / "jackson.jsa").exists():
        pytest.skip("jackson was built without class-data sharing")
    arguments, note = class_data_sharing(JACKSON, str(TEMURIN_25))
    assert arguments is None
    assert note.startswith("jackson: the class-data sharing archive was made by another JVM (OpenJDK 64-Bit Server VM")
    assert note.endswith(f"not {TEMURIN_25}: starting the plain jar; rebuild the service with this java to use it")
    java = shutil.which("java")
    arguments, _ = class_data_sharing(JACKSON, java)
    assert arguments == [f"-XX:SharedArchiveFile={cds_dir(JACKSON) / 'jackson.jsa'}", "-jar",
                         str(cds_dir(JACKSON) / "jackson.jar")]
    assert jar_path(JACKSON).stat().st_mtime <= (cds_dir(JACKSON) / "jackson.jsa").stat().st_mtime


def test_the_heap_grows_with_the_largest_dataset_only_above_the_default():
    assert heap_mb_for(1000) is None and heap_mb_for(DEFAULT_HEAP_COUNT) is None
    assert Launcher(log_dir=Path("/tmp"), max_count=DEFAULT_HEAP_COUNT).heap_options() == []
    small, large = heap_mb_for(DEFAULT_HEAP_COUNT + 1), heap_mb_for(100_000)
    assert small % 64 == 0 and large % 64 == 0 and small < large
    options = Launcher(log_dir=Path("/tmp"), max_count=100_000, extra_jvm_options=["-Xmx9g"]).common_options()
    # after jvm-common.options, before what the user passes (which wins)
    assert options[-3:] == [f"-Xms{large}m", f"-Xmx{large}m", "-Xmx9g"]
