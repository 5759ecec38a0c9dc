#!/usr/bin/env python3
"""The HTTP floor of this machine: GET /api/ping of a running service with each Python client,
against a bare JDK HttpServer echo (scripts/Echo.java, TCP_NODELAY) measured in the same run.

  python orchestrator/httpfloor.py [--url http://127.0.0.1:8081] [--rounds 5] [--requests 400]

Without --url it launches the jackson service (small heap; run it in a network namespace, as
every launching command). The four combinations (service or echo, requests or lean) take
turns in every round, so a busy moment of the machine hits them alike; before the first round
each server answers --server-warmup pings (a fresh Tomcat's request path is still being compiled
for several thousand requests: measured 215 -> 160 µs over 8,000 pings). Prints each one's
median p50 and the spread of the round p50s, and the target: the lean client's ping floor
against the service within 1.5x of the lean client against the bare echo."""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serbench import floor, registry, targets  # noqa: E402
from serbench.client import HTTP_CLIENTS, ServiceClient  # noqa: E402
from serbench.launcher import Launcher  # noqa: E402
from serbench.phases import python_gc_paused  # noqa: E402

TARGET_RATIO = 1.5


def ping_p50(client: ServiceClient, warmup: int, requests: int) -> int:
    with python_gc_paused():
        for _ in range(warmup):
            client.ping()
        times = [client.ping().round_trip_ns for _ in range(requests)]
    return int(statistics.median(times))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--url", help="a running service (default: launch jackson)")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--requests", type=int, default=400, help="timed pings per combination and round")
    p.add_argument("--warmup", type=int, default=200, help="uncounted pings before each timed set")
    p.add_argument("--server-warmup", type=int, default=5000,
                   help="pings each server gets before the first round, so that its request path is "
                        "JIT-compiled, as it is when run.py measures the ping floor after the other phases")
    p.add_argument("--java", default="java")
    args = p.parse_args(argv)

    launcher, service = None, None
    url = args.url
    if url is None:
        framework = registry.get("jackson")
        url = targets.resolve(framework, {}).base_url
        launcher = Launcher(log_dir=Path(tempfile.mkdtemp(prefix="httpfloor-")), java=args.java,
                            extra_jvm_options=["-Xms512m", "-Xmx512m", "-XX:-AlwaysPreTouch"])
        service = launcher.start(framework, url)
    echo = floor.Echo.start(args.java, [])
    echo_url = echo.base_url
    try:
        clients = {(where, name): ServiceClient(base, "application/octet-stream", name)
                   for where, base in (("service", url), ("echo", echo_url)) for name in HTTP_CLIENTS}
        for where in ("service", "echo"):
            ping_p50(clients[(where, "lean")], args.server_warmup, 1)
        rounds: dict[tuple[str, str], list[int]] = {key: [] for key in clients}
        for _ in range(args.rounds):
            for key, client in clients.items():
                rounds[key].append(ping_p50(client, args.warmup, args.requests))
        for client in clients.values():
            client.close()
    finally:
        echo.stop()
        if launcher is not None:
            launcher.stop(service)

    print(f"GET /api/ping p50, {args.rounds} rounds x {args.requests} requests, one keep-alive connection each")
    print(f"{'server':8} {'client':9} {'p50 µs (median of rounds)':>26} {'round p50s µs (min-max)':>24}")
    medians = {}
    for (where, name), p50s in rounds.items():
        medians[(where, name)] = statistics.median(p50s)
        print(f"{where:8} {name:9} {medians[(where, name)] / 1000:26.0f} "
              f"{min(p50s) / 1000:>12.0f}-{max(p50s) / 1000:<11.0f}")
    ratio = medians[("service", "lean")] / medians[("echo", "lean")]
    verdict = "met" if ratio <= TARGET_RATIO else "NOT met"
    print(f"lean client: service / bare echo = {ratio:.2f}x (target <= {TARGET_RATIO}x: {verdict}); "
          f"requests / lean against the service = {medians[('service', 'requests')] / medians[('service', 'lean')]:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
