"""One run: for each fork (a restart of every service), in an order shuffled with a recorded
seed, and for each framework: get its service (running or launched), verify it once,
measure it per dataset, record everything as it goes, stop what was started.

The unit of work is (fork, framework, dataset). Each is recorded in the results file as it
completes, so an interrupted run keeps everything it measured, and --resume finishes it
without repeating finished units. A service that dies, hangs or answers with an error
mid-run is restarted once; if it fails again, the framework is failed with the reason and
a log excerpt, and the run goes on."""

from __future__ import annotations

import gc
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

import grpc
import requests
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from serbench import environment, phases, pooling, results, scenarios, stalls, steadiness, targets
from serbench.load import LoadSettings, run_load
from serbench.client import ServiceClient, ServiceError
from serbench.grpc_client import GrpcClient
from serbench.console import CV_FLAG
from serbench.launcher import LaunchError, Launcher, LaunchedService, is_healthy, log_excerpt
from serbench.phases import Settings
from serbench.registry import Framework, get
from serbench.scenarios import Size
from serbench.stalls import StallMeter
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
    forks: int = 1
    seed: int | None = None
    load: LoadSettings | None = None
    command: list[str] = field(default_factory=list)
    http_client: str = "requests"


class FrameworkFailed(Exception):
    """Ends the measurement of one framework, for good; the run goes on with the next."""

    def __init__(self, phase: str, reason: str, log: str | None = None) -> None:
        super().__init__(reason)
        self.phase, self.reason, self.log = phase, reason, log


class ServiceTrouble(Exception):
    """The service died, hung or answered with an error mid-run: worth one restart."""

    def __init__(self, phase: str, reason: str, log: str | None) -> None:
        super().__init__(reason)
        self.phase, self.reason, self.log = phase, reason, log


def fork_order(seed: int, fork: int, names: list[str]) -> list[str]:
    """The order frameworks are measured in during one fork: shuffled, reproducible from the seed."""
    order = list(names)
    random.Random(seed * 1000 + fork).shuffle(order)
    return order


class PhaseClock:
    """Where a framework's time goes: seconds per kind of phase, the first word of the phase's
    name (start, info, cold, verify, fidelity, payload, server, http, grpc, save, load)."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}
        self._kind: str | None = None
        self._since = 0.0

    def enter(self, phase: str) -> None:
        self.stop()
        self._kind, self._since = phase.split()[0], time.monotonic()

    def stop(self) -> None:
        if self._kind is not None:
            self.seconds[self._kind] = self.seconds.get(self._kind, 0.0) + time.monotonic() - self._since
            self._kind = None


def breakdown(seconds: dict[str, float]) -> str:
    """'start 7 s, verify 4 s, ...' in the order the phases first ran."""
    return ", ".join(f"{kind} {value:.0f} s" for kind, value in seconds.items())


def run(options: RunOptions, console: Console) -> results.ResultsFile:
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(2**31)
    run_id = results.new_run_id()
    launcher = _launcher(options, run_id)
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
            "httpRequests": options.settings.http_requests,
            "settleMillis": options.settings.settle_millis,
            "forks": options.forks,
            "seed": seed,
            "launch": options.launch,
            "quick": options.quick,
            "verifyOnly": options.verify_only,
            "load": None if options.load is None else {
                "clients": options.load.clients, "seconds": options.load.seconds, "rate": options.load.rate,
                "dataset": options.load.dataset},
            "java": options.java,
            "jvmOptions": launcher.common_options(),
        },
        "host": dict(environment.host(), client=f"requests {requests.__version__}, grpcio {grpc.__version__}"),
        "resumedAt": [],
    }
    if not options.verify_only:
        document_run["steadiness"] = steadiness.probe()
        console.print(steadiness.describe(document_run["steadiness"]), highlight=False)
    out = results.ResultsFile.create(options.out_dir / f"{run_id}.json", document_run)
    console.print(f"run {run_id}: {len(options.frameworks)} framework(s) x {len(options.sizes)} dataset(s) x "
                  f"{options.forks} fork(s), seed {seed} -> {out.path}", highlight=False)
    Runner(options, console, out, launcher).run_all()
    return out


def resume(path: Path, connection: RunOptions, console: Console) -> results.ResultsFile:
    """Finishes an interrupted run: the measurement settings come from the file; where the
    services are (launch, targets, java) from this invocation."""
    document = results.load(path)
    results.validate(document)
    settings = document["run"]["settings"]
    options = RunOptions(
        frameworks=[get(name) for name in settings["frameworks"]],
        sizes=[scenarios.parse_label(label) for label in settings["datasets"]],
        settings=Settings(settings["iterations"], settings["warmup"], settings["warmupMillis"],
                          settings["httpWarmup"],
                          # dumps written before --http-requests used --iterations for both
                          settings.get("httpRequests", settings["iterations"]),
                          settings.get("settleMillis", 0)),
        out_dir=Path(path).resolve().parent,
        launch=connection.launch, target_overrides=connection.target_overrides,
        target_template=connection.target_template, grpc_port=connection.grpc_port, java=connection.java,
        jvm_options=connection.jvm_options, quick=settings.get("quick", False),
        verify_only=settings.get("verifyOnly", False), forks=settings["forks"], seed=settings["seed"],
        load=LoadSettings(**settings["load"]) if settings.get("load") else None,
        command=document["run"]["command"])
    out = results.ResultsFile(Path(path), document)
    document["run"]["status"] = "running"
    document["run"]["endedAt"] = None
    document["run"]["resumedAt"].append(results.now())
    out.save()
    console.print(f"resuming run {document['run']['id']} ({path})", highlight=False)
    Runner(options, console, out, _launcher(options, document["run"]["id"])).run_all()
    return out


def _launcher(options: RunOptions, run_id: str) -> Launcher:
    return Launcher(log_dir=options.out_dir / run_id / "logs", java=options.java,
                    extra_jvm_options=options.jvm_options)


#: Phases whose figures are timings; a machine stall during one of them is recorded. (The load
#: phase's many client threads contend for the GIL, which the meter would read as stalls.)
TIMED_PHASES = {"cold", "server", "http", "grpc"}


def unstable_line(name: str, fork_record: dict) -> str | None:
    """The figures of one framework's fork above the CV flag, on one line (None if there are none)."""
    flagged = [f"{label} {op} {summary[f'{op}Cv']:.0%}"
               for label, summary in fork_record["datasets"].items()
               for op in ("serialize", "deserialize") if summary[f"{op}Cv"] > CV_FLAG]
    if not flagged:
        return None
    return f"unstable {name}, coefficient of variation above {CV_FLAG:.0%}: {', '.join(flagged)}"


