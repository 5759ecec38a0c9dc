"""The schema-evolution matrix of a results document (its ``evolution`` section, written by
``run.py --evolution``; docs/evolution.md) as rows, counts per model and framework, the README's
tables, the console's tables and the report's section. The section holds several models (users,
mediacontent), each with the same changes made to its own record; every view has one table per
model, in the section's order, and a framework without versions of a model has no row in its
table. Reporting only: it reads the document and imports nothing that measures, so the matrix
can be rebuilt from a results file anywhere."""

from __future__ import annotations

import html
from pathlib import Path

import pandas as pd
from rich import box
from rich.console import Console
from rich.table import Table as RichTable

from serbench import registry
from serbench.sections import Section, Table

OUTCOMES = ("preserved", "defaulted", "ignored", "rejected", "corrupted", "write-failed")
DIRECTIONS = ("old-to-new", "new-to-old")
#: The configurations the toggle offers; a framework without "compatible" shows its benchmarked cells there.
CONFIGURATIONS = ("benchmarked", "compatible")
#: One distinct text mark per outcome, so that no cell is told by its colour alone.
MARKS = {"preserved": "✓", "defaulted": "○", "ignored": "↷", "rejected": "✗", "corrupted": "‼", "write-failed": "—"}
#: A cell the results do not hold (an interrupted run, or a framework that skipped a change).
NOT_RUN = "·"
#: After a mark: an independent library read the same bytes with another outcome.
DISAGREES = "*"
MEANINGS = {"preserved": "read as written",
            "defaulted": "the reader's default for a field the writer lacks, or a value lost to a default",
            "ignored": "an unknown field skipped", "rejected": "a clear error",
            "corrupted": "read without error but a field wrong", "write-failed": "the writer could not write the bytes"}
LEGEND = ("; ".join(f"{MARKS[o]} {o} ({MEANINGS[o]})" for o in OUTCOMES)
          + f"; {NOT_RUN} not in the results; {DISAGREES} an independent library read the same bytes otherwise")
ARROWS = {"old-to-new": "old→new", "new-to-old": "new→old"}
#: Background colours of the report's cells (light, so the black mark stays readable) and the console's styles.
COLOURS = {"preserved": "#cdebcd", "defaulted": "#fff1b8", "ignored": "#d6e9f8", "rejected": "#fbd5b5",
           "corrupted": "#f2a7a7", "write-failed": "#dddddd"}
STYLES = {"preserved": "green", "defaulted": "yellow", "ignored": "cyan", "rejected": "magenta",
          "corrupted": "bold red", "write-failed": "dim"}


#: A cell's key: model, framework, configuration, change, direction.
Key = tuple[str, str, str, str, str]
#: The columns of rows() and of evolution.csv, the model first: a cell's own fields, then its confirmation's.
CELL_COLUMNS = ["model", "framework", "configuration", "change", "direction", "outcome", "path", "detail", "status",
                "payloadBytes"]
COLUMNS = [*CELL_COLUMNS, "confirmationLibrary", "confirmationOutcome", "confirmationAgrees"]


def section_of(document: dict) -> dict | None:
    """The document's evolution section, or None for a run that did not try one."""
    return document.get("evolution")


def models(section: dict) -> list[dict]:
    """The section's models (model, dataset, record, changes) in its order, proto/evolution.json's."""
    return section["models"]


def model_of(section: dict, name: str) -> dict:
    """One model's entry of the section."""
    for model in models(section):
        if model["model"] == name:
            return model
    raise ValueError(f"the evolution section has no model {name!r}")


def change_names(model: dict) -> list[str]:
    return [change["name"] for change in model["changes"]]


def _registry_order(section: dict) -> list[dict]:
    """The section's frameworks in registry order (the reading order of every other table),
    unknown names last, by name."""
    order = {name: i for i, name in enumerate(registry.names())}
    return sorted(section["frameworks"], key=lambda fw: (order.get(fw["framework"], len(order)), fw["framework"]))


def frameworks(section: dict, model: str) -> list[dict]:
    """The frameworks that have versions of ``model``, in registry order: the rows of its table."""
    return [fw for fw in _registry_order(section) if model in fw["models"]]


