"""A small, valid results document built in code, for tests that need one without running
services (schema, tables, reports)."""

from __future__ import annotations

import copy

import numpy as np


def stats(values: list[int]) -> dict:
    from serbench.stats import summarize
    return summarize(values)


def series(values: list[int]) -> dict:
    return {"stats": stats(values), "samples": list(values)}


def timed(round_trips: list[int], server: list[int]) -> dict:
    handling = [s + 50_000 for s in server]  # the service's whole handling: codec + 50 µs of HTTP stack
    return {"roundTrip": series(round_trips), "server": series(server),
            "overhead": {"stats": stats([r - s for r, s in zip(round_trips, server)])},
            "handling": series(handling), "serverStack": series([h - s for h, s in zip(handling, server)]),
            "clientTransport": series([r - h for r, h in zip(round_trips, handling)])}


def measurement(count: int, scale: int) -> dict:
    ser = [scale * v for v in (10, 11, 12, 10, 13)]
    de = [scale * v for v in (20, 21, 22, 20, 25)]
    return {
        "count": count,
        "payloadBytes": 900 * count,
        "compressedBytes": {"gzip": 300 * count, "zstd": 280 * count, "lz4": 500 * count, "snappy": 520 * count},
        "server": {
            "payloadBytes": 900 * count, "warmup": {"operations": 100, "millis": 50},
            "gc": {"collections": 0, "timeMillis": 0}, "roundTripEqual": True, "roundTripDifference": None,
            "serialize": {"stats": stats(ser), "allocatedBytesPerOp": 1000.0 * count, "samples": ser},
            "deserialize": {"stats": stats(de), "allocatedBytesPerOp": 2000.0 * count, "samples": de},
        },
        "http": {
            "ping": {"roundTrip": series([100_000, 110_000, 120_000]), "handling": series([20_000, 21_000, 22_000]),
                     "clientTransport": series([80_000, 89_000, 98_000])},
            "serialize": timed([scale * 30 + 200_000] * 3, [scale * 10] * 3),
            "deserialize": timed([scale * 40 + 200_000] * 3, [scale * 20] * 3),
            "roundtrip": timed([scale * 60 + 250_000] * 3, [scale * 30] * 3),
        },
        "grpc": None,
    }


def framework(name: str, scale: int, verification: str = "verified") -> dict:
    return {
        "name": name, "baseUrl": f"http://127.0.0.1:80{len(name):02d}", "launched": True, "startupSeconds": 4.2,
        "logFile": f"results/x/logs/{name}.log", "status": "measured", "failure": None,
        "service": {"framework": name, "library": f"{name}-lib", "libraryVersion": "1.2.3",
                    "contentType": f"application/x-{name}", "schemaDriven": False,
                    "jvm": {"version": "17.0.15"}, "os": {"name": "Linux"}},
        "verification": {"status": verification, "pythonLibrary": None if verification == "jvm-only" else "lib",
                         "checks": [{"dataset": "small", "check": "dataset-agreement", "passed": True,
                                     "detail": None}]},
        "fidelity": [
            {"name": "null-list", "description": "tags = null", "outcome": "CHANGED",
             "detail": "users[0].tags: null != [0 items]"},
            {"name": "nan", "description": "score = NaN", "outcome": "PRESERVED", "detail": None},
            {"name": "one-mib-string", "description": "a bio of 1 MiB", "outcome": "REJECTED",
             "detail": "serialize: IllegalArgumentException: too long"},
        ],
        "cold": {"dataset": "small", "serialize": {"nanos": 5_000_000, "count": 10, "payloadBytes": 9000},
                 "deserialize": {"nanos": 7_000_000, "count": 10, "payloadBytes": 9000}},
        "datasets": {"small": measurement(10, scale), "large": measurement(1000, scale * 100)},
        "restarts": 0,
        "forks": [{"fork": 1, "restarted": True, "startupSeconds": 4.2, "cold": None, "datasets": {
            label: {"serializeP50": 1, "deserializeP50": 2, "roundtripP50": 3, "serializeCv": 0.01,
                    "deserializeCv": 0.02} for label in ("small", "large")}, "stalls": {}}],
        "forkSpread": None,
        "load": None,
    }


