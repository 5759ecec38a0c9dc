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
