"""Runs of real services that show what issue 35 asks of the runner: the A/A control's second
JVM launched, verified and measured like its framework; balanced orders and the machine's load
recorded per block; the recorded floor measured in ping blocks of its own beside a bare echo
pinged in the same rounds; and forks that start every service once per model."""

from __future__ import annotations

from collections import Counter

import pytest

from serbench import datasets, registry, results, runner
from serbench.phases import Settings

TINY = Settings(iterations=10, warmup=20, warmup_millis=200, http_warmup=2, http_requests=4, settle_millis=600,
                rounds=2)
SMALL, MEDIA = datasets.parse("small"), datasets.parse_counted("mediacontent=1")


@pytest.fixture(scope="module")
def aa_run(tmp_path_factory) -> dict:
    from rich.console import Console
    options = runner.RunOptions(frameworks=[registry.get("jackson"), registry.replica("jackson")],
                                datasets=[SMALL, MEDIA], settings=TINY, out_dir=tmp_path_factory.mktemp("aa"),
                                seed=11, forks=2, aa="jackson", echo=True, http_client="lean")
    out = runner.run(options, Console(file=open("/dev/null", "w"), width=160))
    results.validate(out.document)
    return out.document


def test_the_replica_is_a_second_jvm_of_the_service_launched_verified_and_measured_alike(aa_run):
    jackson, replica = aa_run["frameworks"]["jackson"], aa_run["frameworks"]["jackson-aa"]
    assert replica["replicaOf"] == "jackson" and jackson["replicaOf"] is None
    assert aa_run["run"]["settings"]["aa"] == "jackson" and "jackson-aa" in aa_run["run"]["settings"]["frameworks"]
    assert replica["launched"] and replica["baseUrl"].endswith(f":{registry.replica('jackson').port}")
    assert replica["logFile"].endswith("jackson-aa.log")
    assert replica["service"]["framework"] == "jackson", "the same service answers, in a JVM of its own"
    assert replica["status"] == jackson["status"] == "measured"
    assert replica["verification"]["status"] == "verified"
    assert {(c["dataset"], c["check"]) for c in replica["verification"]["checks"]} == {
        (c["dataset"], c["check"]) for c in jackson["verification"]["checks"]}
    for entry in (jackson, replica):
        assert [f["fork"] for f in entry["forks"]] == [1, 2] and all(f["complete"] for f in entry["forks"])
        for label in ("small", "mediacontent=1"):
            assert len(entry["datasets"][label]["server"]["serialize"]["samples"]) == 2 * TINY.iterations
    # shuffled into every round like any framework: each round took one block of each from both
    for label in ("small", "mediacontent=1"):
        rounds = {name: [(b["fork"], b["round"]) for b in aa_run["frameworks"][name]["datasets"][label]["blockLog"]]
                  for name in ("jackson", "jackson-aa")}
        assert rounds["jackson"] == rounds["jackson-aa"] == [(1, 1), (1, 2), (2, 1), (2, 2)]


def test_the_replica_is_never_ranked_and_is_paired_with_its_framework_in_the_aa_control(aa_run):
    from serbench import tables
    assert tables.unranked_reason(aa_run["frameworks"]["jackson-aa"]) is not None
    assert tables.rankable(aa_run["frameworks"]["jackson"])
    frame = tables.summary_frame(aa_run)
    assert "jackson-aa" not in set(tables.ranked(frame, "small")["framework"])
    assert tables.aa_pairs(aa_run) == [("jackson", "jackson-aa", "replica")]
    checks = tables.aa_control(frame)
    assert {(c["a"], c["b"], c["dataset"], c["operation"]) for c in checks} == {
        ("jackson", "jackson-aa", label, op) for label in ("small", "mediacontent=1")
        for op in ("serialize", "deserialize")}


def test_every_block_records_its_place_in_a_fresh_order_and_the_machines_load(aa_run):
    logs = [block for entry in aa_run["frameworks"].values() for measured in entry["datasets"].values()
            for block in measured["blockLog"]]
    logs += [block for entry in aa_run["frameworks"].values() for block in entry["ping"]["blockLog"]]
    assert len(logs) == 2 * 2 * 2 * 3, "2 frameworks x 2 forks x 2 rounds x (2 datasets + a ping block)"
    for block in logs:
        assert sorted(block["visitOrder"]) == sorted(["small", "mediacontent=1", "ping"])
        assert 0 <= block["positionInVisit"] < 3 and block["positionInRound"] >= 0
        assert 0 <= block["busy"] <= 1
        assert block["otherJitSeconds"] >= 0, "the other JVM (and the echo) were launched by this run"
    # each visit's blocks hold the places of its order, and the places of a round are all different
    by_visit: dict[tuple, list[dict]] = {}
    for block in logs:
        by_visit.setdefault((block["fork"], block["round"], tuple(block["visitOrder"]),
                             block["positionInRound"] - block["positionInVisit"]), []).append(block)
    assert all(sorted(b["positionInVisit"] for b in visit) == [0, 1, 2] for visit in by_visit.values())
    slots = Counter((b["fork"], b["round"], b["positionInRound"]) for b in logs)
    assert max(slots.values()) == 1
    echo_slots = {(b["fork"], b["round"], b["positionInRound"]) for b in aa_run["run"]["floor"]["echo"]["blockLog"]}
    assert not echo_slots & set(slots), "the echo's block takes a place of its own in the round"


