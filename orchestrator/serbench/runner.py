"""One run: forks of every service, each measured in interleaved rounds.

For each fork (a fresh JVM of every service, in an order shuffled with a recorded seed):

1. start: the services of the fork are started at once (``--resident``, the default) or
   one at a time (``--one-at-a-time``); a healthy service that is already running is
   used as it is;
2. prepare each, one at a time: info (the service must be the framework the registry
   describes, content type included), cold start, verification and fidelity (first fork),
   payload sizes;
3. warm up every service, two at a time (nothing is timed there): every dataset, server side
   until the JIT is quiet, then HTTP, then thousands of pings for the request path;
4. rounds: every round visits every prepared framework in a fresh random order (seeded,
   recorded) and takes one block of timed operations per dataset, server side, HTTP and
   gRPC, and one block of pings, in an order drawn anew at every visit (recorded in each
   block's log with the machine's load during it). Drift of the machine then falls on every
   framework alike instead of on whichever was measured at that moment;
5. finish: the fork's own figures are summarised, and its services stopped.

With ``--jvm-per-model`` each fork does this once per model, in JVMs of their own. The A/A
control (``--aa``, jackson by default) is one more framework: a second JVM of one service,
measured like every other. The bare JDK echo (scripts/Echo.java) runs beside the services for
the whole run and gets a block of pings in every round: the reference of the recorded floor
(``run.floor``).

Everything is recorded in the results file as it goes (after each round), so an
interrupted run keeps what it measured; --resume measures an interrupted fork again from
its first round and keeps the forks that were complete. A service that dies, hangs or
answers with an error is restarted once (and warmed up again); if it fails again, the
framework is failed with the reason and a log excerpt, and the run goes on. A round trip
that is not equal in any block, or a payload of a JVM-only format that another fork's JVM
cannot read back, fails the framework: nothing that broke while measured is ranked.

The steps are in serbench.steps, one fork of a group of services in serbench.fork, what
they share in serbench.run_context, the progress arithmetic in serbench.progress."""

from __future__ import annotations

import random
from dataclasses import asdict
from pathlib import Path

import grpc
import requests
from rich.console import Console

from serbench import blocks, datasets, environment, floor, fork as forks, pooling, progress, results, steadiness
from serbench.client import ServiceClient, client_description
from serbench.launcher import Launcher
from serbench.load import LoadSettings
from serbench.phases import Settings
from serbench.registry import get
from serbench.results import CannotResume
from serbench.run_context import RunContext, RunOptions, rounds_of
from serbench.runner_messages import floor_line, stalls_line, time_lines
from serbench.stalls import StallMeter

__all__ = ["CannotResume", "RunOptions", "resume", "run", "run_record", "settings_of", "options_of"]


def settings_of(options: RunOptions, seed: int, jvm_options: list[str]) -> results.RunSettings:
    """What run.settings records of the options (jvm_options: the options every service runs with)."""
    s = options.settings
    load = None if options.load is None else {key: asdict(options.load)[key]
                                              for key in ("clients", "seconds", "rate", "dataset")}
    return results.RunSettings(
        datasets=tuple(d.label for d in options.datasets), frameworks=tuple(f.name for f in options.frameworks),
        iterations=s.iterations, warmup=s.warmup, warmup_millis=s.warmup_millis, http_warmup=s.http_warmup,
        http_requests=s.http_requests, settle_millis=s.settle_millis, rounds=rounds_of(s),
        resident=options.resident, http_client=options.http_client, forks=options.forks, seed=seed,
        launch=options.launch, quick=options.quick, verify_only=options.verify_only, load=load, java=options.java,
        jvm_options=tuple(jvm_options), aa=options.aa, jvm_per_model=options.jvm_per_model,
        echo=options.echo and not options.verify_only)


