"""The bare echo a run starts beside the services (scripts/Echo.java): it starts on a free port,
answers pings as the floor's reference, and is stopped by its PID."""

from __future__ import annotations

import shutil

import pytest

from serbench import floor
from serbench.client import ServiceClient


@pytest.mark.skipif(shutil.which("java") is None, reason="needs java")
def test_the_echo_starts_answers_pings_in_blocks_and_stops():
    echo = floor.Echo.start("java", ["-Xmx64m"])
    try:
        assert echo.alive and echo.base_url.startswith("http://127.0.0.1:")
        with ServiceClient(echo.base_url, "application/octet-stream", "lean") as client:
            floor.warm_up(client, 50)
            block = floor.ping_block(client, 2, 10)
        assert sorted(block) == ["roundTrip"], "the echo records no handling time"
        assert len(block["roundTrip"]["samples"]) == 10 and block["roundTrip"]["stats"]["p50"] > 0
    finally:
        echo.stop()
    assert not echo.alive


def test_a_java_that_cannot_run_is_an_error_saying_so(tmp_path):
    with pytest.raises(RuntimeError, match="the echo server could not be started: .*no-such-java"):
        floor.Echo.start(str(tmp_path / "no-such-java"), [])
