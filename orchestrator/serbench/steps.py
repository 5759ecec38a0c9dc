"""The steps of measuring one framework in one fork, in order: prepare (info and the service's
identity, cold start, verification and fidelity in the first fork, payload sizes), warm up,
the blocks of each round, finish (the fork's own figures, the load sweep in the last fork).
Each step runs inside ``calling``: a client error becomes ServiceTrouble or FrameworkFailed."""

from __future__ import annotations

import json
from urllib.parse import urlsplit

from serbench import blocks, datasets, floor, phases, results, stalls
from serbench.client import ServiceClient
from serbench.compare import first_difference
from serbench.datasets import Dataset
from serbench.grpc_client import GrpcClient
from serbench.load import run_load
from serbench.member import FrameworkFailed, Member, calling
from serbench.phase_clock import breakdown
from serbench.phases import Settings
from serbench.registry import Framework
from serbench.run_context import RunContext
from serbench.runner_messages import load_line, unsettled_line
from serbench.verify import verify

#: Warm-up at the start of each block: a few operations (server) and requests (HTTP), not
#: timed, so that a block does not begin with caches another framework's block has cooled.
BLOCK_WARMUP_OPERATIONS = 5
BLOCK_WARMUP_REQUESTS = 2


def identity_problem(framework: Framework, info: dict, base_url: str) -> str | None:
    """Why the service at base_url is not the framework the registry describes (its name, its
    content type), or None when it is. A replica runs the service of the framework it replicates."""
    if info.get("framework") != framework.service:
        return f"the service at {base_url} is {info.get('framework')!r}, not {framework.service!r}"
    if info.get("contentType") != framework.content_type:
        return (f"the registry gives {framework.name} the content type {framework.content_type!r}, "
                f"the service at {base_url} says {info.get('contentType')!r} (/api/info): one of them is wrong")
    return None


def prepare(ctx: RunContext, member: Member, fork: int, after_restart: bool = False) -> None:
    """Everything before the rounds but the warm-up: info, cold start, checks and sizes. The
    warm-ups follow for all members together; after a restart, here."""
    entry, framework = member.entry, member.framework
    with calling(member):
        if member.client is None:
            member.client = ServiceClient(member.target.base_url, framework.content_type, ctx.options.http_client)
        client = member.client
        if member.service is not None and not entry["launched"]:
            entry.update(launched=True, startupSeconds=round(member.service.healthy_after_seconds, 3),
                         logFile=str(member.service.log_path))
        entry["status"] = "measuring" if entry["status"] != "failed" else "failed"
        ctx.enter(member, "info")
        info = phases.info(client)
        problem = identity_problem(framework, info, member.target.base_url)
        if problem:
            raise FrameworkFailed(member.phase, problem)
        entry["service"] = entry["service"] or info
        cold = None
        first = member.datasets[0]
        if member.service is not None and not after_restart:
            ctx.enter(member, "cold start", first)
            cold = phases.cold_start(client, first)
            entry["cold"] = entry["cold"] or cold
        unverified = [d for d in member.datasets if d.label not in verified_labels(entry["verification"])]
        if unverified:
            ctx.enter(member, "verify")
            checked = verify(framework, client, unverified, ctx.references)
            entry["verification"] = results.verification(
                framework.python_library, entry["verification"]["checks"] + checked["checks"], framework.jvm_only)
            ctx.out.save()
            failure = results.first_failure(entry["verification"])
            if failure:
                raise FrameworkFailed("verify", f"verification failed: {failure}")
        if entry["fidelity"] is None and entry["verification"]["status"] != "pending":
            ctx.enter(member, "fidelity")
            entry["fidelity"] = client.fidelity()
            if ctx.options.verify_only:
                entry["status"] = "verified"
                ctx.advance()
                ctx.say(f"[green]verified[/green] {framework.name} ({entry['verification']['status']})")
                return
        record = results.fork_record(entry, fork)
        startup = round(member.service.healthy_after_seconds, 3) if member.service else None
        if not after_restart and member.part == 0:
            record["restarted"] = member.service is not None
            record["startupSeconds"] = startup
            record["cold"] = record["cold"] or cold
        record["timer"] = info.get("timer")  # this JVM's System.nanoTime: cost and step
        if member.parts > 1 and not after_restart:  # --jvm-per-model: each JVM of the fork, by model
            record.setdefault("jvms", {})[first.model] = {
                "datasets": [d.label for d in member.datasets], "startupSeconds": startup, "timer": info.get("timer")}
        if member.target.grpc_address is not None and member.grpc is None:
            ctx.enter(member, "grpc connect")
            member.grpc = GrpcClient(member.target.grpc_address)
        if framework.jvm_only:
            read_back_previous_fork(ctx, member, fork)
        for dataset in member.datasets:
            if dataset.label not in entry["datasets"] and dataset.label not in member.sizes:
                ctx.enter(member, "payload sizes", dataset)
                member.sizes[dataset.label] = phases.payload_sizes(client, dataset)
        if after_restart:  # alone: the other services are being measured
            warm_up_all(ctx, member)
        else:
            ctx.advance()


