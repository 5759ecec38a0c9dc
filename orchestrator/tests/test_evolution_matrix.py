"""The schema-evolution matrix on the reading side: its section of the results schema, its rows
and counts, the README's tables, the console's tables and the report built from a document of an
evolution run alone (tests/data/evolution-fixture.json, a test fixture, not results). The fixture
has two models: alpha and beta have versions of both (alpha a compatible configuration too, beta
only benchmarked, so its benchmarked cells stand in), gamma of users only, delta is absent."""

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


def cell_of(doc: dict, model: str, framework: str, configuration: str, change: str, direction: str) -> dict:
    return next(c for c in doc["evolution"]["cells"]
                if (c["model"], c["framework"], c["configuration"], c["change"], c["direction"])
                == (model, framework, configuration, change, direction))


# -- the schema -----------------------------------------------------------------------------------
def test_the_fixture_is_valid_as_written_and_as_loaded():
    results.validate(fixture())
    loaded = results.load(FIXTURE)
    assert loaded["frameworks"] == {}, "frameworks: [] is read as an empty object"
    assert [m["model"] for m in loaded["evolution"]["models"]] == ["users", "mediacontent"]
    results.validate(loaded)


def test_a_timed_run_may_carry_an_evolution_section_too():
    doc = timed_document()
    doc["evolution"] = fixture()["evolution"]
    results.validate(doc)


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d["evolution"]["cells"][0].update(outcome="fine"), "'fine' is not one of ['preserved', 'defaulted'"),
    (lambda d: d["evolution"]["cells"][0].update(direction="sideways"), "'sideways' is not one of ['old-to-new'"),
    (lambda d: d["evolution"]["cells"][0].pop("detail"), "'detail' is a required property"),
    (lambda d: d["evolution"]["cells"][0].pop("model"), "'model' is a required property"),
    (lambda d: d["evolution"].pop("absent"), "'absent' is a required property"),
    (lambda d: d["evolution"]["models"][1].pop("record"), "'record' is a required property"),
    (lambda d: d["evolution"]["frameworks"][2].pop("models"), "'models' is a required property"),
    (lambda d: d["evolution"]["frameworks"][2].update(models=[]), "[] should be non-empty"),
    (lambda d: d["evolution"].update(changes=[]), "Additional properties are not allowed ('changes' was unexpected)"),
    (lambda d: d["evolution"]["cells"][0].update(seen=True),
     "Additional properties are not allowed ('seen' was unexpected)"),
    (lambda d: d["evolution"].update(extra=1), "Additional properties are not allowed ('extra' was unexpected)"),
    (lambda d: d["evolution"]["frameworks"][0]["configurations"][1].update(name="lenient"),
     "'lenient' is not one of ['benchmarked', 'compatible']"),
    (lambda d: d["evolution"]["cells"][0].update(confirmation={"library": "x", "outcome": "preserved"}),
     "'agrees' is a required property"),
    (lambda d: d["evolution"]["cells"][0].update(status=42), "42 is less than the minimum of 100"),
    (lambda d: cell_of(d, "users", "alpha", "compatible", "rename-field", "old-to-new").update(path="users[0].name"),
     "'users[0].name' is not of type 'null'"),
    (lambda d: cell_of(d, "mediacontent", "alpha", "benchmarked", "rename-field", "new-to-old").update(path=None),
     "None is not of type 'string'"),
    (lambda d: cell_of(d, "mediacontent", "beta", "benchmarked", "rename-field", "new-to-old").update(
        payloadBytes=10), "10 is not of type 'null'"),
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
    (lambda d: d["evolution"]["cells"][0].update(model="books"), "evolution.cells[0]: alpha has no versions of model 'books'"),
    (lambda d: cell_of(d, "users", "gamma", "benchmarked", "add-field", "old-to-new").update(model="mediacontent"),
     "gamma has no versions of model 'mediacontent'"),
    (lambda d: d["evolution"]["frameworks"][2].update(models=["users", "books"]),
     "evolution.frameworks: models ['books'] are not in evolution.models"),
    (lambda d: cell_of(d, "users", "beta", "benchmarked", "add-field", "old-to-new").update(configuration="compatible"),
     "beta has no configuration 'compatible'"),
    (lambda d: d["evolution"]["cells"][0].update(change="drop-table"),
     "change 'drop-table' is not a change of users in evolution.models"),
    (lambda d: d["evolution"]["cells"].append(copy.deepcopy(d["evolution"]["cells"][0])),
     "a second cell for users alpha benchmarked add-field old-to-new"),
    (lambda d: d["evolution"]["absent"].append({"framework": "beta", "reason": "x"}), "beta both in frameworks and absent"),
])
def test_cells_must_name_what_the_section_declares(mutate, message):
    doc = fixture()
    mutate(doc)
    with pytest.raises(jsonschema.ValidationError, match=message.replace("[", r"\[").replace("]", r"\]")):
        results.validate(doc)


