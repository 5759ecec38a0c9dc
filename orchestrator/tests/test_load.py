"""The load phase: Vegeta's JSON report parsed, the sweep up to saturation, the results entry
(valid against the schema), a missing Vegeta named, and one short real sweep of a service."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from serbench import datasets, load, results
from serbench.load import LoadError, LoadSettings, Step

from fixtures import document
from jackson_service import jackson  # noqa: F401 (a fixture)

# Two reports of vegeta v12.13.0 (`vegeta attack ... | vegeta report -type=json`) on this machine:
# 50 requests/s against scripts/Echo.java, and 20 requests/s against a port nobody listens on.
ANSWERED = ('{"latencies":{"total":1768699470,"mean":35373989,"50th":5285660,"90th":150239500,"95th":183093893,'
            '"99th":243649890,"max":243649890,"min":1118859},"bytes_in":{"total":150,"mean":3},"bytes_out":'
            '{"total":150,"mean":3},"earliest":"2026-11-24T18:27:39.405992298Z","latest":"2026-11-24T18:27:40.'
            '387351067Z","end":"2026-11-24T18:27:40.388469926Z","duration":981358769,"wait":1118859,"requests":50,'
            '"rate":50.949766364190914,"throughput":50.891744071346935,"success":1,"status_codes":{"200":50},'
            '"errors":[]}')
REFUSED = ('{"latencies":{"total":8277908,"mean":413895,"50th":410262,"90th":496967,"95th":682311,"99th":863460,'
           '"max":863460,"min":257191},"bytes_in":{"total":0,"mean":0},"bytes_out":{"total":0,"mean":0},'
           '"earliest":"2026-11-24T18:24:50.856768565Z","latest":"2026-11-24T18:24:51.80564978Z","end":'
           '"2026-11-24T18:24:51.805934222Z","duration":948881215,"wait":284442,"requests":20,"rate":'
           '21.077453830720003,"throughput":0,"success":0,"status_codes":{"0":20},"errors":["Post \\"http://'
           '127.0.0.1:1/api/roundtrip\\": dial tcp 0.0.0.0:0-\\u003e127.0.0.1:1: connect: connection refused"]}')


def test_an_answered_attack_is_parsed_in_microseconds():
    step = load.parse_report(ANSWERED, rate=50)
    assert step.requests == 50 and step.errors == 0 and step.status_codes == {"200": 50}
    assert step.latency_micros["p50"] == pytest.approx(5285.66)
    assert step.latency_micros["p99"] == pytest.approx(243649.89)
    assert step.throughput == pytest.approx(50.89, abs=0.01)
    assert not step.saturated


def test_refused_requests_are_errors_and_saturate_the_step():
    step = load.parse_report(REFUSED, rate=20)
    assert step.errors == 20 and step.success == 0 and step.saturated
    assert step.error_kinds == ['Post "http://127.0.0.1:1/api/roundtrip": dial tcp 0.0.0.0:0->127.0.0.1:1: '
                                'connect: connection refused']


@pytest.mark.parametrize("text", ["", "not json", '{"requests": 3}', '{"latencies": {}, "requests": 1}'])
def test_anything_else_is_a_clear_error(text):
    with pytest.raises(LoadError, match="Vegeta's report is not what was expected"):
        load.parse_report(text, rate=10)


def fake_step(rate: float, capacity: float = 450.0, errors: int = 0) -> Step:
    """A service that answers up to ``capacity`` requests per second."""
    served = min(rate, capacity)
    return Step(rate=rate, requests=int(rate * 2), throughput=served, success=1 - errors / (rate * 2),
                latency_micros={"min": 100, "mean": 200, "p50": 150, "p90": 300, "p95": 400, "p99": 900, "max": 2000},
                status_codes={"200": int(rate * 2) - errors}, error_kinds=[], cpu_percent=50.0, rss_bytes=300 << 20)


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_the_sweep_doubles_the_rate_until_the_service_saturates():
    clock = FakeClock()
    asked: list[float] = []

    def step(rate: float) -> Step:
        asked.append(rate)
        clock.now += 2.0
        return fake_step(rate)

    steps = load.sweep(step, LoadSettings(rate=100, seconds=60, step_seconds=2.0), clock)
    assert asked == [100, 200, 400, 800], "stops after the first saturated step (800 asked, 450 served)"
    assert [s.saturated for s in steps] == [False, False, False, True]


def test_the_sweep_starts_no_step_it_has_no_time_for():
    clock = FakeClock()

    def step(rate: float) -> Step:
        clock.now += 2.5  # a step takes longer than asked (Vegeta waits for late answers)
        return fake_step(rate, capacity=1e9)

    steps = load.sweep(step, LoadSettings(rate=10, seconds=6.5, step_seconds=2.0), clock)
    assert [s.rate for s in steps] == [10, 20]


def test_errors_below_the_throughput_limit_still_saturate():
    steps = load.sweep(lambda rate: fake_step(rate, errors=1 if rate > 150 else 0),
                       LoadSettings(rate=100, seconds=60), FakeClock())
    assert [s.rate for s in steps] == [100, 200]


@pytest.mark.parametrize("settings", [LoadSettings(rate=0), LoadSettings(factor=1.0), LoadSettings(step_seconds=0)])
def test_a_sweep_that_would_not_rise_is_refused(settings):
    with pytest.raises(ValueError, match="positive rate, a factor above 1"):
        load.sweep(fake_step, settings, FakeClock())


def test_the_summary_names_the_sustained_rate_and_validates():
    steps = [fake_step(r) for r in (100, 200, 400, 800)]
    summary = load.summarize_sweep(steps, LoadSettings(), datasets.parse("small"), 300 << 20, 310 << 20)
    assert summary["sustainedRate"] == 400 and summary["saturated"] is True
    assert summary["throughputPerSecond"] == 450 and summary["errorsBelowSaturation"] == 0
    assert summary["latencyMicros"]["corrected"]["p99"] == 900 and summary["requests"] == 3000
    assert summary["rssGrowthFlagged"] is False and summary["cpuPercentMean"] == 50.0
    doc = document()
    doc["frameworks"]["alpha"]["load"] = summary
    results.validate(doc)


def test_a_missing_vegeta_says_how_to_get_it(monkeypatch, tmp_path):
    monkeypatch.setattr(load, "LOCAL_VEGETA", load.REPO_ROOT / ".tools" / "no-such-vegeta")
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(LoadError, match="needs Vegeta v12.13.0: run scripts/setup.sh"):
        load.vegeta_binary()


def vegeta_present() -> bool:
    return load.LOCAL_VEGETA.exists() or shutil.which("vegeta") is not None


@pytest.mark.skipif(not vegeta_present(), reason="Vegeta is not installed (scripts/setup.sh installs it with Go)")
def test_a_short_real_sweep_of_a_service(jackson):  # noqa: F811
    target, service = jackson
    settings = LoadSettings(rate=20, seconds=2.5, step_seconds=1.0, warmup_seconds=0.5, clients=2)
    out = load.run_load(target.base_url, target.framework.content_type, datasets.parse("small"),
                        service.process.pid, settings)
    assert 1 <= len(out["sweep"]) <= 2
    first = out["sweep"][0]
    assert first["rate"] == 20 and first["requests"] >= 15
    assert first["status_codes"].get("200", 0) + first["errors"] == first["requests"]
    assert first["rss_bytes"] > 0 and first["cpu_percent"] is not None
    doc = document()
    doc["frameworks"]["alpha"]["load"] = out
    results.validate(doc)


def test_the_curves_are_drawn_as_png_and_html(tmp_path):
    from serbench import load_charts
    loads = {name: load.summarize_sweep([fake_step(r, capacity=cap) for r in (100, 200, 400)], LoadSettings(),
                                        datasets.parse("small"), None, None)
             for name, cap in (("alpha", 1e9), ("<beta>", 250))}
    png = load_charts.curves_png(loads, "small", tmp_path / "load.png")
    assert png.read_bytes().startswith(b"\x89PNG")
    page = load_charts.curves_html(loads, "small", tmp_path / "load.html").read_text()
    assert "<svg" in page and "&lt;beta&gt;" in page and "<beta>" not in page
    assert page.count("<tr>") == 1 + 6 and page.count("saturated</td>") == 1
    assert load_charts.curves_png({"alpha": {"sweep": []}}, "small", tmp_path / "none.png") is None


def test_the_console_table_shows_each_sweep():
    from rich.console import Console

    from serbench import console
    doc = document()
    doc["frameworks"]["alpha"]["load"] = load.summarize_sweep([fake_step(r) for r in (100, 200, 400, 800)],
                                                             LoadSettings(), datasets.parse("small"), None, None)
    out = Console(width=200, record=True)
    out.print(console.load_table(doc))
    row = next(line.strip() for line in out.export_text().splitlines() if line.strip().startswith("alpha"))
    assert row.split()[1:6] == ["400", "450", "0", "0", "150"]  # sustained, peak, errors, below, p50


def test_the_sweep_script_refuses_unknown_frameworks_and_datasets_before_starting_anything(tmp_path):
    script = Path(__file__).resolve().parents[1] / "loadsweep.py"
    for args, message in ((["--frameworks", "jackson,nope"], "unknown framework(s): nope"),
                          (["--dataset", "huge"], "unknown dataset 'huge'; expected small, medium, large")):
        done = subprocess.run([sys.executable, str(script), *args, "--out", str(tmp_path / "out")],
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 2, done.stderr
        assert message in done.stderr
        assert "Traceback" not in done.stderr
        assert not (tmp_path / "out").exists()
