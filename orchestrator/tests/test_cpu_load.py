"""The machine's load during a block, read from a /proc tree: the share of all cores busy and
the CPU time of other JVMs' JIT compiler threads (their own threads' names say which)."""

from __future__ import annotations

import os
from pathlib import Path

from serbench import cpu_load


def proc_stat(root: Path, busy: int, idle: int) -> None:
    # user nice system idle iowait irq softirq steal guest guest_nice
    (root / "stat").write_text(f"cpu  {busy} 0 0 {idle} 0 0 0 0 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n")


def thread(root: Path, pid: int, tid: int, name: str, nanos: int) -> None:
    task = root / str(pid) / "task" / str(tid)
    task.mkdir(parents=True, exist_ok=True)
    (task / "comm").write_text(name + "\n")
    (task / "schedstat").write_text(f"{nanos} 0 1\n")


def test_the_busy_share_and_other_jvms_compiler_time_over_a_block(tmp_path):
    proc_stat(tmp_path, busy=1000, idle=1000)
    thread(tmp_path, 10, 11, "C2 CompilerThre", 1_000_000_000)
    thread(tmp_path, 10, 12, "C1 CompilerThre", 500_000_000)
    thread(tmp_path, 10, 13, "http-nio-8081-e", 9_000_000_000)  # not a compiler: never counted
    thread(tmp_path, 20, 21, "C2 CompilerThre", 0)
    probe = cpu_load.BlockLoad([10, 20, 30], cpu_load.CompilerThreads(tmp_path)).start()  # 30: not running
    proc_stat(tmp_path, busy=1150, idle=1050)  # 150 of 200 ticks busy
    thread(tmp_path, 10, 11, "C2 CompilerThre", 1_200_000_000)
    thread(tmp_path, 10, 13, "http-nio-8081-e", 19_000_000_000)
    thread(tmp_path, 20, 22, "C1 CompilerThre", 50_000_000)  # started during the block: all of it counts
    assert probe.end() == {"busy": 0.75, "otherJitSeconds": 0.25}


def test_without_other_launched_jvms_the_compiler_figure_is_null(tmp_path):
    proc_stat(tmp_path, busy=10, idle=10)
    probe = cpu_load.BlockLoad([], cpu_load.CompilerThreads(tmp_path)).start()
    proc_stat(tmp_path, busy=10, idle=30)
    assert probe.end() == {"busy": 0.0, "otherJitSeconds": None}


def test_an_unreadable_proc_gives_nulls(tmp_path):
    probe = cpu_load.BlockLoad([], cpu_load.CompilerThreads(tmp_path / "nothing")).start()
    assert probe.end() == {"busy": None, "otherJitSeconds": None}


def test_this_machine_is_read():
    busy, total = cpu_load.cpu_jiffies()
    assert 0 <= busy <= total
    seconds = cpu_load.CompilerThreads().seconds(os.getpid())
    assert seconds == {}, "a Python process has no JIT compiler threads"
