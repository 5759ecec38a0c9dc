"""What results.py owns beside validation: reading a version-1 document (a real one, as the
orchestrator of schema version 1 wrote and validated it: tests/data/results-v1.json, valid
against that version's schema, tests/data/results-v1.schema.json) as version 2, the run's
settings and their inverse for --resume, a framework's entry, and a verification's verdict."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import jsonschema
import pytest

from serbench import comparison, report, results, tables

from fixtures import document

DATA = Path(__file__).resolve().parent / "data"
V1 = DATA / "results-v1.json"


def test_the_fixture_is_a_version_1_document():
    written = json.loads(V1.read_text())
    assert written["schemaVersion"] == 1 and "scenarios" in written["frameworks"]["alpha"]
    jsonschema.validate(written, json.loads((DATA / "results-v1.schema.json").read_text()))
    with pytest.raises(jsonschema.ValidationError):
        results.validate(written)  # as it is on disk, it is not a version-2 document


def test_a_version_1_document_is_read_as_version_2():
    written = json.loads(V1.read_text())
    upgraded = results.load(V1)
    results.validate(upgraded)
    assert upgraded["schemaVersion"] == 2
    assert json.loads(V1.read_text()) == written, "the file is not changed"
    for name, entry in upgraded["frameworks"].items():
        old = written["frameworks"][name]
        assert "scenarios" not in entry and list(entry["datasets"]) == list(old["scenarios"])
        for label, measured in entry["datasets"].items():
            assert "users" not in measured and measured["count"] == old["scenarios"][label]["users"]
            # everything else field by field as it was
            assert {k: v for k, v in measured.items() if k != "count"} == {
                k: v for k, v in old["scenarios"][label].items() if k != "users"}
    alpha = upgraded["frameworks"]["alpha"]
    assert alpha["datasets"]["users=250"]["count"] == 250 and alpha["datasets"]["mediacontent=10"]["count"] == 10
    assert alpha["cold"]["serialize"] == {"nanos": 5_000_000, "count": 10, "payloadBytes": 9000}
    assert alpha["forks"][0]["cold"]["deserialize"] == {"nanos": 6_000_000, "count": 10, "payloadBytes": 9000}
    assert upgraded["run"]["settings"]["datasets"] == ["small", "large", "users=250", "mediacontent=10"]


def test_reports_and_comparisons_read_a_version_1_document(tmp_path):
    old = results.load(V1)
    frame = tables.summary_frame(old)
    assert set(frame[frame["framework"] == "alpha"]["dataset"]) == {"small", "large", "users=250", "mediacontent=10"}
    assert dict(zip(frame["dataset"], frame["model"]))["mediacontent=10"] == "mediacontent"
    changes = comparison.compare(old, document())
    assert {c.dataset for c in changes} == {"small", "large"}, "the datasets both runs measured"
    shutil.copy(V1, tmp_path / "old.json")
    files = report.build(results.load(tmp_path / "old.json"), tmp_path / "old")
    assert "mediacontent=10" in files["markdown"].read_text()


def test_a_document_of_an_unknown_version_is_refused_naming_the_version():
    doc = document()
    doc["schemaVersion"] = 3
    assert results.upgrade(doc)["schemaVersion"] == 3, "nothing is guessed"
    with pytest.raises(jsonschema.ValidationError, match="schemaVersion"):
        results.validate(doc)


SETTINGS = results.RunSettings(
    datasets=("small", "mediacontent=10"), frameworks=("jackson", "kryo"), iterations=120, warmup=1000,
    warmup_millis=1000, http_warmup=10, http_requests=40, settle_millis=8000, rounds=4, resident=True,
    http_client="lean", forks=2, seed=7, launch="auto", quick=False, verify_only=False,
    load={"clients": 16, "seconds": 30.0, "rate": 100.0, "dataset": "small"}, java="java", jvm_options=("-Xmx1g",))


def test_the_settings_and_their_inverse_round_trip_through_the_document():
    recorded = SETTINGS.to_document()
    assert recorded["datasets"] == ["small", "mediacontent=10"] and recorded["httpClient"] == "lean"
    doc = document()
    doc["run"]["settings"] = recorded
    results.validate(doc)
    assert results.RunSettings.from_document(json.loads(json.dumps(recorded))) == SETTINGS


def test_a_run_without_rounds_cannot_be_resumed_and_says_why():
    recorded = SETTINGS.to_document()
    del recorded["rounds"]
    with pytest.raises(results.CannotResume, match="RUN.json was written by a serbench that measured without "
                                                   "rounds; it cannot be resumed"):
        results.RunSettings.from_document(recorded, "RUN.json")


def test_a_new_entry_is_valid_and_fork_records_stay_in_order():
    doc = document()
    entry = results.new_entry("gamma", "http://127.0.0.1:8081", None)
    doc["frameworks"]["gamma"] = entry
    results.validate(doc)
    assert results.fork_record(entry, 2)["fork"] == 2
    assert results.fork_record(entry, 1) is entry["forks"][0]
    assert results.fork_record(entry, 2) is entry["forks"][1], "an existing record is returned, not added"
    assert [r["fork"] for r in entry["forks"]] == [1, 2]
    results.fail(entry, "verify", "verification failed: x", None)
    assert entry["status"] == "failed" and entry["failure"]["reason"] == "verification failed: x"
    results.validate(doc)


def test_a_verification_fails_on_its_first_failed_check_and_says_which():
    checks = [results.check("small", "dataset-agreement", None),
              results.check("small", "service-to-python", "users[3].age: 1 != 2"),
              results.check("large", "service-to-python", "users: 1000 items != 999 items")]
    verdict = results.verification("lib", checks, jvm_only=False)
    assert verdict["status"] == "failed"
    assert results.first_failure(verdict) == "service-to-python (small): users[3].age: 1 != 2"
    passed = results.verification("lib", checks[:1] + [results.check("small", "python-to-service", None)], False)
    assert passed["status"] == "verified" and results.first_failure(passed) is None
    assert not results.one_way(passed)
    assert results.one_way(results.verification("lib", checks[:1], jvm_only=False))
    assert results.verification(None, checks[:1], jvm_only=True)["status"] == "jvm-only"
