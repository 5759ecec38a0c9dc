"""One fork of a group of services: start them, prepare each, warm them up together, then
the rounds, each visiting every framework in a fresh shuffled order (seeded, recorded), and
finish. A service in trouble is restarted once per run; a failure ends its framework's
measurement and the others go on."""

from __future__ import annotations

import gc
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Callable

from serbench import results, steps
from serbench.datasets import Dataset
from serbench.launcher import LaunchError, is_healthy
from serbench.member import FrameworkFailed, Member, ServiceTrouble
from serbench.run_context import RunContext

#: Services warmed up at the same time. Nothing is timed in a warm-up (each JVM decides its
#: end by its own JIT activity) and one service's warm-up keeps one core busy while the client
#: waits; how much two at a time saves is in docs/methodology.md, "How long a run takes".
WARM_UPS_AT_ONCE = 2


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


def visit_order(seed: int, fork: int, round_: int, name: str, labels: list[str]) -> list[str]:
    """The order of a framework's blocks in one visit (its datasets, and PING): a fresh shuffle
    at every visit, reproducible, so that no dataset always follows another framework's blocks
    or always precedes the next one's."""
    order = list(labels)
    random.Random(f"{seed}/{fork}/{round_}/{name}").shuffle(order)
    return order


#: A framework's ping block among its dataset blocks, and the echo among the frameworks.
PING = "ping"
ECHO = "(echo)"


def measure_group(ctx: RunContext, names: list[str], fork: int, chosen: list[Dataset] | None = None,
                  part: int = 0, parts: int = 1) -> None:
    """One fork of a group of services, measuring ``chosen`` (all the run's datasets by default;
    with --jvm-per-model one model's, in JVM ``part`` of ``parts`` of the fork)."""
    chosen = list(chosen or ctx.options.datasets)
    by_name = {f.name: f for f in ctx.options.frameworks}
    members = []
    for name in names:
        framework = by_name[name]
        entry = ctx.entry(framework)
        if entry["status"] == "failed":
            continue
        if ctx.options.verify_only and entry["verification"]["status"] != "pending":
            continue
        if not ctx.options.verify_only and results.fork_record(entry, fork)["complete"]:
            continue
        members.append(Member(framework, entry, ctx.target(framework), fork, datasets=chosen, part=part,
                              parts=parts))
    if not members:
        return
    try:
        start(ctx, members)
        members = [m for m in members if guarded(ctx, m, steps.prepare, ctx, m, fork)]
        if ctx.options.verify_only:
            return
        members = warm_up_together(ctx, members)
        by_label = {d.label: d for d in chosen}
        for round_ in range(1, ctx.rounds + 1):
            alive = {m.name: m for m in members if not m.failed}
            slot = 0
            for name in round_order(ctx.seed, fork, round_, list(alive) + ([ECHO] if ctx.echo else [])):
                if name == ECHO:
                    ctx.echo_block(fork, round_, slot)
                    slot += 1
                    continue
                order = visit_order(ctx.seed, fork, round_, name, list(by_label) + [PING])
                for index, label in enumerate(order):
                    position = {"visitOrder": order, "positionInVisit": index, "positionInRound": slot}
                    slot += 1
                    if label == PING:
                        guarded(ctx, alive[name], steps.ping_block, ctx, alive[name], fork, round_, position)
                    else:
                        guarded(ctx, alive[name], steps.block, ctx, alive[name], by_label[label], fork, round_,
                                position)
            ctx.untimed("save")
            ctx.out.save()
            gc.collect()  # now, rather than at whichever allocation next crosses the threshold
        for member in members:
            if not member.failed:
                guarded(ctx, member, steps.finish, ctx, member, fork)
    finally:
        for member in members:
            release(ctx, member)
        ctx.out.save()


