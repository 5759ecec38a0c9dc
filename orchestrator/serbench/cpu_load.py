"""What else the machine did while a block was measured: the share of all cores busy (from
/proc/stat) and the CPU time of other JVMs' JIT compiler threads (from
/proc/PID/task/*/schedstat, the threads named "C1 CompilerThre" or "C2 CompilerThre"). A
block measured while other services were still compiling, or while the machine was busy, can
then be told apart from one measured on a quiet machine (docs/methodology.md, "Stability:
rounds, forks, order"). Reading these files costs well under a millisecond per block; it is
done before and after a block, never inside its timed requests."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

PROC = Path("/proc")
#: What the JVM names its compiler threads (the kernel keeps 15 characters of a thread's name).
COMPILER_PREFIXES = ("C1 CompilerThre", "C2 CompilerThre")


def cpu_jiffies(proc: Path = PROC) -> tuple[int, int] | None:
    """(busy, total) clock ticks of all cores since boot; idle and iowait are not busy."""
    try:
        fields = [int(v) for v in (proc / "stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return None
    total = sum(fields[:8])  # user nice system idle iowait irq softirq steal (guest time is inside user)
    return total - fields[3] - fields[4], total


def _thread_seconds(task: Path) -> float | None:
    """CPU seconds of one thread: schedstat's nanoseconds, else stat's clock ticks."""
    try:
        return int((task / "schedstat").read_text().split()[0]) / 1e9
    except (OSError, ValueError, IndexError):
        pass
    try:
        fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


@dataclass
class CompilerThreads:
    """CPU seconds of the JIT compiler threads of processes, by PID. A thread's name is read once;
    a compiler thread that ends between two readings takes its time with it (HotSpot starts and
    stops compiler threads as the queue needs them), so the figure is a lower bound."""
    proc: Path = PROC
    _names: dict[tuple[int, int], bool] = field(default_factory=dict)

    def seconds(self, pid: int) -> dict[int, float] | None:
        """Per compiler thread (by thread id), its CPU seconds so far; None when the process is gone."""
        tasks = self.proc / str(pid) / "task"
        try:
            tids = [int(t) for t in os.listdir(tasks)]
        except (OSError, ValueError):
            return None
        out = {}
        for tid in tids:
            key = (pid, tid)
            if key not in self._names:
                try:
                    self._names[key] = (tasks / str(tid) / "comm").read_text().startswith(COMPILER_PREFIXES)
                except OSError:
                    continue
            if self._names[key] and (spent := _thread_seconds(tasks / str(tid))) is not None:
                out[tid] = spent
        return out


@dataclass
class BlockLoad:
    """One block's reading: started before the block, ended after it."""
    others: list[int]
    threads: CompilerThreads
    _cpu: tuple[int, int] | None = None
    _compilers: dict[int, dict[int, float]] = field(default_factory=dict)

    def start(self) -> BlockLoad:
        self._cpu = cpu_jiffies(self.threads.proc)
        self._compilers = {pid: seen for pid in self.others if (seen := self.threads.seconds(pid)) is not None}
        return self

    def end(self) -> dict:
        """``busy``: the share of all cores busy during the block (null where /proc/stat cannot be
        read); ``otherJitSeconds``: CPU seconds the other launched services' compiler threads spent
        during it (null when no other service was launched by this run)."""
        after = cpu_jiffies(self.threads.proc)
        busy = None
        if self._cpu is not None and after is not None and after[1] > self._cpu[1]:
            busy = round((after[0] - self._cpu[0]) / (after[1] - self._cpu[1]), 3)
        other = None
        if self.others:
            other = 0.0
            for pid, before in self._compilers.items():
                now = self.threads.seconds(pid) or {}
                other += sum(spent - before.get(tid, 0.0) for tid, spent in now.items())
            other = round(max(other, 0.0), 4)
        return {"busy": busy, "otherJitSeconds": other}
