"""The interactive parts of report.html: Plotly figures (as JSON specs), and the page shell
that embeds plotly.js from the pinned `plotly` wheel plus a small script of our own for
sortable tables, row filters and the framework filter. Nothing is fetched when the page is
viewed: the file opens offline.

Every trace that shows frameworks carries their names in ``customdata`` (one per point), which
is what the framework filter uses to drop points; see PAGE_SCRIPT."""

from __future__ import annotations

import html
import json
from functools import cache

import pandas as pd

from serbench import overview, registry

# Colours of the parts of a round trip, the same as the PNG charts' where they overlap.
CODEC, STACK, CLIENT, PING = "#2ca02c", "#1f77b4", "#9467bd", "#000000"


#: One colour per framework in every chart of a page (registry order, so a framework keeps its
#: colour from run to run); 20 colours (Vega's category20) for 18 frameworks.
PALETTE = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22",
           "#17becf", "#aec7e8", "#ffbb78", "#98df8a", "#ff9896", "#c5b0d5", "#c49c94", "#f7b6d2", "#c7c7c7",
           "#dbdb8d", "#9edae5"]


def colour(framework: str) -> str:
    names = registry.names()
    index = names.index(framework) if framework in names else len(names) + sum(map(ord, framework))
    return PALETTE[index % len(PALETTE)]


@cache
def plotly_js() -> str:
    """plotly.min.js as shipped inside the pinned plotly wheel (its version is in requirements.txt)."""
    from plotly.offline import get_plotlyjs
    return get_plotlyjs()


def _ci(rows: pd.DataFrame, low: str, high: str, centre: str) -> dict | None:
    """A Plotly error-bar spec from an interval's columns; None when the run has no intervals."""
    if low not in rows or high not in rows or rows[low].isna().all():
        return None
    return {"type": "data", "symmetric": False, "array": ((rows[high] - rows[centre]) / 1000).round(3).tolist(),
            "arrayminus": ((rows[centre] - rows[low]) / 1000).round(3).tolist(), "thickness": 1.2, "width": 4}


def _interval(row, low: str, high: str) -> str:
    lo, hi = getattr(row, low, None), getattr(row, high, None)
    if lo is None or hi is None or pd.isna(lo) or pd.isna(hi):
        return "no interval in this run"
    return f"95% CI {lo / 1000:,.1f}–{hi / 1000:,.1f} µs"


def answer_figure(rows: pd.DataFrame, dataset: str) -> dict:
    """Time per operation against payload size, one point per ranked framework, the Pareto front
    drawn and named."""
    front = overview.pareto_front(rows)
    data = []
    for row in rows.itertuples():
        error = _ci(rows[rows["framework"] == row.framework], "serverP50CiLowNs", "serverP50CiHighNs", "serverP50Ns")
        trace = {"type": "scatter", "mode": "markers+text", "name": row.framework,
                 "x": [row.payloadBytes / 1024], "y": [row.serverP50Ns / 1000], "customdata": [row.framework],
                 "text": [row.framework], "textposition": "top center",
                 "marker": {"size": 11 if row.framework in front else 8, "color": colour(row.framework),
                            "symbol": "diamond" if row.framework in front else "circle"},
                 "hovertemplate": (f"<b>{html.escape(row.framework)}</b> (rank {row.rank})<br>"
                                   "serialize + deserialize p50: %{y:,.1f} µs<br>"
                                   f"{_interval(row, 'serverP50CiLowNs', 'serverP50CiHighNs')}<br>"
                                   "payload: %{x:,.1f} KiB<extra></extra>")}
        if error:
            trace["error_y"] = error
        data.append(trace)
    ordered = rows.set_index("framework").loc[front]
    data.append({"type": "scatter", "mode": "lines", "name": "Pareto front: " + ", ".join(front),
                 "x": (ordered["payloadBytes"] / 1024).tolist(), "y": (ordered["serverP50Ns"] / 1000).tolist(),
                 "customdata": front, "line": {"dash": "dot", "color": "#444"}, "hoverinfo": "skip"})
    return {"data": data, "layout": {
        "title": {"text": f"{dataset}: time per operation against payload size"},
        "xaxis": {"title": {"text": "payload size (KiB)"}, "rangemode": "tozero"},
        "yaxis": {"title": {"text": "server serialize + deserialize p50 (µs, log)"}, "type": "log"},
        "showlegend": True, "legend": {"font": {"size": 10}}, "height": 460,
        "margin": {"t": 40, "r": 10, "b": 50, "l": 70}}}


