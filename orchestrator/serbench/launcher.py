"""Starts framework services from their jars for a local run, one at a time (``start``) or
all of a run at once (``start_many``), and makes sure every process it started is stopped:
on normal exit, on an exception, on Ctrl-C or SIGTERM.

A launched service binds 127.0.0.1, runs with the shared JVM options
(services/jvm-common.options) plus the module's own (services/<name>/jvm.options), a
larger heap when the run's biggest dataset needs one (``heap_options``), and writes its
output to a log file beside the results. It runs from the extracted jar with the
class-data sharing archive the build made (services/framework-parent/pom.xml) when that
archive was made by the very java the launcher runs; otherwise from the plain jar.
"""

from __future__ import annotations

import atexit
import logging
import os
import signal
import subprocess
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import requests

from serbench.environment import REPO_ROOT
from serbench.registry import Framework

SERVICES_DIR = REPO_ROOT / "services"
COMMON_OPTIONS = SERVICES_DIR / "jvm-common.options"

log = logging.getLogger(__name__)

# Heap sizing from the largest count of a run, sized for the users model, whose objects are
# the largest (measured with orchestrator/heap.py; the figures and the reasoning are in
# services/jvm-common.options). Up to DEFAULT_HEAP_COUNT objects the default heap of
# jvm-common.options holds the work; above, the heap is HEAP_BASE_MB + HEAP_MB_PER_1000 per
# 1000 objects, rounded up to 64 MB, with a margin over the highest occupancy measured; the
# base covers what a service holds at start.
DEFAULT_HEAP_COUNT = 5_000
HEAP_BASE_MB = 128
HEAP_MB_PER_1000 = 20


class LaunchError(RuntimeError):
    """A service could not be built or started; the message says why (with a log excerpt)."""


def jar_path(framework: Framework) -> Path:
    """The service's jar (a replica runs the jar of the framework it replicates)."""
    return SERVICES_DIR / framework.service / "target" / f"{framework.service}.jar"


def jvm_options_file(framework: Framework) -> Path:
    return SERVICES_DIR / framework.service / "jvm.options"


def cds_dir(framework: Framework) -> Path:
    """What the build's class-data sharing training made: <name>.jar (extracted, with lib/),
    <name>.jsa (the archive) and <name>.jvm (`java -Xinternalversion` of the JVM that made it)."""
    return SERVICES_DIR / framework.service / "target" / "cds"


