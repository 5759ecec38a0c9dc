"""One run: forks of every service, each measured in interleaved rounds.

For each fork (a fresh JVM of every service, in an order shuffled with a recorded seed):

1. start: the services of the fork are started at once (``--resident``, the default) or
   one at a time (``--one-at-a-time``); a healthy service that is already running is
   used as it is;
2. prepare each, one at a time: info, cold start, verification and fidelity (first fork),
   payload sizes;
3. warm up every service, two at a time (nothing is timed there): every dataset, server side
   until the JIT is quiet, then HTTP;
4. rounds: every round visits every prepared framework in a fresh random order (seeded,
   recorded) and takes one block of timed operations per dataset, server side, HTTP and
   gRPC. Drift of the machine then falls on every framework alike instead of on whichever
   was measured at that moment;
5. finish: the fork's own figures are summarised, and its services stopped.

Everything is recorded in the results file as it goes (after each round), so an
interrupted run keeps what it measured; --resume measures an interrupted fork again from
its first round and keeps the forks that were complete. A service that dies, hangs or
answers with an error is restarted once (and warmed up again); if it fails again, the
framework is failed with the reason and a log excerpt, and the run goes on. A round trip
that is not equal in any block, or a payload of a JVM-only format that another fork's JVM
cannot read back, fails the framework: nothing that broke while measured is ranked."""

from __future__ import annotations

import gc
import json
import random
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

import grpc
import requests
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from serbench import blocks, environment, phases, pooling, results, scenarios, stalls, steadiness, targets
from serbench.client import ServiceClient, ServiceError, client_description
from serbench.compare import first_difference
from serbench.grpc_client import GrpcClient
from serbench.launcher import LaunchError, Launcher, LaunchedService, is_healthy, log_excerpt
from serbench.load import LoadSettings, run_load
from serbench.phases import Settings
from serbench.plain_progress import PlainProgress
from serbench.registry import Framework, get
from serbench.scenarios import Size
from serbench.stalls import StallMeter
from serbench.verify import DatasetReferences, first_failure, verify

#: Warm-up at the start of each block: a few operations (server) and requests (HTTP), not
#: timed, so that a block does not begin with caches another framework's block has cooled.
BLOCK_WARMUP_OPERATIONS = 5
BLOCK_WARMUP_REQUESTS = 2

#: Services warmed up at the same time. Nothing is timed in a warm-up (each JVM decides its
#: end by its own JIT activity), and one service's warm-up keeps one core busy while the
#: client waits: on two cores, two at a time took a default run of 24 frameworks from about
#: 600 s to 527-586 s (docs/methodology.md, "How long a run takes").
WARM_UPS_AT_ONCE = 2


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
    #: True: all services of a fork run at once and are measured interleaved; False: one at a time.
    resident: bool = True
    http_client: str = "requests"


class FrameworkFailed(Exception):
    """Ends the measurement of one framework, for good; the run goes on with the others."""

    def __init__(self, phase: str, reason: str, log: str | None = None) -> None:
        super().__init__(reason)
        self.phase, self.reason, self.log = phase, reason, log


class CannotResume(Exception):
    """A results file that this version cannot finish (the message says why)."""


class ServiceTrouble(Exception):
    """The service died, hung or answered with an error mid-run: worth one restart."""

    def __init__(self, phase: str, reason: str, log: str | None) -> None:
        super().__init__(reason)
        self.phase, self.reason, self.log = phase, reason, log


def fork_order(seed: int, fork: int, names: list[str]) -> list[str]:
    """The order frameworks are started and prepared in during one fork: shuffled, reproducible."""
    order = list(names)
    random.Random(seed * 1000 + fork).shuffle(order)
    return order


def round_order(seed: int, fork: int, round_: int, names: list[str]) -> list[str]:
    """The order frameworks are visited in during one round: a fresh shuffle, reproducible."""
    order = sorted(names)
    random.Random(f"{seed}/{fork}/{round_}").shuffle(order)
    return order


class PhaseClock:
    """Where a framework's time goes: seconds per kind of phase, the first word of the phase's
    name (start, info, cold, verify, fidelity, payload, warmup, server, http, grpc, save, load)."""

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


