"""What every step of a run shares: its options, results file, launcher, progress, stall
meter and block sizes, and how a step announces the phase it enters."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console

from serbench import blocks, cpu_load, floor, phases, results, stalls, targets
from serbench.client import ServiceClient
from serbench.datasets import Dataset
from serbench.launcher import Launcher
from serbench.load import LoadSettings
from serbench.member import Member
from serbench.phases import Settings
from serbench.progress import ProgressUnits
from serbench.registry import Framework
from serbench.stalls import StallMeter
from serbench.verify import DatasetReferences

#: Phases whose figures are timings; a machine stall during one of them is recorded. (The load
#: phase's many client threads contend for the GIL, which the meter would read as stalls.)
TIMED_PHASES = {"cold", "server", "http", "grpc"}


@dataclass
class RunOptions:
    frameworks: list[Framework]
    datasets: list[Dataset]
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
    #: The framework whose service a second JVM replicates (the A/A control), or None; the replica
    #: itself is one of ``frameworks`` (registry.replica).
    aa: str | None = None
    #: True: every fork starts each service once per model, and measures each model in its own JVMs.
    jvm_per_model: bool = False
    #: True: the bare JDK echo (scripts/Echo.java) is started and pinged in every round (run.floor);
    #: run.py's default.
    echo: bool = False


def jvm_parts(options: RunOptions) -> list[list[Dataset]]:
    """The datasets each JVM of a fork measures: all of them in one JVM, or with --jvm-per-model
    one JVM per model (in the run's order of models). Verifying only needs one."""
    if not options.jvm_per_model or options.verify_only:
        return [list(options.datasets)]
    by_model: dict[str, list[Dataset]] = {}
    for dataset in options.datasets:
        by_model.setdefault(dataset.model, []).append(dataset)
    return list(by_model.values())


def rounds_of(settings: Settings) -> int:
    """Rounds of a fork: every series gets one block per round, so never more than the
    smallest count of timed operations or requests."""
    return max(1, min(settings.rounds, settings.iterations, settings.http_requests))


class RunContext:
    def __init__(self, options: RunOptions, console: Console, out: results.ResultsFile, launcher: Launcher) -> None:
        self.options, self.console, self.out, self.launcher = options, console, out, launcher
        self.references = DatasetReferences()
        self.rounds = rounds_of(options.settings)
        self.parts = jvm_parts(options)
        self.units = ProgressUnits(options.forks, self.rounds, len(options.datasets), options.verify_only,
                                   len(self.parts))
        self.server_blocks = phases.block_sizes(options.settings.iterations, self.rounds)
        self.http_blocks = phases.block_sizes(options.settings.http_requests, self.rounds)
        self.progress = None
        self.task = None
        self.stall_meter: StallMeter | None = None
        #: payloads each JVM-only framework wrote in the previous fork, read back by the next one's JVM
        self.previous_payloads: dict[tuple[str, str], tuple[int, bytes]] = {}
        #: pings each service (and the echo) answers before its first timed one
        self.ping_warmup = floor.PING_WARMUP_QUICK if options.quick else floor.PING_WARMUP
        #: the client of the bare echo, while the run has one (serbench.runner starts it)
        self.echo: ServiceClient | None = None
        self.echo_pid: int | None = None
        self._compiler_threads = cpu_load.CompilerThreads()

    @property
    def seed(self) -> int:
        return self.out.document["run"]["settings"]["seed"]

    def target(self, framework: Framework) -> targets.Target:
        o = self.options
        return targets.resolve(framework, o.target_overrides, o.target_template, o.grpc_port)

    def entry(self, framework: Framework) -> dict:
        """The framework's entry in the results, added when it has none yet."""
        frameworks = self.out.document["frameworks"]
        if framework.name not in frameworks:
            frameworks[framework.name] = results.new_entry(framework.name, self.target(framework).base_url,
                                                           framework.python_library, framework.replica_of)
        return frameworks[framework.name]

    def enter(self, member: Member, what: str, dataset: Dataset | None = None) -> None:
        """The member enters a phase: its clock, the stall meter (timed phases only), the progress line."""
        member.phase = what if dataset is None else f"{what} ({dataset.label})"
        member.clock.enter(member.phase)
        timed = what.split()[0] in TIMED_PHASES
        self.stall_meter.watch(f"{member.name}: {member.phase}" if timed else None)
        self.describe(f"{member.name}: {member.phase}")

    def block_load(self, member: Member | None) -> cpu_load.BlockLoad:
        """The machine's load during a block, started now: the share of all cores busy and the JIT
        compiler threads of every other JVM this run launched (the echo's included)."""
        others = [s.process.pid for s in self.launcher.running if member is None or s is not member.service]
        if self.echo_pid is not None:
            others.append(self.echo_pid)
        return cpu_load.BlockLoad(others, self._compiler_threads).start()

    def echo_block(self, fork: int, round_: int, slot: int) -> None:
        """One block of pings of the bare echo, kept in run.floor.echo. A failure ends the echo's
        measurement (printed), not the run."""
        probe = self.block_load(None)
        self.stall_meter.watch("echo: http ping")
        self.describe("echo: http ping")
        try:
            measured = floor.ping_block(self.echo, floor.PING_BLOCK_WARMUP, self.http_blocks[round_ - 1])
        except Exception as error:  # noqa: BLE001 (the reference is not worth the run)
            self.stall_meter.watch(None)
            self.say(f"[yellow]the bare echo stopped answering ({type(error).__name__}: {error}); the run goes on "
                     f"without it[/yellow]")
            self.echo.close()
            self.echo = None
            return
        self.stall_meter.watch(None)
        context = {"positionInRound": slot, **probe.end()}
        run_floor = self.out.document["run"].setdefault("floor", {})
        run_floor["echo"] = blocks.append_pings(run_floor.get("echo"), measured, fork, round_, context)
        mine = [dict(s, phase=s["phase"].removeprefix("echo: ")) for s in self.stall_meter.take_matching("echo: ")]
        if mine:
            run_floor["stalls"] = stalls.by_phase(mine, run_floor.get("stalls"))

    def untimed(self, what: str) -> None:
        self.stall_meter.watch(None)
        self.describe(what)

    def describe(self, what: str) -> None:
        if self.progress is not None:
            self.progress.update(self.task, description=what)

    def advance(self, units: int = 1) -> None:
        if self.progress is not None:
            self.progress.advance(self.task, units)

    def say(self, line: str) -> None:
        self.console.print(line, highlight=False)
