"""What a run prints: progress while it runs, a ranking per dataset when it is done."""

from __future__ import annotations

import pandas as pd
from rich import box
from rich.console import Console
from rich.table import Table

from serbench import evolution_matrix, tables



def micros(value: float | None) -> str:
    """Nanoseconds shown as microseconds, the unit every time column uses."""
    if value is None or pd.isna(value):
        return "-"
    return f"{value / 1000:,.1f}" if value < 1_000_000 else f"{value / 1000:,.0f}"


def count(value: float | None) -> str:
    return "-" if value is None or pd.isna(value) else f"{int(value):,}"


def with_interval(p50: float, low: float, high: float) -> str:
    """A p50 and its 95% interval in µs, e.g. ``812.4 (790.1–840.0)``, with * when it is unstable."""
    if p50 is None or pd.isna(p50):
        return "-"
    mark = "*" if tables.is_unstable(p50, low, high) else ""
    return f"{micros(p50)}{mark} ({micros(low)}–{micros(high)})"


def share(value: float) -> str:
    """A share as a percentage, with one decimal below 10% (where a tight interval lives)."""
    return f"{value * 100:.1f}" if value < 0.1 else f"{value * 100:.0f}"


def with_bounds(p50: float, low: float, high: float) -> str:
    """A p50 in µs and how far its 95% interval reaches below and above it, e.g.
    ``812.4 −1.2/+3.0%`` (shorter to print than the interval's two ends, for a table of
    many columns), with * when it is unstable."""
    if p50 is None or pd.isna(p50) or not p50:
        return micros(p50)
    mark = "*" if tables.is_unstable(p50, low, high) else ""
    return f"{micros(p50)}{mark} −{share((p50 - low) / p50)}/+{share((high - p50) / p50)}%"


def rank_label(rank: int, tied: bool, provisional: bool = False) -> str:
    """A competition rank, ``=3`` when another framework shares it, ``~3`` when provisional
    (one JVM per framework: tables.PROVISIONAL_NOTE)."""
    if provisional:
        return f"~{rank}"
    return f"={rank}" if tied else str(rank)


def spread(value: float | None) -> str:
    """The spread between forks, max / min of their p50s, e.g. ``1.14``."""
    return "-" if value is None or pd.isna(value) else f"{value:.2f}"


def pair(first: str, second: str, unit: str = "") -> str:
    """Two figures of one kind, serialize / deserialize, e.g. ``1.10/1.25×`` (``-`` when neither)."""
    return "-" if first == second == "-" else f"{first}/{second}{unit}"


def conversion(value: float | None) -> str:
    return "-" if value is None or pd.isna(value) else f"{value * 100:.0f}"


def _tied_groups(rows: pd.DataFrame, rank_column: str) -> list[str]:
    shared = rows[rows[rank_column].duplicated(keep=False)]
    return [f"={rank} {', '.join(group['framework'])}" for rank, group in shared.groupby(rank_column, sort=True)]


def tie_line(rows: pd.DataFrame) -> str | None:
    """Which frameworks share a rank, by ser + deser and by rt, e.g. ``tied (no certain order):
    ser + deser =2 kryo, protobuf; rt =1 grpc, protobuf`` (None when none do)."""
    parts = [f"{label} {'; '.join(groups)}" for label, column in (("ser + deser", "rank"), ("rt", "roundTripRank"))
             if (groups := _tied_groups(rows, column))]
    return f"tied (no certain order: ratio intervals contain 1): {' | '.join(parts)}" if parts else None


def _column(rows: pd.DataFrame, name: str):
    return rows[name] if name in rows else pd.Series([None] * len(rows), index=rows.index)


def ranking_table(frame: pd.DataFrame, dataset: str) -> Table | None:
    rows = tables.ranked(frame, dataset)
    if rows.empty:
        return None
    staged = "serverSerializeConversionShare" in rows and rows["serverSerializeConversionShare"].notna().any()
    table = Table(title=f"{dataset}: ranked by server serialize + deserialize p50, ties shared "
                        f"(p50 in µs −/+ its 95% interval, sizes in bytes)",
                  title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False, collapse_padding=True)
    columns = ["#", "framework", "check", "payload", "ser + deser", "ser", "deser", "forks ×"]
    columns += ["conv%"] if staged else []
    columns += ["ser B/op", "rt", "rt #", "overhead", "ping"]
    for column in columns:
        if column in ("framework", "check"):
            table.add_column(column, justify="left", no_wrap=True, min_width=11 if column == "framework" else 8)
        else:  # ranks never squeezed away on a narrow console
            table.add_column(column, justify="right", no_wrap=True, min_width=3 if column in ("#", "rt #") else None)
    ser_spread, de_spread = _column(rows, "serverSerializeForkSpread"), _column(rows, "serverDeserializeForkSpread")
    ser_share, de_share = (_column(rows, "serverSerializeConversionShare"),
                           _column(rows, "serverDeserializeConversionShare"))
    for i, row in enumerate(rows.itertuples()):
        round_trip_tied = int((rows["roundTripRank"] == row.roundTripRank).sum()) > 1
        cells = [
            rank_label(row.rank, row.tied, row.provisional), row.framework,
            "JVM-only" if row.verification == "jvm-only" else "verified",
            count(row.payloadBytes),
            with_bounds(row.serverP50Ns, row.serverP50CiLowNs, row.serverP50CiHighNs),
            with_bounds(row.serverSerializeP50Ns, row.serverSerializeP50CiLowNs, row.serverSerializeP50CiHighNs),
            with_bounds(row.serverDeserializeP50Ns, row.serverDeserializeP50CiLowNs,
                        row.serverDeserializeP50CiHighNs),
            pair(spread(ser_spread.iloc[i]), spread(de_spread.iloc[i]))]
        if staged:
            cells.append(pair(conversion(ser_share.iloc[i]), conversion(de_share.iloc[i])))
        cells += [count(row.serverSerializeAllocBytesPerOp),
                  with_bounds(row.httpRoundtripRoundTripP50Ns, row.httpRoundtripRoundTripP50CiLowNs,
                              row.httpRoundtripRoundTripP50CiHighNs),
                  rank_label(row.roundTripRank, round_trip_tied, row.provisional),
                  micros(row.httpRoundtripOverheadP50Ns), micros(row.httpPingP50Ns)]
        table.add_row(*cells, style="yellow" if row.unstable else None)
    table.caption = (f"rt = POST /api/roundtrip round trip; overhead = rt minus server codec time; ping = "
                     f"GET /api/ping floor. −a/+b%: the p50's 95% interval (bootstrap over forks, then rounds, "
                     f"docs/methodology.md) runs from a% below to b% above it. forks ×: the forks' own p50s, "
                     f"max / min, serialize/deserialize"
                     + ("; conv%: the conversion's share of serialize/deserialize (toWire p50 / serialize p50, "
                        "fromWire p50 / deserialize p50), staged codecs only" if staged else "")
                     + f". {tables.TIES_NOTE}. {tables.UNSTABLE_NOTE}")
    table.caption_justify = "left"
    return table


