"""The floor of an HTTP exchange on this machine, measured in the run itself: the bare JDK echo
(scripts/Echo.java: the JDK's own HttpServer answering 204, no framework, no codec) started
beside the services, warmed up like them, and pinged in a block of every round like any
framework (docs/methodology.md, "Client-side figures"). The services' own ping blocks are
measured the same way, so that the recorded floor and the echo's come from the same client,
in the same moments of the machine.
"""

from __future__ import annotations

import atexit
import os
import select
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from typing import Callable

from serbench.client import Handling, ServiceClient
from serbench.environment import REPO_ROOT
from serbench.phases import python_gc_paused, timed_requests

ECHO_SOURCE = REPO_ROOT / "scripts" / "Echo.java"
#: The single-file launcher compiles Echo.java before it runs it: a few seconds, more on a busy machine.
ECHO_START_SECONDS = 120.0
#: Pings each server gets before its first timed ping: a fresh request path (Tomcat's, the
#: echo's) is still being compiled for thousands of requests, while a run sends each service
#: about 700 of its own (the measurements behind the number: docs/methodology.md,
#: "Client-side figures").
PING_WARMUP = 3000
#: The same for --quick, which trades settled figures for time.
PING_WARMUP_QUICK = 500
#: Uncounted pings at the start of every ping block: the first few after a switch from another
#: server are slower (measured: the first five pings after the echo's block 880-438 µs, then
#: about 300 µs, on a busy machine).
PING_BLOCK_WARMUP = 10


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Echo:
    """A running echo server, started by this process (stopped by its PID)."""
    process: subprocess.Popen
    base_url: str

    @classmethod
    def start(cls, java: str, jvm_options: list[str], timeout: float = ECHO_START_SECONDS) -> Echo:
        """Starts scripts/Echo.java on a free port of 127.0.0.1 with the services' JVM options."""
        port = free_port()
        command = [java, *jvm_options, "-Dsun.net.httpserver.nodelay=true", str(ECHO_SOURCE), str(port)]
        try:
            process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                       stdin=subprocess.DEVNULL, start_new_session=True, cwd=REPO_ROOT)
        except OSError as error:
            raise RuntimeError(f"the echo server could not be started: {java}: {error.strerror}") from error
        echo = cls(process, f"http://127.0.0.1:{port}")
        atexit.register(echo.stop)
        first = echo._first_line(timeout)
        if first != "ready":
            echo.stop()
            raise RuntimeError(f"the echo server did not start ({' '.join(command)}): {first or 'no answer'}")
        return echo

    def _first_line(self, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        line = b""
        while time.monotonic() < deadline and not line.endswith(b"\n"):
            ready, _, _ = select.select([self.process.stdout], [], [], 0.2)
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 4096)
                if not chunk:
                    break
                line += chunk
        return line.decode(errors="replace").strip()

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        if self.alive:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()


def warm_up(client: ServiceClient, pings: int = PING_WARMUP) -> None:
    """Uncounted pings, so that the server's request path is compiled before any is timed."""
    with python_gc_paused():
        for _ in range(pings):
            client.ping()


def ping_block(client: ServiceClient, warmup: int, requests: int,
               handling: Callable[[list[str]], dict[str, Handling]] | None = None) -> dict:
    """One block of pings (uncounted ones first), split at the service's handling time where it
    records one (the echo does not)."""
    return timed_requests(client.ping, warmup, requests, with_server=False, handling=handling)
