"""The report's charts (matplotlib, PNG). Every chart names its unit, shows failed frameworks
as failed (a labelled empty row, never a zero bar) and orders frameworks fastest first."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only, no display

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

from serbench import tables  # noqa: E402

COLORS = {"serialize": "#1f77b4", "deserialize": "#ff7f0e", "server": "#2ca02c", "overhead": "#9467bd",
          "raw": "#4d4d4d", "gzip": "#1f77b4", "zstd": "#2ca02c", "lz4": "#ff7f0e", "snappy": "#d62728"}


def _failed_labels(frame: pd.DataFrame) -> list[str]:
    """Frameworks that may not be ranked (failed, or a round trip failed in the measured run)."""
    failed = frame[~frame["rankable"].astype(bool)]
    if "replicaOf" in failed:  # an A/A replica is not ranked by design, not failed
        failed = failed[failed["replicaOf"].isna() | failed["failure"].notna() | (failed["status"] != "measured")]
    failed = failed.drop_duplicates("framework")
    return [f"{row.framework} (failed)" for row in failed.itertuples()]


def _height(rows: int) -> float:
    return max(2.8, 0.42 * rows + 1.6)


def _rows(ax, labels: list[str], failed: list[str], first_failed: int) -> None:
    """Framework names down the y axis, fastest at the top, failed ones last and marked."""
    ax.set_yticks(range(len(labels)), labels, fontsize=9)
    ax.set_ylim(len(labels) - 0.5, -0.6)
    for i, _label in enumerate(failed):
        ax.axhspan(first_failed + i - 0.45, first_failed + i + 0.45, color="#f6e3e6", zorder=0)
        ax.text(0.01, first_failed + i, "failed: not ranked (the report says why)",
                transform=ax.get_yaxis_transform(), va="center", fontsize=8, color="#b00020")


def _finish(ax, labels: list[str], failed: list[str], measured: int, xlabel: str, title: str) -> None:
    """What every per-framework chart ends with: rows, axis label, title, grid, legend."""
    _rows(ax, labels, failed, measured)
    ax.set_xlabel(xlabel)
    ax.set_title(title)
    ax.grid(axis="x", alpha=0.3)
    ax.legend(loc="lower right", fontsize=8)


def server_times(frame: pd.DataFrame, dataset: str, path: Path) -> Path | None:
    """Serialize and deserialize p50 per framework, whiskers from p90 to p99."""
    rows = tables.ranked(frame, dataset)
    if rows.empty:
        return None
    failed = _failed_labels(frame)
    labels = list(rows["framework"]) + failed
    fig, ax = plt.subplots(figsize=(9, _height(len(labels))))
    y = np.arange(len(rows))
    for offset, op in ((-0.2, "serialize"), (0.2, "deserialize")):
        prefix = f"server{op.capitalize()}"
        p50, p90, p99 = (rows[f"{prefix}{p}Ns"] / 1000 for p in ("P50", "P90", "P99"))
        ax.barh(y + offset, p50, height=0.38, color=COLORS[op], label=f"{op} p50")
        ax.hlines(y + offset, p90, p99, color="black", linewidth=1)
        ax.plot(p99, y + offset, "|", color="black", markersize=6)
        ax.plot(p90, y + offset, "|", color="black", markersize=6)
    ax.set_xlim(left=0)
    _finish(ax, labels, failed, len(rows), "time per operation, in-process (µs); whisker: p90 to p99",
            f"{dataset}: server-side serialize and deserialize")
    return _save(fig, path)


def payload_sizes(frame: pd.DataFrame, dataset: str, path: Path) -> Path | None:
    """Payload bytes raw and compressed, per framework, smallest raw payload first."""
    rows = tables.ranked(frame, dataset)
    if rows.empty:
        return None
    rows = rows.sort_values("payloadBytes").reset_index(drop=True)
    failed = _failed_labels(frame)
    labels = list(rows["framework"]) + failed
    fig, ax = plt.subplots(figsize=(9, _height(len(labels)) * 1.3))
    kinds = [("raw", "payloadBytes"), ("gzip", "gzipBytes"), ("zstd", "zstdBytes"), ("lz4", "lz4Bytes"),
             ("snappy", "snappyBytes")]
    height = 0.8 / len(kinds)
    for i, (kind, column) in enumerate(kinds):
        ax.barh(np.arange(len(rows)) - 0.4 + height * (i + 0.5), rows[column] / 1024, height=height,
                color=COLORS[kind], label=kind)
    _finish(ax, labels, failed, len(rows), "payload size (KiB)",
            f"{dataset}: payload size, raw and compressed (gzip -6, zstd -3, lz4, snappy)")
    return _save(fig, path)


def round_trip_split(frame: pd.DataFrame, dataset: str, path: Path) -> Path | None:
    """POST /api/roundtrip: median server codec time and median overhead, stacked, with the
    ping floor marked."""
    rows = tables.ranked(frame, dataset)
    if rows.empty:
        return None
    rows = rows.sort_values("httpRoundtripRoundTripP50Ns").reset_index(drop=True)
    failed = _failed_labels(frame)
    labels = list(rows["framework"]) + failed
    server = (rows["httpRoundtripRoundTripP50Ns"] - rows["httpRoundtripOverheadP50Ns"]).clip(lower=0) / 1000
    overhead = rows["httpRoundtripOverheadP50Ns"] / 1000
    fig, ax = plt.subplots(figsize=(9, _height(len(labels))))
    y = np.arange(len(rows))
    ax.barh(y, server, color=COLORS["server"], label="server: deserialize + serialize")
    ax.barh(y, overhead, left=server, color=COLORS["overhead"], label="overhead: HTTP, copies, Python client")
    ax.plot(rows["httpPingP50Ns"] / 1000, y, "k|", markersize=12, label="ping floor (p50)")
    _finish(ax, labels, failed, len(rows), "round trip (µs): median overhead stacked on the round trip's median minus it",
            f"{dataset}: a round trip, the server's codec time and the rest")
    return _save(fig, path)


def time_split(splits, dataset: str, path: Path) -> Path:
    """Where a round trip's time goes (overview.where_time_goes): codec, server HTTP stack, and
    the rest up to the round trip's p50 (client and transport) stacked per framework, so a bar
    ends at the round trip's p50 and no part is negative; the client + transport range the run
    recorded, where it did, as a whisker; the ping floor marked beside each bar."""
    names = [s.framework for s in splits]
    fig, ax = plt.subplots(figsize=(9, _height(len(names))))
    y = np.arange(len(names))
    left = np.zeros(len(names))
    for label, colour, values in (("codec (server)", COLORS["server"], [s.codec for s in splits]),
                                  ("server HTTP stack", COLORS["serialize"], [s.server_stack for s in splits]),
                                  ("client and transport (the rest of the round trip)", COLORS["overhead"],
                                   [s.client_transport for s in splits])):
        width = np.maximum(np.array(values, dtype=float), 0) / 1000
        ax.barh(y, width, left=left, color=colour, label=label)
        left += width
    ranged = [(i, s) for i, s in enumerate(splits) if s.client_low is not None and s.client_high is not None]
    if ranged:
        starts = [(s.codec + s.server_stack) / 1000 for _, s in ranged]
        ax.hlines([i for i, _ in ranged], [a + max(s.client_low, 0) / 1000 for a, (_, s) in zip(starts, ranged)],
                  [a + max(s.client_high, 0) / 1000 for a, (_, s) in zip(starts, ranged)], color="black",
                  linewidth=1.5, label="client and transport: recorded range (p50s)")
    ax.plot([s.ping / 1000 for s in splits], y, "k|", markersize=12, label="ping floor (p50)")
    _finish(ax, names, [], len(names), "µs: codec and stack p50s, then the rest up to the round trip's p50",
            f"{dataset}: where a round trip's time goes")
    return _save(fig, path)


def scaling(frame: pd.DataFrame, path: Path, model: str = "users") -> Path | None:
    """Server serialize + deserialize p50 against the batch's count, log-log, one line per framework;
    one data model per chart (a user and a MediaContent object are not the same unit)."""
    if frame.empty or "dataset" not in frame:
        return None
    measured = frame[frame["rankable"].astype(bool) & frame["dataset"].notna() & (frame["model"] == model)]
    if measured["count"].nunique() < 2:
        return None
    fig, ax = plt.subplots(figsize=(9, 6))
    markers = "osD^v<>ph*X"
    for i, (name, rows) in enumerate(measured.groupby("framework", sort=True)):
        rows = rows.sort_values("count")
        total = (rows["serverSerializeP50Ns"] + rows["serverDeserializeP50Ns"]) / 1000
        ax.plot(rows["count"], total, marker=markers[i % len(markers)], label=name)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel(f"{model} objects in the batch (log scale)")
    ax.set_ylabel("serialize + deserialize p50, in-process (µs, log scale)")
    ax.set_title(f"cost against batch size: the {model} model")
    ax.grid(which="both", alpha=0.3)
    ax.legend(fontsize=8, ncol=2)
    return _save(fig, path)


def _save(fig, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
