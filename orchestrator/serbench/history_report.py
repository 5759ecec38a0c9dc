"""What `report.py --history` shows from the index (serbench.history): each framework's server
p50 across runs and commits, per dataset, beside each run's machine steadiness, as console
tables, a PNG chart and an interactive HTML page."""

from __future__ import annotations

import html
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only, no display

import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.ticker import FuncFormatter  # noqa: E402
import pandas as pd  # noqa: E402
from rich.table import Table as RichTable  # noqa: E402

from serbench import history, interactive, report  # noqa: E402

#: Runs shown side by side in the console (the newest); the files show every run.
CONSOLE_RUNS = 8


def _cell(row: pd.Series | None) -> str:
    if row is None:
        return ""
    if row["status"] != "measured" or row["verification"] not in ("verified", "jvm-only"):
        return f"{row['verification']}" if row["verification"] == "failed" else row["status"]
    rank = "" if pd.isna(row["rank"]) else f" #{int(row['rank'])}{'=' if row['tied'] == 1 else ''}"
    return f"{row['server_p50_ns'] / 1000:,.1f}{rank}"


def console_tables(figures: pd.DataFrame, runs: pd.DataFrame) -> list[RichTable]:
    """Per dataset: frameworks down, the newest runs across (µs, rank)."""
    shown = runs.tail(CONSOLE_RUNS)
    out = []
    for dataset, rows in figures.groupby("dataset", sort=False):
        title = (f"{dataset}: server serialize + deserialize p50 (µs) and rank across runs"
                 + (f" (newest {CONSOLE_RUNS} of {len(runs)})" if len(runs) > CONSOLE_RUNS else ""))
        table = RichTable(title=title, title_justify="left")
        table.add_column("framework")
        for _, run in shown.iterrows():
            table.add_column(f"{run['run_id']}\n{history.short_commit(run['git_commit'])}\n{history.steadiness_label(run)}",
                             justify="right")
        for framework, by_run in rows.groupby("framework", sort=True):
            cells = {r["path"]: r for _, r in by_run.iterrows()}
            table.add_row(framework, *[_cell(cells.get(path)) for path in shown["path"]])
        out.append(table)
    return out


def _ranked(figures: pd.DataFrame) -> pd.DataFrame:
    return figures[figures["rank"].notna()]