def ranking_figure(rows: pd.DataFrame, dataset: str) -> dict:
    """Server p50 per framework with its 95% interval, fastest at the top."""
    names = rows["framework"].tolist()
    labels = [f"{'~' if getattr(r, 'provisional', False) else ''}{r.rank}{'=' if getattr(r, 'tied', False) else ''} "
              f"{r.framework}" for r in rows.itertuples()]
    trace = {"type": "bar", "orientation": "h", "name": "serialize + deserialize p50",
             "x": (rows["serverP50Ns"] / 1000).round(3).tolist(), "y": labels, "customdata": names,
             "text": [_interval(r, "serverP50CiLowNs", "serverP50CiHighNs") for r in rows.itertuples()],
             "marker": {"color": CODEC},
             "hovertemplate": "<b>%{customdata}</b>: %{x:,.1f} µs<br>%{text}<extra></extra>", "textposition": "none"}
    if (error := _ci(rows, "serverP50CiLowNs", "serverP50CiHighNs", "serverP50Ns")) is not None:
        trace["error_x"] = error
    return {"data": [trace], "layout": {
        "title": {"text": f"{dataset}: ranking (= tied: no certain order; ~ provisional: one JVM)"},
        "xaxis": {"title": {"text": "server serialize + deserialize p50 (µs)"}, "rangemode": "tozero"},
        "yaxis": {"autorange": "reversed", "automargin": True}, "height": 120 + 26 * len(rows),
        "margin": {"t": 40, "r": 10, "b": 50, "l": 10}}}


def split_figure(splits: list[overview.Split], dataset: str) -> dict:
    """Where a round trip's time goes: codec, server HTTP stack, and the rest up to the round
    trip's p50 (client and transport), stacked, so a bar ends at the round trip's p50 and no part
    is negative; the recorded client + transport range, where there is one, in the hover text and
    as an error bar; the ping floor beside each bar."""
    names = [s.framework for s in splits]
    parts = [("codec (server)", CODEC, [s.codec for s in splits]),
             ("server HTTP stack", STACK, [s.server_stack for s in splits]),
             ("client and transport (rest of the round trip)", CLIENT, [s.client_transport for s in splits])]
    data = [{"type": "bar", "orientation": "h", "name": label, "x": [max(v, 0) / 1000 for v in values], "y": names,
             "customdata": names, "marker": {"color": colour},
             "hovertemplate": f"<b>%{{customdata}}</b> {label}: %{{x:,.1f}} µs<extra></extra>"}
            for label, colour, values in parts]
    client = data[-1]
    client["text"] = [_client_range(s) for s in splits]
    client["hovertemplate"] = ("<b>%{customdata}</b> client and transport: %{x:,.1f} µs<br>%{text}<extra></extra>")
    client["textposition"] = "none"
    if any(s.client_low is not None and s.client_high is not None for s in splits):
        ends = [max(s.client_transport, 0) for s in splits]
        client["error_x"] = {"type": "data", "symmetric": False, "thickness": 1.2, "width": 4,
                             "array": [round(max((s.client_high or e) - e, 0) / 1000, 3) for s, e in zip(splits, ends)],
                             "arrayminus": [round(max(e - (s.client_low if s.client_low is not None else e), 0) / 1000, 3)
                                            for s, e in zip(splits, ends)]}
    data.append({"type": "scatter", "mode": "markers", "name": "ping floor (p50)",
                 "x": [s.ping / 1000 for s in splits], "y": names, "customdata": names,
                 "marker": {"symbol": "line-ns-open", "size": 16, "color": PING, "line": {"width": 2}},
                 "hovertemplate": "<b>%{customdata}</b> ping p50: %{x:,.1f} µs<extra></extra>"})
    return {"data": data, "layout": {
        "title": {"text": f"{dataset}: where a round trip's time goes (POST /api/roundtrip: codec and stack p50s, "
                          "the rest up to the round trip's p50)"},
        "barmode": "stack", "xaxis": {"title": {"text": "µs"}}, "yaxis": {"autorange": "reversed", "automargin": True},
        "height": 140 + 26 * len(splits), "legend": {"orientation": "h", "y": -0.25},
        "margin": {"t": 40, "r": 10, "b": 60, "l": 10}}}


