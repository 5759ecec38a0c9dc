#!/usr/bin/env python3
"""Where a run's ping floor comes from: small experiments on GET /api/ping of a launched
jackson service against the bare JDK echo (scripts/Echo.java), each printing p50s in µs with
the load average of the machine (issue 35, item 11).

  .venv/bin/python scripts/floor-experiments.py warming|position|idle|resident|client [--http-client lean]

Run it in a network namespace, as every launching command (it launches services on their
registry ports):  unshare -n bash -c 'ip link set lo up && .venv/bin/python scripts/floor-experiments.py warming'

- warming: fresh servers, p50 of every 250 pings up to --pings, service and echo in turns;
- position: a warmed service; a run's ping block (2 uncounted, 10 timed pings) right after what
  precedes it in a run (POST /api/benchmark of small or large, a large /api/serialize) against
  the same block after more pings, in turns, --repeats times;
- idle: a warmed service; the same block after the connection was idle 0 / 0.1 / 1 / 5 s;
- profile: a warmed service; each ping's time by its index after a switch from the other server;
- resident: a warmed service and echo alone, then with every other service of the registry
  started and idle beside them, then alone again (A-B-A);
- client: a warmed service; the block from this process as it is, then with a client heap like a
  run's (the decoded reference datasets, about a million objects, the collector off as in a phase)."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "orchestrator"))

from serbench import datasets, floor, phases, registry, targets  # noqa: E402
from serbench.client import ServiceClient  # noqa: E402
from serbench.launcher import Launcher  # noqa: E402

BLOCK_WARMUP, BLOCK = 2, 10


def load() -> str:
    return "load average " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def p50_us(client: ServiceClient, warmup: int, pings: int) -> float:
    with phases.python_gc_paused():
        for _ in range(warmup):
            client.ping()
        times = [client.ping().round_trip_ns for _ in range(pings)]
    return statistics.median(times) / 1000 if times else 0.0


def block_p50(client: ServiceClient) -> float:
    """A run's ping block: 2 uncounted, 10 timed pings."""
    return p50_us(client, BLOCK_WARMUP, BLOCK)


def summary(values: list[float]) -> str:
    return f"median {statistics.median(values):6.0f} (min {min(values):.0f}, max {max(values):.0f}, n={len(values)})"


def warming(service: ServiceClient, echo: ServiceClient, args) -> None:
    print(f"pings so far | service p50 µs | echo p50 µs   ({load()})")
    done = 0
    while done < args.pings:
        s, e = p50_us(service, 0, 250), p50_us(echo, 0, 250)
        done += 250
        print(f"{done:12,} | {s:14.0f} | {e:11.0f}")
    print(load())


def position(service: ServiceClient, echo: ServiceClient, args) -> None:
    p50_us(service, args.server_warmup, 1)
    p50_us(echo, args.server_warmup, 1)
    small, large = datasets.parse("small"), datasets.parse("large")
    before = {
        "after more pings": lambda: p50_us(service, 50, 0),
        "after POST /api/benchmark small (30 ops)": lambda: service.benchmark(small, 5, 1000, 30, 0),
        "after POST /api/benchmark large (30 ops)": lambda: service.benchmark(large, 5, 1000, 30, 0),
        "after /api/serialize large (lean)": lambda: service.serialize(large),
        "after 1 s of idle": lambda: time.sleep(1.0),
    }
    seen: dict[str, list[float]] = {name: [] for name in before}
    echo_seen: list[float] = []
    print(f"start: {load()}")
    for _ in range(args.repeats):
        for name, what in before.items():
            what()
            seen[name].append(block_p50(service))
        echo_seen.append(block_p50(echo))
    for name, values in seen.items():
        print(f"ping block {name:42} {summary(values)}")
    print(f"echo ping block {'(between them)':37} {summary(echo_seen)}")
    print(f"end: {load()}")


def profile(service: ServiceClient, echo: ServiceClient, args) -> None:
    """Each ping's round trip by its index after a switch from the other server (median over
    repeats): how many pings a block needs before its timed ones."""
    p50_us(service, args.server_warmup, 1)
    p50_us(echo, args.server_warmup, 1)
    length = 60
    by_index = {"service": [[] for _ in range(length)], "echo": [[] for _ in range(length)]}
    print(f"start: {load()}")
    for _ in range(args.repeats):
        for name, client in (("service", service), ("echo", echo)):
            with phases.python_gc_paused():
                times = [client.ping().round_trip_ns / 1000 for _ in range(length)]
            for index, value in enumerate(times):
                by_index[name][index].append(value)
    for name, columns in by_index.items():
        medians = [statistics.median(c) for c in columns]
        print(f"{name:8} ping n after the switch, median µs: "
              + " ".join(f"{i}:{m:.0f}" for i, m in enumerate(medians) if i < 12 or i % 6 == 0))
        print(f"{name:8} median of pings 2-11: {statistics.median([v for c in columns[2:12] for v in c]):.0f}, "
              f"of pings 30-59: {statistics.median([v for c in columns[30:] for v in c]):.0f}")
    print(f"end: {load()}")


