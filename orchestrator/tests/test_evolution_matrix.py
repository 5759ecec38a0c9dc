"""The schema-evolution matrix on the reading side: its section of the results schema, its rows
and counts, the README's table, the console's tables and the report built from a document of an
evolution run alone (tests/data/evolution-fixture.json, a test fixture, not results)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import jsonschema
import pandas as pd
import pytest
from rich.console import Console

from serbench import console, evolution_matrix, readme, report, results, tables

from fixtures import document as timed_document

FIXTURE = Path(__file__).parent / "data" / "evolution-fixture.json"


def fixture() -> dict:
    return json.loads(FIXTURE.read_text())


def cell_of(doc: dict, framework: str, configuration: str, change: str, direction: str) -> dict:
    return next(c for c in doc["evolution"]["cells"] if (c["framework"], c["configuration"], c["change"],
                                                         c["direction"]) == (framework, configuration, change, direction))


# -- the schema -----------------------------------------------------------------------------------
def test_the_fixture_is_valid_as_written_and_as_loaded():
    results.validate(fixture())
    loaded = results.load(FIXTURE)
    assert loaded["frameworks"] == {}, "frameworks: [] is read as an empty object"
    results.validate(loaded)


def test_a_timed_run_may_carry_an_evolution_section_too():
    doc = timed_document()
    doc["evolution"] = fixture()["evolution"]
    results.validate(doc)


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d["evolution"]["cells"][0].update(outcome="fine"), "'fine' is not one of ['preserved', 'defaulted'"),
    (lambda d: d["evolution"]["cells"][0].update(direction="sideways"), "'sideways' is not one of ['old-to-new'"),
    (lambda d: d["evolution"]["cells"][0].pop("detail"), "'detail' is a required property"),
    (lambda d: d["evolution"].pop("absent"), "'absent' is a required property"),
    (lambda d: d["evolution"]["cells"][0].update(seen=True),
     "Additional properties are not allowed ('seen' was unexpected)"),
    (lambda d: d["evolution"].update(extra=1), "Additional properties are not allowed ('extra' was unexpected)"),
    (lambda d: d["evolution"]["frameworks"][0]["configurations"][1].update(name="lenient"),
     "'lenient' is not one of ['benchmarked', 'compatible']"),
    (lambda d: d["evolution"]["cells"][0].update(confirmation={"library": "x", "outcome": "preserved"}),
     "'agrees' is a required property"),
    (lambda d: d["evolution"]["cells"][0].update(status=42), "42 is less than the minimum of 100"),
    (lambda d: cell_of(d, "alpha", "compatible", "rename-field", "old-to-new").update(path="users[0].name"),
     "'users[0].name' is not of type 'null'"),
    (lambda d: cell_of(d, "alpha", "benchmarked", "rename-field", "old-to-new").update(path=None),
     "None is not of type 'string'"),
    (lambda d: cell_of(d, "gamma", "benchmarked", "add-field", "new-to-old").update(payloadBytes=10),
     "10 is not of type 'null'"),
    (lambda d: d.pop("evolution"), "[] is not of type 'object'"),
    (lambda d: d.update(frameworks=[{"name": "alpha"}]), "[{'name': 'alpha'}] is expected to be empty"),
])
def test_a_broken_section_is_refused_with_jsonschemas_message(mutate, message):
    doc = fixture()
    mutate(doc)
    with pytest.raises(jsonschema.ValidationError) as error:
        results.validate(doc)
    assert message in str(error.value)


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d["evolution"]["cells"][0].update(framework="omega"),
     "evolution.cells[0]: framework 'omega' is not in evolution.frameworks"),
    (lambda d: cell_of(d, "beta", "benchmarked", "add-field", "old-to-new").update(configuration="compatible"),
     "beta has no configuration 'compatible'"),
    (lambda d: d["evolution"]["cells"][0].update(change="drop-table"), "change 'drop-table' is not in evolution.changes"),
    (lambda d: d["evolution"]["cells"].append(copy.deepcopy(d["evolution"]["cells"][0])),
     "a second cell for alpha benchmarked add-field old-to-new"),
    (lambda d: d["evolution"]["absent"].append({"framework": "beta", "reason": "x"}), "beta both in frameworks and absent"),
])
def test_cells_must_name_what_the_section_declares(mutate, message):
    doc = fixture()
    mutate(doc)
    with pytest.raises(jsonschema.ValidationError, match=message.replace("[", r"\[").replace("]", r"\]")):
        results.validate(doc)


# -- rows, counts, the README's table -------------------------------------------------------------
def test_rows_hold_every_cell_and_counts_every_outcome():
    doc = results.load(FIXTURE)
    rows = evolution_matrix.rows(doc)
    assert len(rows) == len(doc["evolution"]["cells"]) == 20
    assert set(rows["outcome"]) == set(evolution_matrix.OUTCOMES), "the fixture has every outcome"
    counts = evolution_matrix.counts(doc).set_index(["framework", "configuration"])
    assert counts.loc[("alpha", "benchmarked")].to_dict() == {"preserved": 0, "defaulted": 2, "ignored": 1,
                                                             "rejected": 1, "corrupted": 2, "write-failed": 0}
    assert counts.loc[("gamma", "benchmarked")].sum() == 2
    assert ("beta", "compatible") not in counts.index


def test_the_matrix_under_compatible_shows_benchmarked_cells_of_a_framework_without_one():
    shown = evolution_matrix.matrix(results.load(FIXTURE), "compatible").set_index(["framework", "change", "direction"])
    alpha = shown.loc[("alpha", "add-field", "new-to-old")]
    assert (alpha["outcome"], alpha["configuration"], alpha["fallback"]) == ("ignored", "compatible", False)
    beta = shown.loc[("beta", "remove-field", "new-to-old")]
    assert (beta["outcome"], beta["configuration"], beta["fallback"]) == ("corrupted", "benchmarked", True)
    assert pd.isna(shown.loc[("gamma", "rename-field", "old-to-new")]["outcome"]), "a cell the results lack"


def test_the_readme_table_has_a_row_per_framework_and_configuration_and_two_marks_a_cell():
    text = evolution_matrix.readme_markdown(results.load(FIXTURE), "fixture.json")
    assert "| framework | configuration | add-field | remove-field | rename-field |" in text
    assert "| alpha | benchmarked | ○ / ✗ | ↷ / ○ | ‼ / ‼ |" in text
    assert "| alpha | compatible | ○ / ↷ | ↷ / ○ | ✓ / ✓ |" in text
    assert "| beta | benchmarked | ✗ / ✗ | ✗ / ‼ | ✓ / ✓* |" in text, "* : the independent read disagrees"
    assert "| gamma | benchmarked | ✓ / — | · / · | · / · |" in text
    assert "beta | compatible" not in text
    assert "✓ preserved (read as written)" in text and "‼ corrupted" in text and "— write-failed" in text
    assert "Not in the matrix: delta (fixture: its readers have no versions)." in text
    assert len(set(evolution_matrix.MARKS.values())) == len(evolution_matrix.OUTCOMES)


def test_the_readme_writer_fills_the_markers_and_refuses_a_run_without_the_section(tmp_path, monkeypatch, capsys):
    page = tmp_path / "README.md"
    page.write_text(f"# x\n\n{readme.EVOLUTION_START}\n(the matrix of an older run)\n{readme.EVOLUTION_END}\n\nafter\n")
    monkeypatch.setattr(readme, "README", page)
    assert readme.main(["--evolution", str(FIXTURE)]) == 0
    written = page.read_text()
    assert "(the matrix of an older run)" not in written and "| alpha | compatible | ○ / ↷ |" in written
    assert written.endswith(f"{readme.EVOLUTION_END}\n\nafter\n")
    timed = tmp_path / "timed.json"
    timed.write_text(json.dumps(timed_document()))
    assert readme.main(["--evolution", str(timed)]) == 2
    assert "has no evolution section" in capsys.readouterr().out
    assert readme.main(["--evolution", "--help"]) == 0
    assert "update-readme-evolution.sh" in capsys.readouterr().out


def test_the_readme_has_the_markers_under_its_heading():
    text = readme.README.read_text()
    heading = text.index("## Schema evolution")
    assert heading < text.index(readme.EVOLUTION_START) < text.index(readme.EVOLUTION_END)
    assert "](docs/evolution.md)" in text[heading:text.index(readme.EVOLUTION_START)]


def test_the_console_prints_only_the_matrix_for_an_evolution_run():
    out = Console(record=True, width=200)
    console.print_summary(out, results.load(FIXTURE))
    text = out.export_text()
    assert "schema evolution, benchmarked" in text and "schema evolution, compatible" in text
    assert "beta (benchmarked: no compatible)" in text and "cells per outcome" in text
    assert "verification" not in text, "no framework was timed: no ranking, no verification table"


# -- the report -----------------------------------------------------------------------------------
def test_the_report_of_an_evolution_run_is_the_matrix_without_rankings(tmp_path):
    files = report.build(results.load(FIXTURE), tmp_path)
    assert set(files) == {"evolution", "markdown", "html"}
    assert len(files["evolution"].read_text().splitlines()) == 21
    md = files["markdown"].read_text()
    assert "## Schema evolution" in md and "| alpha | benchmarked | ○ / ✗ |" in md
    assert "## Environment" in md and "Test CPU, 2 cores" in md
    for absent in ("The answer", "Dataset:", "Verification", "timed operations"):
        assert absent not in md
    page = files["html"].read_text()
    assert '<section id="schema-evolution">' in page and 'id="evolution-matrix"' in page
    assert 'class="answer"' not in page and 'class="overview"' not in page
    assert ('data-outcome="rejected" title="alpha, add-field, new→old: rejected (a clear error)\npath: users[0]\n'
            'detail: fixture: unknown field nickname\nHTTP status: 400\n1,040 bytes written">✗</td>') in page


def test_a_timed_report_shows_the_matrix_open_after_the_overview():
    doc = timed_document()
    doc["evolution"] = fixture()["evolution"]
    frame = tables.summary_frame(doc)
    details = [report.environment(doc), evolution_matrix.section(doc)]
    page = report.html_page("run", doc, frame, details)
    assert page.index('class="overview"') < page.index('<section id="schema-evolution">') < page.index(
        "<h2>Details</h2>")
    assert "<summary>Schema evolution</summary>" not in page
