"""Both HTTP clients against a real jackson service: the same answers, every timed request
paired with the service's own handling time, and errors reported with the service's message."""

from __future__ import annotations

import pytest

from serbench import datasets, phases
from serbench.client import ServiceClient, ServiceError
from serbench.phases import Settings

from jackson_service import jackson  # noqa: F401 (a fixture)

SMALL = datasets.parse("small")
FEW = Settings(iterations=10, warmup=10, warmup_millis=100, http_warmup=5, http_requests=20, settle_millis=0)


@pytest.mark.parametrize("http_client", ["requests", "lean"])
def test_every_timed_request_is_split_at_the_services_handling_time(jackson, http_client):  # noqa: F811
    target, _ = jackson
    with ServiceClient(target.base_url, target.framework.content_type, http_client) as client:
        measured = phases.http_side(client, SMALL, FEW)
    # Per request the parts add up exactly, and the codec lies inside the handling (one JVM clock).
    # The handling inside the round trip holds per median only: on a saturated machine the
    # service's thread can lose the CPU between writing its last bytes and reading the clock.
    ping = measured["ping"]
    assert sorted(ping) == ["clientTransport", "clientTransportHigh", "clientTransportLow", "handling", "roundTrip"]
    # The service's clock read when its last write began lies before the flush returned: the high
    # end of the client and transport range is never below its low end.
    assert all(high >= low for low, high in zip(ping["clientTransportLow"]["samples"],
                                               ping["clientTransportHigh"]["samples"]))
    assert ping["clientTransport"]["samples"] == [rt - h for rt, h in zip(ping["roundTrip"]["samples"],
                                                                        ping["handling"]["samples"])]
    assert 0 < ping["handling"]["stats"]["p50"] < ping["roundTrip"]["stats"]["p50"]
    for phase in ("serialize", "deserialize", "roundtrip"):
        timed = measured[phase]
        assert len(timed["handling"]["samples"]) == FEW.http_requests
        for rt, server, handling, stack, transport in zip(
                timed["roundTrip"]["samples"], timed["server"]["samples"], timed["handling"]["samples"],
                timed["serverStack"]["samples"], timed["clientTransport"]["samples"]):
            assert 0 < server < handling, phase
            assert stack == handling - server and transport == rt - handling
        assert timed["handling"]["stats"]["p50"] < timed["roundTrip"]["stats"]["p50"], phase

def test_both_clients_get_the_same_bytes_and_server_timing(jackson):  # noqa: F811
    target, _ = jackson
    with ServiceClient(target.base_url, target.framework.content_type, "requests") as plain, \
            ServiceClient(target.base_url, target.framework.content_type, "lean") as lean:
        payload = plain.serialize(SMALL).body
        assert lean.serialize(SMALL).body == payload
        assert lean.roundtrip(payload).body == plain.roundtrip(payload).body
        assert lean.ping().body == b""


@pytest.mark.parametrize("http_client", ["requests", "lean"])
def test_an_error_status_carries_the_services_message(jackson, http_client):  # noqa: F811
    target, _ = jackson
    with ServiceClient(target.base_url, target.framework.content_type, http_client) as client:
        with pytest.raises(ServiceError, match=r"POST .*/api/deserialize answered 400: payload does not decode"):
            client.deserialize(b"\x00not json")
        client.ping()  # the connection is still usable


def test_an_id_the_service_never_saw_is_an_error_not_a_gap(jackson):  # noqa: F811
    target, _ = jackson
    with ServiceClient(target.base_url, target.framework.content_type) as client:
        known = client.ping().request_id
        assert client.handling_times([known])[known].handling_ns > 0
        with pytest.raises(ServiceError, match="no longer holds the times of 1 of 2 requests .*never-sent"):
            client.handling_times([known, "never-sent"])


def test_an_unknown_client_name_is_refused():
    with pytest.raises(ValueError, match="unknown HTTP client 'curl'; choose one of requests, lean"):
        ServiceClient("http://127.0.0.1:1", "application/json", "curl")


def test_each_client_is_named_with_its_version_for_the_results():
    import platform

    import requests
    from serbench.client import client_description
    assert client_description("requests") == f"requests {requests.__version__}"
    assert client_description("lean") == f"http.client (Python {platform.python_version()})"
