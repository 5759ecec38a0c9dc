"""A framework that cannot start, or whose service dies mid-run, is recorded as failed with
the reason, and the others are still measured."""

from __future__ import annotations

import os
import signal

from serbench import phases, registry, results, runner, scenarios
from serbench.launcher import Launcher
from serbench.phases import Settings
from serbench.registry import Framework
from serbench.stalls import StallMeter

TINY = Settings(iterations=10, warmup=20, warmup_millis=200, http_warmup=2, http_requests=10, settle_millis=600)


def options(tmp_path, *frameworks: Framework) -> runner.RunOptions:
    return runner.RunOptions(frameworks=list(frameworks), sizes=[scenarios.scenario("small")], settings=TINY,
                             out_dir=tmp_path)


def test_a_framework_whose_jar_cannot_be_built_fails_and_the_run_goes_on(tmp_path, quiet_console):
    missing = Framework("nosuchframework", 8199, "application/x-none", None)
    out = runner.run(options(tmp_path, missing, registry.get("jackson")), quiet_console)
    results.validate(out.document)
    failed = out.document["frameworks"]["nosuchframework"]
    assert failed["status"] == "failed"
    assert failed["failure"]["phase"] == "start"
    assert "building nosuchframework failed" in failed["failure"]["reason"]
    assert out.document["frameworks"]["jackson"]["status"] == "measured"


class KillJackson:
    """Kills the launched jackson service at the start of its HTTP phase, ``times`` times."""

    def __init__(self, monkeypatch, times: int) -> None:
        self.started, self.left = [], times
        real_start, real_http = Launcher.start, phases.http_side

        def start(launcher, framework, base_url):
            service = real_start(launcher, framework, base_url)
            self.started.append(service)
            return service

        def http_side(client, size, settings, tick=None):
            service = self.started[-1]
            if service.framework.name == "jackson" and self.left > 0:
                self.left -= 1
                os.killpg(service.process.pid, signal.SIGKILL)
                service.process.wait()
            return real_http(client, size, settings, tick)

        monkeypatch.setattr(Launcher, "start", start)
        monkeypatch.setattr(phases, "http_side", http_side)


def test_a_service_killed_once_is_restarted_once_and_measured(tmp_path, quiet_console, monkeypatch):
    killer = KillJackson(monkeypatch, times=1)
    out = runner.run(options(tmp_path, registry.get("jackson")), quiet_console)
    results.validate(out.document)
    jackson = out.document["frameworks"]["jackson"]
    assert jackson["status"] == "measured" and jackson["restarts"] == 1
    assert list(jackson["scenarios"]) == ["small"]
    assert len(killer.started) == 2


def test_a_service_killed_twice_is_failed_and_the_next_is_measured(tmp_path, quiet_console, monkeypatch):
    killer = KillJackson(monkeypatch, times=2)
    out = runner.run(options(tmp_path, registry.get("jackson"), registry.get("kryo")), quiet_console)

    results.validate(out.document)
    killed = out.document["frameworks"]["jackson"]
    assert killed["status"] == "failed" and killed["restarts"] == 1
    assert "the service died" in killed["failure"]["reason"]
    assert killed["failure"]["log"], "a log excerpt is kept"
    assert killed["verification"]["status"] == "verified", "what was done before the kill is kept"
    assert out.document["frameworks"]["kryo"]["status"] == "measured"
    assert out.document["run"]["status"] == "complete"
    assert all(s.process.poll() is not None for s in killer.started), "every launched service was stopped"


def test_an_interrupted_run_resumes_without_repeating_finished_work(tmp_path, quiet_console, monkeypatch):
    measured = []
    real_server_side = phases.server_side

    def server_side(client, size, settings):
        if len(measured) == 2:  # jackson and kryo done (small, large for one; first of the other)
            raise KeyboardInterrupt
        measured.append(client.base_url + " " + size.label)
        return real_server_side(client, size, settings)

    monkeypatch.setattr(phases, "server_side", server_side)
    opts = options(tmp_path, registry.get("jackson"), registry.get("kryo"))
    opts.sizes = [scenarios.scenario("small"), scenarios.scenario("medium")]
    try:
        runner.run(opts, quiet_console)
        raise AssertionError("the run should have been interrupted")
    except KeyboardInterrupt:
        pass
    (dump,) = tmp_path.glob("*.json")
    interrupted = results.load(dump)
    results.validate(interrupted)
    assert interrupted["run"]["status"] == "interrupted"
    done_before = {(name, label) for name, fw in interrupted["frameworks"].items() for label in fw["scenarios"]}
    assert len(done_before) == 2

    measured.clear()
    monkeypatch.setattr(phases, "server_side", lambda client, size, settings: (
        measured.append(client.base_url + " " + size.label), real_server_side(client, size, settings))[1])
    resumed = runner.resume(dump, runner.RunOptions([], [], TINY, tmp_path), quiet_console)
    results.validate(resumed.document)
    assert resumed.document["run"]["status"] == "complete"
    assert len(resumed.document["run"]["resumedAt"]) == 1
    assert len(measured) == 2, f"only the two missing units are measured again: {measured}"
    for fw in resumed.document["frameworks"].values():
        assert fw["status"] == "measured" and set(fw["scenarios"]) == {"small", "medium"}


def test_forks_restart_the_service_and_pool_the_samples(tmp_path, quiet_console, monkeypatch):
    opts = options(tmp_path, registry.get("kryo"))
    opts.forks, opts.seed = 2, 11
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
    assert "server benchmark (small)" in watched and "http roundtrip (small)" in watched
    results.validate(out.document)
    kryo = out.document["frameworks"]["kryo"]
    assert [f["fork"] for f in kryo["forks"]] == [1, 2]
    assert all(f["restarted"] and f["cold"] for f in kryo["forks"])
    assert len(kryo["scenarios"]["small"]["server"]["serialize"]["samples"]) == 2 * TINY.iterations
    assert set(kryo["forkSpread"]["small"]) == {"serializeP50", "deserializeP50", "roundtripP50"}
    assert out.document["run"]["settings"]["seed"] == 11
    # where each fork's time went: verification only in the first, a fresh start in both
    first, second = (f["phaseSeconds"] for f in kryo["forks"])
    assert {"start", "verify", "server", "http"} <= set(first) and "verify" not in second
    assert all(phases["start"] > 0 and phases["server"] > 0 and phases["http"] > 0 for phases in (first, second))
    # machine stalls are recorded per fork (usually none; the meter's own tests make some)
    assert all(isinstance(f["stalls"], dict) for f in kryo["forks"])
