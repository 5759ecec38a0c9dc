"""What a run prints: progress while it runs, a ranking per dataset when it is done."""

from __future__ import annotations

import pandas as pd
from rich import box
from rich.console import Console
from rich.table import Table

from serbench import tables

#: A figure whose coefficient of variation is above this is flagged as unstable.
CV_FLAG = 0.05


def micros(value: float | None) -> str:
    """Nanoseconds shown as microseconds, the unit every time column uses."""
    if value is None or pd.isna(value):
        return "-"
    return f"{value / 1000:,.1f}" if value < 1_000_000 else f"{value / 1000:,.0f}"


def count(value: float | None) -> str:
    return "-" if value is None or pd.isna(value) else f"{int(value):,}"


def ranking_table(frame: pd.DataFrame, dataset: str) -> Table | None:
    rows = tables.ranked(frame, dataset)
    if rows.empty:
        return None
    table = Table(title=f"{dataset}: ranked by server serialize + deserialize p50 (p50 times in µs, sizes in bytes)",
                  title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    for column in ("#", "framework", "check", "payload", "gzip", "ser", "deser", "ser B/op",
                   "rt", "overhead", "ping", "rt #"):
        if column in ("framework", "check"):
            table.add_column(column, justify="left", no_wrap=True, min_width=11 if column == "framework" else 8)
        else:
            table.add_column(column, justify="right")
    for row in rows.itertuples():
        unstable = max(row.serverSerializeCv, row.serverDeserializeCv) > CV_FLAG
        table.add_row(
            str(row.rank), row.framework,
            "JVM-only" if row.verification == "jvm-only" else "verified",
            count(row.payloadBytes), count(row.gzipBytes),
            micros(row.serverSerializeP50Ns) + ("*" if row.serverSerializeCv > CV_FLAG else ""),
            micros(row.serverDeserializeP50Ns) + ("*" if row.serverDeserializeCv > CV_FLAG else ""),
            count(row.serverSerializeAllocBytesPerOp),
            micros(row.httpRoundtripRoundTripP50Ns), micros(row.httpRoundtripOverheadP50Ns),
            micros(row.httpPingP50Ns), str(row.roundTripRank),
            style="yellow" if unstable else None,
        )
    table.caption = (f"rt = POST /api/roundtrip round trip; overhead = rt minus server codec time; ping = "
                     f"GET /api/ping floor. * coefficient of variation above {CV_FLAG:.0%}: an unstable figure")
    return table


OUTCOME_SYMBOLS = {"PRESERVED": "=", "CHANGED": "~", "REJECTED": "x"}


def verification_table(document: dict) -> Table:
    """Per framework: how it was checked and the first failure, if any."""
    table = Table(title="verification", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    for column in ("framework", "outcome", "independent check", "first failure"):
        table.add_column(column, no_wrap=column != "first failure")
    labels = {"verified": "[green]verified[/green]", "jvm-only": "JVM-only check",
              "failed": "[red]failed[/red]", "pending": "not checked"}
    for name, fw in tables.frameworks(document):
        verification = fw["verification"]
        failed = next((c for c in verification["checks"] if not c["passed"]), None)
        detail = f"{failed['check']} ({failed['dataset']}): {failed['detail']}" if failed else ""
        if verification["status"] == "pending" and fw["failure"]:
            detail = f"{fw['failure']['phase']}: {fw['failure']['reason'].splitlines()[0]}"
        table.add_row(name, labels[verification["status"]],
                      verification["pythonLibrary"] or "none (in-service round trip only)", detail)
    return table


def fidelity_table(document: dict) -> Table | None:
    """The fidelity matrix: edge cases down, frameworks across."""
    rows = {name: {c["name"]: c for c in fw["fidelity"]}
            for name, fw in tables.frameworks(document) if fw.get("fidelity")}
    if not rows:
        return None
    cases = list(next(iter(rows.values())))
    table = Table(title="fidelity (= preserved, ~ changed, x rejected)", title_justify="left",
                  caption="what changed, and how a case was rejected: the report and the JSON", caption_justify="left",
                  box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("case", no_wrap=True)
    for name in rows:
        table.add_column(name, justify="center", no_wrap=True)
    for case in cases:
        cells = []
        for outcomes in rows.values():
            outcome = outcomes.get(case, {}).get("outcome")
            cells.append({"PRESERVED": "=", "CHANGED": "[yellow]~[/yellow]",
                          "REJECTED": "[red]x[/red]"}.get(outcome, "-"))
        table.add_row(case, *cells)
    return table


def make_console() -> Console:
    """A console for the terminal, or 160 columns wide when the output is a file or a CI log."""
    console = Console()
    return console if console.is_terminal else Console(width=160)


def load_table(document: dict) -> Table | None:
    rows = [(name, fw["load"]) for name, fw in tables.frameworks(document) if fw.get("load")]
    if not rows:
        return None
    table = Table(title="load: POST /api/roundtrip, a sweep of constant rates up to saturation (Vegeta; latency in "
                        "µs at the sustained rate)", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    for column in ("framework", "sustained /s", "peak /s", "errors", "below sat.", "p50", "p99", "max", "CPU %",
                   "RSS growth"):
        table.add_column(column, justify="left" if column == "framework" else "right", no_wrap=True)
    for name, load in sorted(rows, key=lambda r: -r[1]["throughputPerSecond"]):
        c = load["latencyMicros"]["corrected"]
        growth = "-" if load["rssGrowth"] is None else f"{load['rssGrowth']:+.0%}"
        below = load.get("errorsBelowSaturation", load["errors"])
        table.add_row(name, f"{load.get('sustainedRate') or 0:,.0f}", f"{load['throughputPerSecond']:,.0f}",
                      str(load["errors"]), f"[red]{below}[/red]" if below else "0",
                      *(f"{c.get(k, 0):,}" for k in ("p50", "p99", "max")),
                      "-" if load["cpuPercentMean"] is None else f"{load['cpuPercentMean']:.0f}",
                      f"[yellow]{growth}[/yellow]" if load["rssGrowthFlagged"] else growth)
    return table


def print_summary(console: Console, document: dict) -> None:
    console.print(verification_table(document))
    fidelity = fidelity_table(document)
    if fidelity is not None:
        console.print(fidelity)
    frame = tables.summary_frame(document)
    for dataset in document["run"]["settings"]["datasets"]:
        table = ranking_table(frame, dataset)
        if table is not None:
            console.print(table)
    load = load_table(document)
    if load is not None:
        console.print(load)
    for name, fw in tables.frameworks(document):
        if fw["status"] == "failed":
            console.print(f"[red]failed[/red] {name} ({fw['failure']['phase']}): {fw['failure']['reason']}",
                          markup=True, highlight=False)
