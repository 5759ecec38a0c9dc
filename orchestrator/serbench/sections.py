"""The report's building blocks (a table, a section, the formats of its numbers) and its
sections on replication: the spread between JVMs behind every ranked figure, and the A/A
controls. report.py assembles them; readme.py and history_report.py reuse the blocks."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from serbench import tables


@dataclass
class Table:
    headers: list[str]
    rows: list[list[str]] = field(default_factory=list)
    #: "l" or "r" per column; text left, numbers right.
    align: list[str] = field(default_factory=list)

    def markdown(self) -> str:
        align = self.align or ["l"] * len(self.headers)
        lines = ["| " + " | ".join(self.headers) + " |",
                 "|" + "|".join("---:" if a == "r" else "---" for a in align) + "|"]
        lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in self.rows]
        return "\n".join(lines)

    def html(self) -> str:
        """A sortable table (click a heading) with a text box that filters its rows; rows of a
        table with a framework column carry data-framework, for the page's framework filter."""
        align = self.align or ["l"] * len(self.headers)
        head = "".join(f"<th>{html.escape(h)}</th>" for h in self.headers)
        column = self.headers.index("framework") if "framework" in self.headers else None
        body = "".join(
            (f'<tr data-framework="{html.escape(row[column])}">' if column is not None else "<tr>")
            + "".join(f'<td class="{a}">{html.escape(c)}</td>' for c, a in zip(row, align)) + "</tr>"
            for row in self.rows)
        return ('<input type="search" class="row-filter" placeholder="filter rows" aria-label="filter rows">'
                f'<table class="data"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')


@dataclass
class Section:
    title: str
    text: str = ""
    tables: list[Table] = field(default_factory=list)
    images: list[Path] = field(default_factory=list)
    #: Markup of its own for report.html (the evolution matrix), shown there, open, instead of the tables.
    html: str = ""


def us(nanos) -> str:
    if nanos is None or pd.isna(nanos):
        return "-"
    return f"{nanos / 1000:,.1f}"


def num(value) -> str:
    if value is None or pd.isna(value):
        return "-"
    return f"{int(round(value)):,}"


def share(value) -> str:
    """A share in percent, e.g. the conversion's share of an operation (``-`` when none)."""
    return "-" if value is None or pd.isna(value) else f"{value * 100:.0f}%"


def times(value) -> str:
    """A ratio such as max / min, e.g. ``1.14×``."""
    return "-" if value is None or pd.isna(value) else f"{value:.2f}×"


def _get(row, column: str):
    return getattr(row, column, None)


#: The figures whose spread between forks is shown, by their column prefix.
SPREAD_FIGURES = (("ser", "serverSerialize"), ("deser", "serverDeserialize"), ("ser + deser", "server"),
                  ("rt", "httpRoundtripRoundTrip"))


def contains(row, prefix: str, value) -> str:
    """Whether a figure's interval contains a value (the forks' median p50): yes, no, -."""
    low, high = _get(row, f"{prefix}P50CiLowNs"), _get(row, f"{prefix}P50CiHighNs")
    if any(v is None or pd.isna(v) for v in (low, high, value)):
        return "-"
    return "yes" if low <= value <= high else "NO"


def fork_spread(rows: pd.DataFrame, dataset: str) -> Section | None:
    """Per ranked framework and figure: the pooled p50, its interval, the forks' own p50s (min,
    median, max) and spread = max / min, and whether the interval contains the forks' median."""
    if rows.empty or "serverForkSpread" not in rows or rows["serverForkSpread"].isna().all():
        return None
    table = Table(["framework", "forks", "figure", "p50", "95% CI", "forks' min", "forks' median", "forks' max",
                   "spread (max/min)", "CI holds forks' median"], align=["l", "r", "l", *["r"] * 6, "l"])
    for row in rows.itertuples():
        for label, prefix in SPREAD_FIGURES:
            p50 = _get(row, f"{prefix}P50Ns")
            median = _get(row, f"{prefix}ForkP50MedianNs")
            table.rows.append([row.framework, num(_get(row, "forks")), label, us(p50),
                               f"{us(_get(row, f'{prefix}P50CiLowNs'))}–{us(_get(row, f'{prefix}P50CiHighNs'))}",
                               us(_get(row, f"{prefix}ForkP50MinNs")), us(median),
                               us(_get(row, f"{prefix}ForkP50MaxNs")), times(_get(row, f"{prefix}ForkSpread")),
                               contains(row, prefix, median)])
    return Section(f"Spread between JVMs: {dataset}",
                   "Each fork is a fresh JVM of every service; a JIT can settle differently in each. Per figure: the "
                   "p50 of all forks' samples pooled (the figure ranked on), its 95% interval (forks resampled, then "
                   "the rounds within each drawn fork), each fork's own p50 and their spread. The interval is built "
                   "to contain what another set of JVMs would measure, so it should contain the forks' median. "
                   "Times in µs.", [table])


def aa_verdict(checks: list[dict]) -> str:
    """One sentence per A/A pair: the true replica pair first, then the second check."""
    sentences = []
    for a, b, kind, holds in tables.aa_verdicts(checks):
        figures = [c for c in checks if (c["a"], c["b"]) == (a, b)]
        what = (f"A/A control ({a} against {b}, a second JVM of the same service)" if kind == "replica"
                else f"Second A/A check ({a} against {b}, one codec behind two services)")
        if holds is None:
            sentences.append(f"{what}: tied in all {len(figures)} figures, but not testable: {tables.AA_UNTESTABLE}.")
        elif holds:
            sentences.append(f"{what}: tied in all {len(figures)} figures.")
        else:
            apart = [f"{c['dataset']} {c['operation']}" for c in figures if not c["tied"]]
            sentences.append(f"{what}: NOT tied in {', '.join(apart)}.")
    return " ".join(sentences)


def aa_control(frame: pd.DataFrame) -> Section | None:
    """The A/A controls (tables.aa_control): the same code measured twice must tie."""
    checks = tables.aa_control(frame)
    if not checks:
        return None
    table = Table(["pair", "dataset", "operation", "a p50", "95% CI", "b p50", "95% CI", "b/a", "95% CI of b/a",
                   "family-wise CI of b/a", "verdict"], align=["l", "l", "l", *["r"] * 7, "l"])
    for c in checks:
        table.rows.append([f"{c['a']} / {c['b']}", c["dataset"], c["operation"], us(c["aP50Ns"]),
                           f"{us(c['aLowNs'])}–{us(c['aHighNs'])}", us(c["bP50Ns"]),
                           f"{us(c['bLowNs'])}–{us(c['bHighNs'])}", f"{c['ratio']:.3f}",
                           f"{c['ratioLow']:.3f}–{c['ratioHigh']:.3f}", f"{c['familyLow']:.3f}–{c['familyHigh']:.3f}",
                           ("tied" if c["testable"] else "tied, interval too wide to tell") if c["tied"]
                           else "NOT tied: the harness, not the code, differs"])
    return Section("A/A control",
                   "The same code measured as two entries must tie: the interval of the ratio of their p50s "
                   "(resampled together over forks and rounds) must contain 1. The control is a replica entry, a "
                   "second JVM of one service (same jar, same options); protobuf and grpc (one codec class, but "
                   "grpc's JVM also runs the gRPC paths) are a second, labelled check. The verdict reads the "
                   f"family-wise interval ({tables.AA_FAMILY_CONFIDENCE:.0%} for all of a pair's figures together: a "
                   "t interval on the log ratio with forks - 1 degrees of freedom, its error from the resamples), so "
                   f"that a harness without fault passes in about 19 runs of 20. {aa_verdict(checks)}", [table])