def idle(service: ServiceClient, echo: ServiceClient, args) -> None:
    p50_us(service, args.server_warmup, 1)
    p50_us(echo, args.server_warmup, 1)
    gaps = (0.0, 0.1, 1.0, 5.0)
    seen = {gap: [] for gap in gaps}
    echo_seen = {gap: [] for gap in gaps}
    print(f"start: {load()}")
    for _ in range(args.repeats):
        for gap in gaps:
            time.sleep(gap)
            seen[gap].append(block_p50(service))
            time.sleep(gap)
            echo_seen[gap].append(block_p50(echo))
    for gap in gaps:
        print(f"idle {gap:3.1f} s: service {summary(seen[gap])}; echo {summary(echo_seen[gap])}")
    print(f"end: {load()}")


def resident(service: ServiceClient, echo: ServiceClient, args, launcher: Launcher) -> None:
    p50_us(service, args.server_warmup, 1)
    p50_us(echo, args.server_warmup, 1)

    def measure(label: str) -> None:
        s = [p50_us(service, 50, 400) for _ in range(args.repeats)]
        e = [p50_us(echo, 50, 400) for _ in range(args.repeats)]
        print(f"{label:34} service {summary(s)}; echo {summary(e)}; {load()}")

    measure("alone")
    others = [f for f in registry.FRAMEWORKS if f.name != "jackson"]
    started = launcher.start_many([(f, targets.resolve(f, {}).base_url) for f in others])
    up = [s for s in started.values() if not isinstance(s, Exception)]
    time.sleep(10)  # past their start-up compilation
    measure(f"with {len(up)} other services idle")
    for s in up:
        launcher.stop(s)
    time.sleep(5)
    measure("alone again")


def client_state(service: ServiceClient, echo: ServiceClient, args) -> None:
    p50_us(service, args.server_warmup, 1)
    p50_us(echo, args.server_warmup, 1)

    def measure(label: str) -> None:
        s = [block_p50(service) for _ in range(args.repeats)]
        e = [block_p50(echo) for _ in range(args.repeats)]
        print(f"{label:40} service {summary(s)}; echo {summary(e)}; {load()}")

    measure("lean process")
    ballast = [{"id": i, "name": f"user{i}", "tags": [str(i), "x"]} for i in range(1_000_000)]
    measure(f"with {len(ballast):,} objects held")
    del ballast
    measure("lean process again")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("experiment", choices=("warming", "position", "idle", "resident", "client", "profile"))
    p.add_argument("--http-client", default="lean")
    p.add_argument("--pings", type=int, default=10_000)
    p.add_argument("--repeats", type=int, default=30)
    p.add_argument("--server-warmup", type=int, default=5000)
    p.add_argument("--java", default="java")
    args = p.parse_args(argv)
    launcher = Launcher(log_dir=Path(tempfile.mkdtemp(prefix="floor-experiments-")), java=args.java)
    jackson = registry.get("jackson")
    service_url = targets.resolve(jackson, {}).base_url
    launched = launcher.start(jackson, service_url)
    echo_server = floor.Echo.start(args.java, launcher.common_options())
    try:
        service = ServiceClient(service_url, jackson.content_type, args.http_client)
        echo = ServiceClient(echo_server.base_url, "application/octet-stream", args.http_client)
        print(f"{args.experiment}: jackson at {service_url} (started in {launched.healthy_after_seconds:.1f} s), "
              f"echo at {echo_server.base_url}, {args.http_client} client")
        if args.experiment == "warming":
            warming(service, echo, args)
        elif args.experiment == "position":
            position(service, echo, args)
        elif args.experiment == "idle":
            idle(service, echo, args)
        elif args.experiment == "profile":
            profile(service, echo, args)
        elif args.experiment == "resident":
            resident(service, echo, args, launcher)
        else:
            client_state(service, echo, args)
    finally:
        echo_server.stop()
        launcher.stop_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