def options_of(recorded: results.RunSettings, out_dir: Path, connection: RunOptions,
               command: list[str]) -> RunOptions:
    """The options of a run to resume: what to measure from its results file, where the
    services are (launch, targets, java, JVM options) from this invocation."""
    return RunOptions(
        frameworks=[get(name) for name in recorded.frameworks],
        datasets=[datasets.parse_counted(label) for label in recorded.datasets],
        settings=Settings(recorded.iterations, recorded.warmup, recorded.warmup_millis, recorded.http_warmup,
                          recorded.http_requests, recorded.settle_millis, recorded.rounds),
        out_dir=out_dir, launch=connection.launch, target_overrides=connection.target_overrides,
        target_template=connection.target_template, grpc_port=connection.grpc_port, java=connection.java,
        jvm_options=connection.jvm_options, quick=recorded.quick, verify_only=recorded.verify_only,
        forks=recorded.forks, seed=recorded.seed, load=LoadSettings(**recorded.load) if recorded.load else None,
        command=command, resident=recorded.resident, http_client=recorded.http_client, aa=recorded.aa,
        jvm_per_model=recorded.jvm_per_model, echo=recorded.echo)


def run_record(options: RunOptions, run_id: str, seed: int, launcher: Launcher, client: str) -> dict:
    """The ``run`` block a results document starts with (``client``: what talks to the services)."""
    return {
        "id": run_id, "startedAt": results.now(), "endedAt": None, "status": "running",
        "gitCommit": environment.git_commit(), "command": options.command,
        "settings": settings_of(options, seed, launcher.common_options()).to_document(),
        "host": dict(environment.host(), client=client), "resumedAt": [],
    }


def run(options: RunOptions, console: Console) -> results.ResultsFile:
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(2**31)
    run_id = results.new_run_id()
    launcher = _launcher(options, run_id)
    document_run = run_record(options, run_id, seed, launcher,
                              f"{client_description(options.http_client)} (timed HTTP), "
                              f"requests {requests.__version__}, grpcio {grpc.__version__}")
    if not options.verify_only:
        document_run["steadiness"] = steadiness.probe()
        console.print(steadiness.describe(document_run["steadiness"]), highlight=False)
    out = results.ResultsFile.create(options.out_dir / f"{run_id}.json", document_run)
    console.print(f"run {run_id}: {len(options.frameworks)} framework(s) x {len(options.datasets)} dataset(s) x "
                  f"{options.forks} fork(s) x {rounds_of(options.settings)} round(s), "
                  f"{'all services at once' if options.resident else 'one service at a time'}, seed {seed} "
                  f"-> {out.path}", highlight=False)
    run_all(RunContext(options, console, out, launcher))
    return out


def resume(path: Path, connection: RunOptions, console: Console) -> results.ResultsFile:
    """Finishes an interrupted run: the measurement settings come from the file; where the
    services are (launch, targets, java) from this invocation."""
    document = results.load(path)
    results.validate(document)
    recorded = results.RunSettings.from_document(document["run"]["settings"], str(path))
    options = options_of(recorded, Path(path).resolve().parent, connection, document["run"]["command"])
    out = results.ResultsFile(Path(path), document)
    document["run"]["status"] = "running"
    document["run"]["endedAt"] = None
    document["run"]["resumedAt"].append(results.now())
    out.save()
    console.print(f"resuming run {document['run']['id']} ({path})", highlight=False)
    run_all(RunContext(options, console, out, _launcher(options, document["run"]["id"])))
    return out