def without_versions(section: dict, model: str) -> list[str]:
    """The frameworks in the matrix that have no versions of ``model`` yet, in registry order."""
    return [fw["framework"] for fw in _registry_order(section) if model not in fw["models"]]


def configurations(fw: dict) -> list[str]:
    return [c["name"] for c in fw["configurations"]]


def rows(document: dict) -> pd.DataFrame:
    """Every cell of the matrix, one row each, as the document holds them."""
    section = section_of(document) or {"cells": []}
    records = []
    for cell in section["cells"]:
        confirmation = cell["confirmation"] or {}
        records.append({key: cell[key] for key in CELL_COLUMNS}
                       | {"confirmationLibrary": confirmation.get("library"),
                          "confirmationOutcome": confirmation.get("outcome"),
                          "confirmationAgrees": confirmation.get("agrees")})
    return pd.DataFrame(records, columns=COLUMNS).astype({"status": "Int64", "payloadBytes": "Int64"})


def write_csv(document: dict, path: Path) -> Path:
    """Every cell as a row of a CSV file (report.py writes evolution.csv beside report.html)."""
    rows(document).to_csv(path, index=False)
    return path


def _cells(section: dict) -> dict[Key, dict]:
    return {(c["model"], c["framework"], c["configuration"], c["change"], c["direction"]): c for c in section["cells"]}


def shown_configuration(fw: dict, configuration: str) -> str:
    """The configuration whose cells stand under ``configuration``: its own when the framework
    has it, else the benchmarked one (a library without an evolution-friendly mode)."""
    return configuration if configuration in configurations(fw) else "benchmarked"


def matrix(document: dict, model: str, configuration: str) -> pd.DataFrame:
    """One model's matrix as the report's toggle shows it for one configuration: a row per
    framework that has versions of the model, change and direction, ``fallback`` where the
    framework has no such configuration and its benchmarked cell stands in; outcome missing
    (NA) where the results hold no cell."""
    columns = ["model", "framework", "configuration", "change", "direction", "outcome", "fallback", "path",
               "detail", "status"]
    section = section_of(document)
    if section is None:
        return pd.DataFrame(columns=columns)
    changes, found, records = change_names(model_of(section, model)), _cells(section), []
    for fw in frameworks(section, model):
        shown = shown_configuration(fw, configuration)
        for change in changes:
            for direction in DIRECTIONS:
                cell = found.get((model, fw["framework"], shown, change, direction), {})
                records.append({"model": model, "framework": fw["framework"], "configuration": shown,
                                "change": change, "direction": direction, "outcome": cell.get("outcome"),
                                "fallback": shown != configuration, "path": cell.get("path"),
                                "detail": cell.get("detail"), "status": cell.get("status")})
    return pd.DataFrame(records, columns=columns).astype({"status": "Int64"})


def counts(document: dict) -> pd.DataFrame:
    """Per model, framework that has versions of it, and configuration the framework has: how
    many cells of each outcome."""
    columns = ["model", "framework", "configuration", *OUTCOMES]
    section = section_of(document)
    if section is None:
        return pd.DataFrame(columns=columns)
    tally = rows(document).groupby(["model", "framework", "configuration"])["outcome"].value_counts()
    records = []
    for model in models(section):
        for fw in frameworks(section, model["model"]):
            for configuration in configurations(fw):
                key = (model["model"], fw["framework"], configuration)
                records.append(dict(zip(columns, key))
                               | {outcome: int(tally.get((*key, outcome), 0)) for outcome in OUTCOMES})
    return pd.DataFrame(records, columns=columns)


def mark(cell: dict | None) -> str:
    """A cell's mark, with DISAGREES when an independent library read the bytes otherwise."""
    if not cell:
        return NOT_RUN
    confirmation = cell.get("confirmation")
    return MARKS[cell["outcome"]] + (DISAGREES if confirmation and not confirmation["agrees"] else "")


def pair(found: dict[Key, dict], model: str, framework: str, configuration: str, change: str) -> str:
    """The two marks of one change, old→new / new→old, e.g. ``✓ / ✗``."""
    return " / ".join(mark(found.get((model, framework, configuration, change, d))) for d in DIRECTIONS)