# -- rows, counts, the matrix per model -----------------------------------------------------------
def test_rows_hold_every_cell_of_every_model_with_the_model_first():
    doc = results.load(FIXTURE)
    rows = evolution_matrix.rows(doc)
    assert len(rows) == len(doc["evolution"]["cells"]) == 38
    assert list(rows.columns[:3]) == ["model", "framework", "configuration"]
    assert rows.groupby("model").size().to_dict() == {"users": 20, "mediacontent": 18}
    assert set(rows["outcome"]) == set(evolution_matrix.OUTCOMES), "the fixture has every outcome"
    assert set(rows[rows["model"] == "mediacontent"]["framework"]) == {"alpha", "beta"}


def test_counts_are_per_model_framework_and_configuration():
    counts = evolution_matrix.counts(results.load(FIXTURE)).set_index(["model", "framework", "configuration"])
    assert list(counts.index) == [("users", "alpha", "benchmarked"), ("users", "alpha", "compatible"),
                                  ("users", "beta", "benchmarked"), ("users", "gamma", "benchmarked"),
                                  ("mediacontent", "alpha", "benchmarked"), ("mediacontent", "alpha", "compatible"),
                                  ("mediacontent", "beta", "benchmarked")], "the models in the section's order"
    assert counts.loc[("users", "alpha", "benchmarked")].to_dict() == {
        "preserved": 0, "defaulted": 2, "ignored": 1, "rejected": 1, "corrupted": 2, "write-failed": 0}
    assert counts.loc[("mediacontent", "alpha", "benchmarked")].to_dict() == {
        "preserved": 0, "defaulted": 2, "ignored": 2, "rejected": 1, "corrupted": 1, "write-failed": 0}
    assert counts.loc[("mediacontent", "beta", "benchmarked")].sum() == 6
    assert counts.loc[("users", "gamma", "benchmarked")].sum() == 2
    assert ("mediacontent", "gamma", "benchmarked") not in counts.index, "gamma has no versions of mediacontent"


def test_the_matrix_of_a_model_under_compatible_shows_benchmarked_cells_of_a_framework_without_one():
    doc = results.load(FIXTURE)
    users = evolution_matrix.matrix(doc, "users", "compatible").set_index(["framework", "change", "direction"])
    alpha = users.loc[("alpha", "add-field", "new-to-old")]
    assert (alpha["outcome"], alpha["configuration"], alpha["fallback"]) == ("ignored", "compatible", False)
    beta = users.loc[("beta", "remove-field", "new-to-old")]
    assert (beta["outcome"], beta["configuration"], beta["fallback"]) == ("corrupted", "benchmarked", True)
    assert pd.isna(users.loc[("gamma", "rename-field", "old-to-new")]["outcome"]), "a cell the results lack"
    media = evolution_matrix.matrix(doc, "mediacontent", "compatible")
    assert set(media["model"]) == {"mediacontent"} and set(media["framework"]) == {"alpha", "beta"}
    media = media.set_index(["framework", "change", "direction"])
    assert media.loc[("alpha", "rename-field", "old-to-new")]["outcome"] == "defaulted"
    beta = media.loc[("beta", "rename-field", "new-to-old")]
    assert (beta["outcome"], beta["configuration"], beta["fallback"]) == ("write-failed", "benchmarked", True)
    with pytest.raises(ValueError, match="no model 'books'"):
        evolution_matrix.matrix(doc, "books", "benchmarked")


