"""The gRPC client and phase without the grpc service: request encoding, the phase's shape
(the same as the HTTP phases', valid in the results schema), and the client's timing, trailer
reading and error mapping against a small gRPC server written here in Python on loopback."""

from __future__ import annotations

from concurrent import futures

import grpc
import pytest

from serbench import datasets, grpc_client, phases, results
from serbench.client import ServiceError, Timed
from serbench.grpc_client import GrpcClient

from fixtures import document

SETTINGS = phases.Settings(iterations=7, http_warmup=3, http_requests=7)


def test_users_request_names_a_scenario_or_counts_users():
    pb = grpc_client.messages()
    by_name = pb.UsersRequest.FromString(grpc_client.users_request(datasets.parse("large")))
    by_count = pb.UsersRequest.FromString(grpc_client.users_request(datasets.parse("users=250")))
    assert (by_name.WhichOneof("size"), by_name.scenario) == ("scenario", "large")
    assert (by_count.WhichOneof("size"), by_count.users) == ("users", 250)


class FakeClient:
    """Answers like GrpcClient, with made-up figures, and counts the calls."""

    def __init__(self) -> None:
        self.calls = {"users": 0, "echo": 0}

    def get_users(self, size):
        self.calls["users"] += 1
        return Timed(round_trip_ns=1000 + self.calls["users"], server_ns=400, body=b"U" * size.count)

    def echo(self, payload):
        self.calls["echo"] += 1
        assert payload == b"U" * 10, "echo sends the batch GetUsers returned"
        return Timed(round_trip_ns=3000, server_ns=1000 + self.calls["echo"], body=payload)


def test_the_phase_has_the_shape_of_the_http_phases_and_fits_the_results_schema():
    fake = FakeClient()
    ticks = []
    measured = phases.grpc_side(fake, datasets.parse("small"), SETTINGS, tick=ticks.append)
    assert ticks == ["grpc users", "grpc echo"]
    assert set(measured) == {"users", "echo"}
    # one call for the echo payload, then warm-up calls, uncounted, then the timed ones
    assert fake.calls == {"users": 1 + 3 + 7, "echo": 3 + 7}
    for rpc in ("users", "echo"):
        assert set(measured[rpc]) == {"roundTrip", "server", "overhead"}
        assert measured[rpc]["roundTrip"]["stats"]["count"] == 7
        assert len(measured[rpc]["server"]["samples"]) == 7
    assert measured["users"]["roundTrip"]["samples"] == list(range(1005, 1012))
    assert measured["users"]["overhead"]["stats"]["min"] == 1005 - 400
    assert measured["echo"]["overhead"]["stats"]["max"] == 3000 - 1004

    doc = document()
    doc["frameworks"]["alpha"]["datasets"]["small"]["grpc"] = measured
    results.validate(doc)


# -- the client against a small gRPC server on loopback -----------------------------------

SERVICE = "serbench.SerbenchService"


class Behaviour:
    trailers: tuple = ((grpc_client.SERIALIZE_NANOS, "1500"),)
    echo_trailers: tuple = ((grpc_client.DESERIALIZE_NANOS, "700"), (grpc_client.SERIALIZE_NANOS, "800"))
    abort: tuple | None = None


def _server(behaviour: Behaviour) -> tuple[grpc.Server, int]:
    def get_users(request: bytes, context):
        if behaviour.abort:
            context.abort(*behaviour.abort)
        context.set_trailing_metadata(behaviour.trailers)
        return b"users:" + request

    def echo(request: bytes, context):
        context.set_trailing_metadata(behaviour.echo_trailers)
        return request

    handlers = grpc.method_handlers_generic_handler(SERVICE, {
        "GetUsers": grpc.unary_unary_rpc_method_handler(get_users),
        "Echo": grpc.unary_unary_rpc_method_handler(echo),
    })
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=2), handlers=[handlers])
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    return server, port


@pytest.fixture
def loopback():
    behaviour = Behaviour()
    server, port = _server(behaviour)
    client = GrpcClient(f"127.0.0.1:{port}")
    yield behaviour, client
    client.close()
    server.stop(grace=None)


def test_calls_are_timed_and_the_server_nanos_come_from_the_trailers(loopback):
    _, client = loopback
    users = client.get_users(datasets.parse("small"))
    assert users.body == b"users:" + grpc_client.users_request(datasets.parse("small"))
    assert users.server_ns == 1500 and users.round_trip_ns > 0
    echo = client.echo(b"\x0a\x00")
    assert echo.body == b"\x0a\x00"
    assert echo.server_ns == 700 + 800, "echo's server time is deserialize + serialize"


def test_a_missing_timing_trailer_is_a_service_error(loopback):
    behaviour, client = loopback
    behaviour.trailers = ()
    with pytest.raises(ServiceError, match="missing or bad timing trailer.*x-serialize-nanos"):
        client.get_users(datasets.parse("small"))


def test_an_error_status_is_a_service_error_with_code_and_details(loopback):
    behaviour, client = loopback
    behaviour.abort = (grpc.StatusCode.INVALID_ARGUMENT, "unknown scenario 'huge'")
    with pytest.raises(ServiceError, match="GetUsers .* answered INVALID_ARGUMENT: unknown scenario 'huge'"):
        client.get_users(datasets.parse("small"))


def test_no_server_is_a_service_error(monkeypatch):
    monkeypatch.setattr(grpc_client, "CONNECT_TIMEOUT", 0.5)
    server, port = _server(Behaviour())
    server.stop(grace=None)  # a port that was just free
    with pytest.raises(ServiceError, match="no connection"):
        GrpcClient(f"127.0.0.1:{port}")