def marks_table(document: dict, model: str) -> Table:
    """One model's marks: a row per framework that has versions of it and configuration the
    framework has, a column per change, each cell its two marks old→new / new→old (the README's
    tables and the report's Markdown)."""
    section = section_of(document)
    changes = change_names(model_of(section, model))
    table = Table(["framework", "configuration", *changes], align=["l", "l", *["l"] * len(changes)])
    found = _cells(section)
    for fw in frameworks(section, model):
        for configuration in configurations(fw):
            table.rows.append([fw["framework"], configuration,
                               *[pair(found, model, fw["framework"], configuration, change) for change in changes]])
    return table


def counts_table(document: dict) -> Table:
    frame = counts(document)
    table = Table(["model", "framework", "configuration", *OUTCOMES], align=["l", "l", "l", *["r"] * len(OUTCOMES)])
    for record in frame.itertuples(index=False):
        table.rows.append([record.model, record.framework, record.configuration, *[str(v) for v in record[3:]]])
    return table


def model_line(model: dict) -> str:
    """What a model's table is of: ``mediacontent (record Media, dataset mediacontent=10)``."""
    return f"{model['model']} (record {model['record']}, dataset {model['dataset']})"


def without_versions_line(section: dict, model: str) -> str:
    """``No versions of mediacontent yet: gson, bson.``, or "" when every framework has some."""
    missing = without_versions(section, model)
    return f"No versions of {model} yet: {', '.join(missing)}." if missing else ""


def _absent_line(section: dict) -> str:
    return ("Not in the matrix: " + "; ".join(f"{a['framework']} ({a['reason']})" for a in section["absent"]) + "."
            if section["absent"] else "")


def readme_markdown(document: dict, dump_name: str) -> str:
    """The README's matrix, between its evolution markers (scripts/update-readme-evolution.sh):
    one table per model, each under a line naming the model, its record and dataset, and over
    the frameworks that have no versions of it yet."""
    section, run = section_of(document), document["run"]
    if section is None:
        raise ValueError(f"{dump_name} has no evolution section: it was not written by run.py --evolution")
    parts = [f"Run `{run['id']}` (`{' '.join(run['command'])}`); produced by `scripts/update-readme-evolution.sh` "
             f"from the run's results file, not typed. Each cell: old→new (today's bytes read by the changed "
             f"version) / new→old (the reverse); how each outcome is decided: [docs/evolution.md](docs/evolution.md). "
             f"{LEGEND}."]
    for model in models(section):
        parts += [f"Model `{model['model']}` (record `{model['record']}`, dataset `{model['dataset']}`):",
                  marks_table(document, model["model"]).markdown()]
        parts += [line] if (line := without_versions_line(section, model["model"])) else []
    parts += [absent] if (absent := _absent_line(section)) else []
    return "\n\n".join(parts)


