"""The CPU and memory caps of the cgroup a process runs in: a container's --cpus and
--memory as the kernel applies them, read from the cgroup files (v2 or v1). Recorded with
each run (run.host.limits) so that results from containers say what the containers had."""

from __future__ import annotations

from pathlib import Path

ROOT = Path("/sys/fs/cgroup")
# cgroup v1 writes "no limit" as the largest page-aligned 64-bit value; anything this large is none.
V1_UNLIMITED = 1 << 62


def limits(root: Path = ROOT, proc_cgroup: Path = Path("/proc/self/cgroup")) -> dict | None:
    """{"cgroup": "v1"|"v2", "cpus": float|None, "memoryBytes": int|None} (None: no cap), or
    None where no cgroup files can be read (not Linux)."""
    try:
        memberships = _memberships(proc_cgroup.read_text())
    except OSError:
        return None
    if (root / "cgroup.controllers").exists():
        directory = _own_directory(root, memberships.get("", "/"))
        cpu_max = _read(directory / "cpu.max")
        memory_max = _read(directory / "memory.max")
        if cpu_max is None and memory_max is None:
            return None
        return {"cgroup": "v2", "cpus": _cpus_v2(cpu_max), "memoryBytes": _bytes(memory_max)}
    cpu_dir = _own_directory(root / "cpu", memberships.get("cpu", "/"), "cpu.cfs_quota_us")
    memory_dir = _own_directory(root / "memory", memberships.get("memory", "/"), "memory.limit_in_bytes")
    quota, period = _read(cpu_dir / "cpu.cfs_quota_us"), _read(cpu_dir / "cpu.cfs_period_us")
    memory = _read(memory_dir / "memory.limit_in_bytes")
    if quota is None and memory is None:
        return None
    return {"cgroup": "v1", "cpus": _cpus(quota, period), "memoryBytes": _bytes(memory)}


def _memberships(text: str) -> dict[str, str]:
    """/proc/self/cgroup as {controller: path}; v2's single line is under ""."""
    memberships = {}
    for line in text.splitlines():
        parts = line.split(":", 2)
        if len(parts) == 3:
            for controller in parts[1].split(","):
                memberships[controller] = parts[2]
    return memberships


def _own_directory(mount: Path, path: str, probe: str = "cpu.max") -> Path:
    """The process's own cgroup directory under a mount: the path /proc/self/cgroup names
    when it exists there (a host), else the mount itself (a container sees its own cgroup
    at the root of the mount, while /proc/self/cgroup may still name the host's path)."""
    own = mount / path.lstrip("/")
    return own if (own / probe).exists() or (own / "memory.max").exists() else mount


def _read(path: Path) -> str | None:
    try:
        return path.read_text().strip()
    except OSError:
        return None


def _cpus_v2(cpu_max: str | None) -> float | None:
    if not cpu_max:
        return None
    quota, _, period = cpu_max.partition(" ")
    return _cpus(None if quota == "max" else quota, period or "100000")


def _cpus(quota: str | None, period: str | None) -> float | None:
    try:
        quota_us, period_us = int(quota), int(period)
    except (TypeError, ValueError):
        return None
    return round(quota_us / period_us, 3) if quota_us > 0 and period_us > 0 else None


def _bytes(value: str | None) -> int | None:
    if value is None or value == "max":
        return None
    try:
        number = int(value)
    except ValueError:
        return None
    return number if 0 < number < V1_UNLIMITED else None
