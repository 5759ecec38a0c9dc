"""What a run does when things go wrong, with real services: a framework that cannot start,
a service that dies mid-run, a round trip that breaks while measured, an interrupted run;
and how rounds, forks and the cross-fork check work. Failures are recorded with the reason,
and the other frameworks are still measured."""

from __future__ import annotations

import os
import signal
import subprocess
import time

import pytest

from serbench import datasets, phases, registry, results, runner, tables
from serbench import launcher as launcher_module
from serbench.client import ServiceClient
from serbench.launcher import Launcher
from serbench.phases import Settings
from serbench.registry import Framework
from serbench.stalls import StallMeter

TINY = Settings(iterations=10, warmup=20, warmup_millis=200, http_warmup=2, http_requests=4, settle_millis=600,
                rounds=2)


def options(tmp_path, *frameworks: Framework) -> runner.RunOptions:
    return runner.RunOptions(frameworks=list(frameworks), datasets=[datasets.parse("small")], settings=TINY,
                             out_dir=tmp_path, seed=5)


class Launched:
    """Records every service the launcher starts (at once, or alone after a restart)."""

    def __init__(self, monkeypatch) -> None:
        self.services = []
        real_many, real_start = Launcher.start_many, Launcher.start

        def start_many(launcher, items, app_args=None):
            outcome = real_many(launcher, items, app_args)
            self._add(s for s in outcome.values() if not isinstance(s, Exception))
            return outcome

        def start(launcher, framework, base_url, app_args=None):
            service = real_start(launcher, framework, base_url, app_args)
            self._add([service])
            return service

        monkeypatch.setattr(Launcher, "start_many", start_many)
        monkeypatch.setattr(Launcher, "start", start)

    def _add(self, services) -> None:
        for service in services:
            if all(s is not service for s in self.services):
                self.services.append(service)

    def latest(self, name: str):
        return [s for s in self.services if s.framework.name == name][-1]


def test_a_framework_whose_jar_cannot_be_built_fails_and_the_run_goes_on(tmp_path, quiet_console, monkeypatch):
    missing = Framework("nosuchframework", 8199, "application/x-none", None)
    real_run = subprocess.run
    builds = []

    def run(command, *args, **kwargs):  # the build fails as Maven would, without running Maven
        if str(command[0]).endswith("mvnw"):
            builds.append(command)
            return subprocess.CompletedProcess(command, 1)
        return real_run(command, *args, **kwargs)

    monkeypatch.setattr(launcher_module.subprocess, "run", run)
    out = runner.run(options(tmp_path, missing, registry.get("jackson")), quiet_console)
    results.validate(out.document)
    failed = out.document["frameworks"]["nosuchframework"]
    assert failed["status"] == "failed"
    assert failed["failure"]["phase"] == "start"
    assert "building nosuchframework failed" in failed["failure"]["reason"]
    assert out.document["frameworks"]["jackson"]["status"] == "measured"
    assert [c[c.index("-pl") + 1] for c in builds] == ["nosuchframework"], "only the missing jar was to be built"


def kill_during_blocks(monkeypatch, launched: Launched, name: str, times: int) -> None:
    """Kills the service of ``name`` when one of its HTTP blocks starts, ``times`` times
    (the warm-up's HTTP requests are let through)."""
    left = [times]
    real_http = phases.http_side

    def http_side(client, size, settings, tick=None, **options):
        if tick is not None and client.base_url.endswith(str(registry.get(name).port)) and left[0] > 0:
            left[0] -= 1
            service = launched.latest(name)
            os.killpg(service.process.pid, signal.SIGKILL)
            service.process.wait()
        return real_http(client, size, settings, tick, **options)

    monkeypatch.setattr(phases, "http_side", http_side)


def test_a_service_killed_once_is_restarted_once_and_measured(tmp_path, quiet_console, monkeypatch):
    launched = Launched(monkeypatch)
    kill_during_blocks(monkeypatch, launched, "jackson", times=1)
    out = runner.run(options(tmp_path, registry.get("jackson")), quiet_console)
    results.validate(out.document)
    jackson = out.document["frameworks"]["jackson"]
    assert jackson["status"] == "measured" and jackson["restarts"] == 1
    assert [(b["fork"], b["round"]) for b in jackson["datasets"]["small"]["blockLog"]] == [(1, 1), (1, 2)]
    assert len(launched.services) == 2


def test_a_service_killed_twice_is_failed_and_the_others_are_measured(tmp_path, quiet_console, monkeypatch):
    launched = Launched(monkeypatch)
    kill_during_blocks(monkeypatch, launched, "jackson", times=2)
    out = runner.run(options(tmp_path, registry.get("jackson"), registry.get("kryo")), quiet_console)

    results.validate(out.document)
    killed = out.document["frameworks"]["jackson"]
    assert killed["status"] == "failed" and killed["restarts"] == 1
    assert "the service died" in killed["failure"]["reason"]
    assert killed["failure"]["log"], "a log excerpt is kept"
    assert killed["verification"]["status"] == "verified", "what was done before the kill is kept"
    assert out.document["frameworks"]["kryo"]["status"] == "measured"
    assert out.document["run"]["status"] == "complete"
    assert all(s.process.poll() is not None for s in launched.services), "every launched service was stopped"


