"""timed_requests: warm-up requests are not counted, timed ones are, and Python's cyclic
collector is off only while the phase's requests are sent."""

from __future__ import annotations

import gc

import pytest

from serbench import phases
from serbench.client import Handling, ServiceError, Timed


class FakeCall:
    """A request that takes no time and says whether Python's collector was on."""

    def __init__(self) -> None:
        self.collector_on: list[bool] = []

    def __call__(self) -> Timed:
        self.collector_on.append(gc.isenabled())
        n = len(self.collector_on)
        return Timed(round_trip_ns=1000 * n, server_ns=400 * n, body=b"", request_id=f"r{n}")


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


def recorded(ids: list[str]) -> dict[str, Handling]:
    """What a service would answer: request rN handled in 700 * N ns, of which 400 * N codec."""
    return {rid: Handling(handling_ns=700 * int(rid[1:]), codec_ns=400 * int(rid[1:])) for rid in ids}


def test_the_service_handling_splits_each_timed_request():
    asked: list[list[str]] = []
    out = phases.timed_requests(FakeCall(), warmup=2, iterations=3,
                                handling=lambda ids: asked.append(ids) or recorded(ids))
    assert asked == [["r3", "r4", "r5"]], "only the timed requests, fetched once after the phase"
    assert out["handling"]["samples"] == [2100, 2800, 3500]
    assert out["serverStack"]["samples"] == [900, 1200, 1500]  # handling - codec
    assert out["clientTransport"]["samples"] == [900, 1200, 1500]  # round trip - handling
    assert out["handling"]["stats"]["count"] == 3


def test_ping_gets_handling_and_client_transport_but_no_server_stack():
    out = phases.timed_requests(FakeCall(), warmup=0, iterations=2, with_server=False, handling=recorded)
    assert sorted(out) == ["clientTransport", "handling", "roundTrip"]


def test_a_request_the_service_did_not_record_is_an_error():
    with pytest.raises(ServiceError, match="no handling time for request r2"):
        phases.timed_requests(FakeCall(), warmup=0, iterations=2, handling=lambda ids: recorded(ids[:1]))


def test_codec_time_that_differs_from_the_headers_means_a_mismatched_pairing():
    def shifted(ids: list[str]) -> dict[str, Handling]:
        return {rid: Handling(9_999, 1) for rid in ids}
    with pytest.raises(ServiceError, match="recorded 1 codec ns, its headers said 400"):
        phases.timed_requests(FakeCall(), warmup=0, iterations=1, handling=shifted)


def test_client_and_transport_as_a_range_where_the_service_records_its_last_write():
    def with_last_write(ids: list[str]) -> dict[str, Handling]:
        # handling until the flush 700 * N, until the last write began 600 * N
        return {rid: Handling(700 * int(rid[1:]), 400 * int(rid[1:]), 600 * int(rid[1:])) for rid in ids}
    out = phases.timed_requests(FakeCall(), warmup=0, iterations=3, handling=with_last_write)
    assert out["clientTransportLow"]["samples"] == out["clientTransport"]["samples"] == [300, 600, 900]
    assert out["clientTransportHigh"]["samples"] == [400, 800, 1200]  # round trip - handling to the last write
    assert all(low <= high for low, high in zip(out["clientTransportLow"]["samples"],
                                                out["clientTransportHigh"]["samples"]))
    ping = phases.timed_requests(FakeCall(), warmup=0, iterations=2, with_server=False, handling=with_last_write)
    assert {"clientTransportLow", "clientTransportHigh"} <= set(ping)


def test_a_service_of_before_the_range_gets_no_range():
    out = phases.timed_requests(FakeCall(), warmup=0, iterations=2, handling=recorded)
    assert "clientTransportLow" not in out and "clientTransportHigh" not in out