def warm_up_all(ctx: RunContext, member: Member) -> None:
    with calling(member):
        # the largest dataset first: it compiles the hot paths, so the smaller ones settle at once
        for dataset in sorted(member.datasets, key=lambda d: -d.count):
            warm_up(ctx, member, dataset)
        # the request path too: a fresh service's answers to pings are still getting faster after
        # thousands (docs/methodology.md, "Client-side figures"), and its ping blocks are the floor
        ctx.enter(member, "floor warm-up")
        floor.warm_up(member.client, ctx.ping_warmup)


def warm_up(ctx: RunContext, member: Member, dataset: Dataset) -> None:
    """The server warm-up (until the JIT is quiet, within --settle-ms), then uncounted HTTP and
    gRPC requests. Its outcome is recorded per fork and, from the first fork, with the
    dataset's figures."""
    settings = ctx.options.settings
    ctx.enter(member, "warmup server", dataset)
    answer = member.client.benchmark(dataset, settings.warmup, settings.warmup_millis, 1, settings.settle_millis)
    member.warmups[dataset.label] = answer["warmup"]
    if answer.get("stageWarmup") is not None:
        member.stage_warmups[dataset.label] = answer["stageWarmup"]
    ctx.enter(member, "warmup http", dataset)
    once = Settings(http_warmup=settings.http_warmup, http_requests=1)
    phases.http_side(member.client, dataset, once)
    if has_grpc_phases(member, dataset):
        phases.grpc_side(member.grpc, dataset, once)


def read_back_previous_fork(ctx: RunContext, member: Member, fork: int) -> None:
    """A JVM-only format's payloads written by the previous fork's JVM are decoded by this
    one: a payload must be readable by a process other than the one that wrote it."""
    for dataset in member.datasets:
        written = ctx.previous_payloads.get((member.name, dataset.label))
        if written is not None and written[0] != fork:
            ctx.enter(member, "verify cross-fork", dataset)
            expected = json.loads(member.client.dataset(dataset))
            answer = member.client.decode(written[1], dataset)
            if answer.status_code != 200:
                difference = f"HTTP {answer.status_code}: {answer.text[:300]}"
            else:
                difference = first_difference(expected, json.loads(answer.content))
            member.entry["verification"]["checks"].append(results.check(
                dataset.label, "cross-fork-decode",
                None if difference is None else f"fork {written[0]}'s payload read in fork {fork}: {difference}"))
            if difference is not None:
                raise FrameworkFailed("verify cross-fork", f"the payload fork {written[0]} wrote does not decode in "
                                                           f"fork {fork}'s JVM: {difference}")
        ctx.enter(member, "payload keep", dataset)
        ctx.previous_payloads[(member.name, dataset.label)] = (fork, member.client.serialize(dataset).body)


def block(ctx: RunContext, member: Member, dataset: Dataset, fork: int, round_: int, position: dict | None = None
          ) -> None:
    """One round's block of one framework and dataset: server side, HTTP, gRPC. ``position`` (where
    the block stood in its visit and round: serbench.fork) goes into its log entry, with the
    machine's load during it."""
    settings = ctx.options.settings
    server_count, http_count = ctx.server_blocks[round_ - 1], ctx.http_blocks[round_ - 1]
    with calling(member):
        probe = ctx.block_load(member)
        ctx.enter(member, "server benchmark", dataset)
        block_settings = Settings(iterations=server_count, warmup=BLOCK_WARMUP_OPERATIONS,
                                  warmup_millis=settings.warmup_millis, settle_millis=0,
                                  http_warmup=BLOCK_WARMUP_REQUESTS, http_requests=http_count)
        server = phases.server_side(member.client, dataset, block_settings)
        http = phases.http_side(member.client, dataset, block_settings,
                                tick=lambda what: ctx.enter(member, what, dataset),
                                ping_warmup=floor.PING_BLOCK_WARMUP)
        grpc_block = None if not has_grpc_phases(member, dataset) else phases.grpc_side(
            member.grpc, dataset, block_settings, tick=lambda what: ctx.enter(member, what, dataset))
        context = dict(position or {}, **probe.end())
        ctx.enter(member, "save", dataset)
        measured = member.entry["datasets"]
        if dataset.label not in measured:  # the first block: sizes and the first fork's warm-up go with it
            sizes = member.sizes[dataset.label]
            measured[dataset.label] = blocks.new_measurement(dataset.count, sizes["payloadBytes"],
                                                             sizes["compressedBytes"], member.warmups[dataset.label],
                                                             member.stage_warmups.get(dataset.label))
        blocks.append(measured[dataset.label], server, http, grpc_block, fork, round_, context)
        if not server["roundTripEqual"]:
            raise FrameworkFailed(f"server benchmark ({dataset.label})",
                                  f"the round trip was not equal in fork {fork}, round {round_}: "
                                  f"{server.get('roundTripDifference') or 'not equal'}")
        ctx.advance()