# -- the README's tables --------------------------------------------------------------------------
def test_the_readme_has_a_table_per_model_under_its_line_and_who_has_no_versions_of_it():
    text = evolution_matrix.readme_markdown(results.load(FIXTURE), "fixture.json")
    users_line = "Model `users` (record `User`, dataset `small`):"
    media_line = "Model `mediacontent` (record `Media`, dataset `mediacontent=10`):"
    header = "| framework | configuration | add-field | remove-field | rename-field |"
    assert text.count(header) == 2 and text.index(users_line) < text.index(media_line)
    users, media = text[text.index(users_line):text.index(media_line)], text[text.index(media_line):]
    assert "| alpha | benchmarked | ○ / ✗ | ↷ / ○ | ‼ / ‼ |" in users
    assert "| alpha | compatible | ○ / ↷ | ↷ / ○ | ✓ / ✓ |" in users
    assert "| beta | benchmarked | ✗ / ✗ | ✗ / ‼ | ✓ / ✓* |" in users, "* : the independent read disagrees"
    assert "| gamma | benchmarked | ✓ / — | · / · | · / · |" in users
    assert "beta | compatible" not in text
    assert "| alpha | benchmarked | ○ / ↷ | ↷ / ○ | ✗ / ‼ |" in media
    assert "| alpha | compatible | ○ / ↷ | ↷ / ○ | ○ / ○ |" in media
    assert "| beta | benchmarked | ✗ / ↷ | ✓ / ○ | ‼ / — |" in media, "an agreeing independent read: no *"
    assert "gamma |" not in media, "no row for a framework without versions of the model"
    assert "No versions of mediacontent yet: gamma." in media and "No versions of users" not in text
    assert media.index("| beta | benchmarked |") < media.index("No versions of mediacontent yet")
    assert "✓ preserved (read as written)" in text and "‼ corrupted" in text and "— write-failed" in text
    assert text.endswith("Not in the matrix: delta (fixture: its readers have no versions).")
    assert len(set(evolution_matrix.MARKS.values())) == len(evolution_matrix.OUTCOMES)


def test_the_readme_writer_fills_the_markers_with_the_tables_of_every_model(tmp_path, monkeypatch):
    page = tmp_path / "README.md"
    page.write_text(f"# x\n\n{readme.EVOLUTION_START}\n(the matrix of an older run)\n{readme.EVOLUTION_END}\n\nafter\n")
    monkeypatch.setattr(readme, "README", page)
    assert readme.main(["--evolution", str(FIXTURE)]) == 0
    written = page.read_text()
    assert "(the matrix of an older run)" not in written
    assert "Model `mediacontent` (record `Media`, dataset `mediacontent=10`):" in written
    assert "| alpha | compatible | ○ / ↷ | ↷ / ○ | ○ / ○ |" in written
    assert "No versions of mediacontent yet: gamma." in written
    assert written.endswith(f"{readme.EVOLUTION_END}\n\nafter\n")


def test_the_readme_writer_refuses_a_run_without_the_section(tmp_path, capsys):
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


# -- the console ----------------------------------------------------------------------------------
def test_the_console_prints_each_model_under_each_configuration_and_only_the_matrix():
    out = Console(record=True, width=240)
    console.print_summary(out, results.load(FIXTURE))
    text = out.export_text()
    titles = [f"schema evolution of {model}, {configuration}" for model in ("users", "mediacontent")
              for configuration in ("benchmarked", "compatible")]
    assert [text.index(title) for title in titles] == sorted(text.index(title) for title in titles)
    assert "(record Media, dataset" in text[text.index(titles[2]):]
    assert "beta (benchmarked: no compatible)" in text and "cells per outcome" in text
    assert text.count("No versions of mediacontent yet: gamma.") == 2, "below both of its tables"
    media = text[text.index(titles[2]):text.index("cells per outcome")]
    assert "gamma" not in media.replace("No versions of mediacontent yet: gamma.", "")
    assert "mediacontent   alpha       benchmarked" in text, "the counts name the model"
    assert "verification" not in text, "no framework was timed: no ranking, no verification table"


