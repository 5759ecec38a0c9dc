"""serbench's MediaContent figures beside published tables (serbench.published), like for like.

For each published table: the frameworks both sides measured; for each of them serbench's figure
of the same timed work as the table's harness (``Row.timed``: the whole operation, or, for a
staged codec whose harness stops at the library's own objects, a stage of ``server.stages``);
every time as a ratio to the geometric mean of that shared set (absolute times come from other
machines, JVMs and harnesses, but "B takes 1.4x the set's typical time" can be compared, and no
single framework's own noise moves every ratio). serbench's ratios carry 95% intervals from the
run's hierarchical bootstrap (resampling.DatasetFigures: forks, then rounds, with the same draws
for every framework), each replicate's ratio taken to that replicate's geometric mean; Spearman's
rank correlation of the totals has its interval from the same replicates.

    python -m serbench.published_comparison results/RUN.json [docs/comparison.md]
    python -m serbench.published_comparison --harness [docs/comparison.md]

The first writes both generated blocks of docs/comparison.md (the tables, from one run that
measured ``mediacontent=1``, and what each harness times, from serbench.published); the second
only the latter, which needs no run. The prose around them is written by hand.
"""

from __future__ import annotations

import sys
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import jsonschema
import numpy as np
from scipy.stats import spearmanr

from serbench import confidence, results, tables
from serbench.published import TABLES, TOTAL, Row, Table
from serbench.resampling import DatasetFigures

START = "<!-- comparison:start -->"
END = "<!-- comparison:end -->"
HARNESS_START = "<!-- harness:start -->"
HARNESS_END = "<!-- harness:end -->"
ONE = "mediacontent=1"
THOUSAND = "mediacontent=1000"
#: The operations compared, by the prefix of resampling's figures (``server``: serialize + deserialize).
OPERATIONS = {"ser": "serverSerialize", "deser": "serverDeserialize", "total": "server"}


class MissingStages(ValueError):
    """A row needs a stage of ``server.stages`` that the run did not record."""


# -- serbench's side ----------------------------------------------------------------------------
def _key(framework: str, serialize: str, deserialize: str) -> str:
    return f"{framework} [{serialize} / {deserialize}]"


def row_key(row: Row) -> str:
    """The name under which serbench's figures for a published row are resampled."""
    return _key(row.framework, row.timed.serialize, row.timed.deserialize)


def _measurements(document: dict, dataset: str) -> dict[str, dict]:
    """The rankable frameworks' measurements of one dataset (never an A/A replica or a failure)."""
    return {name: fw["datasets"][dataset] for name, fw in tables.frameworks(document)
            if tables.rankable(fw) and dataset in (fw.get("datasets") or {})}


def _series(name: str, dataset: str, measurement: dict, op: str, figure: str) -> dict:
    """The series of serbench's figure for one operation: the whole operation, or a stage."""
    server = measurement["server"]
    if figure == TOTAL:
        return server[op]
    stage = (server.get("stages") or {}).get(figure)
    if not stage or not stage.get("samples"):
        found = "server.conversion only (timed inside the operation)" if server.get("conversion") else "no stages"
        raise MissingStages(
            f"{name} at {dataset}: the like-for-like {op} figure is server.stages.{figure}, and this run has "
            f"{found}: a results file from before the stages (results version 1, or services older than the "
            f"staged engine). Measure again with the current services; the totals would not be the same work "
            f"as the published harness's")
    return stage


class Measured:
    """serbench's figures at one dataset for every (framework, figure) the published rows ask
    for, resampled together on the run's grid of forks and rounds (common random numbers)."""

    def __init__(self, document: dict, dataset: str, rows: list[Row]) -> None:
        self.dataset = dataset
        self.measurements = _measurements(document, dataset)
        entries: dict[str, dict] = {}
        for row in rows:
            measurement = self.measurements.get(row.framework)
            if measurement is None or row_key(row) in entries:
                continue
            entries[row_key(row)] = {
                "server": {op: _series(row.framework, dataset, measurement, op, figure)
                           for op, figure in (("serialize", row.timed.serialize),
                                              ("deserialize", row.timed.deserialize))},
                "blockLog": measurement.get("blockLog") or []}
        settings = document["run"]["settings"]
        self.figures = DatasetFigures(dataset, entries, settings["iterations"],
                                      settings.get("httpRequests", settings["iterations"]),
                                      int(settings.get("forks") or 1))

    def has(self, row: Row) -> bool:
        return row_key(row) in self.figures.of

    def resamples(self, rows: list[Row], operation: str) -> tuple[np.ndarray, np.ndarray]:
        """(points (n,), resamples (R, n)) of one operation of these rows, drawn together."""
        figures = [self.figures.of[row_key(row)].figures[OPERATIONS[operation]] for row in rows]
        return np.array([f.point for f in figures]), np.column_stack([f.resamples for f in figures])