def ping_block(ctx: RunContext, member: Member, fork: int, round_: int, position: dict | None = None) -> None:
    """One round's block of pings of one framework: the floor of its HTTP exchange, measured in
    a block of its own among the framework's dataset blocks (its place drawn anew in every visit),
    on a request path the warm-up compiled, split at the service's handling time."""
    with calling(member):
        probe = ctx.block_load(member)
        ctx.enter(member, "http ping")
        measured = floor.ping_block(member.client, floor.PING_BLOCK_WARMUP, ctx.http_blocks[round_ - 1],
                                    member.client.handling_times)
        context = dict(position or {}, **probe.end())
        ctx.enter(member, "save")
        member.entry["ping"] = blocks.append_pings(member.entry.get("ping"), measured, fork, round_, context)


def finish(ctx: RunContext, member: Member, fork: int) -> None:
    """The fork's own figures (of this JVM's datasets), its stalls and where its time went; the
    load phase last. With --jvm-per-model the fork is complete after its last JVM."""
    entry = member.entry
    record = results.fork_record(entry, fork)
    for dataset in member.datasets:
        record["datasets"][dataset.label] = blocks.fork_summary(entry["datasets"][dataset.label], fork,
                                                                member.warmups.get(dataset.label, {}))
    if _load_due(ctx, member, fork):
        with calling(member):
            ctx.enter(member, "load")
            dataset = datasets.parse_counted(ctx.options.load.dataset)
            pid = member.service.process.pid if member.service is not None else _local_pid(
                member.target.base_url, entry["service"] or {})
            entry["load"] = run_load(member.target.base_url, member.framework.content_type, dataset, pid,
                                     ctx.options.load)
            ctx.say(load_line(member.name, entry["load"]))
    member.clock.stop()
    seconds = dict(record.get("phaseSeconds") or {}) if member.part > 0 else {}
    for kind, value in member.clock.seconds.items():
        seconds[kind] = round(seconds.get(kind, 0.0) + value, 3)
    record["phaseSeconds"] = seconds
    prefix = f"{member.name}: "
    mine = [dict(s, phase=s["phase"].removeprefix(prefix)) for s in ctx.stall_meter.take_matching(prefix)]
    record["stalls"] = stalls.by_phase(mine, record.get("stalls"))
    if not member.last_of_fork:
        return
    record["complete"] = True
    entry["status"] = "measured"
    if (line := unsettled_line(member.name, record)) is not None:
        ctx.say(f"[yellow]JIT still busy[/yellow]{line.removeprefix('JIT still busy')}")
    if record["stalls"]:
        ctx.say(f"[red]machine stalled[/red] while {member.name} was measured: {stalls.summary(record['stalls'])}; "
                f"figures of those phases may include them")
    ctx.say(f"[green]measured[/green] {member.name} fork {fork}/{ctx.options.forks} "
            f"({entry['verification']['status']}) in {sum(seconds.values()):.0f} s: {breakdown(seconds)}")


def verified_labels(verification: dict) -> set[str]:
    """The datasets a framework's verification has checked (the cross-fork reading aside, which
    later forks add): with --jvm-per-model each model's datasets are checked in their own JVM."""
    return {c["dataset"] for c in verification["checks"] if c["check"] != "cross-fork-decode"}


def has_grpc_phases(member: Member, dataset: Dataset) -> bool:
    """The gRPC service's RPCs (GetUsers, Echo) carry the users model only: other models are
    measured over its HTTP API alone."""
    return member.grpc is not None and dataset.model == "users"


def _load_due(ctx: RunContext, member: Member, fork: int) -> bool:
    """The load phase runs once, in the last fork, after the datasets are measured (with
    --jvm-per-model, in the JVM of the load's dataset's model, else the fork's last)."""
    if ctx.options.load is None or fork != ctx.options.forks or member.entry.get("load") is not None:
        return False
    model = datasets.parse_counted(ctx.options.load.dataset).model
    return any(d.model == model for d in member.datasets) or member.last_of_fork


def _local_pid(base_url: str, info: dict) -> int | None:
    """The PID of a service we did not start, when it runs on this machine (for RSS and CPU)."""
    if urlsplit(base_url).hostname in ("127.0.0.1", "localhost"):
        return info.get("jvm", {}).get("pid")
    return None
