import copy
import json

import jsonschema
import pytest

from serbench import results

from fixtures import document


def test_the_fixture_is_valid():
    results.validate(document())


@pytest.mark.parametrize("mutate, path_fragment", [
    (lambda d: d["run"].pop("host"), "host"),
    (lambda d: d["frameworks"]["alpha"]["datasets"]["small"].update(payloadBytes=0), "payloadBytes"),
    (lambda d: d["frameworks"]["alpha"].update(status="fine"), "status"),
    (lambda d: d["frameworks"]["alpha"]["datasets"]["small"]["http"].pop("roundtrip"), "roundtrip"),
    (lambda d: d["frameworks"]["alpha"]["verification"].update(status="probably"), "status"),
    (lambda d: d["frameworks"]["broken"].update(failure={"phase": "verify", "reason": ""}), "reason"),
    (lambda d: d.update(extra=1), "extra"),
    (lambda d: d["frameworks"]["alpha"]["datasets"]["small"]["server"]["serialize"].update(blocks=[0, 5]), "blocks"),
    (lambda d: d["frameworks"]["alpha"]["datasets"]["small"]["server"]["serialize"].update(blocks=[2, 2]),
     "datasets.small.server.serialize.blocks add up to 4, not to its 5 samples"),
    (lambda d: d["frameworks"]["alpha"]["datasets"]["large"]["http"]["ping"]["roundTrip"].update(blocks=[4]),
     "http.ping.roundTrip.blocks add up to 4, not to its 3 samples"),
])
def test_broken_documents_are_refused(mutate, path_fragment):
    doc = document()
    mutate(doc)
    with pytest.raises(jsonschema.ValidationError) as error:
        results.validate(doc)
    assert path_fragment in str(error.value)


def test_blocks_that_add_up_to_the_samples_are_valid():
    doc = document()
    doc["frameworks"]["alpha"]["datasets"]["small"]["server"]["serialize"]["blocks"] = [2, 3]
    doc["frameworks"]["alpha"]["datasets"]["small"]["http"]["roundtrip"]["roundTrip"]["blocks"] = [1, 1, 1]
    results.validate(doc)


def test_saving_is_atomic_and_round_trips(tmp_path):
    out = results.ResultsFile(tmp_path / "run.json", document())
    out.save()
    out.document["run"]["status"] = "interrupted"
    out.save()
    assert json.loads((tmp_path / "run.json").read_text())["run"]["status"] == "interrupted"
    assert [p.name for p in tmp_path.iterdir()] == ["run.json"], "no temporary file is left behind"


def test_the_new_fields_of_issue_35_are_valid_where_they_belong():
    from fixtures import series
    doc = document()
    alpha = doc["frameworks"]["alpha"]
    http = alpha["datasets"]["small"]["http"]
    for phase in ("ping", "serialize", "roundtrip"):
        http[phase]["clientTransportLow"] = http[phase]["clientTransport"]
        http[phase]["clientTransportHigh"] = series([s + 5_000 for s in http[phase]["clientTransport"]["samples"]])
    alpha["replicaOf"] = None
    doc["frameworks"]["alpha-aa"] = dict(copy.deepcopy(alpha), name="alpha-aa", replicaOf="alpha")
    alpha["ping"] = {"roundTrip": dict(series([100, 120]), blocks=[1, 1]),
                     "blockLog": [{"fork": 1, "round": 1, "positionInRound": 3, "busy": 0.4, "otherJitSeconds": 0.0},
                                  {"fork": 1, "round": 2, "positionInRound": 0, "busy": None,
                                   "otherJitSeconds": None}]}
    alpha["service"]["timer"] = {"costNanos": 17.5, "stepNanos": 20}
    alpha["forks"][0]["timer"] = {"costNanos": 17.5, "stepNanos": 20}
    doc["run"]["floor"] = {"client": "http.client (Python 3.11.7)", "pingWarmup": 2000,
                           "echo": {"roundTrip": dict(series([90, 95]), blocks=[2]),
                                    "blockLog": [{"fork": 1, "round": 1, "positionInRound": 2}]}}
    doc["run"]["host"]["timer"] = {"clock": "time.perf_counter_ns", "costNanos": 70.1, "stepNanos": 100}
    doc["run"]["settings"].update(aa="alpha", jvmPerModel=False, echo=True)
    results.validate(doc)
    doc["frameworks"]["alpha"]["ping"]["blockLog"][0]["busy"] = 1.5
    with pytest.raises(jsonschema.ValidationError, match="1.5"):
        results.validate(doc)
