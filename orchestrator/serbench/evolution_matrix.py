"""The schema-evolution matrix of a results document (its ``evolution`` section, written by
``run.py --evolution``; docs/evolution.md) as rows, counts per framework, the README's table, the
console's tables and the report's section. Reporting only: it reads the document and imports
nothing that measures, so the matrix can be rebuilt from a results file anywhere."""

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


def section_of(document: dict) -> dict | None:
    """The document's evolution section, or None for a run that did not try one."""
    return document.get("evolution")


def frameworks(section: dict) -> list[dict]:
    """The section's frameworks in registry order (the reading order of every other table),
    unknown names last, by name."""
    order = {name: i for i, name in enumerate(registry.names())}
    return sorted(section["frameworks"], key=lambda fw: (order.get(fw["framework"], len(order)), fw["framework"]))


def configurations(fw: dict) -> list[str]:
    return [c["name"] for c in fw["configurations"]]


def rows(document: dict) -> pd.DataFrame:
    """Every cell of the matrix, one row each, as the document holds them."""
    section = section_of(document) or {"cells": []}
    records = []
    for cell in section["cells"]:
        confirmation = cell["confirmation"] or {}
        records.append({key: cell[key] for key in ("framework", "configuration", "change", "direction", "outcome",
                                                   "path", "detail", "status", "payloadBytes")}
                       | {"confirmationLibrary": confirmation.get("library"),
                          "confirmationOutcome": confirmation.get("outcome"),
                          "confirmationAgrees": confirmation.get("agrees")})
    columns = ["framework", "configuration", "change", "direction", "outcome", "path", "detail", "status",
               "payloadBytes", "confirmationLibrary", "confirmationOutcome", "confirmationAgrees"]
    return pd.DataFrame(records, columns=columns).astype({"status": "Int64", "payloadBytes": "Int64"})


def write_csv(document: dict, path: Path) -> Path:
    """Every cell as a row of a CSV file (report.py writes evolution.csv beside report.html)."""
    rows(document).to_csv(path, index=False)
    return path


def _cells(section: dict) -> dict[tuple[str, str, str, str], dict]:
    return {(c["framework"], c["configuration"], c["change"], c["direction"]): c for c in section["cells"]}


def shown_configuration(fw: dict, configuration: str) -> str:
    """The configuration whose cells stand under ``configuration``: its own when the framework
    has it, else the benchmarked one (a library without an evolution-friendly mode)."""
    return configuration if configuration in configurations(fw) else "benchmarked"


def matrix(document: dict, configuration: str) -> pd.DataFrame:
    """The matrix as the report's toggle shows it for one configuration: a row per framework,
    change and direction, ``fallback`` where the framework has no such configuration and its
    benchmarked cell stands in; outcome missing (NA) where the results hold no cell."""
    section = section_of(document)
    if section is None:
        return pd.DataFrame(columns=["framework", "configuration", "change", "direction", "outcome", "fallback"])
    found, records = _cells(section), []
    for fw in frameworks(section):
        shown = shown_configuration(fw, configuration)
        for change in section["changes"]:
            for direction in DIRECTIONS:
                cell = found.get((fw["framework"], shown, change["name"], direction), {})
                records.append({"framework": fw["framework"], "configuration": shown, "change": change["name"],
                                "direction": direction, "outcome": cell.get("outcome"),
                                "fallback": shown != configuration, "path": cell.get("path"),
                                "detail": cell.get("detail"), "status": cell.get("status")})
    return pd.DataFrame(records).astype({"status": "Int64"})


def counts(document: dict) -> pd.DataFrame:
    """Per framework and each configuration it has: how many cells of each outcome."""
    section = section_of(document)
    if section is None:
        return pd.DataFrame(columns=["framework", "configuration", *OUTCOMES])
    cells = rows(document)
    records = []
    for fw in frameworks(section):
        for configuration in configurations(fw):
            mine = cells[(cells["framework"] == fw["framework"]) & (cells["configuration"] == configuration)]
            tally = mine["outcome"].value_counts()
            records.append({"framework": fw["framework"], "configuration": configuration}
                           | {outcome: int(tally.get(outcome, 0)) for outcome in OUTCOMES})
    return pd.DataFrame(records, columns=["framework", "configuration", *OUTCOMES])