# -- the console ----------------------------------------------------------------------------------
def console_table(document: dict, model: str, configuration: str) -> RichTable:
    """One model's matrix under one configuration: frameworks down, changes across, two marks a
    cell; the frameworks without versions of the model below it."""
    section = section_of(document)
    entry, found = model_of(section, model), _cells(section)
    # the model and configuration first: rich wraps a title to the table's width
    table = RichTable(title=f"schema evolution of {model}, {configuration} (record {entry['record']}, dataset "
                            f"{entry['dataset']}; each cell old→new / new→old)",
                      title_justify="left", caption=without_versions_line(section, model) or None,
                      caption_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("framework", no_wrap=True)
    changes = change_names(entry)
    for change in changes:
        table.add_column(change, justify="center", no_wrap=True)
    for fw in frameworks(section, model):
        shown = shown_configuration(fw, configuration)
        cells = []
        for change in changes:
            marks = []
            for direction in DIRECTIONS:
                cell = found.get((model, fw["framework"], shown, change, direction))
                marks.append(f"[{STYLES[cell['outcome']]}]{mark(cell)}[/]" if cell else NOT_RUN)
            cells.append(" / ".join(marks))
        label = fw["framework"] if shown == configuration else f"{fw['framework']} (benchmarked: no {configuration})"
        table.add_row(label, *cells)
    return table


def print_matrix(console: Console, document: dict) -> None:
    """Per model, its matrix under each configuration; then the counts, the legend and what is absent."""
    section = section_of(document)
    if section is None:
        return
    for model in models(section):
        for configuration in CONFIGURATIONS:
            console.print(console_table(document, model["model"], configuration))
    counted = RichTable(title="schema evolution: cells per outcome", title_justify="left", box=box.SIMPLE_HEAD,
                        pad_edge=False)
    rendered = counts_table(document)
    for index, header in enumerate(rendered.headers):
        counted.add_column(header, justify="left" if index < 3 else "right", no_wrap=True)
    for row in rendered.rows:
        counted.add_row(*row)
    console.print(counted)
    console.print(LEGEND, highlight=False, markup=False)
    if absent := _absent_line(section):
        console.print(absent, highlight=False, markup=False)


# -- the report -----------------------------------------------------------------------------------
def _title(model: dict, fw: dict, cell: dict | None, change: str, direction: str, fallback: bool) -> str:
    """A cell's title attribute: everything the run kept about the read, and which model it is of."""
    where = f"{fw['framework']}, {model['model']} ({model['record']}), {change}, {ARROWS[direction]}"
    if not cell:
        return f"{where}: not in the results"
    parts = [f"{where}: {cell['outcome']} ({MEANINGS[cell['outcome']]})"]
    if fallback:
        parts.append("no compatible configuration: the benchmarked cell")
    parts += [f"path: {cell['path']}"] if cell["path"] else []
    parts += [f"detail: {cell['detail']}"] if cell["detail"] else []
    parts += [f"HTTP status: {cell['status']}"] if cell["status"] is not None else []
    parts += [f"{cell['payloadBytes']:,} bytes written"] if cell["payloadBytes"] is not None else []
    if confirmation := cell["confirmation"]:
        parts.append(f"independent read ({confirmation['library']}): {confirmation['outcome']}, "
                     f"{'agrees' if confirmation['agrees'] else 'DISAGREES'}")
    return "\n".join(parts)


def _body(section: dict, model: dict, configuration: str) -> str:
    """One model's rows under one configuration; hidden unless it is the first configuration."""
    found = _cells(section)
    body = []
    for fw in frameworks(section, model["model"]):
        shown = shown_configuration(fw, configuration)
        fallback = shown != configuration
        label = html.escape(fw["framework"])
        library = html.escape(f"{fw['library']} {fw['libraryVersion'] or ''}".strip())
        note = f' <span class="fallback-note">(benchmarked: no {configuration} mode)</span>' if fallback else ""
        cells = []
        for change in change_names(model):
            for direction in DIRECTIONS:
                cell = found.get((model["model"], fw["framework"], shown, change, direction))
                outcome = cell["outcome"] if cell else "not-run"
                cells.append(f'<td class="outcome-{outcome}" data-change="{html.escape(change)}" '
                             f'data-direction="{direction}" data-outcome="{outcome}" '
                             f'title="{html.escape(_title(model, fw, cell, change, direction, fallback))}">'
                             f"{html.escape(mark(cell))}</td>")
        body.append(f'<tr data-framework="{label}"{" class=fallback" if fallback else ""}>'
                    f'<th scope="row" title="{library}">{label}{note}</th>{"".join(cells)}</tr>')
    hidden = "" if configuration == CONFIGURATIONS[0] else " hidden"
    return f'<tbody data-configuration="{configuration}"{hidden}>{"".join(body)}</tbody>'


STYLE = ("#evolution-matrix table{border-collapse:collapse}#evolution-matrix td{text-align:center;min-width:2.2rem;"
         "font-size:1rem}#evolution-matrix tbody th{text-align:left;font-weight:normal;white-space:nowrap}"
         "#evolution-matrix tr.fallback th{font-style:italic}#evolution-matrix .fallback-note{color:#555;"
         "font-size:.8rem}#evolution-matrix fieldset{border:1px solid #ccc;display:inline-block}"
         "#evolution-matrix td.outcome-corrupted{font-weight:bold}"
         + "".join(f"#evolution-matrix td.outcome-{o}{{background:{c}}}" for o, c in COLOURS.items()))
#: The configuration toggle: shows the tbody of the chosen configuration, in every model's table.
SCRIPT = """(function () {
  const root = document.getElementById("evolution-matrix");
  const radios = root.querySelectorAll("input[name=evolution-configuration]");
  function show() {
    const chosen = root.querySelector("input[name=evolution-configuration]:checked").value;
    for (const body of root.querySelectorAll("tbody[data-configuration]")) body.hidden = body.dataset.configuration !== chosen;
  }
  radios.forEach(radio => radio.addEventListener("change", show));
  show();
})();"""


def _model_table(section: dict, model: dict) -> str:
    """One model's heading, table (a tbody per configuration) and the frameworks without its versions."""
    name = html.escape(model["model"])
    changes = model["changes"]
    groups = "".join(f'<th colspan="2" scope="colgroup" title="{html.escape(c["description"])}">'
                     f'{html.escape(c["name"])}</th>' for c in changes)
    arrows = "".join(f'<th scope="col">{ARROWS[d]}</th>' for _ in changes for d in DIRECTIONS)
    missing = without_versions_line(section, model["model"])
    return (f'<h3 id="evolution-model-{name}">Model {name}: record {html.escape(model["record"])}, dataset '
            f'{html.escape(model["dataset"])}</h3>'
            f'<table class="evolution" data-model="{name}" aria-labelledby="evolution-model-{name}">'
            f'<thead><tr><th rowspan="2" scope="col">framework</th>{groups}</tr><tr>{arrows}</tr></thead>'
            f'{"".join(_body(section, model, c) for c in CONFIGURATIONS)}</table>'
            + (f'<p class="no-versions">{html.escape(missing)}</p>' if missing else ""))


def matrix_html(document: dict) -> str:
    """The matrix as one table per model: frameworks down, two columns (old→new, new→old) per
    change, a colour and a mark per outcome, the cell's facts in its title; one configuration
    toggle above them switches every table."""
    section = section_of(document)
    having = {c for fw in section["frameworks"] for c in configurations(fw)}
    toggle = "".join(
        f'<label><input type="radio" name="evolution-configuration" value="{c}"{" checked" if i == 0 else ""}> {c}'
        + ("" if c in having else " (no framework has one)") + "</label> " for i, c in enumerate(CONFIGURATIONS))
    legend = "".join(f'<li><span class="outcome-{o}">{MARKS[o]}</span> {o}: {html.escape(MEANINGS[o])}</li>'
                     for o in OUTCOMES)
    return (f'<div id="evolution-matrix"><style>{STYLE}</style>'
            f"<fieldset><legend>Configuration</legend>{toggle}</fieldset>"
            + "".join(_model_table(section, model) for model in models(section))
            + f'<ul class="legend">{legend}<li>{NOT_RUN} not in the results</li><li>{DISAGREES} after a mark: an '
            "independent library read the same bytes with another outcome</li></ul>"
            f"<script>{SCRIPT}</script></div>")


def _described(section: dict, model: dict) -> str:
    """A model in the report's text: what its table is of, and who has no versions of it yet
    (report.md has no line below each table for that)."""
    missing = without_versions(section, model["model"])
    return model_line(model) + (f", no versions yet in {', '.join(missing)}" if missing else "")


def section(document: dict) -> Section | None:
    """The report's "Schema evolution" section (None without an evolution section): the HTML
    matrix with its toggle, and for report.md a table of marks per model, in the text's order,
    and the counts."""
    evolution = section_of(document)
    if evolution is None:
        return None
    described = "; ".join(_described(evolution, model) for model in models(evolution))
    text = (f"Models, one table each in this order: {described}. For each framework, configuration and change of "
            "the model, the bytes one version wrote were read by the other: old→new, today's bytes read by the "
            "changed version; new→old, the reverse. benchmarked: the framework as benchmarked; compatible: its "
            "library's evolution-friendly mode (a framework without one shows its benchmarked cells, in italics). "
            f"Hover over a cell for its path, detail and HTTP status. See docs/evolution.md. {LEGEND}.")
    if absent := _absent_line(evolution):
        text += " " + absent
    return Section("Schema evolution", text,
                   [*(marks_table(document, model["model"]) for model in models(evolution)), counts_table(document)],
                   html=matrix_html(document))