def test_services_warm_up_two_at_a_time_after_every_cold_start(tmp_path, quiet_console, monkeypatch):
    spans: dict[str, list[tuple[float, float]]] = {}
    colds: list[float] = []
    real_benchmark, real_cold_start = ServiceClient.benchmark, phases.cold_start
    monkeypatch.setattr(phases, "cold_start", lambda *args: (colds.append(time.monotonic()), real_cold_start(*args))[1])

    def benchmark(client, size, warmup, warmup_millis, iterations, settle_millis=0):
        started = time.monotonic()
        answer = real_benchmark(client, size, warmup, warmup_millis, iterations, settle_millis)
        if settle_millis:  # a warm-up: the blocks' benchmarks never wait for the JIT
            spans.setdefault(client.base_url, []).append((started, time.monotonic()))
        return answer

    monkeypatch.setattr(ServiceClient, "benchmark", benchmark)
    out = runner.run(options(tmp_path, registry.get("jackson"), registry.get("kryo")), quiet_console)
    results.validate(out.document)
    first, second = spans.values()
    assert first[0][0] < second[-1][1] and second[0][0] < first[-1][1], f"the warm-ups overlapped: {spans}"
    assert len(colds) == 2 and max(colds) < min(first[0][0], second[0][0]), "cold starts are taken alone, first"
    for name in ("jackson", "kryo"):
        entry = out.document["frameworks"][name]
        assert entry["status"] == "measured" and entry["datasets"]["small"]["server"]["warmup"]["operations"] > 0


def test_a_service_that_dies_while_warming_up_beside_another_is_restarted_and_measured(tmp_path, quiet_console,
                                                                                       monkeypatch):
    launched = Launched(monkeypatch)
    left = [1]
    real_benchmark = ServiceClient.benchmark
    jackson_port = str(registry.get("jackson").port)

    def benchmark(client, size, warmup, warmup_millis, iterations, settle_millis=0):
        if settle_millis and left[0] and client.base_url.endswith(jackson_port):
            left[0] -= 1
            service = launched.latest("jackson")
            os.killpg(service.process.pid, signal.SIGKILL)
            service.process.wait()
        return real_benchmark(client, size, warmup, warmup_millis, iterations, settle_millis)

    monkeypatch.setattr(ServiceClient, "benchmark", benchmark)
    out = runner.run(options(tmp_path, registry.get("jackson"), registry.get("kryo")), quiet_console)
    results.validate(out.document)
    jackson, kryo = out.document["frameworks"]["jackson"], out.document["frameworks"]["kryo"]
    assert left == [0], "the kill happened during a warm-up"
    assert jackson["status"] == "measured" and jackson["restarts"] == 1
    assert kryo["status"] == "measured" and kryo["restarts"] == 0
    assert len(launched.services) == 3, "jackson was started again, alone"


def test_rounds_visit_every_framework_before_the_next_round(tmp_path, quiet_console, monkeypatch):
    visits: list[tuple[str, int]] = []
    real_server_side = phases.server_side
    monkeypatch.setattr(phases, "server_side", lambda client, size, settings: (
        visits.append((client.base_url, settings.iterations)), real_server_side(client, size, settings))[1])
    opts = options(tmp_path, registry.get("jackson"), registry.get("kryo"))
    opts.settings = Settings(**{**TINY.__dict__, "rounds": 3, "iterations": 9, "http_requests": 3})
    out = runner.run(opts, quiet_console)
    results.validate(out.document)
    assert [n for _, n in visits] == [3] * 6, "three blocks of three operations per framework"
    by_round = [{url for url, _ in visits[i:i + 2]} for i in range(0, 6, 2)]
    assert all(len(urls) == 2 for urls in by_round), f"each round visits both frameworks: {visits}"
    assert out.document["run"]["settings"]["rounds"] == 3 and out.document["run"]["settings"]["resident"]


def test_a_round_trip_that_breaks_while_measured_fails_the_framework(tmp_path, quiet_console, monkeypatch):
    real_server_side = phases.server_side
    kryo_port = str(registry.get("kryo").port)

    kryo_blocks: list[int] = []

    def server_side(client, size, settings):
        measured = real_server_side(client, size, settings)
        if client.base_url.endswith(kryo_port):
            kryo_blocks.append(len(kryo_blocks) + 1)
            if len(kryo_blocks) == 3:  # fork 2, round 1
                measured = dict(measured, roundTripEqual=False, roundTripDifference='users[3].tags[0]: "a" != "b"')
        return measured

    monkeypatch.setattr(phases, "server_side", server_side)
    opts = options(tmp_path, registry.get("jackson"), registry.get("kryo"))
    opts.forks = 2
    out = runner.run(opts, quiet_console)
    results.validate(out.document)
    kryo = out.document["frameworks"]["kryo"]
    assert kryo["status"] == "failed"
    assert "round trip was not equal in fork 2, round 1" in kryo["failure"]["reason"]
    assert kryo["verification"]["status"] == "jvm-only", "it passed the checks before it was measured"
    frame = tables.summary_frame(out.document)
    assert list(tables.ranked(frame, "small")["framework"]) == ["jackson"], "a broken round trip is never ranked"


