"""The phases of measuring one service, client side (docs/design.md#how-a-figure-is-measured).

Each function takes a ServiceClient and returns a plain dict for the results file. Nothing
here prints; progress is reported through the optional ``tick`` callback.
"""

from __future__ import annotations

import gc
import hashlib
import json
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from serbench import compression
from serbench.client import Handling, ServiceClient, ServiceError, Timed
from serbench.datasets import Dataset
from serbench.stats import summarize, with_cv

if TYPE_CHECKING:
    from serbench.grpc_client import GrpcClient

Tick = Callable[[str], None]


@dataclass(frozen=True)
class Settings:
    """How much to measure, per fork (one JVM of each service). Defaults give stable figures;
    --quick gives a first look.

    iterations: timed samples of the server-side benchmark (one sample times a batch of
    operations where one operation is under 20 µs: docs/methodology.md); http_requests: timed requests
    per HTTP (and gRPC) phase. Fewer requests than operations, because a request of a large
    payload costs tens of milliseconds of Python client and loopback. Both are taken in
    ``rounds`` blocks: every round visits every framework once (serbench.runner), so that
    the machine's drift falls on every framework alike. settle_millis: after the bounded
    warm-up, up to this long more while the service's JIT is still compiling (why, and how
    long the slowest framework needs: docs/methodology.md, "Server-side figures"). The
    defaults give blocks of 30 operations and 10 requests, four rounds in each of two forks;
    how long a default run takes with them: docs/running.md, "How long a run takes"."""
    iterations: int = 120
    warmup: int = 1000
    warmup_millis: int = 1000
    http_warmup: int = 10
    http_requests: int = 40
    settle_millis: int = 8000
    rounds: int = 4

    @staticmethod
    def quick() -> Settings:
        return Settings(iterations=20, warmup=100, warmup_millis=300, http_warmup=5, http_requests=10,
                        settle_millis=1000, rounds=2)


