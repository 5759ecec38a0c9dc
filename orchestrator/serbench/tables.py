"""Flattens a results document into one row per framework and dataset (pandas): the source
of summary.csv, of the console ranking and of the reports. Every p50 that is ranked on comes
with its 95% block-bootstrap interval (confidence.py); frameworks whose intervals overlap
share a rank."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from serbench import confidence, datasets, registry
from serbench.results import one_way

#: A framework whose figures may be ranked: measured, and verified or JVM-only checked (and,
#: see rankable(), no round trip failed anywhere in the measured run).
RANKABLE_VERIFICATION = ("verified", "jvm-only")

#: A figure is unstable when half its 95% interval is more than this share of its p50
#: (docs/methodology.md, "Confidence intervals, ties and the unstable mark", says why 10%).
UNSTABLE_HALF_WIDTH = 0.10
#: The legend of the unstable mark, for every table that shows it.
UNSTABLE_NOTE = (f"* unstable: the 95% confidence interval of the p50 is wider than "
                 f"±{UNSTABLE_HALF_WIDTH:.0%} of it")
#: The legend of tied ranks, for every ranking that shows them.
TIES_NOTE = ("=N: tied; a framework's rank is 1 + the number of frameworks whose whole 95% interval is "
             "faster than its own, so frameworks whose intervals overlap share a rank")
#: The A/A control: grpc's HTTP API runs the very same codec class as protobuf, so their server
#: figures must tie in every run; when they do not, the harness (not the codec) is at fault.
AA_CONTROL = ("protobuf", "grpc")


def _get(tree: dict | None, *path: str):
    for key in path:
        if not isinstance(tree, dict) or key not in tree or tree[key] is None:
            return None
        tree = tree[key]
    return tree


def _model_of(label: str) -> str | None:
    """The model a dataset label names (None for a label this catalog does not know)."""
    try:
        return datasets.parse(label).model
    except ValueError:
        return None


def frameworks(document: dict) -> list[tuple[str, dict]]:
    """The document's frameworks in registry order (a run measures them in a shuffled order,
    which is recorded but makes a poor reading order); unknown names last, by name."""
    order = {name: i for i, name in enumerate(registry.names())}
    return sorted(document["frameworks"].items(), key=lambda item: (order.get(item[0], len(order)), item[0]))


def unranked_reason(fw: dict) -> str | None:
    """Why a framework may not be ranked, or None when it may: it must be measured, verified
    (or checked in the JVM), and no round trip may have failed anywhere in the measured run:
    not in any dataset (``server.roundTripEqual``, which pooling ANDs across forks), not in
    any fork (a fork's ``roundTripEqual`` per dataset, or a ``failure`` recorded on the fork).
    A run in rounds also keeps each block's check (``blockLog``). Verification is one cold call
    in the first fork; a codec that breaks once compiled, after its buffers were reused, or in
    another JVM is caught only by the checks of the measured run."""
    if fw["status"] == "failed" or fw.get("failure"):
        failure = fw.get("failure") or {}
        return f"{failure.get('phase', 'run')}: {str(failure.get('reason', 'failed')).splitlines()[0]}"
    if fw["status"] != "measured":
        return f"not measured ({fw['status']})"
    if fw["verification"]["status"] not in RANKABLE_VERIFICATION:
        return f"verification {fw['verification']['status']}"
    for dataset, sc in fw["datasets"].items():
        for block in sc.get("blockLog") or []:  # runs in rounds: each block's own check
            if block.get("roundTripEqual") is False:
                return (f"round trip failed in the measured run (fork {block.get('fork')}, round "
                        f"{block.get('round')}, {dataset})")
        if not sc["server"]["roundTripEqual"]:
            return (f"round trip failed in the measured run ({dataset}): "
                    f"{sc['server'].get('roundTripDifference') or 'not equal to the original'}")
    for record in fw.get("forks") or []:
        if record.get("failure"):
            failure = record["failure"]
            reason = failure.get("reason", failure) if isinstance(failure, dict) else failure
            return f"fork {record['fork']} failed: {str(reason).splitlines()[0]}"
        for dataset, summary in record["datasets"].items():
            if summary.get("roundTripEqual") is False:
                return f"round trip failed in the measured run (fork {record['fork']}, {dataset})"
    return None


def rankable(fw: dict) -> bool:
    """Whether a framework's figures may be ranked (unranked_reason says why not)."""
    return unranked_reason(fw) is None


def not_ranked(document: dict) -> list[tuple[str, str]]:
    """(framework, reason) of every framework of the run that is not ranked, in reading order."""
    return [(name, reason) for name, fw in frameworks(document) if (reason := unranked_reason(fw)) is not None]


def _per_fork(document: dict) -> tuple[int, int]:
    """Samples per fork of a server series and of an HTTP series (for dumps without blocks)."""
    settings = document["run"]["settings"]
    return settings["iterations"], settings.get("httpRequests", settings["iterations"])


def is_unstable(p50: float, low: float, high: float) -> bool:
    """The unstable mark: half the interval is more than UNSTABLE_HALF_WIDTH of the p50."""
    return bool(confidence.relative_half_width(p50, low, high) > UNSTABLE_HALF_WIDTH)


def _server_intervals(sc: dict, per_fork: int) -> dict:
    """The p50 intervals of serialize, deserialize and their sum, as summary columns."""
    row: dict = {}
    series = {}
    for op in ("serialize", "deserialize"):
        measured = sc["server"][op]
        series[op] = (measured["samples"], confidence.blocks_of(measured, per_fork))
        low, high = confidence.p50_interval(*series[op])
        prefix = f"server{op.capitalize()}"
        row[f"{prefix}P50CiLowNs"], row[f"{prefix}P50CiHighNs"] = low, high
        row[f"{prefix}Unstable"] = is_unstable(measured["stats"]["p50"], low, high)
    row["serverP50Ns"] = sc["server"]["serialize"]["stats"]["p50"] + sc["server"]["deserialize"]["stats"]["p50"]
    row["serverP50CiLowNs"], row["serverP50CiHighNs"] = confidence.sum_interval(series["serialize"],
                                                                                series["deserialize"])
    row["serverUnstable"] = is_unstable(row["serverP50Ns"], row["serverP50CiLowNs"], row["serverP50CiHighNs"])
    return row


def summary_frame(document: dict) -> pd.DataFrame:
    server_per_fork, http_per_fork = _per_fork(document)
    rows = []
    for name, fw in frameworks(document):
        base = {
            "framework": name,
            "library": _get(fw, "service", "library"),
            "libraryVersion": _get(fw, "service", "libraryVersion"),
            "status": fw["status"],
            "verification": fw["verification"]["status"],
            "verifiedOneWay": one_way(fw["verification"]),
            "failure": _get(fw, "failure", "reason"),
            "rankable": rankable(fw),
            "notRankedReason": unranked_reason(fw),
        }
        if not fw["datasets"]:
            rows.append(base)
            continue
        for dataset, sc in fw["datasets"].items():
            row = dict(base, dataset=dataset, model=_model_of(dataset), count=sc["count"], payloadBytes=sc["payloadBytes"])
            for codec, size in sc["compressedBytes"].items():
                row[f"{codec}Bytes"] = size
            for op in ("serialize", "deserialize"):
                stats = sc["server"][op]["stats"]
                prefix = f"server{op.capitalize()}"
                row[f"{prefix}P50Ns"] = stats["p50"]
                row[f"{prefix}P90Ns"] = stats["p90"]
                row[f"{prefix}P99Ns"] = stats["p99"]
                row[f"{prefix}Cv"] = stats["cv"]
                row[f"{prefix}AllocBytesPerOp"] = sc["server"][op]["allocatedBytesPerOp"]
            row.update(_server_intervals(sc, server_per_fork))
            row["httpPingP50Ns"] = sc["http"]["ping"]["roundTrip"]["stats"]["p50"]
            for phase in ("serialize", "deserialize", "roundtrip"):
                prefix = f"http{phase.capitalize()}"
                row[f"{prefix}RoundTripP50Ns"] = sc["http"][phase]["roundTrip"]["stats"]["p50"]
                row[f"{prefix}RoundTripP99Ns"] = sc["http"][phase]["roundTrip"]["stats"]["p99"]
                row[f"{prefix}OverheadP50Ns"] = sc["http"][phase]["overhead"]["stats"]["p50"]
                row[f"{prefix}OverheadP99Ns"] = sc["http"][phase]["overhead"]["stats"]["p99"]
            round_trip = sc["http"]["roundtrip"]["roundTrip"]
            low, high = confidence.p50_interval(round_trip["samples"], confidence.blocks_of(round_trip, http_per_fork))
            row["httpRoundtripRoundTripP50CiLowNs"], row["httpRoundtripRoundTripP50CiHighNs"] = low, high
            row["httpRoundtripRoundTripUnstable"] = is_unstable(round_trip["stats"]["p50"], low, high)
            for rpc, measured in (sc.get("grpc") or {}).items():
                row[f"grpc{rpc[0].upper()}{rpc[1:]}RoundTripP50Ns"] = measured["roundTrip"]["stats"]["p50"]
                row[f"grpc{rpc[0].upper()}{rpc[1:]}OverheadP50Ns"] = measured["overhead"]["stats"]["p50"]
            rows.append(row)
    return pd.DataFrame(rows)


def ranks_with_ties(low: pd.Series | np.ndarray, high: pd.Series | np.ndarray) -> np.ndarray:
    """Competition ranks of intervals: 1 + how many intervals lie wholly below (high < low)
    each one's low end. Two frameworks whose intervals overlap are not ahead of each other."""
    highs = np.sort(np.asarray(high, dtype=float))
    return np.searchsorted(highs, np.asarray(low, dtype=float), side="left") + 1


def ranked(frame: pd.DataFrame, dataset: str) -> pd.DataFrame:
    """The rankable frameworks of one dataset, fastest server serialize + deserialize p50
    (serverP50Ns) first. ``rank``: tie-aware (ranks_with_ties) on the interval of that sum;
    ``tied``: another framework has the same rank; ``unstable``: that interval is wide;
    ``roundTripRank``: tie-aware on the interval of the HTTP /api/roundtrip p50."""
    if frame.empty or "dataset" not in frame:
        return frame.iloc[0:0]
    rows = frame[(frame["dataset"] == dataset) & frame["rankable"].astype(bool)].copy()
    rows = rows.sort_values(["serverP50Ns", "framework"]).reset_index(drop=True)
    rows.insert(0, "rank", ranks_with_ties(rows["serverP50CiLowNs"], rows["serverP50CiHighNs"]))
    rows["tied"] = rows["rank"].duplicated(keep=False)
    rows["unstable"] = rows["serverUnstable"].astype(bool)
    rows["roundTripRank"] = ranks_with_ties(rows["httpRoundtripRoundTripP50CiLowNs"],
                                            rows["httpRoundtripRoundTripP50CiHighNs"])
    return rows


def overlap(low_a: float, high_a: float, low_b: float, high_b: float) -> bool:
    """Whether two intervals share at least one value."""
    return low_a <= high_b and low_b <= high_a


def aa_control(frame: pd.DataFrame) -> list[dict]:
    """The A/A control (AA_CONTROL: protobuf and grpc, one codec behind two services): per
    dataset both measured and operation (serialize, deserialize), both p50s with their
    intervals, the ratio second/first and whether the intervals overlap (``tied``, which they
    must). Empty when the run did not measure both."""
    if frame.empty or "dataset" not in frame:
        return []
    first, second = AA_CONTROL
    out = []
    for dataset in frame["dataset"].dropna().unique():
        rows = frame[frame["dataset"] == dataset].set_index("framework")
        if first not in rows.index or second not in rows.index:
            continue
        a, b = rows.loc[first], rows.loc[second]
        for op in ("serialize", "deserialize"):
            prefix = f"server{op.capitalize()}"
            values = [a[f"{prefix}P50Ns"], a[f"{prefix}P50CiLowNs"], a[f"{prefix}P50CiHighNs"],
                      b[f"{prefix}P50Ns"], b[f"{prefix}P50CiLowNs"], b[f"{prefix}P50CiHighNs"]]
            if any(v is None or (isinstance(v, float) and math.isnan(v)) for v in values):
                continue
            out.append({"dataset": dataset, "operation": op, "a": first, "b": second,
                        "aP50Ns": values[0], "aLowNs": values[1], "aHighNs": values[2],
                        "bP50Ns": values[3], "bLowNs": values[4], "bHighNs": values[5],
                        "ratio": values[3] / values[0] if values[0] else math.inf,
                        "tied": overlap(values[1], values[2], values[4], values[5])})
    return out


def aa_control_holds(checks: list[dict]) -> bool | None:
    """True when every A/A figure tied, False when one did not, None when nothing was checked."""
    return None if not checks else all(check["tied"] for check in checks)