def test_forks_restart_the_services_pool_the_samples_and_read_each_others_payloads(tmp_path, quiet_console,
                                                                                  monkeypatch):
    opts = options(tmp_path, registry.get("kryo"))
    opts.forks = 2
    # what the stall meter is watching whenever the client does untimed work of its own
    watched: list[str | None] = [None]
    watched_while_busy: list[str | None] = []
    real_watch, real_save, real_sizes = StallMeter.watch, results.ResultsFile.save, phases.payload_sizes
    monkeypatch.setattr(StallMeter, "watch", lambda meter, label: (watched.append(label), real_watch(meter, label)))
    monkeypatch.setattr(results.ResultsFile, "save",
                        lambda file: (watched_while_busy.append(watched[-1]), real_save(file)))
    monkeypatch.setattr(phases, "payload_sizes",
                        lambda *args: (watched_while_busy.append(watched[-1]), real_sizes(*args))[1])
    out = runner.run(opts, quiet_console)
    assert watched_while_busy and set(watched_while_busy) == {None}, \
        "writing results and compressing payloads are not timed phases: a pause then is not the machine's"
    assert "kryo: server benchmark (small)" in watched and "kryo: http roundtrip (small)" in watched
    results.validate(out.document)
    kryo = out.document["frameworks"]["kryo"]
    assert [f["fork"] for f in kryo["forks"]] == [1, 2] and all(f["complete"] for f in kryo["forks"])
    assert all(f["restarted"] and f["cold"] for f in kryo["forks"])
    assert len(kryo["datasets"]["small"]["server"]["serialize"]["samples"]) == 2 * TINY.iterations
    assert [(b["fork"], b["round"]) for b in kryo["datasets"]["small"]["blockLog"]] == [(1, 1), (1, 2), (2, 1),
                                                                                          (2, 2)]
    cross = [c for c in kryo["verification"]["checks"] if c["check"] == "cross-fork-decode"]
    assert len(cross) == 1 and cross[0]["passed"], "fork 1's payload was decoded by fork 2's JVM"


def test_a_payload_another_fork_cannot_read_fails_the_framework(tmp_path, quiet_console, monkeypatch):
    real_decode = ServiceClient.decode
    calls = []

    def decode(client, payload, dataset=None):
        calls.append(len(payload))
        return real_decode(client, payload[:-1], dataset)  # as if the other JVM read something else

    monkeypatch.setattr(ServiceClient, "decode", decode)
    opts = options(tmp_path, registry.get("kryo"))
    opts.forks = 2
    out = runner.run(opts, quiet_console)
    results.validate(out.document)
    kryo = out.document["frameworks"]["kryo"]
    assert calls, "the cross-fork check ran"
    assert kryo["status"] == "failed" and kryo["failure"]["phase"] == "verify cross-fork"
    assert "does not decode in fork 2's JVM" in kryo["failure"]["reason"]


def test_an_interrupted_run_resumes_and_measures_the_interrupted_fork_again(tmp_path, quiet_console, monkeypatch):
    calls = []
    real_server_side = phases.server_side

    def interrupting(client, size, settings):
        if len(calls) == 2:  # round 1 done for both: stop at the first block of round 2
            raise KeyboardInterrupt
        calls.append(client.base_url)
        return real_server_side(client, size, settings)

    monkeypatch.setattr(phases, "server_side", interrupting)
    opts = options(tmp_path, registry.get("jackson"), registry.get("kryo"))
    with pytest.raises(KeyboardInterrupt):
        runner.run(opts, quiet_console)
    (dump,) = tmp_path.glob("*.json")
    interrupted = results.load(dump)
    results.validate(interrupted)
    assert interrupted["run"]["status"] == "interrupted"
    assert not any(f["complete"] for fw in interrupted["frameworks"].values() for f in fw["forks"])

    monkeypatch.setattr(phases, "server_side", real_server_side)
    resumed = runner.resume(dump, runner.RunOptions([], [], TINY, tmp_path), quiet_console)
    results.validate(resumed.document)
    assert resumed.document["run"]["status"] == "complete"
    assert len(resumed.document["run"]["resumedAt"]) == 1
    for fw in resumed.document["frameworks"].values():
        assert fw["status"] == "measured"
        log = fw["datasets"]["small"]["blockLog"]
        assert [(b["fork"], b["round"]) for b in log] == [(1, 1), (1, 2)], "the interrupted fork was measured anew"
        assert len(fw["datasets"]["small"]["server"]["serialize"]["samples"]) == TINY.iterations
