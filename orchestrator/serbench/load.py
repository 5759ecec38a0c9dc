"""The load phase: a sweep of constant request rates against POST /api/roundtrip, driven by
Vegeta (an established load generator, built by scripts/setup.sh into .tools/bin), from a
gentle rate up to the service's saturation.

Vegeta attacks at a constant rate with an open model: every request leaves at its scheduled
time, on a new worker (and connection) if every other one is busy, so a slow answer delays
no other request and the latencies are not hidden by coordinated omission. Each step of the
sweep runs at ``rate * factor**i`` requests per second for ``step_seconds``; the sweep stops
after the first saturated step (throughput below 90 % of the rate asked, or any error) or when
``seconds`` are spent. The service's CPU and RSS are read from /proc around every step when it
runs on this machine. The points (throughput, latency) of the steps are the service's
throughput-latency curve (drawn by serbench.load_charts).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable
from urllib.parse import quote

import requests

from serbench.environment import REPO_ROOT
from serbench.launcher import cpu_seconds, rss_bytes
from serbench.datasets import Dataset

#: RSS growth over the sweep above this is flagged: a leak, or a heap still growing.
RSS_GROWTH_FLAG = 0.10
#: A step whose throughput falls below this share of the rate asked has saturated the service.
SATURATION_THROUGHPUT = 0.90
#: A request unanswered after this counts as an error (a saturated step waits for it at most this long).
TIMEOUT_SECONDS = 5
VEGETA_VERSION = "v12.13.0"
LOCAL_VEGETA = REPO_ROOT / ".tools" / "bin" / "vegeta"


class LoadError(RuntimeError):
    """The load generator is missing, failed, or answered something that is not a report."""


@dataclass(frozen=True)
class LoadSettings:
    """clients: Vegeta's initial workers (it adds more whenever all are busy); seconds: the
    longest a framework's sweep may take; rate: the first step's requests per second, each
    next step ``factor`` times more; step_seconds: the length of one step; warmup_seconds: an
    unrecorded attack at the first rate before the sweep (a service that has just started)."""
    clients: int = 16
    seconds: float = 30.0
    rate: float = 100.0
    dataset: str = "small"
    step_seconds: float = 2.0
    factor: float = 2.0
    warmup_seconds: float = 1.0

    @staticmethod
    def quick() -> LoadSettings:
        return LoadSettings(seconds=5.0, step_seconds=1.0)


@dataclass(frozen=True)
class Step:
    """One constant-rate attack, as Vegeta reported it (latencies in µs)."""
    rate: float  # requests per second asked
    requests: int
    throughput: float  # successful answers per second
    success: float  # share of requests answered 2xx
    latency_micros: dict  # min, mean, p50, p90, p95, p99, max
    status_codes: dict[str, int]
    error_kinds: list[str]
    cpu_percent: float | None = None
    rss_bytes: int | None = None

    @property
    def errors(self) -> int:
        return self.requests - round(self.requests * self.success)

    @property
    def saturated(self) -> bool:
        return self.errors > 0 or self.throughput < SATURATION_THROUGHPUT * self.rate


def vegeta_binary() -> str:
    """Vegeta from .tools/bin (scripts/setup.sh), else from the PATH."""
    if LOCAL_VEGETA.exists():
        return str(LOCAL_VEGETA)
    found = shutil.which("vegeta")
    if found is None:
        raise LoadError(f"the load phase needs Vegeta {VEGETA_VERSION}: run scripts/setup.sh (it builds it into "
                        f"{LOCAL_VEGETA.relative_to(REPO_ROOT)} with Go), or put vegeta on the PATH")
    return found


def parse_report(text: str, rate: float) -> Step:
    """A step from ``vegeta report -type=json`` (durations in ns)."""
    try:
        report = json.loads(text)
        latencies = report["latencies"]
        names = {"min": "min", "mean": "mean", "p50": "50th", "p90": "90th", "p95": "95th", "p99": "99th",
                 "max": "max"}
        return Step(rate=rate, requests=int(report["requests"]), throughput=float(report["throughput"]),
                    success=float(report["success"]),
                    latency_micros={key: latencies[name] / 1000 for key, name in names.items()},
                    status_codes={str(k): int(v) for k, v in (report.get("status_codes") or {}).items()},
                    error_kinds=sorted(set(report.get("errors") or []))[:10])
    except (ValueError, KeyError, TypeError) as error:
        raise LoadError(f"Vegeta's report is not what was expected ({error!r}): {text[:300]!r}") from None


def attack(vegeta: str, targets: Path, rate: float, seconds: float, workers: int) -> Step:
    """One constant-rate attack of ``seconds``, piped into Vegeta's JSON report."""
    command = [vegeta, "attack", f"-targets={targets}", f"-rate={rate:.0f}/1s", f"-duration={seconds}s",
               f"-workers={workers}", f"-timeout={TIMEOUT_SECONDS}s", "-http2=false"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as attacker:
        report = subprocess.run([vegeta, "report", "-type=json"], stdin=attacker.stdout, capture_output=True,
                                text=True, timeout=seconds + 60)
        attacker.stdout.close()
        attack_errors = attacker.stderr.read().decode(errors="replace")
    if attacker.returncode != 0 or report.returncode != 0:
        raise LoadError(f"vegeta failed (attack exit {attacker.returncode}, report exit {report.returncode}): "
                        f"{(attack_errors + report.stderr).strip()[:500]}")
    return parse_report(report.stdout, rate)


def sweep(run_step: Callable[[float], Step], settings: LoadSettings,
          clock: Callable[[], float] = time.monotonic) -> list[Step]:
    """Steps of rising rate until one saturates the service or the time is spent (a step is
    started only if it fits in what is left)."""
    if settings.rate <= 0 or settings.factor <= 1 or settings.step_seconds <= 0:
        raise ValueError("the load sweep needs a positive rate, a factor above 1 and a positive step length")
    steps: list[Step] = []
    start = clock()
    rate = settings.rate
    while clock() - start + settings.step_seconds <= settings.seconds:
        step = run_step(rate)
        steps.append(step)
        if step.saturated:
            break
        rate *= settings.factor
    return steps


def summarize_sweep(steps: list[Step], settings: LoadSettings, dataset: Dataset, rss_start: int | None,
                    rss_end: int | None) -> dict:
    """The results file's load entry: the sweep and what it says."""
    below = [s for s in steps if not s.saturated]
    best = below[-1] if below else None
    growth = (rss_end - rss_start) / rss_start if rss_start and rss_end else None
    cpu = [s.cpu_percent for s in steps if s.cpu_percent is not None]
    latency = ({"count": best.requests, **{k: round(v) for k, v in best.latency_micros.items()}}
               if best else {"count": 0})
    return {
        "settings": {"generator": f"vegeta {VEGETA_VERSION}", "clients": settings.clients,
                     "seconds": settings.seconds, "rate": settings.rate, "stepSeconds": settings.step_seconds,
                     "factor": settings.factor, "dataset": dataset.label, "endpoint": "/api/roundtrip"},
        "requests": sum(s.requests for s in steps),
        "errors": sum(s.errors for s in steps),
        "errorsBelowSaturation": sum(s.errors for s in below),
        "errorKinds": sorted({kind for s in steps for kind in s.error_kinds})[:10],
        "saturated": bool(steps) and steps[-1].saturated,
        "sustainedRate": best.rate if best else None,
        "throughputPerSecond": max((s.throughput for s in steps), default=0.0),
        # the highest rate below saturation; Vegeta sends on schedule, so this is what a caller waits
        "latencyMicros": {"corrected": latency},
        "rssStartBytes": rss_start, "rssEndBytes": rss_end, "rssGrowth": growth,
        "rssGrowthFlagged": growth is not None and growth > RSS_GROWTH_FLAG,
        "cpuPercentMean": sum(cpu) / len(cpu) if cpu else None,
        "samples": [{"rate": s.rate, "rssBytes": s.rss_bytes, "cpuPercent": s.cpu_percent} for s in steps],
        "sweep": [dict(asdict(s), errors=s.errors, saturated=s.saturated) for s in steps],
    }


def run_load(base_url: str, content_type: str, dataset: Dataset, pid: int | None, settings: LoadSettings) -> dict:
    """The sweep against one service; ``pid`` (a local service) adds its CPU and RSS."""
    vegeta = vegeta_binary()
    payload = requests.post(f"{base_url}/api/serialize", params={"dataset": dataset.label}, timeout=60).content
    with tempfile.TemporaryDirectory(prefix="serbench-load-") as tmp:
        body = Path(tmp) / "payload"
        body.write_bytes(payload)
        targets = Path(tmp) / "targets"
        targets.write_text(f"POST {base_url}/api/roundtrip?dataset={quote(dataset.label)}\n"
                           f"Content-Type: {content_type}\n@{body}\n")

        def measured_step(rate: float) -> Step:
            cpu_before, wall_before = (cpu_seconds(pid) if pid else None), time.monotonic()
            step = attack(vegeta, targets, rate, settings.step_seconds, settings.clients)
            cpu_after, wall = (cpu_seconds(pid) if pid else None), time.monotonic()
            cpu = (round(100 * (cpu_after - cpu_before) / (wall - wall_before), 1)
                   if cpu_before is not None and cpu_after is not None else None)
            return Step(**{**asdict(step), "cpu_percent": cpu, "rss_bytes": rss_bytes(pid) if pid else None})

        if settings.warmup_seconds > 0:
            attack(vegeta, targets, settings.rate, settings.warmup_seconds, settings.clients)
        rss_start = rss_bytes(pid) if pid else None
        steps = sweep(measured_step, settings)
        rss_end = rss_bytes(pid) if pid else None
    return summarize_sweep(steps, settings, dataset, rss_start, rss_end)
