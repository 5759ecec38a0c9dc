"""Throughput-latency curves of the load sweep (serbench.load): one line per framework, one
point per rate, as a PNG and as an HTML page (the same chart as inline SVG, and every point
in a table with its errors, CPU and RSS). Saturated points are drawn as crosses."""

from __future__ import annotations

import html
import io
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only, no display

import matplotlib.pyplot as plt  # noqa: E402

MARKERS = "osD^v<>ph*X"


def _figure(loads: dict[str, dict], dataset: str):
    """p50 latency, p99 latency and the service's CPU, each against throughput."""
    fig, axes = plt.subplots(1, 3, figsize=(15, 5))
    panels = (("p50", "latency p50 (µs, log scale)"), ("p99", "latency p99 (µs, log scale)"),
              (None, "service CPU (% of one core)"))
    for i, (name, entry) in enumerate(sorted(loads.items())):
        steps = entry.get("sweep") or []
        throughput = [s["throughput"] for s in steps]
        for ax, (key, _label) in zip(axes, panels):
            values = [s["latency_micros"][key] if key else s.get("cpu_percent") for s in steps]
            line, = ax.plot(throughput, values, marker=MARKERS[i % len(MARKERS)], markersize=4,
                            label=name if ax is axes[0] else None)
            saturated = [(t, v) for t, v, s in zip(throughput, values, steps) if s["saturated"] and v is not None]
            if saturated:
                ax.plot(*zip(*saturated), "x", color=line.get_color(), markersize=9)
    for ax, (key, label) in zip(axes, panels):
        ax.set_xlabel("throughput (answers per second)")
        ax.set_ylabel(label)
        if key:
            ax.set_yscale("log")
        ax.grid(which="both", alpha=0.3)
    axes[0].legend(fontsize=7, ncol=2)
    fig.suptitle(f"{dataset}: POST /api/roundtrip under constant rates up to saturation (Vegeta; x: saturated)")
    fig.tight_layout()
    return fig


def curves_png(loads: dict[str, dict], dataset: str, path: Path) -> Path | None:
    if not any(entry.get("sweep") for entry in loads.values()):
        return None
    fig = _figure(loads, dataset)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def curves_html(loads: dict[str, dict], dataset: str, path: Path) -> Path | None:
    if not any(entry.get("sweep") for entry in loads.values()):
        return None
    fig = _figure(loads, dataset)
    svg = io.StringIO()
    fig.savefig(svg, format="svg")
    plt.close(fig)
    rows = []
    for name, entry in sorted(loads.items()):
        for s in entry.get("sweep") or []:
            rss = f"{s['rss_bytes'] / 2**20:.0f}" if s.get("rss_bytes") else "–"
            cpu = f"{s['cpu_percent']:.0f}" if s.get("cpu_percent") is not None else "–"
            cells = [name, f"{s['rate']:.0f}", f"{s['throughput']:.0f}", f"{s['latency_micros']['p50']:.0f}",
                     f"{s['latency_micros']['p99']:.0f}", str(s["errors"]), cpu, rss,
                     "saturated" if s["saturated"] else ""]
            rows.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    head = ["framework", "rate asked /s", "throughput /s", "p50 µs", "p99 µs", "errors", "CPU %", "RSS MiB", ""]
    page = (f"<!doctype html><html><head><meta charset='utf-8'><title>serbench load: {html.escape(dataset)}</title>"
            "<style>body{font-family:sans-serif;margin:2em}td,th{padding:2px 8px;text-align:right}"
            "td:first-child{text-align:left}table{border-collapse:collapse}tr:nth-child(even){background:#f3f3f3}"
            "</style></head><body>"
            f"<h1>Throughput and latency under load ({html.escape(dataset)})</h1>"
            "<p>Each point is one constant-rate step of Vegeta against POST /api/roundtrip; latency is measured "
            "from each request's scheduled send (open model), so it is free of coordinated omission.</p>"
            f"{svg.getvalue()[svg.getvalue().index('<svg'):]}"
            "<table><tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>" + "".join(rows) + "</table>"
            "</body></html>")
    path.write_text(page, encoding="utf-8")
    return path