def heap_mb_for(count: int) -> int | None:
    """The heap (-Xms = -Xmx, in MB) a service needs for a dataset of ``count`` objects; None
    when the default heap of jvm-common.options holds it."""
    if count <= DEFAULT_HEAP_COUNT:
        return None
    megabytes = HEAP_BASE_MB + HEAP_MB_PER_1000 * count / 1000
    return -(-int(megabytes) // 64) * 64


@cache
def java_ident(java: str) -> str | None:
    """`java -Xinternalversion`: the exact JVM build, as the build recorded it beside the
    archive (None if that java does not run)."""
    try:
        done = subprocess.run([java, "-Xinternalversion"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def class_data_sharing(framework: Framework, java: str) -> tuple[list[str] | None, str]:
    """The java arguments that run the service from its extracted jar with its archive, and a
    note; None (and why, in the note) when the archive is missing or another JVM made it."""
    directory = cds_dir(framework)
    jar, archive, made_by = (directory / f"{framework.service}{suffix}" for suffix in (".jar", ".jsa", ".jvm"))
    if not (jar.exists() and archive.exists() and made_by.exists()):
        return None, (f"{framework.name}: no class-data sharing archive in {directory} (built with "
                      f"-Dserbench.cds.skip?): starting the plain jar")
    if archive.stat().st_mtime < jar_path(framework).stat().st_mtime:
        return None, (f"{framework.name}: the class-data sharing archive is older than {jar_path(framework).name} "
                      f"(rebuilt without training?): starting the plain jar")
    ident = java_ident(java)
    if ident is None or made_by.read_text().strip() != ident:
        return None, (f"{framework.name}: the class-data sharing archive was made by another JVM "
                      f"({made_by.read_text().strip()[:60]}...), not {java}: starting the plain jar; "
                      f"rebuild the service with this java to use it")
    return [f"-XX:SharedArchiveFile={archive}", "-jar", str(jar)], f"{framework.name}: class-data sharing {archive}"


def read_options(path: Path) -> list[str]:
    """The flags of a java @argfile (comments and blank lines dropped)."""
    if not path.exists():
        return []
    flags = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            flags.extend(line.split())
    return flags


def is_healthy(base_url: str, timeout: float = 2.0) -> bool:
    try:
        response = requests.get(f"{base_url}/actuator/health", timeout=timeout)
        return response.status_code == 200 and response.json().get("status") == "UP"
    except (requests.RequestException, ValueError):
        return False


def log_excerpt(path: Path | None, lines: int = 25) -> str | None:
    if path is None or not path.exists():
        return None
    with path.open("rb") as log:
        log.seek(0, os.SEEK_END)
        log.seek(max(0, log.tell() - 64 * 1024))
        tail = log.read().decode("utf-8", "replace").splitlines()
    return "\n".join(tail[-lines:])


def rss_bytes(pid: int) -> int | None:
    """Resident set size of a local process, from /proc."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return None


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time a local process has used, from /proc."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


@dataclass
class LaunchedService:
    framework: Framework
    process: subprocess.Popen
    log_path: Path
    command: list[str]
    started_at: float
    healthy_after_seconds: float | None = None
    #: how the JVM loads its classes: the class-data sharing archive, or why not
    class_data_sharing: str = ""

    @property
    def alive(self) -> bool:
        return self.process.poll() is None


@dataclass
class Launcher:
    """Builds (when a jar is missing), starts and stops services."""
    log_dir: Path
    java: str = "java"
    extra_jvm_options: list[str] = field(default_factory=list)
    health_timeout: float = 180.0
    #: the largest count the run measures: above DEFAULT_HEAP_COUNT the heap grows with it
    max_count: int | None = None
    running: list[LaunchedService] = field(default_factory=list)

    def __post_init__(self) -> None:
        atexit.register(self.stop_all)
        for sig in (signal.SIGTERM, signal.SIGHUP):
            try:
                signal.signal(sig, self._on_signal)
            except (ValueError, OSError):  # not the main thread, or not on this platform
                pass

    def heap_options(self) -> list[str]:
        """-Xms/-Xmx for ``max_count`` when the default heap is too small for it (placed after
        jvm-common.options, so they win; --jvm-opt options come later still and win over them)."""
        megabytes = heap_mb_for(self.max_count or 0)
        return [] if megabytes is None else [f"-Xms{megabytes}m", f"-Xmx{megabytes}m"]

    def common_options(self) -> list[str]:
        return read_options(COMMON_OPTIONS) + self.heap_options() + list(self.extra_jvm_options)

    def ensure_built(self, framework: Framework) -> Path:
        """The service jar, built with the Maven Wrapper first if it is missing."""
        jar = jar_path(framework)
        if jar.exists():
            return jar
        self.log_dir.mkdir(parents=True, exist_ok=True)
        build_log = self.log_dir / f"build-{framework.name}.log"
        command = [str(SERVICES_DIR / "mvnw"), "-q", "-f", str(SERVICES_DIR / "pom.xml"), "-pl", framework.service,
                   "-am", "package", "-DskipTests"]
        with build_log.open("w") as log:
            result = subprocess.run(command, stdout=log, stderr=subprocess.STDOUT, cwd=SERVICES_DIR)
        if result.returncode != 0 or not jar.exists():
            raise LaunchError(f"building {framework.name} failed (exit {result.returncode}); see {build_log}:\n"
                              f"{log_excerpt(build_log)}")
        return jar

    def start(self, framework: Framework, base_url: str, app_args: list[str] | None = None) -> LaunchedService:
        """Starts the jar on the framework's local port and waits until it is healthy.
        ``app_args`` are Spring Boot arguments such as ``--serbench.max-body-size=2MB``."""
        service = self._spawn(framework, app_args)
        return self._await_healthy(service, base_url, service.started_at + self.health_timeout)

    def start_many(self, items: Sequence[tuple[Framework, str]],
                   app_args: list[str] | None = None) -> dict[str, LaunchedService | LaunchError]:
        """Starts every (framework, base URL) at once: spawns every process first, then waits for
        all of them together, under one deadline. Per framework name: the healthy service (in
        ``self.running``) or the LaunchError saying why it failed (that process is stopped).
        Never raises for one framework's failure."""
        outcomes: dict[str, LaunchedService | LaunchError] = {}
        spawned: list[tuple[LaunchedService, str]] = []
        for framework, base_url in items:
            try:
                spawned.append((self._spawn(framework, app_args), base_url))
            except LaunchError as error:
                outcomes[framework.name] = error
        deadline = time.monotonic() + self.health_timeout

        def await_one(service: LaunchedService, base_url: str) -> LaunchedService | LaunchError:
            try:
                return self._await_healthy(service, base_url, deadline)
            except LaunchError as error:
                return error

        if spawned:
            pool = ThreadPoolExecutor(max_workers=len(spawned), thread_name_prefix="await-healthy")
            try:
                waits = {service.framework.name: pool.submit(await_one, service, base_url)
                         for service, base_url in spawned}
                for name, wait in waits.items():
                    outcomes[name] = wait.result()
            except BaseException:  # Ctrl-C: stopping the processes ends every wait at once
                self.stop_all()
                raise
            finally:
                pool.shutdown(wait=True)
        return {framework.name: outcomes[framework.name] for framework, _ in items}

    def _spawn(self, framework: Framework, app_args: list[str] | None) -> LaunchedService:
        """Starts the service's JVM (building the jar first if it is missing), without waiting."""
        jar = self.ensure_built(framework)
        self.log_dir.mkdir(parents=True, exist_ok=True)
        log_path = self.log_dir / f"{framework.name}.log"
        command = [self.java, f"@{COMMON_OPTIONS}"]
        if jvm_options_file(framework).exists():
            command.append(f"@{jvm_options_file(framework)}")
        command += self.heap_options() + list(self.extra_jvm_options)
        shared, note = class_data_sharing(framework, self.java)
        if shared is None:
            log.warning("%s", note)
        command += shared or ["-jar", str(jar)]
        command += [f"--server.port={framework.port}", "--server.address=127.0.0.1"]
        if framework.grpc_port is not None:
            command.append(f"--serbench.grpc.port={framework.grpc_port}")
        command += list(app_args or [])
        if framework.configuration is not None:
            command.append(f"--serbench.configuration={framework.configuration}")
        with log_path.open("ab") as output:
            output.write(f"\n# {note}\n$ {' '.join(command)}\n".encode())
            output.flush()
            try:
                process = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT,
                                           stdin=subprocess.DEVNULL, start_new_session=True, cwd=REPO_ROOT)
            except OSError as error:  # no such java, or not executable
                raise LaunchError(f"{framework.name} could not be started: {self.java}: {error.strerror}") from error
        service = LaunchedService(framework, process, log_path, command, time.monotonic(), class_data_sharing=note)
        self.running.append(service)
        return service

    def _await_healthy(self, service: LaunchedService, base_url: str, deadline: float) -> LaunchedService:
        """Waits until the service answers UP; stops it and raises LaunchError if it exits first
        or the deadline passes."""
        name, log_path = service.framework.name, service.log_path
        while time.monotonic() < deadline:
            if not service.alive:
                self.stop(service)
                raise LaunchError(f"{name} exited with code {service.process.returncode} before it was healthy; "
                                  f"log {log_path}:\n{log_excerpt(log_path)}")
            if is_healthy(base_url, timeout=1.0):
                service.healthy_after_seconds = time.monotonic() - service.started_at
                return service
            time.sleep(0.1)
        self.stop(service)
        raise LaunchError(f"{name} was not healthy within {self.health_timeout:.0f} s; "
                          f"log {log_path}:\n{log_excerpt(log_path)}")

    def stop(self, service: LaunchedService, grace: float = 10.0) -> None:
        """SIGTERM to the service's process group, SIGKILL after the grace period."""
        if service.alive:
            self._signal_group(service, signal.SIGTERM)
            try:
                service.process.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                self._signal_group(service, signal.SIGKILL)
                service.process.wait(timeout=grace)
        if service in self.running:
            self.running.remove(service)

    def stop_all(self) -> None:
        for service in list(self.running):
            self.stop(service)

    @staticmethod
    def _signal_group(service: LaunchedService, sig: int) -> None:
        try:
            os.killpg(service.process.pid, sig)
        except ProcessLookupError:
            pass

    def _on_signal(self, signum, _frame) -> None:
        self.stop_all()
        raise SystemExit(128 + signum)
