"""What a run records when it runs in a container: the cgroup's CPU and memory caps, the git
commit given at build time, and a results file other users can read (scripts/docker-test.sh
checks all three in real containers)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from serbench import cgroup, environment, results


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_cgroup_v2_caps_of_a_container(tmp_path):
    write(tmp_path / "sys/cgroup.controllers", "cpu memory\n")
    write(tmp_path / "sys/cpu.max", "200000 100000\n")
    write(tmp_path / "sys/memory.max", "436207616\n")
    write(tmp_path / "self", "0::/\n")
    assert cgroup.limits(tmp_path / "sys", tmp_path / "self") == {"cgroup": "v2", "cpus": 2.0,
                                                                   "memoryBytes": 436207616}


def test_cgroup_v2_without_caps(tmp_path):
    write(tmp_path / "sys/cgroup.controllers", "cpu memory\n")
    write(tmp_path / "sys/cpu.max", "max 100000\n")
    write(tmp_path / "sys/memory.max", "max\n")
    write(tmp_path / "self", "0::/\n")
    assert cgroup.limits(tmp_path / "sys", tmp_path / "self") == {"cgroup": "v2", "cpus": None, "memoryBytes": None}


def test_cgroup_v1_reads_the_processs_own_group_where_the_host_shows_it(tmp_path):
    write(tmp_path / "sys/cpu/cpu.cfs_quota_us", "-1\n")
    write(tmp_path / "sys/cpu/cpu.cfs_period_us", "100000\n")
    write(tmp_path / "sys/cpu/docker/abc/cpu.cfs_quota_us", "150000\n")
    write(tmp_path / "sys/cpu/docker/abc/cpu.cfs_period_us", "100000\n")
    write(tmp_path / "sys/memory/memory.limit_in_bytes", "9223372036854771712\n")
    write(tmp_path / "self", "4:memory:/elsewhere\n3:cpu,cpuacct:/docker/abc\n")
    assert cgroup.limits(tmp_path / "sys", tmp_path / "self") == {"cgroup": "v1", "cpus": 1.5, "memoryBytes": None}


def test_cgroup_v1_in_a_container_sees_its_group_at_the_root(tmp_path):
    # Docker on cgroup v1 mounts the container's own group at the root, while /proc/self/cgroup
    # still names the host's path.
    write(tmp_path / "sys/cpu/cpu.cfs_quota_us", "200000\n")
    write(tmp_path / "sys/cpu/cpu.cfs_period_us", "100000\n")
    write(tmp_path / "sys/memory/memory.limit_in_bytes", "402653184\n")
    write(tmp_path / "self", "4:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n")
    assert cgroup.limits(tmp_path / "sys", tmp_path / "self") == {"cgroup": "v1", "cpus": 2.0,
                                                                   "memoryBytes": 402653184}


def test_no_cgroup_files_is_none(tmp_path):
    assert cgroup.limits(tmp_path / "sys", tmp_path / "missing") is None
    write(tmp_path / "self", "0::/\n")
    assert cgroup.limits(tmp_path / "sys", tmp_path / "self") is None


def test_host_facts_carry_limits_the_schema_accepts():
    import jsonschema
    host = environment.host()
    limits_schema = {"$defs": results.schema()["$defs"], "$ref": "#/$defs/cgroupLimits"}
    jsonschema.validate(host["limits"], limits_schema)
    jsonschema.validate({"cgroup": "v2", "cpus": 2.0, "memoryBytes": 436207616}, limits_schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"cgroup": "v2", "cpus": 0, "memoryBytes": None}, limits_schema)


def test_the_commit_comes_from_the_environment_where_git_cannot_tell(monkeypatch):
    monkeypatch.setattr(environment, "_git_commit", lambda: None)
    monkeypatch.setenv("SERBENCH_GIT_COMMIT", "0123abc-dirty")
    assert environment.git_commit() == "0123abc-dirty"
    monkeypatch.setenv("SERBENCH_GIT_COMMIT", " ")
    assert environment.git_commit() is None


def test_git_wins_over_the_environment(monkeypatch):
    monkeypatch.setattr(environment, "_git_commit", lambda: "fromgit")
    monkeypatch.setenv("SERBENCH_GIT_COMMIT", "fromimage")
    assert environment.git_commit() == "fromgit"


@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o077, 0o600)])
def test_a_results_file_has_the_mode_the_umask_gives(tmp_path, mask, mode):
    previous = os.umask(mask)
    try:
        results.ResultsFile(tmp_path / "run.json", {"run": {}}).save()
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "run.json").stat().st_mode) == mode


def test_the_clients_timer_is_measured_as_the_services_measure_theirs():
    timer = environment.timer(reads=20_000)
    assert timer["clock"] == "time.perf_counter_ns"
    assert 0 < timer["costNanos"] < 100_000 and 0 < timer["stepNanos"] < 1_000_000
    assert environment.host()["timer"].keys() == timer.keys()
