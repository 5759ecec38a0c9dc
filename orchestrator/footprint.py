#!/usr/bin/env python3
"""Start-up time and idle memory of every service, measured on this machine.

  python orchestrator/footprint.py [--frameworks a,b] [--starts 3] [--idle-seconds 10]

Starts each jar exactly as a run does (services/jvm-common.options and the module's
jvm.options), several times: start to healthy is timed from process spawn to the first
UP on /actuator/health (median of the starts); idle RSS is read from /proc after the
service has sat idle. Prints a Markdown table for services/README.md."""

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
from serbench.launcher import Launcher, is_healthy, rss_bytes  # noqa: E402


def _heap_bytes(options: list[str]) -> int:
    """The -Xms the services start with (pre-touched, so all of it is resident)."""
    units = {"k": 2**10, "m": 2**20, "g": 2**30}
    for option in options:
        if option.startswith("-Xms"):
            value = option[4:].lower()
            return int(value[:-1]) * units[value[-1]] if value[-1] in units else int(value)
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="footprint.py", description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--frameworks", metavar="A,B,C")
    p.add_argument("--starts", type=int, default=3)
    p.add_argument("--idle-seconds", type=float, default=10.0)
    args = p.parse_args(argv)
    launcher = Launcher(log_dir=Path(tempfile.mkdtemp(prefix="serbench-footprint-")))
    host = environment.host()
    print(f"Measured on {host['cpuModel']}, {host['cores']} cores, {host['os']}, with `python "
          f"orchestrator/footprint.py --starts {args.starts} --idle-seconds {args.idle_seconds:g}` "
          f"(JVM options: {' '.join(launcher.common_options())}).\n")
    heap = _heap_bytes(launcher.common_options())
    print("| service | start to healthy (median of %d) | idle RSS | beyond the pre-touched heap |" % args.starts)
    print("|---|---:|---:|---:|")
    try:
        for framework in registry.select(args.frameworks):
            base_url = f"http://127.0.0.1:{framework.port}"
            if is_healthy(base_url):
                print(f"| {framework.name} | (already running: not measured) | |")
                continue
            seconds, rss = [], None
            for start in range(args.starts):
                service = launcher.start(framework, base_url)
                seconds.append(service.healthy_after_seconds)
                if start == args.starts - 1:
                    time.sleep(args.idle_seconds)
                    rss = rss_bytes(service.process.pid)
                launcher.stop(service)
            print(f"| {framework.name} | {statistics.median(seconds):.1f} s | {(rss or 0) / 2**20:,.0f} MiB | "
                  f"{((rss or 0) - heap) / 2**20:,.0f} MiB |", flush=True)
    finally:
        launcher.stop_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