def _client_range(s: overview.Split) -> str:
    text = f"round trip p50 {s.round_trip / 1000:,.1f} µs"
    if s.client_low is not None and s.client_high is not None:
        text += f"; recorded client + transport {s.client_low / 1000:,.1f}–{s.client_high / 1000:,.1f} µs (p50s)"
    if s.clipped:
        text += "; codec and stack p50s cut to fit the round trip's p50"
    return text


def distribution_figure(document: dict, rows: pd.DataFrame, dataset: str, operation: str) -> dict:
    """Every timed sample of one server operation, a box per ranked framework (fastest p50 at the
    top), outliers drawn. A trace names its framework in ``meta``: the framework filter hides it."""
    data = []
    for name in rows["framework"]:
        samples = document["frameworks"][name]["datasets"][dataset]["server"][operation]["samples"]
        data.append({"type": "box", "orientation": "h", "name": name, "x": [round(v / 1000, 1) for v in samples],
                     "boxpoints": "outliers", "meta": {"framework": name}, "showlegend": False,
                     "marker": {"size": 3, "color": colour(name)}, "line": {"width": 1}})
    return {"data": data, "layout": {
        "title": {"text": f"{dataset}: every server {operation} sample (box: quartiles; whiskers: 1.5 IQR)"},
        "xaxis": {"title": {"text": "µs (log)"}, "type": "log"},
        "yaxis": {"autorange": "reversed", "automargin": True}, "height": 120 + 30 * len(rows),
        "margin": {"t": 40, "r": 10, "b": 50, "l": 10}}}


def figure_div(figure_id: str) -> str:
    return f'<div class="figure" id="{html.escape(figure_id)}"></div>'


def framework_filter(names: list[str]) -> str:
    boxes = "".join(f'<label><input type="checkbox" class="fw" value="{html.escape(n)}" checked> '
                    f"{html.escape(n)}</label>" for n in names)
    return (f'<div id="framework-filter"><b>Frameworks shown</b> <button type="button" id="fw-all">all</button> '
            f'<button type="button" id="fw-none">none</button> {boxes}</div>')


def _json_script(element_id: str, value) -> str:
    # "</" would end the script element early; JSON allows the escaped form.
    text = json.dumps(value, ensure_ascii=False).replace("</", "<\\/")
    return f'<script type="application/json" id="{element_id}">{text}</script>'