def time_by_phase(frameworks: dict, resident: bool) -> tuple[dict[int, float], dict[str, float]]:
    """Where a run's time went: the seconds of each kind of phase summed over frameworks and
    forks. With all services of a fork started together (resident) their starts overlap, so
    start-up is given apart, per fork: the longest start of the fork."""
    starts: dict[int, float] = {}
    totals: dict[str, float] = {}
    for entry in frameworks.values():
        for record in entry["forks"]:
            for kind, seconds in record.get("phaseSeconds", {}).items():
                if kind == "start" and resident:
                    starts[record["fork"]] = max(starts.get(record["fork"], 0.0), seconds)
                else:
                    totals[kind] = totals.get(kind, 0.0) + seconds
    return starts, totals


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
            "rounds": _rounds(options.settings),
            "resident": options.resident,
            "httpClient": options.http_client,
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
        "host": dict(environment.host(), client=f"{client_description(options.http_client)} (timed HTTP), "
                                                f"requests {requests.__version__}, grpcio {grpc.__version__}"),
        "resumedAt": [],
    }
    if not options.verify_only:
        document_run["steadiness"] = steadiness.probe()
        console.print(steadiness.describe(document_run["steadiness"]), highlight=False)
    out = results.ResultsFile.create(options.out_dir / f"{run_id}.json", document_run)
    console.print(f"run {run_id}: {len(options.frameworks)} framework(s) x {len(options.sizes)} dataset(s) x "
                  f"{options.forks} fork(s) x {_rounds(options.settings)} round(s), "
                  f"{'all services at once' if options.resident else 'one service at a time'}, seed {seed} "
                  f"-> {out.path}", highlight=False)
    Runner(options, console, out, launcher).run_all()
    return out


def resume(path: Path, connection: RunOptions, console: Console) -> results.ResultsFile:
    """Finishes an interrupted run: the measurement settings come from the file; where the
    services are (launch, targets, java) from this invocation."""
    document = results.load(path)
    results.validate(document)
    settings = document["run"]["settings"]
    if "rounds" not in settings:
        raise CannotResume(f"{path} was written by a serbench that measured without rounds; it cannot be resumed "
                         f"by this one (its figures are kept as they are: report.py still reads it)")
    options = RunOptions(
        frameworks=[get(name) for name in settings["frameworks"]],
        sizes=[scenarios.parse_label(label) for label in settings["datasets"]],
        settings=Settings(settings["iterations"], settings["warmup"], settings["warmupMillis"],
                          settings["httpWarmup"], settings["httpRequests"], settings["settleMillis"],
                          settings["rounds"]),
        out_dir=Path(path).resolve().parent,
        launch=connection.launch, target_overrides=connection.target_overrides,
        target_template=connection.target_template, grpc_port=connection.grpc_port, java=connection.java,
        jvm_options=connection.jvm_options, quick=settings.get("quick", False),
        verify_only=settings.get("verifyOnly", False), forks=settings["forks"], seed=settings["seed"],
        load=LoadSettings(**settings["load"]) if settings.get("load") else None,
        command=document["run"]["command"], resident=settings["resident"],
        http_client=settings.get("httpClient", "requests"))
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
                    extra_jvm_options=options.jvm_options,
                    max_users=max((s.users for s in options.sizes), default=1))


def _rounds(settings: Settings) -> int:
    """Rounds of a fork: every series gets one block per round, so never more than the
    smallest count of timed operations or requests."""
    return max(1, min(settings.rounds, settings.iterations, settings.http_requests))


#: Phases whose figures are timings; a machine stall during one of them is recorded. (The load
#: phase's many client threads contend for the GIL, which the meter would read as stalls.)
TIMED_PHASES = {"cold", "server", "http", "grpc"}


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


@dataclass
class Member:
    """One framework while a fork measures it: its service, its clients and its clock."""
    framework: Framework
    entry: dict
    target: targets.Target
    fork: int
    clock: PhaseClock = field(default_factory=PhaseClock)
    service: LaunchedService | None = None
    client: ServiceClient | None = None
    grpc: GrpcClient | None = None
    phase: str = "start"
    started: float = field(default_factory=time.monotonic)
    #: warm-up of each dataset in this fork, as the service reported it
    warmups: dict[str, dict] = field(default_factory=dict)
    #: payload sizes (plain and compressed) of each dataset not yet in the results
    sizes: dict[str, dict] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.framework.name


