"""timed_requests: warm-up requests are not counted, timed ones are, and Python's cyclic
collector is off only while the phase's requests are sent."""

from __future__ import annotations

import gc

import pytest

from serbench import phases
from serbench.client import Timed


class FakeCall:
    """A request that takes no time and says whether Python's collector was on."""

    def __init__(self) -> None:
        self.collector_on: list[bool] = []

    def __call__(self) -> Timed:
        self.collector_on.append(gc.isenabled())
        n = len(self.collector_on)
        return Timed(round_trip_ns=1000 * n, server_ns=400 * n, body=b"")


def test_only_the_timed_requests_are_counted_and_the_collector_is_off_for_all():
    call = FakeCall()
    out = phases.timed_requests(call, warmup=3, iterations=5)
    assert call.collector_on == [False] * 8
    assert gc.isenabled()
    assert out["roundTrip"]["samples"] == [4000, 5000, 6000, 7000, 8000]
    assert out["server"]["samples"] == [1600, 2000, 2400, 2800, 3200]
    assert out["overhead"]["stats"]["p50"] == 3600


def test_the_collector_is_restored_when_a_request_fails():
    def failing() -> Timed:
        raise RuntimeError("service gone")
    with pytest.raises(RuntimeError):
        phases.timed_requests(failing, warmup=0, iterations=3)
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off():
    gc.disable()
    try:
        phases.timed_requests(FakeCall(), warmup=0, iterations=2, with_server=False)
        assert not gc.isenabled()
    finally:
        gc.enable()