def document() -> dict:
    failed = framework("broken", 1)
    failed.update(status="failed", datasets={}, fidelity=None, forks=[],
                  failure={"phase": "verify", "reason": "verification failed: users: 10 items != 9 items",
                           "log": None})
    failed["verification"]["status"] = "failed"
    stalled = framework("beta", 2000, "jvm-only")
    stalled["forks"][0]["stalls"] = {"http (small)": {"count": 2, "longestMs": 1961.3, "totalMs": 2100.0},
                                     "server (large)": {"count": 1, "longestMs": 80.0, "totalMs": 80.0}}
    return copy.deepcopy({
        "schemaVersion": 2,
        "run": {
            "id": "20261122-120000", "startedAt": "2026-11-22T12:00:00+00:00",
            "endedAt": "2026-11-22T12:05:00+00:00", "status": "complete", "gitCommit": "abc123",
            "command": ["run.py", "--quick"], "resumedAt": [],
            "settings": {"datasets": ["small", "large"], "frameworks": ["alpha", "beta", "broken"],
                         "iterations": 5, "warmup": 100, "warmupMillis": 500, "httpWarmup": 3, "forks": 1, "seed": 7,
                         "launch": "auto",
                         "quick": True, "java": "java", "jvmOptions": ["-Xms2g", "-Xmx2g", "-XX:+UseParallelGC"]},
            "host": {"cpuModel": "Test CPU", "cores": 2, "memoryBytes": 24 * 2**30, "os": "Debian GNU/Linux 12",
                     "kernel": "6.1", "machine": "x86_64", "python": "3.11.7", "client": "requests 2.34.2"},
            "steadiness": {
                "cpu": {"task": "SHA-256 of 64 KiB", "seconds": 2.0, "samples": 20000, "blocks": 10,
                        "minNanos": 40_000, "p50Nanos": 42_000, "blockLowNanos": 41_000, "blockHighNanos": 43_000,
                        "drift": 2 / 42},
                "memory": {"task": "a copy of 32 MiB", "seconds": 2.0, "samples": 80, "blocks": 10,
                           "minNanos": 22_000_000, "p50Nanos": 24_000_000, "blockLowNanos": 22_400_000,
                           "blockHighNanos": 26_000_000, "drift": 0.15},
            },
        },
        "frameworks": {"alpha": framework("alpha", 1000), "beta": stalled,
                       "broken": failed},
    })


# -- documents of frameworks measured at chosen levels, in blocks (rankings, ties, comparisons) --
def blocked(level: float, spread: float = 0.01, blocks: int = 6, size: int = 10, seed: int = 0) -> dict:
    """A series of ``blocks`` x ``size`` samples around ``level`` ns, each block's level moved
    by up to ``spread`` (drift), with its blocks recorded."""
    rng = np.random.default_rng(seed)
    samples = [int(level * (1 + shift) + noise)
               for shift in rng.uniform(-spread, spread, blocks) for noise in rng.integers(-5, 5, size)]
    return dict(series(samples), blocks=[size] * blocks)


def measured(name: str, ser: float, deser: float, roundtrip: float, spread: float = 0.01,
             verification: str = "verified") -> dict:
    """A measured framework whose server and /api/roundtrip figures sit at the given levels (ns)."""
    fw = framework(name, 1, verification)
    for index, sc in enumerate(fw["datasets"].values()):
        seed = sum(map(ord, name)) * 10 + index  # stable across processes, unlike hash()
        for op, level in (("serialize", ser), ("deserialize", deser)):
            sc["server"][op].update(blocked(level, spread, seed=seed + len(op)))
        sc["http"]["roundtrip"]["roundTrip"] = blocked(roundtrip, spread, seed=seed + 1)
    return fw


def run_of(*fws: dict) -> dict:
    doc = document()
    doc["frameworks"] = {fw["name"]: fw for fw in fws}
    doc["run"]["settings"]["frameworks"] = [fw["name"] for fw in fws]
    return doc
