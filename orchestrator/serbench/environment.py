"""Facts about the machine a run measured on, recorded with every result."""

from __future__ import annotations

import os
import platform
import subprocess
import time
from pathlib import Path

from serbench import cgroup

REPO_ROOT = Path(__file__).resolve().parents[2]


def host() -> dict:
    return {
        "cpuModel": _cpu_model(),
        "cores": os.cpu_count(),
        "memoryBytes": _memory_bytes(),
        "os": _os_name(),
        "kernel": platform.release(),
        "machine": platform.machine(),
        "python": platform.python_version(),
        # The CPU and memory caps of the cgroup the orchestrator runs in (a container's limits).
        "limits": cgroup.limits(),
        "timer": timer(),
    }


def timer(reads: int = 200_000) -> dict:
    """The client's clock (time.perf_counter_ns, which times every request): the median cost of a
    read, from bursts of back-to-back reads, and its step, the smallest non-zero difference
    between two consecutive reads (the services report their own System.nanoTime alike, in
    /api/info's ``timer``)."""
    clock = time.perf_counter_ns
    per_read = []
    for _ in range(21):
        start = clock()
        for _ in range(reads // 100):
            clock()
        per_read.append((clock() - start) / (reads // 100))
    step = None
    previous = clock()
    for _ in range(reads):
        now = clock()
        if now != previous and (step is None or now - previous < step):
            step = now - previous
        previous = now
    return {"clock": "time.perf_counter_ns", "costNanos": round(sorted(per_read)[len(per_read) // 2], 1),
            "stepNanos": step}


#: Set where there is no git checkout to ask, as in the orchestrator's image (its GIT_COMMIT
#: build argument, which scripts/docker-test.sh fills with ``git rev-parse HEAD``).
GIT_COMMIT_VARIABLE = "SERBENCH_GIT_COMMIT"


def git_commit() -> str | None:
    """The commit the run was made from, with "-dirty" when the tree has local changes; where
    git cannot tell (no git, no .git), what SERBENCH_GIT_COMMIT says, if anything."""
    return _git_commit() or os.environ.get(GIT_COMMIT_VARIABLE, "").strip() or None


def _git_commit() -> str | None:
    try:
        commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPO_ROOT, capture_output=True,
                                text=True, check=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=REPO_ROOT,
                               capture_output=True, text=True, check=True, timeout=10).stdout.strip()
        return commit + ("-dirty" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        return None


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _memory_bytes() -> int | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


def _os_name() -> str:
    try:
        for line in Path("/etc/os-release").read_text().splitlines():
            if line.startswith("PRETTY_NAME="):
                return line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return f"{platform.system()} {platform.release()}"