def geometric_ratios(values: np.ndarray) -> np.ndarray:
    """Each value divided by the geometric mean of its row (the last axis): a row's ratios
    multiply to 1. A row holding a NaN is all NaN."""
    logs = np.log(np.asarray(values, dtype=float))
    return np.exp(logs - logs.mean(axis=-1, keepdims=True))


def spearman(published: np.ndarray, points: np.ndarray, resamples: np.ndarray) -> tuple[float, float, float]:
    """(rho, low, high): Spearman's rank correlation of the published values and serbench's,
    and its 95% interval over serbench's replicates (rows of ``resamples``)."""
    if len(published) < 3:
        return float("nan"), float("nan"), float("nan")
    with warnings.catch_warnings():  # a replicate with every value tied has no correlation (NaN, dropped)
        warnings.simplefilter("ignore")
        rho = float(spearmanr(published, points).statistic)
        replicates = np.array([spearmanr(published, row).statistic for row in resamples
                               if not np.isnan(row).any()], dtype=float)
    low, high = confidence.interval(replicates, rho)
    return rho, low, high


@dataclass
class Swap:
    """Two frameworks in the other order: published, ``first`` is faster; in serbench ``second``
    is certainly faster (the interval of the ratio of their totals lies wholly on that side)."""
    first: str
    second: str
    published: float  # first / second, published totals
    ours: tuple[float, float, float]  # first / second, serbench totals: ratio, low, high


@dataclass
class Comparison:
    table: Table
    #: per shared framework, in the published order of totals: the published ratios and serbench's
    #: (ratio, low, high) per operation, conversion shares and sizes
    rows: list[dict]
    spearman: tuple[float, float, float]
    swapped: list[Swap] = field(default_factory=list)
    #: pairs of frameworks serbench orders with certainty (the rest are its ties)
    ordered: int = 0
    #: the table's frameworks this run did not measure (or cannot rank), left out of the shared set
    missing: list[str] = field(default_factory=list)

    @property
    def pairs(self) -> int:
        return len(self.rows) * (len(self.rows) - 1) // 2


def _intervals(points: np.ndarray, resamples: np.ndarray) -> list[tuple[float, float, float]]:
    ratios, replicates = geometric_ratios(points), geometric_ratios(resamples)
    return [(float(ratios[j]), *confidence.interval(replicates[:, j], float(ratios[j]))) for j in range(len(points))]


def compare(table: Table, one: Measured, thousand: Measured | None = None) -> Comparison:
    """The rows both sides have, as ratios to the geometric mean of that shared set, and how the
    orders of the totals agree."""
    shared = [row for row in table.rows if one.has(row)]
    if len(shared) < 2:
        raise ValueError(f"{table.key}: {len(shared)} of its frameworks measured at {one.dataset}; a comparison "
                         f"needs at least two (measure {', '.join(r.framework for r in table.rows)})")
    published = {"ser": np.array([r.serialize_ns for r in shared], dtype=float),
                 "deser": np.array([r.deserialize_ns for r in shared], dtype=float)}
    published["total"] = published["ser"] + published["deser"]
    ours = {op: one.resamples(shared, op) for op in OPERATIONS}
    ratios = {op: _intervals(*ours[op]) for op in OPERATIONS}
    large = None
    if thousand is not None and all(thousand.has(row) for row in shared):
        large = _intervals(*thousand.resamples(shared, "total"))
    rows = []
    for j, row in enumerate(shared):
        measurement = one.measurements[row.framework]
        shares = tables.conversion_columns(measurement["server"])
        entry = {"framework": row.framework, "published as": row.published_name, "figure": row.timed.label,
                 "bytes": (row.size_bytes, int(measurement["payloadBytes"])),
                 "conversion": (shares.get("serverSerializeConversionShare"),
                                shares.get("serverDeserializeConversionShare")),
                 "total 1000": large[j] if large else None}
        for op in OPERATIONS:
            entry[op] = (float(geometric_ratios(published[op])[j]), ratios[op][j])
        rows.append(entry)
    points, resamples = ours["total"]
    faster = confidence.certainly_faster(resamples, points)
    swapped = [Swap(shared[b].framework, shared[a].framework, published["total"][b] / published["total"][a],
                    confidence.ratio_interval(resamples[:, b], resamples[:, a], points[b], points[a]))
               for a in range(len(shared)) for b in range(len(shared))
               if faster[a, b] and published["total"][a] > published["total"][b]]
    order = np.argsort(published["total"], kind="stable")
    return Comparison(table, [rows[j] for j in order], spearman(published["total"], points, resamples), swapped,
                      int(faster.sum()), [row.framework for row in table.rows if row not in shared])


