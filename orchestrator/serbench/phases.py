"""The phases of measuring one service (DESIGN section 6, client side).

Each function takes a ServiceClient and returns a plain dict for the results file. Nothing
here prints; progress is reported through the optional ``tick`` callback.
"""

from __future__ import annotations

import gc
import hashlib
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from serbench import compression
from serbench.client import ServiceClient, Timed
from serbench.scenarios import Size
from serbench.stats import summarize, with_cv

if TYPE_CHECKING:
    from serbench.grpc_client import GrpcClient

Tick = Callable[[str], None]


@dataclass(frozen=True)
class Settings:
    """How much to measure. Defaults give stable figures; --quick gives a first look.
    iterations: timed operations of the server-side benchmark; http_requests: timed requests
    per HTTP (and gRPC) phase. Fewer requests than operations, because a request of a large
    payload costs tens of milliseconds of Python client and loopback, and the request phases
    took two thirds of a full run at 300. settle_millis: after the bounded warm-up, up to this
    long more while the service's JIT is still compiling (Parquet at MEDIUM needed 10-15 s)."""
    iterations: int = 300
    warmup: int = 1000
    warmup_millis: int = 2000
    http_warmup: int = 30
    http_requests: int = 100
    settle_millis: int = 8000

    @staticmethod
    def quick() -> Settings:
        return Settings(iterations=50, warmup=200, warmup_millis=500, http_warmup=10, http_requests=50,
                        settle_millis=2000)


def info(client: ServiceClient) -> dict:
    """What the service says it is, and the JVM it runs on."""
    return client.info()


def dataset_sha256(client: ServiceClient, size: Size) -> str:
    return hashlib.sha256(client.dataset(size)).hexdigest()


def cold_start(client: ServiceClient, size: Size) -> dict:
    """The first serialize and deserialize after start-up, as the service timed them, with
    the client's round trips. Only meaningful on a service that was just started."""
    first = client.serialize(size)
    back = client.deserialize(first.body)
    figures = client.info().get("cold") or {}
    return {
        "dataset": size.label,
        "serialize": figures.get("serialize"),
        "deserialize": figures.get("deserialize"),
        "serializeRoundTripNs": first.round_trip_ns,
        "deserializeRoundTripNs": back.round_trip_ns,
    }


def server_side(client: ServiceClient, size: Size, settings: Settings) -> dict:
    """POST /api/benchmark: the service's own in-process measurement. Beside the totals, where
    the service reports them: off-heap bytes per operation (Arrow) and, for the frameworks that
    build their own object tree, the conversion stage of each operation (``conversion``)."""
    result = client.benchmark(size, settings.warmup, settings.warmup_millis, settings.iterations,
                              settings.settle_millis)
    out = {key: result[key] for key in ("payloadBytes", "warmup", "gc", "jitCompileMillis", "roundTripEqual",
                                        "roundTripDifference")}
    for operation in ("serialize", "deserialize"):
        measured = result[operation]
        out[operation] = {
            "stats": with_cv(measured["stats"]),
            "allocatedBytesPerOp": measured["allocatedBytesPerOp"],
            "samples": measured["samples"],
        }
        if measured.get("offHeapBytesPerOp") is not None:
            out[operation]["offHeapBytesPerOp"] = measured["offHeapBytesPerOp"]
    if result.get("conversion"):
        out["conversion"] = {
            operation: {"stats": with_cv(stage["stats"]), "samples": stage["samples"]}
            for operation, stage in result["conversion"].items()
        }
    return out


@contextmanager
def python_gc_paused():
    """Python's cyclic collector off while requests are sent, as timeit does: a full
    collection walks every object the orchestrator holds (the decoded reference datasets
    among them) and would land inside one request's round trip as tens of milliseconds.
    Nothing is collected here either: the garbage waits for the next untimed phase."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def timed_requests(call: Callable[[], Timed], warmup: int, iterations: int, with_server: bool = True) -> dict:
    """Uncounted warm-up requests, then ``iterations`` timed ones on the same connection.
    Per request: round trip, server nanos, and overhead = round trip - server nanos."""
    round_trips: list[int] = []
    server: list[int] = []
    with python_gc_paused():
        for _ in range(warmup):
            call()
        for _ in range(iterations):
            timed = call()
            round_trips.append(timed.round_trip_ns)
            server.append(timed.server_ns)
    out = {"roundTrip": {"stats": summarize(round_trips), "samples": round_trips}}
    if with_server:
        overhead = [rt - s for rt, s in zip(round_trips, server)]
        out["server"] = {"stats": summarize(server), "samples": server}
        out["overhead"] = {"stats": summarize(overhead)}
    return out


def http_side(client: ServiceClient, size: Size, settings: Settings, tick: Tick | None = None) -> dict:
    """The ping floor, then /api/serialize, /api/deserialize and /api/roundtrip."""
    tick = tick or (lambda _phase: None)
    payload = client.serialize(size).body
    tick("http ping")
    ping = timed_requests(client.ping, settings.http_warmup, settings.http_requests, with_server=False)
    tick("http serialize")
    serialize = timed_requests(lambda: client.serialize(size), settings.http_warmup, settings.http_requests)
    tick("http deserialize")
    deserialize = timed_requests(lambda: client.deserialize(payload), settings.http_warmup, settings.http_requests)
    tick("http roundtrip")
    roundtrip = timed_requests(lambda: client.roundtrip(payload), settings.http_warmup, settings.http_requests)
    return {"ping": ping, "serialize": serialize, "deserialize": deserialize, "roundtrip": roundtrip}


def grpc_side(client: GrpcClient, size: Size, settings: Settings, tick: Tick | None = None) -> dict:
    """The two RPCs over the service's gRPC channel, measured as the HTTP phases are (uncounted
    warm-up calls, then timed ones): "users" is GetUsers (the twin of /api/serialize, server
    nanos = serialize) and "echo" is Echo of that batch (the twin of /api/roundtrip, server
    nanos = deserialize + serialize)."""
    tick = tick or (lambda _phase: None)
    payload = client.get_users(size).body
    tick("grpc users")
    users = timed_requests(lambda: client.get_users(size), settings.http_warmup, settings.http_requests)
    tick("grpc echo")
    echo = timed_requests(lambda: client.echo(payload), settings.http_warmup, settings.http_requests)
    return {"users": users, "echo": echo}


def payload_sizes(client: ServiceClient, size: Size) -> dict:
    payload = client.serialize(size).body
    return {"payloadBytes": len(payload), "compressedBytes": compression.sizes(payload)}