def png(figures: pd.DataFrame, runs: pd.DataFrame, path: Path) -> Path:
    """One panel per dataset (server p50 per framework across runs, log scale), and a last panel
    with each run's machine steadiness (drift of the CPU and memory probes)."""
    datasets = list(dict.fromkeys(figures["dataset"]))
    fig, axes = plt.subplots(len(datasets) + 1, 1, figsize=(10, 3.6 * len(datasets) + 2.6), sharex=True,
                             squeeze=False)
    position = {p: i for i, p in enumerate(runs["path"])}
    for ax, dataset in zip(axes[:, 0], datasets):
        rows = _ranked(figures[figures["dataset"] == dataset])
        for framework, series in rows.groupby("framework", sort=True):
            ax.plot([position[p] for p in series["path"]], series["server_p50_ns"] / 1000, marker="o",
                    label=framework)
        ax.set_yscale("log")
        ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:,.0f}"))
        ax.yaxis.set_minor_formatter(FuncFormatter(lambda v, _: f"{v:,.0f}"))
        ax.tick_params(axis="y", which="minor", labelsize=7)
        ax.set_ylabel("µs (log)")
        ax.set_title(f"{dataset}: server serialize + deserialize p50 per run (ranked frameworks)")
        ax.grid(which="both", alpha=0.3)
        ax.legend(fontsize=7, ncol=3, loc="upper left", bbox_to_anchor=(1.01, 1))
    steady = axes[-1, 0]
    for kind in ("cpu", "memory"):
        steady.plot(range(len(runs)), runs[f"{kind}_drift"] * 100, marker="s", label=f"{kind} probe drift")
    steady.set_ylabel("drift (%)")
    steady.set_title("machine steadiness of each run (block medians' spread; lower is steadier)")
    steady.grid(alpha=0.3)
    steady.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))
    steady.set_xticks(range(len(runs)), [history.run_label(r).replace(" @ ", "\n") for _, r in runs.iterrows()],
                      fontsize=7, rotation=30, ha="right")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def html_page(figures: pd.DataFrame, runs: pd.DataFrame, path: Path) -> Path:
    """The same as the PNG with hover values and the framework filter, and every figure in a
    sortable, filterable table."""
    labels = {r["path"]: history.run_label(r) for _, r in runs.iterrows()}
    order = list(labels.values())
    specs: dict[str, dict] = {}
    body = ["<h1>serbench history</h1>",
            f'<p class="note">{len(runs)} runs indexed from the results directory (the JSON dumps are the source; '
            "the index is rebuilt from them). Server serialize + deserialize p50 of each ranked framework per "
            "run; hover a point for its figures.</p>",
            interactive.framework_filter(sorted(figures["framework"].unique()))]
    for i, (dataset, rows) in enumerate(figures.groupby("dataset", sort=False)):
        data = []
        for framework, series in _ranked(rows).groupby("framework", sort=True):
            data.append({"type": "scatter", "mode": "lines+markers", "name": framework,
                         "x": [labels[p] for p in series["path"]], "y": (series["server_p50_ns"] / 1000).tolist(),
                         "customdata": [framework] * len(series), "line": {"color": interactive.colour(framework)},
                         "marker": {"color": interactive.colour(framework)},
                         "text": [f"rank {int(r)}" for r in series["rank"]],
                         "hovertemplate": f"<b>{html.escape(framework)}</b> %{{x}}<br>%{{y:,.1f}} µs, %{{text}}"
                                          "<extra></extra>"})
        specs[f"history-{i}"] = {"data": data, "layout": {
            "title": {"text": f"{dataset}: server serialize + deserialize p50 per run"},
            "xaxis": {"type": "category", "categoryorder": "array", "categoryarray": order},
            "yaxis": {"title": {"text": "µs (log)"}, "type": "log"}, "height": 420}}
        body.append(f"<h2>{html.escape(dataset)}</h2>{interactive.figure_div(f'history-{i}')}")
    specs["steadiness"] = {"data": [
        {"type": "scatter", "mode": "lines+markers", "name": f"{kind} probe drift", "x": order,
         "y": [None if pd.isna(v) else round(v * 100, 2) for v in runs[f"{kind}_drift"]],
         "hovertemplate": f"{kind} drift %{{y:.1f}}%<extra></extra>"} for kind in ("cpu", "memory")],
        "layout": {"title": {"text": "machine steadiness of each run (lower is steadier)"},
                   "xaxis": {"type": "category", "categoryorder": "array", "categoryarray": order},
                   "yaxis": {"title": {"text": "drift (%)"}, "rangemode": "tozero"}, "height": 320}}
    body.append(f"<h2>Machine steadiness</h2>{interactive.figure_div('steadiness')}")
    table = report.Table(["run", "started", "commit", "steadiness", "framework", "dataset", "status", "#",
                          "ser + deser p50", "ser p50", "deser p50", "rt p50"],
                         align=["l", "l", "l", "l", "l", "l", "l", "r", "r", "r", "r", "r"])
    for _, r in figures.iterrows():
        rank = "" if pd.isna(r["rank"]) else f"{int(r['rank'])}{'=' if r['tied'] == 1 else ''}"
        table.rows.append([r["run_id"], r["started_at"], history.short_commit(r["git_commit"]),
                           history.steadiness_label(r), r["framework"], r["dataset"],
                           r["status"] if r["verification"] != "failed" else "failed", rank,
                           report.us(r["server_p50_ns"]), report.us(r["serialize_p50_ns"]),
                           report.us(r["deserialize_p50_ns"]), report.us(r["roundtrip_p50_ns"])])
    body.append(f"<h2>Every figure</h2>{table.html()}")
    path.write_text(interactive.page("serbench history", body, specs))
    return path