# -- markdown ------------------------------------------------------------------------------------
def _x(value: float) -> str:
    return f"{value:.2f}"


def _ci(found: tuple[float, float, float] | None) -> str:
    return "" if found is None else f"{found[0]:.2f} [{found[1]:.2f}, {found[2]:.2f}]"


def _share(value: float | None) -> str:
    return "" if value is None else f"{value * 100:.0f}"


def _run_line(document: dict, dump_name: str) -> str:
    run, settings = document["run"], document["run"]["settings"]
    forks, rounds = int(settings.get("forks") or 1), settings.get("rounds")
    shape = f"{forks} fork{'s' if forks != 1 else ''}" + (f" × {rounds} rounds" if rounds else "")
    line = (f"Generated from `{dump_name}` (run {run['id']}, commit {run.get('gitCommit') or 'unknown'}, {shape}) by "
            f"`scripts/update-comparison.sh`, not typed. serbench: server in-process p50s of `{ONE}` (and, in its "
            f"column, of `{THOUSAND}`), each the figure that holds the harness's timed work (column \"serbench "
            f"figure\", ser / deser: `total` the whole operation, `decode` the staged codec's `server.stages.decode`); "
            f"ratios to the geometric mean of the frameworks both sides share, serbench's with their 95% interval "
            f"[low, high] (forks resampled, then rounds, the same draws for every framework); payload bytes of "
            f"`{ONE}` (with its one-element list).")
    if forks < 2 or settings.get("quick"):
        line += (" **One JVM per framework:** no interval can hold the spread between JVMs; these ratios and "
                 "orders are provisional.")
    return line


def _table_markdown(comparison: Comparison) -> list[str]:
    table = comparison.table
    lines = [f"### {table.title}", "", f"- Source: {table.source}.", f"- Platform: {table.platform}.",
             f"- Instance: {table.instance}.",
             "- Ratios: time of each framework / the geometric mean of the times of the frameworks below, on "
             "each side (below 1: faster than the set's typical framework); serbench's as ratio [95% interval].",
             ""]
    has_1000 = any(r["total 1000"] is not None for r in comparison.rows)
    staged = any(r["conversion"][0] is not None or r["conversion"][1] is not None for r in comparison.rows)
    header = ["framework", "published as", "serbench figure", "ser: published", "ser: serbench", "deser: published",
              "deser: serbench", "total: published", "total: serbench"]
    header += ["total: serbench, 1000 objects"] if has_1000 else []
    header += ["conv% ser/deser"] if staged else []
    header += ["bytes: published", "bytes: serbench"]
    lines += ["| " + " | ".join(header) + " |", "|" + "---|" * 3 + "---:|" * (len(header) - 3)]
    for r in comparison.rows:
        cells = [r["framework"], r["published as"], r["figure"]]
        for op in OPERATIONS:
            cells += [_x(r[op][0]), _ci(r[op][1])]
        cells += [_ci(r["total 1000"])] if has_1000 else []
        if staged:
            ser, de = r["conversion"]
            cells.append("" if ser is None and de is None else f"{_share(ser)}/{_share(de)}")
        published_bytes, our_bytes = r["bytes"]
        cells += ["" if published_bytes is None else str(published_bytes), str(our_bytes)]
        lines.append("| " + " | ".join(cells) + " |")
    rho, low, high = comparison.spearman
    swapped = comparison.swapped
    correlation = (f"Spearman's rank correlation {rho:.2f} (95% interval {low:.2f} to {high:.2f})" if not np.isnan(rho)
                   else "no rank correlation (fewer than three frameworks)")
    lines += ["", f"Order of the totals: {correlation} over {len(comparison.rows)} frameworks. serbench orders "
                  f"{comparison.ordered} of the {comparison.pairs} pairs with certainty (the rest are its ties); "
                  f"{len(swapped)} of them in the other order from the published table"
              + (": " + "; ".join(f"{s.first} / {s.second}: published {s.published:.2f}, serbench {_ci(s.ours)}"
                                  for s in swapped) if swapped else "") + "."]
    if comparison.missing:
        lines[-1] += f" Not in this run's comparison (not measured, or not ranked): {', '.join(comparison.missing)}."
    return lines + [""]


