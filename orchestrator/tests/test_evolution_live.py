"""The schema-evolution matrix run for real (run.py --evolution's code path) against the
services of every framework that takes part, for every model they have versions of: every cell
must be the committed expected one (orchestrator/tests/data/evolution-expected.json, model ->
framework -> configuration -> change -> [old-to-new, new-to-old]), the negative controls of
issue 38 must come out as they must, every independent reader must agree, and the document must
validate."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console

from serbench import evolution, evolution_run, interop_evolution, registry, results, runner
from serbench.phases import Settings

EXPECTED = Path(__file__).parent / "data" / "evolution-expected.json"
UPDATE = "python scripts/update-evolution-expected.py results/RUN.json (after `python orchestrator/run.py --evolution`)"


@pytest.fixture(scope="module")
def matrix(tmp_path_factory) -> dict:
    options = runner.RunOptions(frameworks=[registry.get(name) for name in _frameworks()], datasets=[],
                                settings=Settings(), out_dir=tmp_path_factory.mktemp("evolution"), seed=1,
                                command=["pytest", "test_evolution_live.py"])
    out = evolution_run.run(options, Console(file=open("/dev/null", "w"), width=160), interop_evolution.confirmers())
    results.validate(out.document)
    return out.document["evolution"]


def _frameworks() -> list[str]:
    """Every framework of the expected matrix, of any model."""
    expected = json.loads(EXPECTED.read_text())
    return sorted({framework for frameworks in expected.values() for framework in frameworks})


def test_every_framework_that_takes_part_answers_and_none_is_absent(matrix):
    assert matrix["absent"] == []
    assert {f["framework"] for f in matrix["frameworks"]} == set(_frameworks())
    expected = json.loads(EXPECTED.read_text())
    for fw in matrix["frameworks"]:
        assert fw["models"] == [m for m in expected if fw["framework"] in expected[m]], fw["framework"]


def test_every_cell_is_the_committed_expected_one(matrix):
    expected = json.loads(EXPECTED.read_text())

    def wanted(c: dict) -> str:
        return expected[c["model"]][c["framework"]][c["configuration"]][c["change"]][
            evolution.DIRECTIONS.index(c["direction"])]
    changed = [f"{c['model']} {c['framework']} {c['configuration']} {c['change']} {c['direction']}: expected "
               f"{wanted(c)}, now {c['outcome']} ({c['detail']})" for c in matrix["cells"] if c["outcome"] != wanted(c)]
    assert not changed, "\n".join(changed) + f"\nIf the change is understood and intended: {UPDATE}"
    assert evolution.outcomes(matrix) == expected, "cells missing or extra"


def _cell(matrix: dict, model: str, framework: str, configuration: str, change: str, direction: str) -> dict:
    return next(c for c in matrix["cells"] if (c["model"], c["framework"], c["configuration"], c["change"],
                                               c["direction"]) == (model, framework, configuration, change, direction))


@pytest.mark.parametrize("model", ["users", "mediacontent"])
@pytest.mark.parametrize("framework", ["kryo", "fory"])
def test_the_fastest_positional_configurations_never_preserve_an_added_or_removed_field(matrix, framework, model):
    for change in ("add-field", "add-record", "remove-field"):
        for direction in evolution.DIRECTIONS:
            cell = _cell(matrix, model, framework, "benchmarked", change, direction)
            assert cell["outcome"] not in ("preserved", "ignored", "defaulted"), cell


@pytest.mark.parametrize("model, field", [("users", "age"), ("mediacontent", "width")])
def test_a_rejection_keeps_its_status_and_the_librarys_message(matrix, model, field):
    cell = _cell(matrix, model, "jdk", "benchmarked", "widen-number", evolution.OLD_TO_NEW)
    assert (cell["outcome"], cell["status"]) == ("rejected", 400)
    assert "java.io.InvalidClassException" in cell["detail"] and f"incompatible types for field {field}" in cell["detail"]


def test_every_independent_reader_agrees_with_the_service(matrix):
    confirmed = [c for c in matrix["cells"] if c["confirmation"] is not None]
    disagreeing = [c for c in confirmed if not c["confirmation"]["agrees"]]
    assert not disagreeing, disagreeing


def test_schema_resolution_defaults_an_added_field_and_protobuf_skips_it(matrix):
    assert _cell(matrix, "users", "avro", "compatible", "add-field", evolution.OLD_TO_NEW)["outcome"] == "defaulted"
    assert _cell(matrix, "users", "protobuf", "benchmarked", "add-field", evolution.OLD_TO_NEW)["outcome"] == "defaulted"
    assert _cell(matrix, "users", "protobuf", "benchmarked", "add-field", evolution.NEW_TO_OLD)["outcome"] == "ignored"


@pytest.mark.parametrize("framework", ["avro", "protobuf", "grpc", "capnproto"])
def test_a_python_library_reads_every_cell_of_the_formats_it_resolves(matrix, framework):
    cells = [c for c in matrix["cells"] if c["framework"] == framework]
    assert {c["model"] for c in cells} == {"users", "mediacontent"}
    assert cells and all(c["confirmation"] is not None for c in cells)
