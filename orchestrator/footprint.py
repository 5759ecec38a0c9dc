#!/usr/bin/env python3
"""Start-up time and idle memory of every service, measured on this machine.

  python orchestrator/footprint.py [--frameworks a,b] [--starts 3] [--idle-seconds 10] [--no-together]

Starts each jar exactly as a run does (services/jvm-common.options, the module's
jvm.options, the class-data sharing archive of the build), one at a time, several times:
start to healthy is timed from process spawn to the first UP on /actuator/health (median
of the starts); idle RSS is read from /proc after the service has sat idle. Then starts
them all at once, as a run does, and reads every RSS after the same idle time: the total
is what a machine needs to hold them all. Prints a Markdown table for services/README.md,
with the targets of issue 21 (checked here, not by tests)."""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serbench import venv  # noqa: E402  (standard library only: runs before the dependencies)

venv.ensure()

from serbench import environment, registry  # noqa: E402
from serbench.launcher import Launcher, LaunchError, is_healthy, rss_bytes  # noqa: E402

TARGET_START_SECONDS = 2.0
TARGET_IDLE_MIB = 200
TARGET_TOTAL_MIB = 4096


def mark(met: bool) -> str:
    return "" if met else " (over target)"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="footprint.py", description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--frameworks", metavar="A,B,C")
    p.add_argument("--starts", type=int, default=3)
    p.add_argument("--idle-seconds", type=float, default=10.0)
    p.add_argument("--no-together", dest="together", action="store_false",
                   help="skip starting them all at once")
    args = p.parse_args(argv)
    launcher = Launcher(log_dir=Path(tempfile.mkdtemp(prefix="serbench-footprint-")))
    frameworks = registry.select(args.frameworks)
    busy = [f.name for f in frameworks if is_healthy(f"http://127.0.0.1:{f.port}")]
    if busy:
        print(f"footprint.py: already running on their ports, stop them first: {', '.join(busy)}", file=sys.stderr)
        return 2
    host = environment.host()
    print(f"Measured on {host['cpuModel']}, {host['cores']} cores, {host['os']}, with `python "
          f"orchestrator/footprint.py --starts {args.starts} --idle-seconds {args.idle_seconds:g}` "
          f"(JVM options: {' '.join(launcher.common_options())}; class-data sharing archive of the build).\n")
    print(f"| service | start to healthy (median of {args.starts}) | idle RSS | idle RSS, all running at once |")
    print("|---|---:|---:|---:|")
    alone: dict[str, tuple[float, int]] = {}
    together: dict[str, int] = {}
    try:
        for framework in frameworks:
            seconds, rss = [], 0
            for start in range(args.starts):
                service = launcher.start(framework, f"http://127.0.0.1:{framework.port}")
                seconds.append(service.healthy_after_seconds)
                if start == args.starts - 1:
                    time.sleep(args.idle_seconds)
                    rss = rss_bytes(service.process.pid) or 0
                launcher.stop(service)
            alone[framework.name] = (statistics.median(seconds), rss)
            print(f"{framework.name}: healthy after {', '.join(f'{s:.1f}' for s in seconds)} s", file=sys.stderr, flush=True)
        if args.together:
            started = launcher.start_many([(f, f"http://127.0.0.1:{f.port}") for f in frameworks])
            failed = {name: error for name, error in started.items() if isinstance(error, LaunchError)}
            for name, error in failed.items():
                print(f"footprint.py: {name} did not start with the others: {error}", file=sys.stderr)
            time.sleep(args.idle_seconds)
            together = {name: rss_bytes(service.process.pid) or 0
                        for name, service in started.items() if name not in failed}
    finally:
        launcher.stop_all()
    for framework in frameworks:
        median, rss = alone[framework.name]
        both = f"{together[framework.name] / 2**20:,.0f} MiB" if framework.name in together else "-"
        print(f"| {framework.name} | {median:.1f} s{mark(median <= TARGET_START_SECONDS)} | "
              f"{rss / 2**20:,.0f} MiB{mark(rss / 2**20 <= TARGET_IDLE_MIB)} | {both} |")
    medians = [median for median, _ in alone.values()]
    print(f"\nSlowest median start {max(medians):.1f} s (target {TARGET_START_SECONDS:g} s); largest idle RSS "
          f"{max(rss for _, rss in alone.values()) / 2**20:,.0f} MiB (target {TARGET_IDLE_MIB} MiB).", end="")
    if together:
        total = sum(together.values()) / 2**20
        print(f" All {len(together)} at once: {total:,.0f} MiB RSS in total (target {TARGET_TOTAL_MIB / 1024:g} GiB)"
              f"{mark(total <= TARGET_TOTAL_MIB)}.")
    else:
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