#: Sorting (click a column heading), per-table row filter (text box) and the framework filter
#: (check boxes: table rows by their data-framework, chart points by their customdata).
PAGE_SCRIPT = r"""
(function () {
  "use strict";
  const figures = JSON.parse(document.getElementById("figures").textContent);
  const shown = () => new Set([...document.querySelectorAll("input.fw:checked")].map(b => b.value));

  // Chart points of hidden frameworks are dropped from every per-point array of a trace.
  function keep(trace, visible) {
    if (trace.meta && trace.meta.framework) return Object.assign({}, trace, {visible: visible.has(trace.meta.framework)});
    if (!Array.isArray(trace.customdata)) return trace;
    const mask = trace.customdata.map(name => visible.has(name));
    const pick = a => Array.isArray(a) && a.length === mask.length ? a.filter((_, i) => mask[i]) : a;
    const out = Object.assign({}, trace);
    for (const key of ["x", "y", "text", "customdata"]) out[key] = pick(trace[key]);
    for (const key of ["error_x", "error_y"]) {
      if (trace[key]) out[key] = Object.assign({}, trace[key], {array: pick(trace[key].array), arrayminus: pick(trace[key].arrayminus)});
    }
    return out;
  }
  // Sets data-charts="drawn" on the body once every chart is drawn (what the browser tests wait for).
  function draw() {
    const visible = shown();
    document.body.dataset.charts = "drawing";
    const drawn = Object.entries(figures).map(([id, fig]) => Plotly.react(document.getElementById(id),
      fig.data.map(t => keep(t, visible)), fig.layout, {displaylogo: false, responsive: true}));
    Promise.all(drawn).then(() => { document.body.dataset.charts = "drawn"; });
  }

  function applyRowFilters() {
    const visible = shown();
    for (const table of document.querySelectorAll("table.data")) {
      const box = table.previousElementSibling;
      const query = box && box.classList.contains("row-filter") ? box.value.trim().toLowerCase() : "";
      for (const row of table.tBodies[0].rows) {
        const fw = row.dataset.framework;
        const hide = (fw !== undefined && !visible.has(fw)) || (query && !row.textContent.toLowerCase().includes(query));
        row.hidden = hide;
      }
    }
  }

  // "1,234.5*", "2=" and "12%" sort as numbers; "-" (no figure) sorts last either way.
  function value(cell) {
    const text = cell.textContent.trim();
    if (text === "" || text === "-") return null;
    const number = parseFloat(text.replace(/,/g, ""));
    return isNaN(number) ? text.toLowerCase() : number;
  }
  function sortBy(table, column, th) {
    const ascending = th.getAttribute("aria-sort") !== "ascending";
    for (const other of table.tHead.rows[0].cells) other.removeAttribute("aria-sort");
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    const rows = [...table.tBodies[0].rows];
    rows.sort((a, b) => {
      const x = value(a.cells[column]), y = value(b.cells[column]);
      if (x === null || y === null) return (x === null) - (y === null);
      const order = typeof x === typeof y ? (x < y ? -1 : x > y ? 1 : 0) : (typeof x === "number" ? -1 : 1);
      return ascending ? order : -order;
    });
    table.tBodies[0].append(...rows);
  }

  for (const table of document.querySelectorAll("table.data")) {
    [...table.tHead.rows[0].cells].forEach((th, i) => th.addEventListener("click", () => sortBy(table, i, th)));
  }
  for (const box of document.querySelectorAll("input.row-filter")) box.addEventListener("input", applyRowFilters);
  for (const box of document.querySelectorAll("input.fw")) box.addEventListener("change", () => { applyRowFilters(); draw(); });
  const all = on => () => { document.querySelectorAll("input.fw").forEach(b => { b.checked = on; }); applyRowFilters(); draw(); };
  // A page without frameworks to filter (an evolution run's report) has no such buttons.
  for (const [id, on] of [["fw-all", true], ["fw-none", false]]) {
    const button = document.getElementById(id);
    if (button) button.addEventListener("click", all(on));
  }
  // A chart drawn inside a closed <details> has no width: size it when the section opens.
  for (const section of document.querySelectorAll("details")) {
    section.addEventListener("toggle", () => {
      if (section.open) section.querySelectorAll(".js-plotly-plot").forEach(node => Plotly.Plots.resize(node));
    });
  }
  draw();
})();
"""

STYLE = """body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:1rem auto;max-width:1400px;
padding:0 1rem;color:#1b1b1b}table{border-collapse:collapse;margin:.5rem 0 1rem;font-size:.85rem}
th,td{border:1px solid #ccc;padding:.25rem .5rem}th{background:#f0f0f0}table.data th{cursor:pointer;
user-select:none}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
td.r{text-align:right;font-variant-numeric:tabular-nums}img{max-width:100%;display:block;margin:1rem 0;
border:1px solid #eee}h1{margin:.3rem 0;font-size:1.5rem}h2{border-bottom:2px solid #ddd;padding-bottom:.2rem;
margin-top:1.5rem}p{max-width:70rem}.answer{background:#f4f8f4;border:1px solid #b9d3b9;padding:.5rem 1rem;
margin:.5rem 0}.answer li{margin:.15rem 0}#framework-filter{position:sticky;top:0;background:#fff;
padding:.3rem 0;border-bottom:1px solid #ddd;z-index:10;font-size:.85rem}#framework-filter label{margin-right:.6rem;
white-space:nowrap}.pair{display:grid;grid-template-columns:1fr 1fr;gap:1rem}@media (max-width:1000px){.pair{
display:block}}details{margin:.6rem 0}details>summary{font-size:1.2rem;font-weight:600;cursor:pointer;
padding:.3rem 0;border-bottom:1px solid #ddd}input.row-filter{margin-top:.5rem}.note{color:#555}"""


def page(title: str, body: list[str], figures: dict[str, dict]) -> str:
    """One self-contained HTML file: styles, plotly.js, the figures' JSON and our script inline."""
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<style>{STYLE}</style><script>{plotly_js()}</script></head><body>{''.join(body)}"
            f"{_json_script('figures', figures)}<script>{PAGE_SCRIPT}</script></body></html>\n")