#: JIT compilation inside the timed loops above this is reported: the code was still changing.
JIT_BUSY_MILLIS = 100


def unsettled_line(name: str, fork_record: dict) -> str | None:
    """The datasets of one framework's fork whose JIT was not quiet when timing began, or
    compiled a lot while it ran (None if there are none)."""
    found = []
    for label, summary in fork_record["datasets"].items():
        if summary.get("jitQuiet") is False:
            found.append(f"{label} (warm-up ended before the JIT went quiet)")
        elif (summary.get("jitCompileMillis") or 0) > JIT_BUSY_MILLIS:
            found.append(f"{label} ({summary['jitCompileMillis']} ms of compiling while timed)")
    if not found:
        return None
    return f"JIT still busy: {name} {', '.join(found)}"


class Runner:
    def __init__(self, options: RunOptions, console: Console, out: results.ResultsFile, launcher: Launcher) -> None:
        self.options, self.console, self.out, self.launcher = options, console, out, launcher
        self.references = DatasetReferences()
        self.progress: Progress | None = None
        self.task = None
        self.stall_meter: StallMeter | None = None

    # -- the whole run ---------------------------------------------------------------------
    def run_all(self) -> None:
        document = self.out.document
        seed = document["run"]["settings"]["seed"]
        by_name = {f.name: f for f in self.options.frameworks}
        names = list(by_name)
        try:
            with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                          console=self.console) as progress, StallMeter() as self.stall_meter:
                self.progress = progress
                per_fork = len(names) * (1 if self.options.verify_only else len(self.options.sizes))
                self.task = progress.add_task("starting", total=self.options.forks * per_fork,
                                              completed=self._units_done())
                for fork in range(1, self.options.forks + 1):
                    for name in fork_order(seed, fork, names):
                        self._framework_fork(by_name[name], fork)
            self._fork_spreads()
            self._print_time_by_phase()
            self._print_stalls()
            document["run"]["status"] = "complete"
        except KeyboardInterrupt:
            document["run"]["status"] = "interrupted"
            self.console.print("[yellow]interrupted: services stopped; everything measured so far is kept; "
                               f"finish with --resume {self.out.path}[/yellow]")
            raise
        finally:
            self.launcher.stop_all()
            document["run"]["endedAt"] = results.now()
            self.out.save()

    def _units_done(self) -> int:
        done = 0
        for entry in self.out.document["frameworks"].values():
            if self.options.verify_only:
                done += entry["verification"]["status"] != "pending" or entry["status"] == "failed"
            elif entry["status"] == "failed":
                done += self.options.forks * len(self.options.sizes)
            else:
                done += sum(len(f["datasets"]) for f in entry["forks"])
        return done

    def _entry(self, framework: Framework) -> dict:
        frameworks = self.out.document["frameworks"]
        if framework.name not in frameworks:
            frameworks[framework.name] = {
                "name": framework.name, "baseUrl": self._target(framework).base_url, "launched": False,
                "startupSeconds": None, "logFile": None, "status": "pending", "failure": None, "service": None,
                "cold": None, "fidelity": None, "restarts": 0,
                "verification": {"status": "pending", "pythonLibrary": framework.python_library, "checks": []},
                "scenarios": {}, "forks": [], "forkSpread": None, "load": None,
            }
        return frameworks[framework.name]

    def _target(self, framework: Framework) -> targets.Target:
        o = self.options
        return targets.resolve(framework, o.target_overrides, o.target_template, o.grpc_port)

    # -- one framework in one fork ---------------------------------------------------------
    def _framework_fork(self, framework: Framework, fork: int) -> None:
        entry = self._entry(framework)
        if entry["status"] == "failed":
            return
        verified = entry["verification"]["status"] != "pending"
        if self.options.verify_only:
            if verified:
                return
            todo: list[Size] = []
        else:
            record = self._fork_record(entry, fork)
            todo = [s for s in self.options.sizes if s.label not in record["datasets"]]
            if not todo and verified and not self._load_due(entry, fork):
                return
        started = time.monotonic()
        clock = PhaseClock()
        self.stall_meter.take()  # whatever an earlier, failed framework left
        for attempt in (1, 2):
            try:
                self._attempt(framework, fork, entry, todo, clock)
                break
            except ServiceTrouble as trouble:
                if attempt == 2 or self.options.launch == "none" or not self._target(framework).local_default:
                    self._fail(entry, trouble.phase, trouble.reason, trouble.log)
                    return
                entry["restarts"] += 1
                self.console.print(f"[yellow]restarting[/yellow] {framework.name} after {trouble.phase}: "
                                   f"{trouble.reason.splitlines()[0]}", highlight=False)
                if not self.options.verify_only:
                    todo = [s for s in todo if s.label not in self._fork_record(entry, fork)["datasets"]]
            except FrameworkFailed as failed:
                self._fail(entry, failed.phase, failed.reason, failed.log)
                return
            finally:
                clock.stop()
                self.stall_meter.watch(None)
                self.out.save()
        if not self.options.verify_only:
            self._warn_unstable(framework, entry, fork)
            entry["status"] = "measured"
            record = self._fork_record(entry, fork)
            record["phaseSeconds"] = {kind: round(record.get("phaseSeconds", {}).get(kind, 0) + value, 3)
                                      for kind, value in clock.seconds.items()}
            record["stalls"] = stalls.by_phase(self.stall_meter.take(), record.get("stalls"))
            if record["stalls"]:
                self.console.print(f"[red]machine stalled[/red] while {framework.name} was measured: "
                                   f"{stalls.summary(record['stalls'])}; figures of those phases may include them",
                                   highlight=False)
            self.console.print(f"[green]measured[/green] {framework.name} fork {fork}/{self.options.forks} "
                               f"({entry['verification']['status']}) in {time.monotonic() - started:.0f} s: "
                               f"{breakdown(clock.seconds)}", highlight=False)
        self.out.save()

    def _attempt(self, framework: Framework, fork: int, entry: dict, todo: list[Size], clock: PhaseClock) -> None:
        target = self._target(framework)
        phase = "start"

        def step(what: str, size: Size | None = None) -> None:
            nonlocal phase
            phase = what if size is None else f"{what} ({size.label})"
            clock.enter(phase)
            self.stall_meter.watch(phase if what.split()[0] in TIMED_PHASES else None)
            self.progress.update(self.task, description=f"fork {fork} {framework.name}: {phase}")

        step("start")
        service = self._acquire(target)
        grpc_client: GrpcClient | None = None
        try:
            if service is not None and not entry["launched"]:
                entry.update(launched=True, startupSeconds=round(service.healthy_after_seconds, 3),
                             logFile=str(service.log_path))
            entry["status"] = "measuring"
            with ServiceClient(target.base_url, framework.content_type) as client:
                step("info")
                info = phases.info(client)
                if info.get("framework") != framework.name:
                    raise FrameworkFailed(phase, f"the service at {target.base_url} is {info.get('framework')!r}, "
                                                 f"not {framework.name!r}")
                entry["service"] = entry["service"] or info
                cold = None
                if service is not None:
                    step("cold start", self.options.sizes[0])
                    cold = phases.cold_start(client, self.options.sizes[0])
                    entry["cold"] = entry["cold"] or cold
                if entry["verification"]["status"] == "pending":
                    step("verify")
                    entry["verification"] = verify(framework, client, self.options.sizes, self.references)
                    self.out.save()
                    failure = first_failure(entry["verification"])
                    if failure:
                        raise FrameworkFailed("verify", f"verification failed: {failure}")
                    step("fidelity")
                    entry["fidelity"] = client.fidelity()
                    if self.options.verify_only:
                        entry["status"] = "verified"
                        self.progress.advance(self.task)
                        self.console.print(f"[green]verified[/green] {framework.name} "
                                           f"({entry['verification']['status']})", highlight=False)
                        return
                record = self._fork_record(entry, fork)
                record["restarted"] = service is not None
                record["startupSeconds"] = round(service.healthy_after_seconds, 3) if service else None
                record["cold"] = record["cold"] or cold
                if todo and target.grpc_address is not None:
                    step("grpc connect")
                    grpc_client = GrpcClient(target.grpc_address)
                for size in todo:
                    # Untimed work gets phases of its own, so that the stall meter does not read
                    # the client's own busy moments (compressing a payload, writing the results
                    # file, Python's full collection) as pauses of the machine inside a timed one.
                    step("payload sizes", size)
                    measured = {"users": size.users, **phases.payload_sizes(client, size)}
                    step("server benchmark", size)
                    measured["server"] = phases.server_side(client, size, self.options.settings)
                    measured["http"] = phases.http_side(client, size, self.options.settings,
                                                        tick=lambda what, s=size: step(what, s))
                    measured["grpc"] = None if grpc_client is None else phases.grpc_side(
                        grpc_client, size, self.options.settings, tick=lambda what, s=size: step(what, s))
                    step("save", size)
                    self._record(entry, record, size, measured)
                    self.out.save()
                    gc.collect()  # now, rather than at whichever allocation next crosses the threshold
                    self.progress.advance(self.task)
                if self._load_due(entry, fork):
                    step("load")
                    size = scenarios.scenario(self.options.load.dataset)
                    pid = service.process.pid if service is not None else self._local_pid(target, info)
                    entry["load"] = run_load(target.base_url, framework.content_type, size, pid, self.options.load)
                    self._report_load(framework, entry["load"])
        except (ServiceError, requests.RequestException) as error:
            reason = str(error) if isinstance(error, ServiceError) else f"{type(error).__name__}: {error}"
            if service is not None and not service.alive:
                reason = f"the service died (exit code {service.process.returncode}) during {phase}: {reason}"
            raise ServiceTrouble(phase, reason, _excerpt(service)) from error
        except LaunchError as error:
            raise FrameworkFailed(phase, str(error)) from error
        except (OSError, ValueError, KeyError) as error:
            raise FrameworkFailed(phase, f"{type(error).__name__}: {error}", _excerpt(service)) from error
        finally:
            if grpc_client is not None:
                grpc_client.close()
            if service is not None:
                self.launcher.stop(service)

    def _load_due(self, entry: dict, fork: int) -> bool:
        """The load phase runs once, in the last fork, after the datasets are measured."""
        return self.options.load is not None and fork == self.options.forks and entry.get("load") is None

    @staticmethod
    def _local_pid(target: targets.Target, info: dict) -> int | None:
        """The PID of a service we did not start, when it runs on this machine (for RSS and CPU)."""
        from urllib.parse import urlsplit
        if urlsplit(target.base_url).hostname in ("127.0.0.1", "localhost"):
            return info.get("jvm", {}).get("pid")
        return None

    def _report_load(self, framework: Framework, load: dict) -> None:
        corrected = load["latencyMicros"]["corrected"]
        self.console.print(
            f"load {framework.name}: {load['throughputPerSecond']:.0f} req/s, corrected p50 "
            f"{corrected.get('p50', 0):,} µs p99 {corrected.get('p99', 0):,} µs, {load['errors']} errors"
            + (f", [yellow]RSS grew {load['rssGrowth']:.0%}[/yellow]" if load["rssGrowthFlagged"] else ""),
            highlight=False)

    def _fork_record(self, entry: dict, fork: int) -> dict:
        while len(entry["forks"]) < fork:
            entry["forks"].append({"fork": len(entry["forks"]) + 1, "restarted": False, "startupSeconds": None,
                                   "cold": None, "datasets": {}})
        return entry["forks"][fork - 1]

    def _record(self, entry: dict, record: dict, size: Size, measured: dict) -> None:
        pooled_forks = sum(1 for f in entry["forks"] if size.label in f["datasets"])
        if pooled_forks == 0:
            entry["scenarios"][size.label] = measured
        else:
            entry["scenarios"][size.label] = pooling.pool(entry["scenarios"][size.label], measured, pooled_forks)
        record["datasets"][size.label] = pooling.fork_summary(measured)

    def _fork_spreads(self) -> None:
        for entry in self.out.document["frameworks"].values():
            by_dataset: dict[str, list[dict]] = {}
            for record in entry["forks"]:
                for label, summary in record["datasets"].items():
                    by_dataset.setdefault(label, []).append(summary)
            spreads = {label: pooling.spread(s) for label, s in by_dataset.items() if len(s) > 1}
            entry["forkSpread"] = spreads or None

    def _print_time_by_phase(self) -> None:
        totals: dict[str, float] = {}
        for entry in self.out.document["frameworks"].values():
            for record in entry["forks"]:
                for kind, seconds in record.get("phaseSeconds", {}).items():
                    totals[kind] = totals.get(kind, 0.0) + seconds
        if totals:
            self.console.print(f"time by phase, all frameworks: {breakdown(totals)}", highlight=False)

    def _print_stalls(self) -> None:
        found = [(name, fork["stalls"]) for name, entry in self.out.document["frameworks"].items()
                 for fork in entry["forks"] if fork.get("stalls")]
        if found:
            self.console.print("[red]machine stalls during timed phases[/red]: "
                               + "; ".join(f"{name}: {stalls.summary(s)}" for name, s in found), highlight=False)

    def _warn_unstable(self, framework: Framework, entry: dict, fork: int) -> None:
        line = unstable_line(framework.name, entry["forks"][fork - 1])
        if line:
            self.console.print(f"[yellow]unstable[/yellow]{line.removeprefix('unstable')}", highlight=False)
        line = unsettled_line(framework.name, entry["forks"][fork - 1])
        if line:
            self.console.print(f"[yellow]JIT still busy[/yellow]{line.removeprefix('JIT still busy')}",
                               highlight=False)

    def _acquire(self, target: targets.Target) -> LaunchedService | None:
        """A healthy running service is used as it is; otherwise, with --launch auto and the default
        local URL, the jar is started. None means "already running, not ours to stop"."""
        if is_healthy(target.base_url):
            return None
        if self.options.launch == "none":
            raise FrameworkFailed("start", f"no healthy service at {target.base_url} (--launch none)")
        if not target.local_default:
            raise FrameworkFailed("start", f"no healthy service at {target.base_url}; serbench launches services "
                                           f"only on their local default port")
        try:
            return self.launcher.start(target.framework, target.base_url)
        except LaunchError as error:
            raise FrameworkFailed("start", str(error)) from error

    def _fail(self, entry: dict, phase: str, reason: str, log: str | None) -> None:
        if self.progress is not None:
            per_framework = 1 if self.options.verify_only else self.options.forks * len(self.options.sizes)
            measured = sum(len(f["datasets"]) for f in entry["forks"])
            self.progress.advance(self.task, max(0, per_framework - measured))
        entry["status"] = "failed"
        entry["failure"] = {"phase": phase, "reason": reason, "log": log}
        self.console.print(f"[red]failed[/red] {entry['name']} during {phase}: {reason.splitlines()[0]}",
                           highlight=False)
        self.out.save()


def _excerpt(service: LaunchedService | None) -> str | None:
    return log_excerpt(service.log_path) if service is not None else None
