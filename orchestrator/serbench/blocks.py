"""A dataset's measurement, built block by block.

A run measures in rounds (serbench.runner): in every round each framework gets one block
of timed operations per dataset, server side and over HTTP. This module keeps a dataset's
measurement as the concatenation of its blocks, in the shape of the results file
(``frameworks.F.datasets.D``):

- every series (a dict with ``samples``) holds the samples of all its blocks in the order
  measured and ``blocks``, the size of each block (the statistics resample whole blocks);
- ``blockLog`` (one entry per block, shared by every series of the dataset, since each round
  adds one block to each) says which fork and round a block came from and holds the
  server's counters for it, so that one fork's figures can be taken out (the spread between
  forks) or dropped (a fork that was interrupted is measured again when the run resumes);
- the server's counters over all blocks are derived from the log: collections and JIT time
  added up, allocation per operation averaged over the operations, and a round-trip
  failure in any block stays visible.
"""

from __future__ import annotations

import copy
from typing import Iterator

from serbench.stats import summarize

#: Fields of the server-side measurement that are not series.
_SUMMED_GC = ("collections", "timeMillis")


def _series_paths(tree: dict, prefix: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    """Paths of every series (a dict with raw samples) below ``tree``."""
    for key, value in tree.items():
        if isinstance(value, dict):
            if "samples" in value:
                yield prefix + (key,)
            else:
                yield from _series_paths(value, prefix + (key,))


def _at(tree: dict, path: tuple[str, ...]) -> dict:
    for key in path:
        tree = tree[key]
    return tree


def _append_series(into: dict, block: dict) -> None:
    """Appends one block's samples to a series (creating ``blocks`` for a fresh one). A block
    timed in batches (``batch``: operations per timed batch) adds its batch to ``batches``, one
    per block like ``blocks``; ``batch`` is then the batch of every block, or None when they
    differ (each JVM chooses its own)."""
    samples = list(block["samples"])
    fresh = "blocks" not in into
    if fresh:
        into["samples"], into["blocks"] = [], []
    if block.get("batch") is not None and (fresh or "batches" in into):
        into["batches"] = into.get("batches", []) + [block["batch"]]
    else:
        into.pop("batches", None)
    into["samples"] = into["samples"] + samples
    into["blocks"] = into["blocks"] + [len(samples)]
    into["stats"] = summarize(into["samples"])
    _common_batch(into)


def _common_batch(series: dict) -> None:
    """``batch`` from ``batches``: the one batch of every block, None when they differ."""
    if "batches" in series:
        series["batch"] = series["batches"][0] if len(set(series["batches"])) == 1 else None
    else:
        series.pop("batch", None)


def _recompute_overheads(http_or_grpc: dict | None) -> None:
    """``overhead`` = round trip - server time, request by request, over all blocks."""
    for phase in (http_or_grpc or {}).values():
        if "server" in phase and "roundTrip" in phase:
            overhead = [rt - s for rt, s in zip(phase["roundTrip"]["samples"], phase["server"]["samples"])]
            phase["overhead"] = {"stats": summarize(overhead)}


def new_measurement(count: int, payload_bytes: int, compressed: dict, warmup: dict,
                    stage_warmup: dict | None = None) -> dict:
    """A dataset's measurement before its first block: sizes, and the server warm-up of the
    first fork (what the JIT did before anything was timed; a staged codec's stages warm up
    apart, ``stageWarmup``)."""
    server = {"payloadBytes": payload_bytes, "warmup": warmup}
    if stage_warmup is not None:
        server["stageWarmup"] = stage_warmup
    return {"count": count, "payloadBytes": payload_bytes, "compressedBytes": compressed,
            "server": server, "http": {}, "grpc": None, "blockLog": []}


def append(measured: dict, server: dict, http: dict, grpc: dict | None, fork: int, round_: int,
           context: dict | None = None) -> None:
    """Adds one round's block: ``server`` as phases.server_side returns it, ``http`` as
    phases.http_side returns it, ``grpc`` as phases.grpc_side does (or None). ``context`` goes
    into the block's log entry as it is (where the block stood in its round, the machine's load
    during it: serbench.steps)."""
    target = measured["server"]
    for path in _series_paths(server):  # serialize, deserialize and, where reported, the conversion stages
        parent = target
        for key in path[:-1]:
            parent = parent.setdefault(key, {})
        _append_series(parent.setdefault(path[-1], {}), _at(server, path))
    _append_tree(measured, "http", http)
    if grpc is not None:
        _append_tree(measured, "grpc", grpc)
    measured["blockLog"] = measured["blockLog"] + [{
        "fork": fork, "round": round_,
        "operations": len(server["serialize"]["samples"]),
        "gc": {k: server["gc"][k] for k in _SUMMED_GC},
        "jitCompileMillis": server.get("jitCompileMillis"),
        "roundTripEqual": bool(server["roundTripEqual"]),
        "roundTripDifference": server.get("roundTripDifference"),
        "allocatedBytesPerOp": {op: server[op].get("allocatedBytesPerOp") for op in ("serialize", "deserialize")},
        "offHeapBytesPerOp": {op: server[op].get("offHeapBytesPerOp") for op in ("serialize", "deserialize")},
        **_batches_and_stages(server),
        **(context or {}),
    }]
    _derive_server_counters(measured)


def _derive_server_counters(measured: dict) -> None:
    """The server's counters over every block: collections and JIT time added up, B/op
    averaged over the operations, and the round trip equal only if it was in every block."""
    log, server = measured["blockLog"], measured["server"]
    server["gc"] = {k: sum(b["gc"][k] for b in log) for k in _SUMMED_GC}
    jit = [b["jitCompileMillis"] for b in log]
    server["jitCompileMillis"] = None if any(j is None for j in jit) else sum(jit)
    server["roundTripEqual"] = all(b["roundTripEqual"] for b in log)
    server["roundTripDifference"] = next((b["roundTripDifference"] for b in log if b["roundTripDifference"]), None)
    operations = sum(b["operations"] for b in log)
    for op in ("serialize", "deserialize"):
        per_block = [b["allocatedBytesPerOp"][op] for b in log]
        server[op]["allocatedBytesPerOp"] = (
            None if any(a is None for a in per_block)
            else sum(a * b["operations"] for a, b in zip(per_block, log)) / operations)
        off_heap = [(b.get("offHeapBytesPerOp") or {}).get(op) for b in log]
        if all(o is not None for o in off_heap):  # reported by codecs that allocate outside the heap (Arrow)
            server[op]["offHeapBytesPerOp"] = sum(o * b["operations"] for o, b in zip(off_heap, log)) / operations
    for name, stage in (server.get("stages") or {}).items():
        per_block = [((b.get("stages") or {}).get(name) or {}).get("allocatedBytesPerOp") for b in log]
        if all(a is not None for a in per_block):
            stage["allocatedBytesPerOp"] = sum(a * b["operations"] for a, b in zip(per_block, log)) / operations
        else:
            stage.pop("allocatedBytesPerOp", None)


def _batches_and_stages(server: dict) -> dict:
    """What a block's log entry keeps of the batches it was timed in and of its stages' counters
    (only what the service reported)."""
    out = {}
    batches = {op: server[op]["batch"] for op in ("serialize", "deserialize") if server[op].get("batch") is not None}
    if batches:
        out["batch"] = batches
    if server.get("stages"):
        out["stages"] = {name: {key: stage.get(key) for key in ("batch", "allocatedBytesPerOp")}
                         for name, stage in server["stages"].items()}
    return out


def _append_tree(measured: dict, key: str, block: dict) -> None:
    if not measured.get(key):
        measured[key] = {k: {} for k in block}
    tree = measured[key]
    for path in _series_paths(block):
        parent = _at(tree, path[:-1]) if len(path) > 1 else tree
        _append_series(parent.setdefault(path[-1], {}), _at(block, path))
    _recompute_overheads(tree)


def only_forks(measured: dict, forks: set[int]) -> dict | None:
    """The measurement restricted to the blocks of some forks (None when none is left)."""
    keep = [i for i, entry in enumerate(measured["blockLog"]) if entry["fork"] in forks]
    if not keep:
        return None
    out = copy.deepcopy(measured)
    out["blockLog"] = [measured["blockLog"][i] for i in keep]
    for section in ("server", "http", "grpc"):
        if not out.get(section):
            continue
        for path in _series_paths(out[section]):
            _keep_blocks(_at(out[section], path), keep)
        if section != "server":
            _recompute_overheads(out[section])
    _derive_server_counters(out)
    return out


def append_pings(pings: dict | None, block: dict, fork: int, round_: int, context: dict | None = None) -> dict:
    """A series of ping blocks (a framework's ``ping``, the echo's in ``run.floor``) with one more
    block, as phases.timed_requests returns it; its ``blockLog`` says which fork and round each
    block came from, where it stood and what the machine did meanwhile."""
    pings = copy.deepcopy(pings) if pings else {"blockLog": []}
    for path in _series_paths(block):
        parent = _at(pings, path[:-1]) if len(path) > 1 else pings
        _append_series(parent.setdefault(path[-1], {}), _at(block, path))
    pings["blockLog"] = pings["blockLog"] + [{"fork": fork, "round": round_, **(context or {})}]
    return pings


def pings_of_forks(pings: dict | None, forks: set[int]) -> dict | None:
    """Ping blocks restricted to some forks (None when none is left)."""
    if not pings:
        return None
    keep = [i for i, entry in enumerate(pings["blockLog"]) if entry["fork"] in forks]
    if not keep:
        return None
    out = copy.deepcopy(pings)
    out["blockLog"] = [pings["blockLog"][i] for i in keep]
    for path in _series_paths({k: v for k, v in out.items() if k != "blockLog"}):
        _keep_blocks(_at(out, path), keep)
    return out


def _keep_blocks(series: dict, keep: list[int]) -> None:
    starts = [sum(series["blocks"][:i]) for i in range(len(series["blocks"]))]
    series["samples"] = [s for i in keep for s in series["samples"][starts[i]:starts[i] + series["blocks"][i]]]
    series["blocks"] = [series["blocks"][i] for i in keep]
    if "batches" in series:
        series["batches"] = [series["batches"][i] for i in keep]
    _common_batch(series)
    series["stats"] = summarize(series["samples"])


def keep_forks(entry: dict, forks: set[int]) -> None:
    """A framework's entry reduced, in place, to the fork records and blocks of some forks
    (a dataset none of them measured is dropped)."""
    entry["forks"] = [record for record in entry["forks"] if record["fork"] in forks]
    if entry.get("ping"):
        entry["ping"] = pings_of_forks(entry["ping"], forks)
    for label, measured in list(entry["datasets"].items()):
        kept = only_forks(measured, forks)
        if kept is None:
            del entry["datasets"][label]
        else:
            entry["datasets"][label] = kept


def fork_summary(measured: dict, fork: int, warmup: dict) -> dict:
    """The figures of one fork that the spread between forks is reported on."""
    own = only_forks(measured, {fork})
    server, roundtrip = own["server"], own["http"].get("roundtrip")
    return {
        "serializeP50": server["serialize"]["stats"]["p50"],
        "deserializeP50": server["deserialize"]["stats"]["p50"],
        "roundtripP50": roundtrip["roundTrip"]["stats"]["p50"] if roundtrip else None,
        "serializeCv": server["serialize"]["stats"]["cv"],
        "deserializeCv": server["deserialize"]["stats"]["cv"],
        # whether this JVM's JIT had gone quiet before the timing began, and how much it compiled while timed
        "jitQuiet": warmup.get("jitQuiet"),
        "jitCompileMillis": server.get("jitCompileMillis"),
    }