def block_sizes(total: int, rounds: int) -> list[int]:
    """``total`` operations split over ``rounds`` blocks as evenly as possible (none empty)."""
    rounds = max(1, min(rounds, total))
    return [total // rounds + (1 if i < total % rounds else 0) for i in range(rounds)]


def info(client: ServiceClient) -> dict:
    """What the service says it is, and the JVM it runs on."""
    return client.info()


def dataset_sha256(client: ServiceClient, dataset: Dataset) -> str:
    return hashlib.sha256(client.dataset(dataset)).hexdigest()


def check_answer(endpoint: str, answer: dict, dataset: Dataset) -> None:
    """The service says which model and count it handled (POST /api/deserialize and
    /api/benchmark answer ``model`` and ``count``): anything else than what was asked is an
    error of the service, named with both."""
    said = (answer.get("model"), answer.get("count"))
    if said != (dataset.model, dataset.count):
        raise ServiceError(f"{endpoint} for dataset={dataset.label} answered model {said[0]!r} and count "
                           f"{said[1]!r}, not {dataset.model!r} and {dataset.count}")


def cold_start(client: ServiceClient, dataset: Dataset) -> dict:
    """The first serialize and deserialize after start-up, as the service timed them, with
    the client's round trips. Only meaningful on a service that was just started."""
    first = client.serialize(dataset)
    back = client.deserialize(first.body, dataset)
    check_answer("POST /api/deserialize", json.loads(back.body), dataset)
    figures = client.info().get("cold") or {}
    return {
        "dataset": dataset.label,
        "serialize": figures.get("serialize"),
        "deserialize": figures.get("deserialize"),
        "serializeRoundTripNs": first.round_trip_ns,
        "deserializeRoundTripNs": back.round_trip_ns,
    }


def server_side(client: ServiceClient, dataset: Dataset, settings: Settings) -> dict:
    """POST /api/benchmark: the service's own in-process measurement. Beside the totals, where
    the service reports them: the batch each sample was timed in (``batch``: operations per
    timed batch, a sample being the batch's time divided by it), off-heap bytes per operation
    (Arrow) and, for the frameworks that build their own object tree, each stage timed alone
    (``stages``: toWire, encode, decode, fromWire) or, from a service of before the stages, the
    conversion timed inside each operation (``conversion``)."""
    result = client.benchmark(dataset, settings.warmup, settings.warmup_millis, settings.iterations,
                              settings.settle_millis)
    check_answer("POST /api/benchmark", result, dataset)
    out = {key: result[key] for key in ("payloadBytes", "warmup", "gc", "jitCompileMillis", "roundTripEqual",
                                        "roundTripDifference")}
    for operation in ("serialize", "deserialize"):
        measured = result[operation]
        out[operation] = {
            "stats": with_cv(measured["stats"]),
            "allocatedBytesPerOp": measured["allocatedBytesPerOp"],
            "samples": measured["samples"],
        }
        for optional in ("batch", "offHeapBytesPerOp"):
            if measured.get(optional) is not None:
                out[operation][optional] = measured[optional]
    if result.get("stages"):
        out["stages"] = {name: _stage(stage) for name, stage in result["stages"].items()}
        if result.get("stageWarmup") is not None:
            out["stageWarmup"] = result["stageWarmup"]
    if result.get("conversion"):
        out["conversion"] = {
            operation: {"stats": with_cv(stage["stats"]), "samples": stage["samples"]}
            for operation, stage in result["conversion"].items()
        }
    return out


def _stage(stage: dict) -> dict:
    """One stage of a staged codec as the results keep it: its series and, where reported, its
    batch and heap bytes per operation."""
    out = {"stats": with_cv(stage["stats"]), "samples": stage["samples"]}
    for optional in ("batch", "allocatedBytesPerOp"):
        if stage.get(optional) is not None:
            out[optional] = stage[optional]
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


def timed_requests(call: Callable[[], Timed], warmup: int, iterations: int, with_server: bool = True,
                   handling: Callable[[list[str]], dict[str, Handling]] | None = None) -> dict:
    """Uncounted warm-up requests, then ``iterations`` timed ones on the same connection.
    Per request: round trip, server nanos, and overhead = round trip - server nanos.

    With ``handling`` (the service's own record of each timed request, fetched by request id
    once the phase is over, outside the timed region), also per request: ``handling`` (the
    service's whole handling), ``clientTransport`` = round trip - handling (the client, the
    kernel and the wire) and, with the server's codec nanos, ``serverStack`` = handling - codec
    (Tomcat, Spring MVC, reading the body and writing the response). Where the service also
    records when its last write began, the client and transport as a range: ``clientTransportLow``
    = round trip - handling until the flush, ``clientTransportHigh`` = round trip - handling until
    the last write began. Every list is in request order, so the lists of several blocks of one
    phase concatenate."""
    timed: list[Timed] = []
    with python_gc_paused():
        for _ in range(warmup):
            call()
        for _ in range(iterations):
            timed.append(call())
    round_trips = [t.round_trip_ns for t in timed]
    out = {"roundTrip": {"stats": summarize(round_trips), "samples": round_trips}}
    if with_server:
        server = [t.server_ns for t in timed]
        overhead = [rt - s for rt, s in zip(round_trips, server)]
        out["server"] = {"stats": summarize(server), "samples": server}
        out["overhead"] = {"stats": summarize(overhead)}
    if handling is not None:
        out.update(handling_split(timed, handling([t.request_id for t in timed]), with_server))
    return out


def handling_split(timed: list[Timed], recorded: dict[str, Handling], with_server: bool) -> dict:
    """Each request's round trip split at the service's handling time (see timed_requests).
    The service's codec nanos must be the ones its headers gave: that proves the pairing."""
    handling: list[int] = []
    for t in timed:
        entry = recorded.get(t.request_id)
        if entry is None:
            raise ServiceError(f"the service recorded no handling time for request {t.request_id}")
        if with_server and entry.codec_ns != t.server_ns:
            raise ServiceError(f"request {t.request_id}: the service recorded {entry.codec_ns} codec ns, "
                               f"its headers said {t.server_ns}")
        handling.append(entry.handling_ns)
    transport = [t.round_trip_ns - h for t, h in zip(timed, handling)]
    out = {"handling": {"stats": summarize(handling), "samples": handling},
           "clientTransport": {"stats": summarize(transport), "samples": transport}}
    to_last_write = [recorded[t.request_id].to_last_write_ns for t in timed]
    if all(h is not None for h in to_last_write):
        # The last write may count as either side: the client and transport lie between round trip
        # - handling until the flush (low, as clientTransport) and round trip - handling until the
        # last write began (high).
        high = [t.round_trip_ns - h for t, h in zip(timed, to_last_write)]
        out["clientTransportLow"] = {"stats": summarize(transport), "samples": list(transport)}
        out["clientTransportHigh"] = {"stats": summarize(high), "samples": high}
    if with_server:
        stack = [h - t.server_ns for t, h in zip(timed, handling)]
        out["serverStack"] = {"stats": summarize(stack), "samples": stack}
    return out


def http_side(client: ServiceClient, dataset: Dataset, settings: Settings, tick: Tick | None = None,
              ping_warmup: int | None = None) -> dict:
    """The ping floor, then /api/serialize, /api/deserialize and /api/roundtrip; each request
    split into client + transport, server HTTP stack and codec by the service's handling time.
    ``ping_warmup``: uncounted pings before the timed ones (default: settings.http_warmup)."""
    tick = tick or (lambda _phase: None)
    payload = client.serialize(dataset).body
    handling = client.handling_times
    tick("http ping")
    ping = timed_requests(client.ping, settings.http_warmup if ping_warmup is None else ping_warmup,
                          settings.http_requests, with_server=False, handling=handling)
    tick("http serialize")
    serialize = timed_requests(lambda: client.serialize(dataset), settings.http_warmup, settings.http_requests,
                               handling=handling)
    tick("http deserialize")
    deserialize = timed_requests(lambda: client.deserialize(payload, dataset), settings.http_warmup,
                                 settings.http_requests, handling=handling)
    tick("http roundtrip")
    roundtrip = timed_requests(lambda: client.roundtrip(payload, dataset), settings.http_warmup,
                               settings.http_requests, handling=handling)
    return {"ping": ping, "serialize": serialize, "deserialize": deserialize, "roundtrip": roundtrip}


def grpc_side(client: GrpcClient, dataset: Dataset, settings: Settings, tick: Tick | None = None) -> dict:
    """The two RPCs over the service's gRPC channel, measured as the HTTP phases are (uncounted
    warm-up calls, then timed ones): "users" is GetUsers (the twin of /api/serialize, server
    nanos = serialize) and "echo" is Echo of that batch (the twin of /api/roundtrip, server
    nanos = deserialize + serialize)."""
    tick = tick or (lambda _phase: None)
    payload = client.get_users(dataset).body
    tick("grpc users")
    users = timed_requests(lambda: client.get_users(dataset), settings.http_warmup, settings.http_requests)
    tick("grpc echo")
    echo = timed_requests(lambda: client.echo(payload), settings.http_warmup, settings.http_requests)
    return {"users": users, "echo": echo}


def payload_sizes(client: ServiceClient, dataset: Dataset) -> dict:
    payload = client.serialize(dataset).body
    return {"payloadBytes": len(payload), "compressedBytes": compression.sizes(payload)}
