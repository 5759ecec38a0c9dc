"""Launches two real services, runs a quick benchmark through the CLI, and checks that the
results file is valid and every figure is present, positive and plausible."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest

from serbench import cli, results

FRAMEWORKS = ("jackson", "kryo")


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> tuple[int, dict, Path]:
    out = tmp_path_factory.mktemp("results")
    code = cli.main(["--frameworks", ",".join(FRAMEWORKS), "--scenario", "small", "--scenario", "large",
                     "--scenario", "mediacontent=10",
                     "--iterations", "40", "--http-requests", "40", "--warmup", "300", "--warmup-ms", "1500", "--settle-ms", "2000",
                     "--http-warmup", "10",
                     "--out", str(out)])
    (dump,) = out.glob("*.json")
    return code, json.loads(dump.read_text()), out


def test_the_run_succeeds_and_its_dump_validates(run):
    code, document, out = run
    assert code == 0
    results.validate(document)
    assert document["run"]["status"] == "complete"
    assert document["run"]["endedAt"] >= document["run"]["startedAt"]
    assert document["run"]["host"]["cores"] >= 1
    assert {"cpu", "memory"} == set(document["run"]["steadiness"])
    run_dir = out / document["run"]["id"]
    assert (run_dir / "summary.csv").exists()
    assert {f"{name}.log" for name in FRAMEWORKS} <= {p.name for p in (run_dir / "logs").iterdir()}


def test_every_framework_was_launched_verified_and_measured(run):
    _, document, _ = run
    for name in FRAMEWORKS:
        fw = document["frameworks"][name]
        assert fw["status"] == "measured", fw["failure"]
        assert fw["launched"] and fw["startupSeconds"] > 0
        assert fw["service"]["framework"] == name
        assert fw["verification"]["status"] == ("jvm-only" if name == "kryo" else "verified")
        assert all(check["passed"] for check in fw["verification"]["checks"])
        assert fw["cold"]["dataset"] == "small" and fw["cold"]["serialize"]["nanos"] > 0
        assert fw["cold"]["serialize"]["count"] == fw["cold"]["deserialize"]["count"] == 10


@pytest.mark.parametrize("name", FRAMEWORKS)
def test_the_mediacontent_dataset_is_verified_and_measured_beside_the_users(run, name):
    _, document, _ = run
    fw = document["frameworks"][name]
    checks = {c["check"] for c in fw["verification"]["checks"] if c["dataset"] == "mediacontent=10"}
    expected = {"dataset-agreement", "in-service-round-trip"}
    # jackson has a Python library; kryo is JVM-only, so its payloads are read back by its other fork
    expected |= {"service-to-python", "python-to-service"} if name == "jackson" else {"cross-fork-decode"}
    assert checks == expected
    media = fw["datasets"]["mediacontent=10"]
    assert media["count"] == 10
    assert 0 < media["payloadBytes"] < fw["datasets"]["small"]["payloadBytes"]
    assert media["server"]["serialize"]["stats"]["p50"] > 0
    assert media["grpc"] is None


@pytest.mark.parametrize("name", FRAMEWORKS)
def test_figures_are_present_positive_and_plausible(run, name):
    _, document, _ = run
    measured = document["frameworks"][name]["datasets"]
    per_series = 40 * document["run"]["settings"]["forks"]  # --iterations/--http-requests are per fork
    assert document["run"]["settings"]["forks"] == 2, "the default run pools two JVMs per framework"
    small, large = measured["small"], measured["large"]
    assert large["payloadBytes"] > 50 * small["payloadBytes"]
    for sc in (small, large):
        assert sc["server"]["roundTripEqual"]
        # the warm-up waited for the JIT (or for the time it was allowed), and says which
        assert isinstance(sc["server"]["warmup"]["jitQuiet"], bool)
        assert sc["server"]["jitCompileMillis"] >= 0
        assert sc["payloadBytes"] == sc["server"]["payloadBytes"]
        assert all(0 < size < sc["payloadBytes"] for size in sc["compressedBytes"].values())
        for op in ("serialize", "deserialize"):
            stats = sc["server"][op]["stats"]
            assert 0 < stats["min"] <= stats["p50"] <= stats["p90"] <= stats["p99"] <= stats["max"]
            assert len(sc["server"][op]["samples"]) == per_series
            assert sc["server"][op]["allocatedBytesPerOp"] > 0
        for phase in ("serialize", "deserialize", "roundtrip"):
            measured = sc["http"][phase]
            assert len(measured["roundTrip"]["samples"]) == per_series
            assert 0 < measured["overhead"]["stats"]["p50"] < measured["roundTrip"]["stats"]["p50"]
            assert measured["server"]["stats"]["min"] > 0
            # the service's own handling splits each round trip (the "where the time goes" series)
            for series in ("handling", "serverStack", "clientTransport"):
                assert len(measured[series]["samples"]) == per_series, (phase, series)
            assert measured["serverStack"]["samples"] == [h - s for h, s in zip(measured["handling"]["samples"],
                                                                               measured["server"]["samples"])]
        assert {"handling", "clientTransport"} <= set(sc["http"]["ping"])
    assert large["server"]["serialize"]["stats"]["p50"] > small["server"]["serialize"]["stats"]["p50"]
    # reading a large body and writing a large response: the HTTP stack's share grows with the bytes
    assert (large["http"]["roundtrip"]["serverStack"]["stats"]["p50"]
            > small["http"]["roundtrip"]["serverStack"]["stats"]["p50"])


def test_a_default_run_has_the_aa_replica_and_the_floor_beside_the_bare_echo(run):
    _, document, _ = run
    replica = document["frameworks"]["jackson-aa"]
    assert replica["replicaOf"] == "jackson" and replica["status"] == "measured"
    assert document["run"]["settings"]["aa"] == "jackson" and document["run"]["settings"]["echo"] is True
    echo = document["run"]["floor"]["echo"]
    assert len(echo["roundTrip"]["blocks"]) == 2 * 4, "a ping block of the echo in every round of both forks"
    for name in FRAMEWORKS + ("jackson-aa",):
        assert len(document["frameworks"][name]["ping"]["roundTrip"]["blocks"]) == 2 * 4


def test_no_nagle_stall_on_small_requests(run):
    """Not a performance target: a 40 ms delayed-ACK stall would put the small overhead far above
    the ping floor. Both must stay in the low milliseconds."""
    _, document, _ = run
    for name in FRAMEWORKS:
        small = document["frameworks"][name]["datasets"]["small"]["http"]
        assert small["ping"]["roundTrip"]["stats"]["p50"] < 20_000_000
        assert small["roundtrip"]["overhead"]["stats"]["p50"] < 20_000_000


def test_summary_csv_has_a_row_per_framework_and_dataset(run):
    _, document, out = run
    frame = pd.read_csv(out / document["run"]["id"] / "summary.csv")
    # the A/A control's second JVM of jackson is a row too (replicaOf says so; it is never ranked)
    assert sorted(zip(frame["framework"], frame["dataset"])) == sorted(
        (name, dataset) for name in FRAMEWORKS + ("jackson-aa",) for dataset in ("small", "large", "mediacontent=10"))
    assert (frame["serverSerializeP50Ns"] > 0).all()
    assert {(row.dataset, row.model, row.count) for row in frame.itertuples()} == {
        ("small", "users", 10), ("large", "users", 1000), ("mediacontent=10", "mediacontent", 10)}
