#!/usr/bin/env python3
"""The load sweep of every framework at one dataset, one service at a time (run it in a
network namespace, as every launching command):

  python orchestrator/loadsweep.py [--frameworks a,b] [--dataset small] [--out DIR]
                                   [--rate 100] [--step-seconds 2] [--seconds 30]

Each service is started (small heap), warmed up by the sweep's own first attack, swept from
--rate upwards (x2 per step) until it saturates, and stopped. Prints per framework the
sustained rate, peak throughput and the errors below saturation; then the totals and the
targets: the sweeps of all frameworks within 5 minutes, 0 errors below saturation. Writes
load-DATASET.json, .png and .html into --out."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serbench import datasets, load, load_charts, registry, targets  # noqa: E402
from serbench.launcher import Launcher  # noqa: E402

TARGET_SECONDS = 300


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--frameworks", default="", metavar="A,B,C", help="comma-separated (default: every framework)")
    p.add_argument("--dataset", default="small", metavar="LABEL",
                   help="the dataset of every request: small (default), large, users=N, mediacontent=N")
    p.add_argument("--out", type=Path, default=Path(tempfile.mkdtemp(prefix="loadsweep-")))
    defaults = load.LoadSettings()
    p.add_argument("--rate", type=float, default=defaults.rate)
    p.add_argument("--step-seconds", type=float, default=defaults.step_seconds)
    p.add_argument("--seconds", type=float, default=defaults.seconds)
    p.add_argument("--heap", default="512m", help="-Xms/-Xmx of each service (not pre-touched)")
    args = p.parse_args(argv)

    try:
        frameworks = registry.select(args.frameworks)
        dataset = datasets.parse_counted(args.dataset)
    except (KeyError, ValueError) as error:
        p.error(error.args[0] if isinstance(error, KeyError) else str(error))
    settings = load.LoadSettings(rate=args.rate, step_seconds=args.step_seconds, seconds=args.seconds,
                                 dataset=args.dataset)
    args.out.mkdir(parents=True, exist_ok=True)
    launcher = Launcher(log_dir=args.out / "logs",
                        extra_jvm_options=[f"-Xms{args.heap}", f"-Xmx{args.heap}", "-XX:-AlwaysPreTouch"])
    loads: dict[str, dict] = {}
    sweep_seconds = start_seconds = 0.0
    began = time.monotonic()
    for framework in frameworks:
        target = targets.resolve(framework, {})
        t0 = time.monotonic()
        service = launcher.start(framework, target.base_url)
        start_seconds += time.monotonic() - t0
        try:
            t1 = time.monotonic()
            entry = load.run_load(target.base_url, framework.content_type, dataset, service.process.pid, settings)
            took = time.monotonic() - t1
            sweep_seconds += took
        finally:
            launcher.stop(service)
        loads[framework.name] = entry
        print(f"{framework.name:12} sweep {took:5.1f} s  sustained {entry['sustainedRate'] or 0:6.0f}/s  "
              f"peak {entry['throughputPerSecond']:6.0f}/s  p99 at sustained "
              f"{entry['latencyMicros']['corrected'].get('p99', 0):8.0f} µs  errors below saturation "
              f"{entry['errorsBelowSaturation']}  ({len(entry['sweep'])} steps)", flush=True)
    (args.out / f"load-{args.dataset}.json").write_text(json.dumps(loads, indent=1))
    load_charts.curves_png(loads, args.dataset, args.out / f"load-{args.dataset}.png")
    load_charts.curves_html(loads, args.dataset, args.out / f"load-{args.dataset}.html")
    errors = sum(entry["errorsBelowSaturation"] for entry in loads.values())
    print(f"{len(loads)} frameworks: sweeps {sweep_seconds:.0f} s (target <= {TARGET_SECONDS} s: "
          f"{'met' if sweep_seconds <= TARGET_SECONDS else 'NOT met'}), starting the services {start_seconds:.0f} s, "
          f"wall {time.monotonic() - began:.0f} s; errors below saturation {errors} "
          f"(target 0: {'met' if errors == 0 else 'NOT met'}); written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