class Runner:
    def __init__(self, options: RunOptions, console: Console, out: results.ResultsFile, launcher: Launcher) -> None:
        self.options, self.console, self.out, self.launcher = options, console, out, launcher
        self.references = DatasetReferences()
        self.progress: Progress | None = None
        self.task = None
        self.stall_meter: StallMeter | None = None
        self.rounds = _rounds(options.settings)
        self.server_blocks = phases.block_sizes(options.settings.iterations, self.rounds)
        self.http_blocks = phases.block_sizes(options.settings.http_requests, self.rounds)
        #: payloads each JVM-only framework wrote in the previous fork, read back by the next one's JVM
        self.previous_payloads: dict[tuple[str, str], tuple[int, bytes]] = {}

    # -- the whole run ---------------------------------------------------------------------
    def run_all(self) -> None:
        document = self.out.document
        seed = document["run"]["settings"]["seed"]
        names = [f.name for f in self.options.frameworks]
        self._drop_interrupted_forks()
        try:
            with self._progress() as progress, StallMeter() as self.stall_meter:
                self.progress = progress
                self.task = progress.add_task("starting", total=self._units_total(), completed=self._units_done())
                for fork in range(1, self.options.forks + 1):
                    order = fork_order(seed, fork, names)
                    groups = [order] if self.options.resident else [[name] for name in order]
                    for group in groups:
                        self._measure_group(group, fork)
                    if self.options.verify_only:
                        break
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

    def _progress(self) -> Progress | PlainProgress:
        """A live bar on a terminal; a plain line every 30 s in a log, where the bar shows nothing."""
        if not self.console.is_terminal:
            return PlainProgress(self.console)
        return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=self.console)

    def _units_total(self) -> int:
        """Progress units: preparing each framework in each fork, and every block."""
        count = len(self.options.frameworks)
        if self.options.verify_only:
            return count
        return self.options.forks * count * (1 + self.rounds * len(self.options.sizes))

    def _units_done(self) -> int:
        done = 0
        for entry in self.out.document["frameworks"].values():
            if self.options.verify_only:
                done += entry["verification"]["status"] != "pending" or entry["status"] == "failed"
            elif entry["status"] == "failed":
                done += self.options.forks * (1 + self.rounds * len(self.options.sizes))
            else:
                done += sum(1 + self.rounds * len(self.options.sizes) for f in entry["forks"] if f.get("complete"))
        return done

    def _drop_interrupted_forks(self) -> None:
        """A fork that did not complete is measured again from its first round: its blocks
        are taken out of the figures (a resumed run starts new JVMs)."""
        for entry in self.out.document["frameworks"].values():
            complete = {f["fork"] for f in entry["forks"] if f.get("complete")}
            if all(f.get("complete") for f in entry["forks"]):
                continue
            blocks.keep_forks(entry, complete)

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

    def _fork_record(self, entry: dict, fork: int) -> dict:
        for record in entry["forks"]:
            if record["fork"] == fork:
                return record
        record = {"fork": fork, "restarted": False, "startupSeconds": None, "cold": None, "datasets": {},
                  "complete": False}
        entry["forks"].append(record)
        entry["forks"].sort(key=lambda r: r["fork"])
        return record

    # -- one group of services in one fork -------------------------------------------------
    def _measure_group(self, names: list[str], fork: int) -> None:
        by_name = {f.name: f for f in self.options.frameworks}
        members = []
        for name in names:
            framework = by_name[name]
            entry = self._entry(framework)
            if entry["status"] == "failed":
                continue
            if self.options.verify_only and entry["verification"]["status"] != "pending":
                continue
            if not self.options.verify_only and self._fork_record(entry, fork)["complete"]:
                continue
            members.append(Member(framework, entry, self._target(framework), fork))
        if not members:
            return
        try:
            self._start(members)
            members = [m for m in members if self._guarded(m, self._prepare, m, fork)]
            if self.options.verify_only:
                return
            members = self._warm_up_together(members)
            for round_ in range(1, self.rounds + 1):
                alive = {m.name: m for m in members if m.entry["status"] != "failed"}
                for name in round_order(self.out.document["run"]["settings"]["seed"], fork, round_, list(alive)):
                    member = alive[name]
                    for size in self.options.sizes:
                        self._guarded(member, self._block, member, size, fork, round_)
                self._untimed("save")
                self.out.save()
                gc.collect()  # now, rather than at whichever allocation next crosses the threshold
            for member in members:
                if member.entry["status"] != "failed":
                    self._guarded(member, self._finish, member, fork)
        finally:
            for member in members:
                self._release(member)
            self.out.save()

    def _start(self, members: list[Member]) -> None:
        """Starts every member's service that is not already running, all at once."""
        to_launch = []
        for member in members:
            self._enter(member, "start")
            if is_healthy(member.target.base_url):
                continue
            if self.options.launch == "none":
                self._fail(member, "start", f"no healthy service at {member.target.base_url} (--launch none)", None)
            elif not member.target.local_default:
                self._fail(member, "start", f"no healthy service at {member.target.base_url}; serbench launches "
                                            f"services only on their local default port", None)
            else:
                to_launch.append(member)
        if not to_launch:
            return
        if self.progress is not None:
            self.progress.update(self.task, description=f"starting {len(to_launch)} service(s)")
        outcome = self.launcher.start_many([(m.framework, m.target.base_url) for m in to_launch])
        for member in to_launch:
            started = outcome[member.name]
            if isinstance(started, LaunchError):
                self._fail(member, "start", str(started), None)
            else:
                member.service = started
        for member in members:
            # every service is up: waiting for the others to be prepared is nobody's start-up
            member.clock.stop()

    def _guarded(self, member: Member, work: Callable[..., None], *args) -> bool:
        """Runs one piece of a member's work. A service in trouble is restarted once per run
        (and prepared again) and the work tried again; trouble after that, or any other
        failure, fails the framework. True when the member is still being measured."""
        if member.entry["status"] == "failed":
            return False
        for attempt in (1, 2):
            try:
                if attempt == 2:
                    self._restart(member, prepare_again=work != self._prepare)
                work(*args)
                return True
            except ServiceTrouble as trouble:
                if (attempt == 2 or member.entry["restarts"] >= 1 or self.options.launch == "none"
                        or not member.target.local_default):
                    self._fail(member, trouble.phase, trouble.reason, trouble.log)
                    return False
                member.entry["restarts"] += 1
                self.console.print(f"[yellow]restarting[/yellow] {member.name} after {trouble.phase}: "
                                   f"{trouble.reason.splitlines()[0]}", highlight=False)
            except FrameworkFailed as failed:
                self._fail(member, failed.phase, failed.reason, failed.log)
                return False
            finally:
                member.clock.stop()
                self.stall_meter.watch(None)
        return False

    def _restart(self, member: Member, prepare_again: bool) -> None:
        """A new JVM for a member in trouble; warmed up again before its next block."""
        self._release(member)
        self._enter(member, "start")
        try:
            member.service = self.launcher.start(member.framework, member.target.base_url)
        except LaunchError as error:
            raise FrameworkFailed("start", str(error)) from error
        if prepare_again and not self.options.verify_only:
            self._prepare(member, member.fork, after_restart=True)

    # -- the steps -------------------------------------------------------------------------
    def _enter(self, member: Member, what: str, size: Size | None = None) -> None:
        member.phase = what if size is None else f"{what} ({size.label})"
        member.clock.enter(member.phase)
        timed = what.split()[0] in TIMED_PHASES
        self.stall_meter.watch(f"{member.name}: {member.phase}" if timed else None)
        if self.progress is not None:
            self.progress.update(self.task, description=f"{member.name}: {member.phase}")

    def _untimed(self, what: str) -> None:
        self.stall_meter.watch(None)
        if self.progress is not None:
            self.progress.update(self.task, description=what)

    @contextmanager
    def _calling(self, member: Member) -> Iterator[None]:
        """Turns the client's errors into ServiceTrouble (worth a restart) or FrameworkFailed,
        naming the phase."""
        try:
            yield
        except (ServiceError, requests.RequestException, grpc.RpcError) as error:
            reason = str(error) if isinstance(error, ServiceError) else f"{type(error).__name__}: {error}"
            service = member.service
            if service is not None and not service.alive:
                reason = f"the service died (exit code {service.process.returncode}) during {member.phase}: {reason}"
            raise ServiceTrouble(member.phase, reason, _excerpt(service)) from error
        except (OSError, ValueError, KeyError) as error:
            raise FrameworkFailed(member.phase, f"{type(error).__name__}: {error}", _excerpt(member.service)) from error

    def _prepare(self, member: Member, fork: int, after_restart: bool = False) -> None:
        """Everything before the rounds but the warm-up: info, cold start, checks and sizes. The
        warm-ups follow for all members together (_warm_up_together); after a restart, here."""
        entry, framework = member.entry, member.framework
        with self._calling(member):
            if member.client is None:
                member.client = ServiceClient(member.target.base_url, framework.content_type,
                                              self.options.http_client)
            client = member.client
            if member.service is not None and not entry["launched"]:
                entry.update(launched=True, startupSeconds=round(member.service.healthy_after_seconds, 3),
                             logFile=str(member.service.log_path))
            entry["status"] = "measuring" if entry["status"] != "failed" else "failed"
            self._enter(member, "info")
            info = phases.info(client)
            if info.get("framework") != framework.name:
                raise FrameworkFailed(member.phase, f"the service at {member.target.base_url} is "
                                                    f"{info.get('framework')!r}, not {framework.name!r}")
            entry["service"] = entry["service"] or info
            cold = None
            if member.service is not None and not after_restart:
                self._enter(member, "cold start", self.options.sizes[0])
                cold = phases.cold_start(client, self.options.sizes[0])
                entry["cold"] = entry["cold"] or cold
            if entry["verification"]["status"] == "pending":
                self._enter(member, "verify")
                entry["verification"] = verify(framework, client, self.options.sizes, self.references)
                self.out.save()
                failure = first_failure(entry["verification"])
                if failure:
                    raise FrameworkFailed("verify", f"verification failed: {failure}")
                self._enter(member, "fidelity")
                entry["fidelity"] = client.fidelity()
                if self.options.verify_only:
                    entry["status"] = "verified"
                    self.progress.advance(self.task)
                    self.console.print(f"[green]verified[/green] {framework.name} "
                                       f"({entry['verification']['status']})", highlight=False)
                    return
            record = self._fork_record(entry, fork)
            if not after_restart:
                record["restarted"] = member.service is not None
                record["startupSeconds"] = (round(member.service.healthy_after_seconds, 3)
                                            if member.service else None)
                record["cold"] = record["cold"] or cold
            if member.target.grpc_address is not None and member.grpc is None:
                self._enter(member, "grpc connect")
                member.grpc = GrpcClient(member.target.grpc_address)
            if framework.jvm_only:
                self._read_back_previous_fork(member, fork)
            for size in self.options.sizes:
                if size.label not in entry["scenarios"] and size.label not in member.sizes:
                    self._enter(member, "payload sizes", size)
                    member.sizes[size.label] = phases.payload_sizes(client, size)
            if after_restart:  # alone: the other services are being measured
                self._warm_up_all(member)
            else:
                self.progress.advance(self.task)

    def _warm_up_together(self, members: list[Member]) -> list[Member]:
        """Every member's warm-up, WARM_UPS_AT_ONCE services at a time, after every member
        was prepared (the cold-start figures are taken alone). What a warm-up raised there is
        raised again here, on the main thread, and handled like trouble in any other step:
        the service restarted once (and prepared and warmed up again), else failed."""
        if self.progress is not None:
            self.progress.update(self.task, description=f"warming up {len(members)} service(s), "
                                                         f"{WARM_UPS_AT_ONCE} at a time")
        with ThreadPoolExecutor(max_workers=WARM_UPS_AT_ONCE, thread_name_prefix="warm-up") as pool:
            raised = list(pool.map(self._warm_up_catching, members))
        for member, error in zip(members, raised):
            if error is not None:
                self._guarded(member, self._raise_once, [error])
        return [m for m in members if m.entry["status"] != "failed"]

    def _warm_up_catching(self, member: Member) -> ServiceTrouble | FrameworkFailed | None:
        """A warm-up on a pool thread: what it raised, for the main thread to handle."""
        try:
            self._warm_up_all(member)
            return None
        except (ServiceTrouble, FrameworkFailed) as error:
            return error
        finally:
            member.clock.stop()

    @staticmethod
    def _raise_once(errors: list[Exception]) -> None:
        """Raises the pool's error the first time; the second time (after the restart, which
        warmed the service up again) there is nothing left to do."""
        if errors:
            raise errors.pop()

    def _warm_up_all(self, member: Member) -> None:
        with self._calling(member):
            # the largest dataset first: it compiles the hot paths, so the smaller ones settle at once
            for size in sorted(self.options.sizes, key=lambda s: -s.users):
                self._warm_up(member, size)

    def _warm_up(self, member: Member, size: Size) -> None:
        """The server warm-up (until the JIT is quiet, within --settle-ms), then uncounted
        HTTP and gRPC requests. Its outcome is recorded per fork and, from the first fork,
        with the dataset's figures."""
        settings = self.options.settings
        self._enter(member, "warmup server", size)
        answer = member.client.benchmark(size, settings.warmup, settings.warmup_millis, 1, settings.settle_millis)
        member.warmups[size.label] = answer["warmup"]
        self._enter(member, "warmup http", size)
        once = Settings(http_warmup=settings.http_warmup, http_requests=1)
        phases.http_side(member.client, size, once)
        if _has_grpc_phases(member, size):
            phases.grpc_side(member.grpc, size, once)

    def _read_back_previous_fork(self, member: Member, fork: int) -> None:
        """A JVM-only format's payloads written by the previous fork's JVM are decoded by this
        one: a payload must be readable by a process other than the one that wrote it."""
        for size in self.options.sizes:
            written = self.previous_payloads.get((member.name, size.label))
            if written is not None and written[0] != fork:
                self._enter(member, "verify cross-fork", size)
                expected = json.loads(member.client.dataset(size))
                answer = member.client.decode(written[1], size.model)
                if answer.status_code != 200:
                    difference = f"HTTP {answer.status_code}: {answer.text[:300]}"
                else:
                    difference = first_difference(expected, json.loads(answer.content))
                member.entry["verification"]["checks"].append({
                    "dataset": size.label, "check": "cross-fork-decode", "passed": difference is None,
                    "detail": None if difference is None else f"fork {written[0]}'s payload read in fork {fork}: "
                                                              f"{difference}"})
                if difference is not None:
                    raise FrameworkFailed("verify cross-fork", f"the payload fork {written[0]} wrote does not "
                                                               f"decode in fork {fork}'s JVM: {difference}")
            self._enter(member, "payload keep", size)
            self.previous_payloads[(member.name, size.label)] = (fork, member.client.serialize(size).body)

    def _block(self, member: Member, size: Size, fork: int, round_: int) -> None:
        """One round's block of one framework and dataset: server side, HTTP, gRPC."""
        settings = self.options.settings
        server_count, http_count = self.server_blocks[round_ - 1], self.http_blocks[round_ - 1]
        with self._calling(member):
            self._enter(member, "server benchmark", size)
            block_settings = Settings(iterations=server_count, warmup=BLOCK_WARMUP_OPERATIONS,
                                      warmup_millis=settings.warmup_millis, settle_millis=0,
                                      http_warmup=BLOCK_WARMUP_REQUESTS, http_requests=http_count)
            server = phases.server_side(member.client, size, block_settings)
            http = phases.http_side(member.client, size, block_settings,
                                    tick=lambda what: self._enter(member, what, size))
            grpc_block = None if not _has_grpc_phases(member, size) else phases.grpc_side(
                member.grpc, size, block_settings, tick=lambda what: self._enter(member, what, size))
            self._enter(member, "save", size)
            scenarios_ = member.entry["scenarios"]
            if size.label not in scenarios_:  # the first block: sizes and the first fork's warm-up go with it
                sizes = member.sizes[size.label]
                scenarios_[size.label] = blocks.new_measurement(size.users, sizes["payloadBytes"],
                                                                sizes["compressedBytes"], member.warmups[size.label])
            blocks.append(scenarios_[size.label], server, http, grpc_block, fork, round_)
            if not server["roundTripEqual"]:
                raise FrameworkFailed(f"server benchmark ({size.label})",
                                      f"the round trip was not equal in fork {fork}, round {round_}: "
                                      f"{server.get('roundTripDifference') or 'not equal'}")
            self.progress.advance(self.task)

    def _finish(self, member: Member, fork: int) -> None:
        """The fork's own figures, its stalls and where its time went; the load phase last."""
        entry = member.entry
        record = self._fork_record(entry, fork)
        for size in self.options.sizes:
            record["datasets"][size.label] = blocks.fork_summary(entry["scenarios"][size.label], fork,
                                                                 member.warmups.get(size.label, {}))
        if self._load_due(entry, fork):
            with self._calling(member):
                self._enter(member, "load")
                size = scenarios.scenario(self.options.load.dataset)
                pid = member.service.process.pid if member.service is not None else self._local_pid(
                    member.target, entry["service"] or {})
                entry["load"] = run_load(member.target.base_url, member.framework.content_type, size, pid,
                                         self.options.load)
                self._report_load(member.framework, entry["load"])
        member.clock.stop()
        record["phaseSeconds"] = {kind: round(value, 3) for kind, value in member.clock.seconds.items()}
        prefix = f"{member.name}: "
        mine = [dict(s, phase=s["phase"].removeprefix(prefix)) for s in self.stall_meter.take_matching(prefix)]
        record["stalls"] = stalls.by_phase(mine, record.get("stalls"))
        record["complete"] = True
        entry["status"] = "measured"
        self._warn_unsettled(member.framework, entry, fork)
        if record["stalls"]:
            self.console.print(f"[red]machine stalled[/red] while {member.name} was measured: "
                               f"{stalls.summary(record['stalls'])}; figures of those phases may include them",
                               highlight=False)
        self.console.print(f"[green]measured[/green] {member.name} fork {fork}/{self.options.forks} "
                           f"({entry['verification']['status']}) in {sum(member.clock.seconds.values()):.0f} s: "
                           f"{breakdown(member.clock.seconds)}", highlight=False)

    def _release(self, member: Member) -> None:
        """Closes the member's clients and stops its service if serbench started it."""
        if member.grpc is not None:
            member.grpc.close()
            member.grpc = None
        if member.client is not None:
            member.client.close()
            member.client = None
        if member.service is not None:
            self.launcher.stop(member.service)
            member.service = None

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

    # -- the end of the run ----------------------------------------------------------------
    def _fork_spreads(self) -> None:
        for entry in self.out.document["frameworks"].values():
            by_dataset: dict[str, list[dict]] = {}
            for record in entry["forks"]:
                for label, summary in record["datasets"].items():
                    by_dataset.setdefault(label, []).append(summary)
            spreads = {label: pooling.spread(s) for label, s in by_dataset.items() if len(s) > 1}
            entry["forkSpread"] = spreads or None

    def _print_time_by_phase(self) -> None:
        starts, totals = time_by_phase(self.out.document["frameworks"], self.options.resident)
        if starts:
            together = ", ".join(f"fork {fork} {seconds:.0f} s" for fork, seconds in sorted(starts.items()))
            self.console.print(f"starting the services together, until the last was healthy: {together}",
                               highlight=False)
        if totals:
            self.console.print(f"time by phase, all frameworks: {breakdown(totals)}", highlight=False)

    def _print_stalls(self) -> None:
        found = [(name, fork["stalls"]) for name, entry in self.out.document["frameworks"].items()
                 for fork in entry["forks"] if fork.get("stalls")]
        if found:
            self.console.print("[red]machine stalls during timed phases[/red]: "
                               + "; ".join(f"{name}: {stalls.summary(s)}" for name, s in found), highlight=False)

    def _warn_unsettled(self, framework: Framework, entry: dict, fork: int) -> None:
        record = self._fork_record(entry, fork)
        line = unsettled_line(framework.name, record)
        if line:
            self.console.print(f"[yellow]JIT still busy[/yellow]{line.removeprefix('JIT still busy')}",
                               highlight=False)

    def _fail(self, member: Member, phase: str, reason: str, log: str | None) -> None:
        entry = member.entry
        if self.progress is not None:
            total = 1 if self.options.verify_only else self.options.forks * (1 + self.rounds * len(self.options.sizes))
            self.progress.advance(self.task, max(0, total - self._done_for(entry)))
        entry["status"] = "failed"
        entry["failure"] = {"phase": phase, "reason": reason, "log": log}
        self.console.print(f"[red]failed[/red] {entry['name']} during {phase}: {reason.splitlines()[0]}",
                           highlight=False)
        self._release(member)
        self.out.save()

    def _done_for(self, entry: dict) -> int:
        if self.options.verify_only:
            return 0
        per_fork = 1 + self.rounds * len(self.options.sizes)
        done = sum(per_fork for f in entry["forks"] if f.get("complete"))
        open_forks = [f for f in entry["forks"] if not f.get("complete")]
        if open_forks:
            measured = [m for m in entry["scenarios"].values()]
            blocks_now = sum(1 for m in measured for b in m["blockLog"] if b["fork"] == open_forks[-1]["fork"])
            done += 1 + blocks_now
        return done


def _excerpt(service: LaunchedService | None) -> str | None:
    return log_excerpt(service.log_path) if service is not None else None


def _has_grpc_phases(member: Member, size: Size) -> bool:
    """The gRPC service's RPCs (GetUsers, Echo) carry the user model only: MediaContent is
    measured over its HTTP API alone."""
    return member.grpc is not None and size.model == scenarios.USERS
