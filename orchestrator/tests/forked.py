"""Synthetic results documents measured in forks (JVMs) and rounds, with a blockLog: each
framework's figures at chosen levels, each fork at its own level (the spread between JVMs),
each (fork, round) period with a drift shared by every framework measured in it."""

from __future__ import annotations

import numpy as np

from fixtures import framework, run_of, series

DATASETS = {"small": 10, "large": 1000}


def periods(forks: int, rounds: int, drift: float, seed: int = 99) -> np.ndarray:
    """The machine's speed in each (fork, round) period, shared by every framework: (forks, rounds)."""
    return np.exp(drift * np.random.default_rng(seed).standard_normal((forks, rounds)))


def blocks_of(level: float, fork_levels: np.ndarray, machine: np.ndarray, size: int, noise: float,
              rng: np.random.Generator) -> dict:
    """A series of one block per (fork, round), ``size`` samples each, around level x fork x period."""
    samples = []
    for f, fork_level in enumerate(fork_levels):
        for r in range(machine.shape[1]):
            centre = level * fork_level * machine[f, r]
            samples += [int(v) for v in np.maximum(centre * np.exp(noise * rng.standard_normal(size)), 1)]
    return dict(series(samples), blocks=[size] * machine.size)


def forked(name: str, ser: float, deser: float, roundtrip: float, forks: int = 6, rounds: int = 2,
           fork_spread: float = 0.0, fork_levels: dict[str, np.ndarray] | None = None, drift: float = 0.0,
           size: int = 20, noise: float = 0.02, seed: int | None = None, **fields) -> dict:
    """A measured framework whose figures sit at the given levels (ns at ``small``; ``large`` is
    100 times more), each fork at a level of its own (``fork_levels`` per operation, else drawn
    with a log-normal spread ``fork_spread``), every (fork, round) period at the machine's speed
    of ``periods(forks, rounds, drift)`` (the same for every framework)."""
    fw = framework(name, 1)
    fw.update(fields)
    rng = np.random.default_rng(sum(map(ord, name)) if seed is None else seed)
    machine = periods(forks, rounds, drift)
    for label, scale in ((label, 1 if label == "small" else 100) for label in DATASETS):
        sc = fw["datasets"][label]
        for op, level in (("serialize", ser), ("deserialize", deser), ("roundtrip", roundtrip)):
            own = (fork_levels or {}).get(op)
            levels = own if own is not None else np.exp(fork_spread * rng.standard_normal(forks))
            made = blocks_of(level * scale, np.asarray(levels, dtype=float), machine, size, noise, rng)
            if op == "roundtrip":
                sc["http"]["roundtrip"]["roundTrip"] = made
            else:
                sc["server"][op].update(made)
        for phase in sc["http"].values():  # every other series: one sample per block, as blocks.py keeps them
            for key, other in phase.items():
                if "samples" in other and "blocks" not in other:
                    phase[key] = dict(series([other["samples"][0]] * (forks * rounds)), blocks=[1] * (forks * rounds))
        sc["blockLog"] = [{"fork": f + 1, "round": r + 1, "operations": size, "gc": {"collections": 0, "timeMillis": 0},
                           "jitCompileMillis": 0, "roundTripEqual": True, "roundTripDifference": None,
                           "allocatedBytesPerOp": {op: sc["server"][op]["allocatedBytesPerOp"]
                                                   for op in ("serialize", "deserialize")},
                           "offHeapBytesPerOp": {"serialize": None, "deserialize": None}}
                          for f in range(forks) for r in range(rounds)]
    fw["forks"] = [{"fork": f + 1, "restarted": True, "startupSeconds": 1.0, "cold": None, "datasets": {
        label: {"serializeP50": 1, "deserializeP50": 2, "roundtripP50": 3, "serializeCv": 0.01,
                "deserializeCv": 0.02} for label in DATASETS}} for f in range(forks)]
    return fw


def forked_run(*fws: dict, quick: bool = False) -> dict:
    """A run of these frameworks, with as many forks and rounds as their blockLogs say."""
    doc = run_of(*fws)
    log = next(iter(fws[0]["datasets"].values()))["blockLog"]
    forks, rounds = max(b["fork"] for b in log), max(b["round"] for b in log)
    doc["run"]["settings"].update(forks=forks, rounds=rounds, quick=quick, iterations=len(log) // forks * 20,
                                  httpRequests=len(log) // forks * 20)
    doc["run"]["command"] = ["run.py"] + (["--quick"] if quick else [])
    return doc