def start(ctx: RunContext, members: list[Member]) -> None:
    """Starts every member's service that is not already running, all at once."""
    to_launch = []
    for member in members:
        ctx.enter(member, "start")
        if is_healthy(member.target.base_url):
            continue
        if ctx.options.launch == "none":
            fail(ctx, member, "start", f"no healthy service at {member.target.base_url} (--launch none)", None)
        elif not member.target.local_default:
            fail(ctx, member, "start", f"no healthy service at {member.target.base_url}; serbench launches "
                                       f"services only on their local default port", None)
        else:
            to_launch.append(member)
    if to_launch:
        ctx.describe(f"starting {len(to_launch)} service(s)")
        outcome = ctx.launcher.start_many([(m.framework, m.target.base_url) for m in to_launch])
        for member in to_launch:
            started = outcome[member.name]
            if isinstance(started, LaunchError):
                fail(ctx, member, "start", str(started), None)
            else:
                member.service = started
    for member in members:
        # every service is up: waiting for the others to be prepared is nobody's start-up
        member.clock.stop()


def guarded(ctx: RunContext, member: Member, work: Callable[..., None], *args) -> bool:
    """Runs one piece of a member's work. A service in trouble is restarted once per run
    (and prepared again) and the work tried again; trouble after that, or any other
    failure, fails the framework. True when the member is still being measured."""
    if member.failed:
        return False
    for attempt in (1, 2):
        try:
            if attempt == 2:
                restart(ctx, member, prepare_again=work is not steps.prepare)
            work(*args)
            return True
        except ServiceTrouble as trouble:
            if (attempt == 2 or member.entry["restarts"] >= 1 or ctx.options.launch == "none"
                    or not member.target.local_default):
                fail(ctx, member, trouble.phase, trouble.reason, trouble.log)
                return False
            member.entry["restarts"] += 1
            ctx.say(f"[yellow]restarting[/yellow] {member.name} after {trouble.phase}: "
                    f"{trouble.reason.splitlines()[0]}")
        except FrameworkFailed as failed:
            fail(ctx, member, failed.phase, failed.reason, failed.log)
            return False
        finally:
            member.clock.stop()
            ctx.stall_meter.watch(None)
    return False


def restart(ctx: RunContext, member: Member, prepare_again: bool) -> None:
    """A new JVM for a member in trouble; warmed up again before its next block."""
    release(ctx, member)
    ctx.enter(member, "start")
    try:
        member.service = ctx.launcher.start(member.framework, member.target.base_url)
    except LaunchError as error:
        raise FrameworkFailed("start", str(error)) from error
    if prepare_again and not ctx.options.verify_only:
        steps.prepare(ctx, member, member.fork, after_restart=True)


def warm_up_together(ctx: RunContext, members: list[Member]) -> list[Member]:
    """Every member's warm-up, WARM_UPS_AT_ONCE services at a time, after every member was
    prepared (the cold-start figures are taken alone). What a warm-up raised there is raised
    again here, on the main thread, and handled like trouble in any other step: the service
    restarted once (and prepared and warmed up again), else failed."""
    ctx.describe(f"warming up {len(members)} service(s), {WARM_UPS_AT_ONCE} at a time")

    def catching(member: Member) -> ServiceTrouble | FrameworkFailed | None:
        try:
            steps.warm_up_all(ctx, member)
            return None
        except (ServiceTrouble, FrameworkFailed) as error:
            return error
        finally:
            member.clock.stop()

    with ThreadPoolExecutor(max_workers=WARM_UPS_AT_ONCE, thread_name_prefix="warm-up") as pool:
        raised = list(pool.map(catching, members))
    for member, error in zip(members, raised):
        if error is not None:
            guarded(ctx, member, _raise_once, [error])
    return [m for m in members if not m.failed]


def _raise_once(errors: list[Exception]) -> None:
    """Raises the pool's error the first time; the second time (after the restart, which
    warmed the service up again) there is nothing left to do."""
    if errors:
        raise errors.pop()


def fail(ctx: RunContext, member: Member, phase: str, reason: str, log: str | None) -> None:
    """The member's framework fails for good: its units are counted done, the reason recorded."""
    ctx.advance(ctx.units.left_at_failure(member.entry))
    results.fail(member.entry, phase, reason, log)
    ctx.say(f"[red]failed[/red] {member.name} during {phase}: {reason.splitlines()[0]}")
    release(ctx, member)
    ctx.out.save()


def release(ctx: RunContext, member: Member) -> None:
    """Closes the member's clients and stops its service if serbench started it."""
    if member.grpc is not None:
        member.grpc.close()
        member.grpc = None
    if member.client is not None:
        member.client.close()
        member.client = None
    if member.service is not None:
        ctx.launcher.stop(member.service)
        member.service = None