def _own_figures(document: dict) -> list[str]:
    one, thousand = _measurements(document, ONE), _measurements(document, THOUSAND)
    lines = ["### serbench's own figures", "",
             f"In-process p50 in ns of `{ONE}`; decode: a staged codec's `server.stages.decode` (its library's "
             f"own objects, without the conversion back); conv%: the conversion's share of serialize and of "
             f"deserialize (toWire p50 / serialize p50, fromWire p50 / deserialize p50); payload bytes; "
             f"serialize + deserialize p50 per object at `{THOUSAND}`.", "",
             "| framework | serialize | deserialize | decode | conv% ser/deser | bytes "
             "| ser + deser per object, 1000 |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for name, m in sorted(one.items(), key=lambda item: (item[1]["server"]["serialize"]["stats"]["p50"], item[0])):
        server = m["server"]
        ser, de = server["serialize"]["stats"]["p50"], server["deserialize"]["stats"]["p50"]
        decode = ((server.get("stages") or {}).get("decode") or {}).get("stats", {}).get("p50")
        shares = tables.conversion_columns(server)
        ser_share, de_share = (shares.get(f"server{op}ConversionShare") for op in ("Serialize", "Deserialize"))
        conversion = "" if ser_share is None and de_share is None else f"{_share(ser_share)}/{_share(de_share)}"
        large = thousand.get(name)
        per_object = "" if large is None else f"{_p50_sum(large) / large['count']:,.0f}"
        lines.append(f"| {name} | {ser:,.0f} | {de:,.0f} | {'' if decode is None else f'{decode:,.0f}'} | {conversion} "
                     f"| {int(m['payloadBytes']):,} | {per_object} |")
    return lines


def _p50_sum(measurement: dict) -> float:
    return float(sum(measurement["server"][op]["stats"]["p50"] for op in ("serialize", "deserialize")))


def markdown(document: dict, dump_name: str) -> str:
    """The generated tables of docs/comparison.md from one run that measured ``mediacontent=1``."""
    rows = [row for table in TABLES for row in table.rows]
    one = Measured(document, ONE, rows)
    thousand = Measured(document, THOUSAND, rows) if _measurements(document, THOUSAND) else None
    lines = [_run_line(document, dump_name), ""]
    for table in TABLES:
        lines += _table_markdown(compare(table, one, thousand))
    lines += _own_figures(document)
    return "\n".join(lines).rstrip() + "\n"


def harness_markdown() -> str:
    """What each published table's harness times and serbench's figure for the same work, one
    line per framework, from serbench.published (no run needed)."""
    lines = ["Generated from `orchestrator/serbench/published.py` by `scripts/update-comparison.sh`. "
             "serbench figure, ser / deser: `total` the whole operation (model to bytes, bytes to model), "
             "`decode` a staged codec's `server.stages.decode` (bytes to the library's own objects).", ""]
    for table in TABLES:
        lines += [f"**{table.title}.** {table.harness}.", "",
                  "| framework | published as | serbench figure | what the harness times, and why that figure |",
                  "|---|---|---|---|"]
        lines += [f"| {row.framework} | {row.published_name} | {row.timed.label} | {row.timed.harness} |"
                  for row in table.rows]
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def _replace(text: str, start: str, end: str, body: str, path: Path) -> str:
    if start not in text or end not in text:
        raise ValueError(f"{path} has no {start} ... {end} markers")
    head, rest = text.split(start, 1)
    _, tail = rest.split(end, 1)
    return head + start + "\n" + body + end + tail


def update(path: Path, document: dict | None, dump_name: str = "") -> None:
    """Rewrites the generated blocks of ``path``: the tables from ``document`` (unless None) and,
    where its markers are, what each harness times."""
    text = path.read_text(encoding="utf-8")
    if document is not None:
        text = _replace(text, START, END, markdown(document, dump_name), path)
    if document is None or (HARNESS_START in text and HARNESS_END in text):
        text = _replace(text, HARNESS_START, HARNESS_END, harness_markdown(), path)
    path.write_text(text, encoding="utf-8")


USAGE = ("usage: python -m serbench.published_comparison results/RUN.json [docs/comparison.md]\n"
         "       python -m serbench.published_comparison --harness [docs/comparison.md]")


def main(argv: list[str]) -> int:
    if not 1 <= len(argv) <= 2:
        print(USAGE, file=sys.stderr)
        return 2
    default = Path(__file__).resolve().parents[2] / "docs" / "comparison.md"
    target = Path(argv[1]) if len(argv) == 2 else default
    try:
        if argv[0] == "--harness":
            update(target, None)
            print(f"updated what each harness times in {target}")
            return 0
        dump = Path(argv[0])
        document = results.load(dump)  # a version-1 dump is read as version 2
        results.validate(document)
        update(target, document, dump.name)
    except (OSError, ValueError, KeyError, jsonschema.ValidationError) as error:
        print(f"cannot update {target}: {error}", file=sys.stderr)
        return 1
    print(f"updated {target} from {dump}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