def test_the_floor_is_measured_in_ping_blocks_beside_the_bare_echo(aa_run):
    run_floor = aa_run["run"]["floor"]
    assert run_floor["pingWarmup"] > 0 and run_floor["client"].startswith("http.client")
    echo = run_floor["echo"]
    assert [(b["fork"], b["round"]) for b in echo["blockLog"]] == [(1, 1), (1, 2), (2, 1), (2, 2)]
    assert echo["roundTrip"]["blocks"] == [2, 2, 2, 2] and echo["roundTrip"]["stats"]["p50"] > 0
    for entry in aa_run["frameworks"].values():
        ping = entry["ping"]
        assert ping["roundTrip"]["blocks"] == [2, 2, 2, 2]
        assert ping["clientTransport"]["samples"] == [rt - h for rt, h in zip(ping["roundTrip"]["samples"],
                                                                              ping["handling"]["samples"])]
    assert aa_run["run"]["host"]["timer"]["costNanos"] > 0


@pytest.fixture(scope="module")
def per_model_run(tmp_path_factory) -> dict:
    from rich.console import Console
    options = runner.RunOptions(frameworks=[registry.get("kryo")], datasets=[SMALL, MEDIA], settings=TINY,
                                out_dir=tmp_path_factory.mktemp("per-model"), seed=5, forks=2, jvm_per_model=True)
    out = runner.run(options, Console(file=open("/dev/null", "w"), width=160))
    results.validate(out.document)
    return out.document


def test_jvm_per_model_starts_every_service_once_per_model_in_each_fork(per_model_run):
    kryo = per_model_run["frameworks"]["kryo"]
    assert per_model_run["run"]["settings"]["jvmPerModel"] is True
    assert kryo["status"] == "measured"
    for record in kryo["forks"]:
        assert record["complete"] and set(record["jvms"]) == {"users", "mediacontent"}
        assert record["jvms"]["users"]["datasets"] == ["small"]
        assert record["jvms"]["mediacontent"]["datasets"] == ["mediacontent=1"]
        assert set(record["datasets"]) == {"small", "mediacontent=1"}
    # each model's blocks were measured in its own JVM: never one model in the other's visit
    for label in ("small", "mediacontent=1"):
        assert all(sorted(b["visitOrder"]) == sorted([label, "ping"]) for b in kryo["datasets"][label]["blockLog"])
    checked = {c["dataset"] for c in kryo["verification"]["checks"]}
    assert {"small", "mediacontent=1"} <= checked, "each model verified in its own JVM"
    cross = [c for c in kryo["verification"]["checks"] if c["check"] == "cross-fork-decode"]
    assert {c["dataset"] for c in cross} == {"small", "mediacontent=1"} and all(c["passed"] for c in cross)
    assert len(kryo["ping"]["blockLog"]) == 2 * 2 * 2, "a ping block per round in each model's JVM"


def test_an_interrupted_forks_echo_blocks_go_with_its_other_blocks_when_the_run_resumes():
    from serbench import blocks
    from serbench.stats import summarize

    def pings(values: list[int]) -> dict:
        return {"roundTrip": {"stats": summarize(values), "samples": values}}

    echo = None
    for fork, round_ in ((1, 1), (1, 2), (2, 1)):
        echo = blocks.append_pings(echo, pings([100 * fork, 101 * fork]), fork, round_)
    document = {"run": {"floor": {"echo": echo}},
                "frameworks": {"jackson": {"forks": [{"fork": 1, "complete": True}, {"fork": 2, "complete": False}],
                                           "datasets": {}, "ping": None}}}
    runner._drop_interrupted_forks(document)
    kept = document["run"]["floor"]["echo"]
    assert [(b["fork"], b["round"]) for b in kept["blockLog"]] == [(1, 1), (1, 2)]
    assert kept["roundTrip"]["samples"] == [100, 101, 100, 101]
    assert [f["fork"] for f in document["frameworks"]["jackson"]["forks"]] == [1]
