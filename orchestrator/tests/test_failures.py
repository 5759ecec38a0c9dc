"""A framework that cannot start, or whose service dies mid-run, is recorded as failed with
the reason, and the others are still measured."""

from __future__ import annotations

import os
import signal

from serbench import phases, registry, results, runner, scenarios
from serbench.launcher import Launcher
from serbench.phases import Settings
from serbench.registry import Framework

TINY = Settings(iterations=10, warmup=20, warmup_millis=200, http_warmup=2)


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


def test_a_service_killed_mid_run_is_failed_and_the_next_is_measured(tmp_path, quiet_console, monkeypatch):
    started = []
    real_start, real_http = Launcher.start, phases.http_side

    def start(self, framework, base_url):
        service = real_start(self, framework, base_url)
        started.append(service)
        return service

    def http_side_killing_jackson(client, size, settings, tick=None):
        if started[-1].framework.name == "jackson":
            os.killpg(started[-1].process.pid, signal.SIGKILL)
            started[-1].process.wait()
        return real_http(client, size, settings, tick)

    monkeypatch.setattr(Launcher, "start", start)
    monkeypatch.setattr(phases, "http_side", http_side_killing_jackson)
    out = runner.run(options(tmp_path, registry.get("jackson"), registry.get("kryo")), quiet_console)

    results.validate(out.document)
    killed = out.document["frameworks"]["jackson"]
    assert killed["status"] == "failed"
    assert "the service died" in killed["failure"]["reason"]
    assert killed["failure"]["log"], "a log excerpt is kept"
    assert killed["verification"]["status"] == "verified", "what was done before the kill is kept"
    assert out.document["frameworks"]["kryo"]["status"] == "measured"
    assert out.document["run"]["status"] == "complete"
    assert all(s.process.poll() is not None for s in started), "every launched service was stopped"
