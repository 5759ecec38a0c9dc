"""One run: for each framework in turn, get its service (running or launched), verify it,
measure it per dataset, record everything as it goes, stop what was started."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

import requests
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from serbench import environment, phases, results, targets
from serbench.client import ServiceClient, ServiceError
from serbench.launcher import LaunchError, Launcher, LaunchedService, is_healthy, log_excerpt
from serbench.phases import Settings
from serbench.registry import Framework
from serbench.scenarios import Size
from serbench.verify import DatasetReferences, first_failure, verify


@dataclass
class RunOptions:
    frameworks: list[Framework]
    sizes: list[Size]
    settings: Settings
    out_dir: Path
    launch: str = "auto"
    target_overrides: dict[str, str] = field(default_factory=dict)
    target_template: str | None = None
    grpc_port: int | None = None
    java: str = "java"
    jvm_options: list[str] = field(default_factory=list)
    quick: bool = False
    verify_only: bool = False
    command: list[str] = field(default_factory=list)


class FrameworkFailed(Exception):
    """Ends the measurement of one framework; the run goes on with the next."""

    def __init__(self, phase: str, reason: str, log: str | None = None) -> None:
        super().__init__(reason)
        self.phase, self.reason, self.log = phase, reason, log


def run(options: RunOptions, console: Console) -> results.ResultsFile:
    run_id = results.new_run_id()
    launcher = Launcher(log_dir=options.out_dir / run_id / "logs", java=options.java,
                        extra_jvm_options=options.jvm_options)
    document_run = {
        "id": run_id,
        "startedAt": results.now(),
        "endedAt": None,
        "status": "running",
        "gitCommit": environment.git_commit(),
        "command": options.command,
        "settings": {
            "datasets": [s.label for s in options.sizes],
            "frameworks": [f.name for f in options.frameworks],
            "iterations": options.settings.iterations,
            "warmup": options.settings.warmup,
            "warmupMillis": options.settings.warmup_millis,
            "httpWarmup": options.settings.http_warmup,
            "launch": options.launch,
            "quick": options.quick,
            "verifyOnly": options.verify_only,
            "java": options.java,
            "jvmOptions": launcher.common_options(),
        },
        "host": dict(environment.host(), client=f"requests {requests.__version__}"),
    }
    out = results.ResultsFile.create(options.out_dir / f"{run_id}.json", document_run)
    console.print(f"run {run_id}: {len(options.frameworks)} framework(s) x {len(options.sizes)} dataset(s) "
                  f"-> {out.path}")
    references = DatasetReferences()
    try:
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=console, transient=False) as progress:
            overall = progress.add_task("starting", total=len(options.frameworks) * len(options.sizes))
            for framework in options.frameworks:
                _measure_framework(framework, options, launcher, references, out, progress, overall, console)
        out.document["run"]["status"] = "complete"
    except KeyboardInterrupt:
        out.document["run"]["status"] = "interrupted"
        console.print("[yellow]interrupted: stopping services; everything measured so far is kept[/yellow]")
        raise
    finally:
        launcher.stop_all()
        out.document["run"]["endedAt"] = results.now()
        out.save()
    return out


def _measure_framework(framework: Framework, options: RunOptions, launcher: Launcher, references: DatasetReferences,
                       out: results.ResultsFile, progress: Progress, overall, console: Console) -> None:
    target = targets.resolve(framework, options.target_overrides, options.target_template, options.grpc_port)
    entry = {
        "name": framework.name, "baseUrl": target.base_url, "launched": False, "startupSeconds": None,
        "logFile": None, "status": "pending", "failure": None, "service": None, "cold": None, "fidelity": None,
        "verification": {"status": "pending", "pythonLibrary": framework.python_library, "checks": []},
        "scenarios": {},
    }
    out.document["frameworks"][framework.name] = entry
    started = time.monotonic()
    service: LaunchedService | None = None
    phase = "start"

    def step(what: str, size: Size | None = None) -> None:
        nonlocal phase
        phase = what if size is None else f"{what} ({size.label})"
        progress.update(overall, description=f"{framework.name}: {phase}")

    try:
        step("start")
        service = _acquire(target, options.launch, launcher)
        if service is not None:
            entry.update(launched=True, startupSeconds=round(service.healthy_after_seconds, 3),
                         logFile=str(service.log_path))
        entry["status"] = "measuring"
        with ServiceClient(target.base_url, framework.content_type) as client:
            step("info")
            entry["service"] = phases.info(client)
            if entry["service"].get("framework") != framework.name:
                raise FrameworkFailed(phase, f"the service at {target.base_url} is "
                                             f"{entry['service'].get('framework')!r}, not {framework.name!r}")
            if service is not None:
                step("cold start", options.sizes[0])
                entry["cold"] = phases.cold_start(client, options.sizes[0])
            step("verify")
            entry["verification"] = verify(framework, client, options.sizes, references)
            out.save()
            failure = first_failure(entry["verification"])
            if failure:
                raise FrameworkFailed("verify", f"verification failed: {failure}")
            step("fidelity")
            entry["fidelity"] = client.fidelity()
            out.save()
            if options.verify_only:
                entry["status"] = "verified"
                progress.advance(overall, len(options.sizes))
                console.print(f"[green]verified[/green] {framework.name} ({entry['verification']['status']})",
                              highlight=False)
                return
            for size in options.sizes:
                step("server benchmark", size)
                measured = phases.payload_sizes(client, size)
                measured = {"users": size.users, **measured,
                            "server": phases.server_side(client, size, options.settings)}
                measured["http"] = phases.http_side(client, size, options.settings,
                                                    tick=lambda what, s=size: step(what, s))
                measured["grpc"] = None
                entry["scenarios"][size.label] = measured
                out.save()
                progress.advance(overall)
        entry["status"] = "measured"
        console.print(f"[green]measured[/green] {framework.name} ({entry['verification']['status']}) "
                      f"in {time.monotonic() - started:.0f} s", highlight=False)
    except FrameworkFailed as failed:
        _fail(entry, failed.phase, failed.reason, failed.log or _excerpt(service), console)
    except (LaunchError, ServiceError, requests.RequestException, OSError, ValueError, KeyError) as error:
        reason = str(error) if isinstance(error, (LaunchError, ServiceError)) else f"{type(error).__name__}: {error}"
        if service is not None and not service.alive:
            reason = f"the service died (exit code {service.process.returncode}) during {phase}: {reason}"
        _fail(entry, phase, reason, _excerpt(service), console)
    finally:
        if service is not None:
            launcher.stop(service)
        remaining = len(options.sizes) - len(entry["scenarios"])
        if entry["status"] == "failed" and remaining:
            progress.advance(overall, remaining)
        out.save()


def _acquire(target: targets.Target, launch: str, launcher: Launcher) -> LaunchedService | None:
    """A healthy running service is used as it is; otherwise, with --launch auto and the default
    local URL, the jar is started. None means "already running, not ours to stop"."""
    if is_healthy(target.base_url):
        return None
    if launch == "none":
        raise FrameworkFailed("start", f"no healthy service at {target.base_url} (--launch none)")
    if not target.local_default:
        raise FrameworkFailed("start", f"no healthy service at {target.base_url}; serbench launches services "
                                       f"only on their local default port")
    return launcher.start(target.framework, target.base_url)


def _excerpt(service: LaunchedService | None) -> str | None:
    return log_excerpt(service.log_path) if service is not None else None


def _fail(entry: dict, phase: str, reason: str, log: str | None, console: Console) -> None:
    entry["status"] = "failed"
    entry["failure"] = {"phase": phase, "reason": reason, "log": log}
    first_line = reason.splitlines()[0] if reason else ""
    console.print(f"[red]failed[/red] {entry['name']} during {phase}: {first_line}", highlight=False)