# -- the report -----------------------------------------------------------------------------------
def test_the_report_of_an_evolution_run_is_a_matrix_per_model_without_rankings(tmp_path):
    files = report.build(results.load(FIXTURE), tmp_path)
    assert set(files) == {"evolution", "markdown", "html"}
    csv = files["evolution"].read_text().splitlines()
    assert len(csv) == 39 and csv[0].startswith("model,framework,configuration,change,direction,outcome")
    md = files["markdown"].read_text()
    assert "## Schema evolution" in md and md.count("| framework | configuration | add-field |") == 2
    assert md.index("| alpha | benchmarked | ○ / ✗ |") < md.index("| alpha | benchmarked | ○ / ↷ |"), "users first"
    assert ("Models, one table each in this order: users (record User, dataset small); mediacontent (record Media, "
            "dataset mediacontent=10), no versions yet in gamma.") in md
    assert "| model | framework | configuration | preserved |" in md
    assert "## Environment" in md and "Test CPU, 2 cores" in md
    for absent in ("The answer", "Dataset:", "Verification", "timed operations"):
        assert absent not in md
    page = files["html"].read_text()
    assert '<section id="schema-evolution">' in page and page.count('id="evolution-matrix"') == 1
    assert 'class="answer"' not in page and 'class="overview"' not in page


def test_the_html_has_a_table_per_model_under_one_toggle():
    html = evolution_matrix.matrix_html(results.load(FIXTURE))
    assert html.count("<fieldset>") == 1 and html.count('value="compatible"') == 1, "one toggle for every table"
    assert html.count('<table class="evolution"') == 2
    users, media = html.index('<table class="evolution" data-model="users"'), html.index(
        '<table class="evolution" data-model="mediacontent"')
    assert '<h3 id="evolution-model-users">Model users: record User, dataset small</h3>' in html
    assert '<h3 id="evolution-model-mediacontent">Model mediacontent: record Media, dataset mediacontent=10</h3>' in html
    assert html.count('<tbody data-configuration="benchmarked">') == 2
    assert html.count('<tbody data-configuration="compatible" hidden>') == 2
    assert users < media and 'data-framework="gamma"' not in html[media:]
    assert '<p class="no-versions">No versions of mediacontent yet: gamma.</p>' in html[media:]
    assert ('data-outcome="rejected" title="alpha, users (User), add-field, new→old: rejected (a clear error)\n'
            'path: users[0]\ndetail: fixture: unknown field nickname\nHTTP status: 400\n1,040 bytes written">✗</td>'
            ) in html[users:media]
    assert ('data-outcome="rejected" title="alpha, mediacontent (Media), rename-field, old→new: rejected (a clear '
            'error)\npath: items[0].media\ndetail: fixture: missing field url\nHTTP status: 400\n2,000 bytes written">'
            '✗</td>') in html[media:]
    assert ("beta, mediacontent (Media), rename-field, new→old: write-failed (the writer could not write the bytes)"
            "\nno compatible configuration: the benchmarked cell") in html[media:]


def test_a_timed_report_shows_the_matrix_open_after_the_overview():
    doc = timed_document()
    doc["evolution"] = fixture()["evolution"]
    frame = tables.summary_frame(doc)
    details = [report.environment(doc), evolution_matrix.section(doc)]
    page = report.html_page("run", doc, frame, details)
    assert page.index('class="overview"') < page.index('<section id="schema-evolution">') < page.index(
        "<h2>Details</h2>")
    assert "<summary>Schema evolution</summary>" not in page
    assert page.count('<table class="evolution"') == 2
