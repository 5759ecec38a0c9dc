"""Starts framework services from their jars for a local run, one at a time, and makes sure
every process it started is stopped: on normal exit, on an exception, on Ctrl-C or SIGTERM.

A launched service binds 127.0.0.1, runs with the shared JVM options
(services/jvm-common.options) plus the module's own (services/<name>/jvm.options), and
writes its output to a log file beside the results.
"""

from __future__ import annotations

import atexit
import os
import signal
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import requests

from serbench.environment import REPO_ROOT
from serbench.registry import Framework

SERVICES_DIR = REPO_ROOT / "services"
COMMON_OPTIONS = SERVICES_DIR / "jvm-common.options"


class LaunchError(RuntimeError):
    """A service could not be built or started; the message says why (with a log excerpt)."""


def jar_path(framework: Framework) -> Path:
    return SERVICES_DIR / framework.name / "target" / f"{framework.name}.jar"


def jvm_options_file(framework: Framework) -> Path:
    return SERVICES_DIR / framework.name / "jvm.options"


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
    running: list[LaunchedService] = field(default_factory=list)

    def __post_init__(self) -> None:
        atexit.register(self.stop_all)
        for sig in (signal.SIGTERM, signal.SIGHUP):
            try:
                signal.signal(sig, self._on_signal)
            except (ValueError, OSError):  # not the main thread, or not on this platform
                pass

    def common_options(self) -> list[str]:
        return read_options(COMMON_OPTIONS) + list(self.extra_jvm_options)

    def ensure_built(self, framework: Framework) -> Path:
        """The service jar, built with the Maven Wrapper first if it is missing."""
        jar = jar_path(framework)
        if jar.exists():
            return jar
        self.log_dir.mkdir(parents=True, exist_ok=True)
        build_log = self.log_dir / f"build-{framework.name}.log"
        command = [str(SERVICES_DIR / "mvnw"), "-q", "-f", str(SERVICES_DIR / "pom.xml"), "-pl", framework.name,
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
        jar = self.ensure_built(framework)
        self.log_dir.mkdir(parents=True, exist_ok=True)
        log_path = self.log_dir / f"{framework.name}.log"
        command = [self.java, f"@{COMMON_OPTIONS}"]
        if jvm_options_file(framework).exists():
            command.append(f"@{jvm_options_file(framework)}")
        command += list(self.extra_jvm_options)
        command += ["-jar", str(jar), f"--server.port={framework.port}", "--server.address=127.0.0.1"]
        if framework.grpc_port is not None:
            command.append(f"--serbench.grpc.port={framework.grpc_port}")
        command += list(app_args or [])
        with log_path.open("ab") as log:
            log.write(f"\n$ {' '.join(command)}\n".encode())
            log.flush()
            process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                       start_new_session=True, cwd=REPO_ROOT)
        service = LaunchedService(framework, process, log_path, command, time.monotonic())
        self.running.append(service)
        deadline = service.started_at + self.health_timeout
        while time.monotonic() < deadline:
            if not service.alive:
                self.stop(service)
                raise LaunchError(f"{framework.name} exited with code {process.returncode} before it was healthy; "
                                  f"log {log_path}:\n{log_excerpt(log_path)}")
            if is_healthy(base_url, timeout=1.0):
                service.healthy_after_seconds = time.monotonic() - service.started_at
                return service
            time.sleep(0.1)
        self.stop(service)
        raise LaunchError(f"{framework.name} was not healthy within {self.health_timeout:.0f} s; "
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
