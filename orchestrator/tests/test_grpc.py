"""End to end: the grpc service launched from its jar, its gRPC server measured by the
orchestrator's gRPC phase over a real HTTP/2 channel, and the runner's gRPC path (recorded
in the results, and a gRPC failure handled like an HTTP one: one retry, then failed)."""

from __future__ import annotations

import json

import pytest

from serbench import datasets, phases, registry, results, runner, targets
from serbench.client import ServiceClient, ServiceError
from serbench.grpc_client import GrpcClient
from serbench.interop import grpc as grpc_interop
from serbench.launcher import Launcher
from serbench.phases import Settings

SMALL = datasets.parse("small")
FEW = Settings(iterations=20, warmup=20, warmup_millis=200, http_warmup=5, http_requests=20, settle_millis=0)


@pytest.fixture(scope="module")
def grpc_target(tmp_path_factory):
    framework = registry.get("grpc")
    target = targets.resolve(framework, {})
    launcher = Launcher(log_dir=tmp_path_factory.mktemp("grpc-logs"))
    service = launcher.start(framework, target.base_url)
    try:
        yield target
    finally:
        launcher.stop(service)


def test_the_grpc_phase_measures_both_rpcs(grpc_target):
    with GrpcClient(grpc_target.grpc_address) as client:
        measured = phases.grpc_side(client, SMALL, FEW)
    assert set(measured) == {"users", "echo"}
    for rpc, timed in measured.items():
        round_trips, server = timed["roundTrip"]["samples"], timed["server"]["samples"]
        assert len(round_trips) == len(server) == FEW.http_requests == timed["overhead"]["stats"]["count"]
        assert all(s > 0 for s in server), f"{rpc}: the server reports its codec time"
        assert all(rt > s for rt, s in zip(round_trips, server)), f"{rpc}: a round trip outlasts the server's part"
        overhead = timed["overhead"]["stats"]
        assert 0 < overhead["min"] and overhead["p50"] < timed["roundTrip"]["stats"]["p50"]
        for stats in (timed["roundTrip"]["stats"], timed["server"]["stats"]):
            assert 0 < stats["min"] <= stats["p50"] <= stats["p99"] <= stats["max"]


@pytest.mark.parametrize("label", ["small", "large"])
def test_get_users_is_the_dataset_and_echo_returns_the_same_users(grpc_target, label):
    size = datasets.parse(label)
    with ServiceClient(grpc_target.base_url, grpc_target.framework.content_type) as http:
        dataset = json.loads(http.dataset(size))
    with GrpcClient(grpc_target.grpc_address) as client:
        users = client.get_users(size)
        echoed = client.echo(users.body)
    assert grpc_interop.decode_users(users.body) == dataset
    assert grpc_interop.decode_users(echoed.body) == dataset
    assert echoed.body == users.body, "protobuf-java encodes the same batch to the same bytes"


def test_a_bad_size_is_a_service_error_with_the_servers_message(grpc_target):
    with GrpcClient(grpc_target.grpc_address) as client:
        with pytest.raises(ServiceError, match="INVALID_ARGUMENT: users must be from 1 to 100000, got 0"):
            client.get_users(datasets.Dataset("users", 0, "users=0"))
        with pytest.raises(ServiceError, match="INVALID_ARGUMENT: payload does not decode as grpc"):
            client.echo(b"\x0a\xff\xff\xff\xff\x07")
        assert client.get_users(SMALL).server_ns > 0, "the service still answers"


def _run(tmp_path, quiet_console, grpc_port=None) -> dict:
    options = runner.RunOptions(frameworks=[registry.get("grpc")], datasets=[SMALL], settings=FEW, out_dir=tmp_path,
                                grpc_port=grpc_port)
    out = runner.run(options, quiet_console)
    results.validate(out.document)
    return out.document["frameworks"]["grpc"]


def test_the_runner_records_the_grpc_phase_after_retrying_a_grpc_failure(grpc_target, tmp_path, quiet_console,
                                                                        monkeypatch):
    real, failures = phases.grpc_side, []

    def fails_once(client, size, settings, tick=None):
        if not failures:
            failures.append(size.label)
            raise ServiceError("gRPC GetUsers answered UNAVAILABLE: injected")
        return real(client, size, settings, tick)

    monkeypatch.setattr(phases, "grpc_side", fails_once)
    entry = _run(tmp_path, quiet_console)
    assert failures == ["small"]
    assert entry["status"] == "measured" and entry["restarts"] == 1
    grpc = entry["datasets"]["small"]["grpc"]
    assert set(grpc) == {"users", "echo"}
    assert grpc["echo"]["roundTrip"]["stats"]["count"] == FEW.http_requests


def test_an_unreachable_grpc_server_fails_the_framework_like_an_http_failure(grpc_target, tmp_path, quiet_console):
    entry = _run(tmp_path, quiet_console, grpc_port=1)  # nothing listens there
    assert entry["status"] == "failed" and entry["restarts"] == 1
    assert entry["failure"]["phase"] == "grpc connect"
    assert "gRPC 127.0.0.1:1: no connection" in entry["failure"]["reason"]
    assert entry["verification"]["status"] == "verified", "the HTTP side was verified before"