def mark(cell: dict | None) -> str:
    """A cell's mark, with DISAGREES when an independent library read the bytes otherwise."""
    if not cell:
        return NOT_RUN
    confirmation = cell.get("confirmation")
    return MARKS[cell["outcome"]] + (DISAGREES if confirmation and not confirmation["agrees"] else "")


def pair(found: dict, framework: str, configuration: str, change: str) -> str:
    """The two marks of one change, old→new / new→old, e.g. ``✓ / ✗``."""
    return " / ".join(mark(found.get((framework, configuration, change, d))) for d in DIRECTIONS)


def marks_table(document: dict) -> Table:
    """One row per framework and configuration it has, one column per change, each cell its two
    marks old→new / new→old: the README's table and the report's Markdown."""
    section = section_of(document)
    changes = [c["name"] for c in section["changes"]]
    table = Table(["framework", "configuration", *changes], align=["l", "l", *["l"] * len(changes)])
    found = _cells(section)
    for fw in frameworks(section):
        for configuration in configurations(fw):
            table.rows.append([fw["framework"], configuration,
                               *[pair(found, fw["framework"], configuration, change) for change in changes]])
    return table


def counts_table(document: dict) -> Table:
    frame = counts(document)
    table = Table(["framework", "configuration", *OUTCOMES], align=["l", "l", *["r"] * len(OUTCOMES)])
    for record in frame.itertuples(index=False):
        table.rows.append([record.framework, record.configuration, *[str(v) for v in record[2:]]])
    return table


def _absent_line(section: dict) -> str:
    return ("Not in the matrix: " + "; ".join(f"{a['framework']} ({a['reason']})" for a in section["absent"]) + "."
            if section["absent"] else "")


def readme_markdown(document: dict, dump_name: str) -> str:
    """The README's matrix, between its evolution markers (scripts/update-readme-evolution.sh)."""
    section, run = section_of(document), document["run"]
    if section is None:
        raise ValueError(f"{dump_name} has no evolution section: it was not written by run.py --evolution")
    intro = (f"Run `{run['id']}` (`{' '.join(run['command'])}`: model `{section['model']}`, dataset "
             f"`{section['dataset']}`); produced by `scripts/update-readme-evolution.sh` from the run's results "
             f"file, not typed. Each cell: old→new (today's bytes read by the changed version) / new→old (the "
             f"reverse); how each outcome is decided: [docs/evolution.md](docs/evolution.md). {LEGEND}.")
    absent = _absent_line(section)
    return intro + "\n\n" + marks_table(document).markdown() + (f"\n\n{absent}" if absent else "")