def run_all(ctx: RunContext) -> None:
    """Every fork of every group of services, then what the whole run says; the results file
    is complete (or marked interrupted) and every service stopped when this returns."""
    document = ctx.out.document
    names = [f.name for f in ctx.options.frameworks]
    _drop_interrupted_forks(document)
    parts = ctx.parts
    echo = None
    try:
        with progress.display(ctx.console) as bar, StallMeter() as ctx.stall_meter:
            ctx.progress = bar
            done = sum(ctx.units.done(entry) for entry in document["frameworks"].values())
            ctx.task = bar.add_task("starting", total=ctx.units.total(len(names)), completed=done)
            if ctx.options.echo and not ctx.options.verify_only:
                echo = _start_echo(ctx)
            for fork in range(1, ctx.options.forks + 1):
                order = forks.fork_order(ctx.seed, fork, names)
                for part, chosen in enumerate(parts):
                    for group in [order] if ctx.options.resident else [[name] for name in order]:
                        forks.measure_group(ctx, group, fork, chosen, part, len(parts))
                if ctx.options.verify_only:
                    break
        _fork_spreads(document)
        for line in time_lines(document["frameworks"], ctx.options.resident):
            ctx.say(line)
        if (line := floor_line(document)) is not None:
            ctx.say(line)
        if (line := stalls_line(document["frameworks"])) is not None:
            ctx.say(line)
        document["run"]["status"] = "complete"
    except KeyboardInterrupt:
        document["run"]["status"] = "interrupted"
        ctx.console.print("[yellow]interrupted: services stopped; everything measured so far is kept; "
                          f"finish with --resume {ctx.out.path}[/yellow]")
        raise
    finally:
        if ctx.echo is not None:
            ctx.echo.close()
            ctx.echo = None
        if echo is not None:
            echo.stop()
        ctx.launcher.stop_all()
        document["run"]["endedAt"] = results.now()
        ctx.out.save()


def _start_echo(ctx: RunContext) -> floor.Echo | None:
    """The bare echo, started and warmed up like the services (its ping blocks then go into every
    round); None, said, when it cannot be started: the run goes on without the reference."""
    ctx.describe("starting the bare echo (scripts/Echo.java)")
    try:
        echo = floor.Echo.start(ctx.options.java, ctx.launcher.common_options())
    except RuntimeError as error:
        ctx.say(f"[yellow]no bare echo in this run[/yellow]: {error}")
        return None
    ctx.echo = ServiceClient(echo.base_url, "application/octet-stream", ctx.options.http_client)
    ctx.echo_pid = echo.process.pid
    ctx.describe("warming up the bare echo")
    floor.warm_up(ctx.echo, ctx.ping_warmup)
    run_floor = ctx.out.document["run"].setdefault("floor", {})
    run_floor.update(client=client_description(ctx.options.http_client), pingWarmup=ctx.ping_warmup,
                     echo=run_floor.get("echo"))
    return echo


def _drop_interrupted_forks(document: dict) -> None:
    """A fork that did not complete is measured again from its first round: its blocks are
    taken out of the figures (a resumed run starts new JVMs), the echo's of that fork too."""
    interrupted = set()
    for entry in document["frameworks"].values():
        if not all(f.get("complete") for f in entry["forks"]):
            interrupted |= {f["fork"] for f in entry["forks"] if not f.get("complete")}
            blocks.keep_forks(entry, {f["fork"] for f in entry["forks"] if f.get("complete")})
    run_floor = document["run"].get("floor")
    if run_floor and run_floor.get("echo") and interrupted:
        kept = {b["fork"] for b in run_floor["echo"]["blockLog"]} - interrupted
        run_floor["echo"] = blocks.pings_of_forks(run_floor["echo"], kept)


def _fork_spreads(document: dict) -> None:
    for entry in document["frameworks"].values():
        by_dataset: dict[str, list[dict]] = {}
        for record in entry["forks"]:
            for label, summary in record["datasets"].items():
                by_dataset.setdefault(label, []).append(summary)
        spreads = {label: pooling.spread(s) for label, s in by_dataset.items() if len(s) > 1}
        entry["forkSpread"] = spreads or None


def _launcher(options: RunOptions, run_id: str) -> Launcher:
    return Launcher(log_dir=options.out_dir / run_id / "logs", java=options.java,
                    extra_jvm_options=options.jvm_options,
                    max_count=max((d.count for d in options.datasets), default=1))
