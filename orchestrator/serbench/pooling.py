"""Pooling the measurements of several forks (service restarts) of one framework and dataset:
raw samples concatenated in fork order and statistics recomputed, with each fork's own
p50 kept so the spread between forks can be reported. A series' ``blocks`` (the runs of
samples measured together, which the confidence intervals resample) are concatenated too, so
no block spans two forks."""

from __future__ import annotations

import statistics

from serbench.stats import summarize


def _pool_series(a: dict, b: dict) -> dict:
    samples = a["samples"] + b["samples"]
    out = {"stats": summarize(samples), "samples": samples}
    # Both or neither: a fork without blocks cannot be cut into blocks here (its block size
    # is a setting of the run); the pooled series then falls back on that setting as a whole.
    if a.get("blocks") is not None and b.get("blocks") is not None:
        out["blocks"] = a["blocks"] + b["blocks"]
    return out


def _batches(a: dict, b: dict) -> dict:
    """A series timed in batches: its ``batch`` kept when both agree (else null: each block's is
    in ``batches``, concatenated as the blocks are)."""
    out: dict = {}
    if "batch" in a or "batch" in b:
        out["batch"] = a.get("batch") if a.get("batch") == b.get("batch") else None
    if a.get("batches") is not None and b.get("batches") is not None:
        out["batches"] = a["batches"] + b["batches"]
    return out


def _pool_stage(a: dict, b: dict, forks_in_a: int) -> dict:
    """One stage of a staged codec (server.stages): samples and blocks as any series; the batch
    kept when both agree (else null, each block's in ``batches``), B/op weighted by forks."""
    out = dict(_pool_series(a, b), **_batches(a, b))
    alloc_a, alloc_b = a.get("allocatedBytesPerOp"), b.get("allocatedBytesPerOp")
    if "allocatedBytesPerOp" in a or "allocatedBytesPerOp" in b:
        out["allocatedBytesPerOp"] = (None if alloc_a is None or alloc_b is None
                                      else (alloc_a * forks_in_a + alloc_b) / (forks_in_a + 1))
    return out


def _pool_timed(a: dict, b: dict) -> dict:
    out = {"roundTrip": _pool_series(a["roundTrip"], b["roundTrip"])}
    if "server" in a:
        out["server"] = _pool_series(a["server"], b["server"])
        overhead = [rt - s for rt, s in zip(out["roundTrip"]["samples"], out["server"]["samples"])]
        out["overhead"] = {"stats": summarize(overhead)}
    for series in ("handling", "serverStack", "clientTransport"):  # the service's split, where measured
        if series in a and series in b:
            out[series] = _pool_series(a[series], b[series])
    return out


def pool(a: dict, b: dict, forks_in_a: int) -> dict:
    """``a`` pools ``forks_in_a`` forks; ``b`` is one more fork of the same dataset."""
    server = {key: a["server"][key] for key in ("payloadBytes", "warmup")}
    server["gc"] = {k: a["server"]["gc"][k] + b["server"]["gc"][k] for k in ("collections", "timeMillis")}
    jit_a, jit_b = a["server"].get("jitCompileMillis"), b["server"].get("jitCompileMillis")
    server["jitCompileMillis"] = None if jit_a is None or jit_b is None else jit_a + jit_b
    server["roundTripEqual"] = a["server"]["roundTripEqual"] and b["server"]["roundTripEqual"]
    server["roundTripDifference"] = a["server"].get("roundTripDifference") or b["server"].get("roundTripDifference")
    for op in ("serialize", "deserialize"):
        pooled = dict(_pool_series(a["server"][op], b["server"][op]), **_batches(a["server"][op], b["server"][op]))
        alloc_a, alloc_b = a["server"][op]["allocatedBytesPerOp"], b["server"][op]["allocatedBytesPerOp"]
        pooled["allocatedBytesPerOp"] = (None if alloc_a is None or alloc_b is None
                                         else (alloc_a * forks_in_a + alloc_b) / (forks_in_a + 1))
        off_a, off_b = a["server"][op].get("offHeapBytesPerOp"), b["server"][op].get("offHeapBytesPerOp")
        if off_a is not None and off_b is not None:
            pooled["offHeapBytesPerOp"] = (off_a * forks_in_a + off_b) / (forks_in_a + 1)
        server[op] = pooled
    if a["server"].get("conversion") and b["server"].get("conversion"):
        server["conversion"] = {op: _pool_series(a["server"]["conversion"][op], b["server"]["conversion"][op])
                                for op in ("serialize", "deserialize")}
    if a["server"].get("stages") and b["server"].get("stages"):  # a staged codec's stages, each timed alone
        server["stages"] = {stage: _pool_stage(a["server"]["stages"][stage], b["server"]["stages"][stage], forks_in_a)
                            for stage in a["server"]["stages"] if stage in b["server"]["stages"]}
    http = {phase: _pool_timed(a["http"][phase], b["http"][phase]) for phase in a["http"]}
    grpc = None
    if a.get("grpc") and b.get("grpc"):
        grpc = {rpc: _pool_timed(a["grpc"][rpc], b["grpc"][rpc]) for rpc in a["grpc"]}
    return {"count": a["count"], "payloadBytes": a["payloadBytes"], "compressedBytes": a["compressedBytes"],
            "server": server, "http": http, "grpc": grpc}


def fork_summary(measured: dict) -> dict:
    """The figures of one fork that the spread between forks is reported on."""
    return {
        "serializeP50": measured["server"]["serialize"]["stats"]["p50"],
        "deserializeP50": measured["server"]["deserialize"]["stats"]["p50"],
        "roundtripP50": measured["http"]["roundtrip"]["roundTrip"]["stats"]["p50"],
        # this fork's own round-trip check after its timed loops (tables.rankable reads it)
        "roundTripEqual": measured["server"]["roundTripEqual"],
        "serializeCv": measured["server"]["serialize"]["stats"]["cv"],
        "deserializeCv": measured["server"]["deserialize"]["stats"]["cv"],
        # whether this JVM's JIT had gone quiet before the timing began, and how much it compiled during it
        "jitQuiet": measured["server"]["warmup"].get("jitQuiet"),
        "jitCompileMillis": measured["server"].get("jitCompileMillis"),
    }


def spread(summaries: list[dict]) -> dict:
    """(max - min) / median of each figure's per-fork p50: how far restarts disagree."""
    out = {}
    for key in ("serializeP50", "deserializeP50", "roundtripP50"):
        values = [s[key] for s in summaries]
        median = statistics.median(values)
        out[key] = (max(values) - min(values)) / median if median else 0.0
    return out
