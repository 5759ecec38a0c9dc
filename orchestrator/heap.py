#!/usr/bin/env python3
"""The heap each service needs: its live set per dataset, measured on this machine.

  python orchestrator/heap.py [--frameworks a,b] [--users 10000,100000] [--heap 1g] [--parallel 3]

Starts the services (--parallel at a time) with a generous fixed heap and -Xlog:gc, then for
each dataset (small, medium, large, each --users N) runs POST /api/benchmark with a run's
default warm-up and iterations, then POST /api/fidelity (the edge cases, incl. the 1 MiB
string). After each step `jcmd PID GC.run` forces a full collection. Two figures per step,
read from the GC log:
  retained  the heap in use after that full collection: what the service keeps (the cached
            dataset, its payloads, the results it holds);
  peak      the highest heap occupancy left after any collection during the step: an upper
            bound of what was live while it worked (after a young collection the old
            generation still holds garbage that only a full collection would reclaim).
Prints a Markdown table; services/jvm-common.options sizes the default heap from it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serbench import venv  # noqa: E402  (standard library only: runs before the dependencies)

venv.ensure()

import argparse  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402

import requests  # noqa: E402

from serbench import datasets, environment, registry  # noqa: E402
from serbench.launcher import Launcher, LaunchError, LaunchedService  # noqa: E402
from serbench.registry import Framework  # noqa: E402

# "GC(12) Pause Young (Allocation Failure) 150M->31M(491M) 3.2ms": occupancy before->after(capacity)
PAUSE = re.compile(r"GC\((\d+)\) Pause .*? (\d+)([KMG])->(\d+)([KMG])\(")
UNITS = {"K": 1 / 1024, "M": 1, "G": 1024}
#: what a run does per dataset by default (phases.Settings): warm-up, then timed operations
BENCHMARK = {"warmup": 1000, "warmupMillis": 2000, "iterations": 300, "samples": False}


def pauses(gc_log: Path) -> list[tuple[int, str, float]]:
    """(GC id, line, MB in use after it) for every pause logged so far."""
    found = []
    for line in gc_log.read_text(errors="replace").splitlines():
        match = PAUSE.search(line)
        if match:
            found.append((int(match.group(1)), line, float(match.group(4)) * UNITS[match.group(5)]))
    return found


def heap_used_mb(pid: int) -> float:
    """The heap in use now (young + old generation), from `jcmd PID GC.heap_info`."""
    info = subprocess.run(["jcmd", str(pid), "GC.heap_info"], check=True, capture_output=True, text=True,
                          timeout=60).stdout
    used = [int(kb) for kb in re.findall(r"(?:PSYoungGen|ParOldGen)\s+total \d+K, used (\d+)K", info)]
    if len(used) != 2:
        raise RuntimeError(f"unexpected GC.heap_info output (is ParallelGC in use?):\n{info}")
    return sum(used) / 1024


def measure_step(service: LaunchedService, gc_log: Path, step) -> tuple[float, float]:
    """Runs ``step``, then a full collection; (retained MB, peak MB) of that step."""
    before = max((gc_id for gc_id, _, _ in pauses(gc_log)), default=-1)
    step()
    pid = service.process.pid
    subprocess.run(["jcmd", str(pid), "GC.run"], check=True, capture_output=True, timeout=60)
    retained = heap_used_mb(pid)
    during = [mb for gc_id, _, mb in pauses(gc_log) if gc_id > before]
    return retained, max([retained, *during])


def benchmark(base_url: str, params: dict) -> None:
    response = requests.post(f"{base_url}/api/benchmark", json={**BENCHMARK, **params}, timeout=600)
    response.raise_for_status()


def fidelity(base_url: str) -> None:
    requests.post(f"{base_url}/api/fidelity", timeout=600).raise_for_status()


def measure(framework: Framework, service: LaunchedService, gc_log: Path, users: list[int]) -> dict[str, tuple]:
    base_url = f"http://127.0.0.1:{framework.port}"
    figures = {"started": measure_step(service, gc_log, lambda: None)}
    for dataset in datasets.defaults(datasets.DEFAULT_MODEL):
        figures[dataset.label] = measure_step(service, gc_log,
                                              lambda label=dataset.label: benchmark(base_url, {"dataset": label}))
    figures["fidelity"] = measure_step(service, gc_log, lambda: fidelity(base_url))
    print(f"{framework.name}: {figures}", file=sys.stderr, flush=True)
    for count in users:  # few operations: at 100,000 users each one takes seconds
        label = datasets.label("users", count)
        figures[label] = measure_step(service, gc_log, lambda dataset=label: benchmark(
            base_url, {"dataset": dataset, "warmup": 2, "warmupMillis": 0, "iterations": 5}))
    return figures


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="heap.py", description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--frameworks", metavar="A,B,C")
    p.add_argument("--users", default="", metavar="N,M", help="datasets of N users to measure after the others")
    p.add_argument("--heap", default="1g", help="the fixed heap to measure with (default 1g)")
    p.add_argument("--parallel", type=int, default=3, help="services started at once (default 3)")
    args = p.parse_args(argv)
    users = [int(n) for n in args.users.split(",") if n]
    log_dir = Path(tempfile.mkdtemp(prefix="serbench-heap-"))
    frameworks = registry.select(args.frameworks)
    columns = (["started"] + [d.label for d in datasets.defaults("users")] + ["fidelity"]
               + [datasets.label("users", n) for n in users])
    host = environment.host()
    print(f"Measured on {host['cpuModel']}, {host['cores']} cores, with `python orchestrator/heap.py "
          f"{' '.join(argv if argv is not None else sys.argv[1:])}`; per step: MB retained after a full "
          f"collection / peak MB in use after any collection during the step.\n")
    print("| service | " + " | ".join(columns) + " |")
    print("|---|" + "---:|" * len(columns))
    failed = 0
    for first in range(0, len(frameworks), args.parallel):
        batch = frameworks[first:first + args.parallel]
        launcher = Launcher(log_dir=log_dir, extra_jvm_options=[
            f"-Xms{args.heap}", f"-Xmx{args.heap}", "-XX:-AlwaysPreTouch",
            f"-Xlog:gc:file={log_dir}/%p-gc.log"])
        try:
            started = launcher.start_many([(f, f"http://127.0.0.1:{f.port}") for f in batch])
            for framework in batch:
                service = started[framework.name]
                if isinstance(service, LaunchError):
                    print(f"| {framework.name} | not started: {str(service).splitlines()[0]} |")
                    failed += 1
                    continue
                gc_log = log_dir / f"{service.process.pid}-gc.log"
                figures = measure(framework, service, gc_log, users)
                cells = [f"{figures[c][0]:,.0f} / {figures[c][1]:,.0f}" for c in columns]
                print(f"| {framework.name} | " + " | ".join(cells) + " |", flush=True)
        finally:
            launcher.stop_all()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