AA_KINDS = {"replica": "A/A control: two JVMs of one service",
            "second": "second A/A check: one codec behind two services (grpc's JVM also runs the gRPC paths)"}


def aa_table(frame: pd.DataFrame) -> Table | None:
    """The A/A controls: per pair, dataset and operation, both p50s and the ratio b/a with its
    family-wise interval, which must contain 1."""
    checks = tables.aa_control(frame)
    if not checks:
        return None
    table = Table(title="A/A controls: the same code measured twice; the ratio's interval must contain 1 (µs)",
                  title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    for column in ("pair", "dataset", "operation", "a", "b", "b/a (interval)", ""):
        table.add_column(column, justify="left" if column in ("pair", "dataset", "operation", "") else "right",
                         no_wrap=True)
    for check in checks:
        table.add_row(f"{check['b']}/{check['a']}", check["dataset"], check["operation"],
                      with_interval(check["aP50Ns"], check["aLowNs"], check["aHighNs"]),
                      with_interval(check["bP50Ns"], check["bLowNs"], check["bHighNs"]),
                      f"{check['ratio']:.3f} ({check['familyLow']:.3f}–{check['familyHigh']:.3f})",
                      ("tie" if check["testable"] else "[yellow]tie, too wide[/yellow]") if check["tied"]
                      else "[red]apart[/red]")
    table.caption = (f"interval: family-wise {tables.AA_FAMILY_CONFIDENCE:.0%} over each pair's figures (a t "
                     f"interval on the log ratio, its error from resampling both together over forks and rounds)")
    table.caption_justify = "left"
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
    """A console for the terminal, or 180 columns wide when the output is a file or a CI log (the
    ranking's widest row, at a dataset of a thousand objects with a staged codec, is about 170)."""
    console = Console()
    return console if console.is_terminal else Console(width=180)


def aa_verdict(a: str, b: str, kind: str, holds: bool | None) -> str:
    """One line per A/A pair: whether it holds, what a failure means, or why it could not be told."""
    what = (f"A/A control ({b}, a second JVM of {a}'s service)" if kind == "replica"
            else f"second A/A check ({b} and {a}, one codec)")
    if holds is None:
        return f"[yellow]{what} not testable[/yellow]: tied, but {tables.AA_UNTESTABLE}"
    if holds:
        return f"[green]{what} holds[/green]: tied at every dataset and operation"
    return (f"[red]{what} FAILS[/red]: measured apart although it is the same code; differences between "
            f"frameworks of this size are the harness's, not the codecs'")


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
    """What a run prints when it is done; for a run of the evolution matrix alone, only the matrix."""
    if evolution_matrix.section_of(document) is not None:
        evolution_matrix.print_matrix(console, document)
        if not document["frameworks"]:
            return
    console.print(verification_table(document))
    fidelity = fidelity_table(document)
    if fidelity is not None:
        console.print(fidelity)
    frame = tables.summary_frame(document)
    provisional = False
    for dataset in document["run"]["settings"]["datasets"]:
        table = ranking_table(frame, dataset)
        if table is not None:
            console.print(table)
            rows = tables.ranked(frame, dataset)
            ties = tie_line(rows)
            if ties:
                console.print(ties, highlight=False)
            provisional = provisional or tables.provisional(rows)
    if provisional:
        console.print(f"[yellow]ranks provisional[/yellow] ({tables.PROVISIONAL_NOTE})", highlight=False)
    aa = aa_table(frame)
    if aa is not None:
        console.print(aa)
        for verdict in tables.aa_verdicts(tables.aa_control(frame)):
            console.print(aa_verdict(*verdict), highlight=False)
    load = load_table(document)
    if load is not None:
        console.print(load)
    for name, reason in tables.not_ranked(document):
        fw = document["frameworks"][name]
        if fw["status"] == "failed":
            console.print(f"[red]failed[/red] {name} ({fw['failure']['phase']}): {fw['failure']['reason']}",
                          markup=True, highlight=False)
        else:
            console.print(f"[red]failed[/red] {name}, not ranked: {reason}", markup=True, highlight=False)