# -- the console ----------------------------------------------------------------------------------
def console_table(document: dict, configuration: str) -> RichTable:
    """The matrix under one configuration: frameworks down, changes across, two marks a cell."""
    section = section_of(document)
    found = _cells(section)
    table = RichTable(title=f"schema evolution, {configuration} (each cell old→new / new→old)", title_justify="left",
                      box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("framework", no_wrap=True)
    for change in section["changes"]:
        table.add_column(change["name"], justify="center", no_wrap=True)
    for fw in frameworks(section):
        shown = shown_configuration(fw, configuration)
        cells = []
        for change in section["changes"]:
            marks = []
            for direction in DIRECTIONS:
                cell = found.get((fw["framework"], shown, change["name"], direction))
                marks.append(f"[{STYLES[cell['outcome']]}]{mark(cell)}[/]" if cell else NOT_RUN)
            cells.append(" / ".join(marks))
        label = fw["framework"] if shown == configuration else f"{fw['framework']} (benchmarked: no {configuration})"
        table.add_row(label, *cells)
    return table


def print_matrix(console: Console, document: dict) -> None:
    """The matrix under each configuration, the counts per framework, the legend and what is absent."""
    section = section_of(document)
    if section is None:
        return
    for configuration in CONFIGURATIONS:
        console.print(console_table(document, configuration))
    counted = RichTable(title="schema evolution: cells per outcome", title_justify="left", box=box.SIMPLE_HEAD,
                        pad_edge=False)
    rendered = counts_table(document)
    for index, header in enumerate(rendered.headers):
        counted.add_column(header, justify="left" if index < 2 else "right", no_wrap=True)
    for row in rendered.rows:
        counted.add_row(*row)
    console.print(counted)
    console.print(LEGEND, highlight=False, markup=False)
    if absent := _absent_line(section):
        console.print(absent, highlight=False, markup=False)


# -- the report -----------------------------------------------------------------------------------
def _title(fw: dict, cell: dict | None, change: str, direction: str, fallback: bool) -> str:
    """A cell's title attribute: everything the run kept about the read."""
    where = f"{fw['framework']}, {change}, {ARROWS[direction]}"
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


def _body(section: dict, configuration: str) -> str:
    found = _cells(section)
    body = []
    for fw in frameworks(section):
        shown = shown_configuration(fw, configuration)
        fallback = shown != configuration
        label = html.escape(fw["framework"])
        library = html.escape(f"{fw['library']} {fw['libraryVersion'] or ''}".strip())
        note = f' <span class="fallback-note">(benchmarked: no {configuration} mode)</span>' if fallback else ""
        cells = []
        for change in section["changes"]:
            for direction in DIRECTIONS:
                cell = found.get((fw["framework"], shown, change["name"], direction))
                outcome = cell["outcome"] if cell else "not-run"
                cells.append(f'<td class="outcome-{outcome}" data-change="{html.escape(change["name"])}" '
                             f'data-direction="{direction}" data-outcome="{outcome}" '
                             f'title="{html.escape(_title(fw, cell, change["name"], direction, fallback))}">'
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
#: The configuration toggle: shows the tbody of the chosen configuration.
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


def matrix_html(document: dict) -> str:
    """The matrix as one table: frameworks down, two columns (old→new, new→old) per change, a
    colour and a mark per outcome, the cell's facts in its title, and a configuration toggle."""
    section = section_of(document)
    having = {c for fw in section["frameworks"] for c in configurations(fw)}
    toggle = "".join(
        f'<label><input type="radio" name="evolution-configuration" value="{c}"{" checked" if i == 0 else ""}> {c}'
        + ("" if c in having else " (no framework has one)") + "</label> " for i, c in enumerate(CONFIGURATIONS))
    groups = "".join(f'<th colspan="2" scope="colgroup" title="{html.escape(c["description"])}">'
                     f'{html.escape(c["name"])}</th>' for c in section["changes"])
    arrows = "".join(f'<th scope="col">{ARROWS[d]}</th>' for _ in section["changes"] for d in DIRECTIONS)
    legend = "".join(f'<li><span class="outcome-{o}">{MARKS[o]}</span> {o}: {html.escape(MEANINGS[o])}</li>'
                     for o in OUTCOMES)
    return (f'<div id="evolution-matrix"><style>{STYLE}</style>'
            f"<fieldset><legend>Configuration</legend>{toggle}</fieldset>"
            f'<table class="evolution"><thead><tr><th rowspan="2" scope="col">framework</th>{groups}</tr>'
            f'<tr>{arrows}</tr></thead>{"".join(_body(section, c) for c in CONFIGURATIONS)}</table>'
            f'<ul class="legend">{legend}<li>{NOT_RUN} not in the results</li><li>{DISAGREES} after a mark: an '
            "independent library read the same bytes with another outcome</li></ul>"
            f"<script>{SCRIPT}</script></div>")


def section(document: dict) -> Section | None:
    """The report's "Schema evolution" section (None without an evolution section): the HTML
    matrix with its toggle, and for report.md the marks and the counts as tables."""
    evolution = section_of(document)
    if evolution is None:
        return None
    text = (f"Model {evolution['model']}, dataset {evolution['dataset']}. For each framework, configuration and "
            "change of the model, the bytes one version wrote were read by the other: old→new, today's bytes read "
            "by the changed version; new→old, the reverse. benchmarked: the framework as benchmarked; compatible: "
            "its library's evolution-friendly mode (a framework without one shows its benchmarked cells, in "
            f"italics). Hover over a cell for its path, detail and HTTP status. See docs/evolution.md. {LEGEND}.")
    if absent := _absent_line(evolution):
        text += " " + absent
    return Section("Schema evolution", text, [marks_table(document), counts_table(document)],
                   html=matrix_html(document))
