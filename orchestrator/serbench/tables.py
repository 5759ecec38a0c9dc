"""Flattens a results document into one row per framework and dataset (pandas): the source
of summary.csv, of the console ranking and of the reports."""

from __future__ import annotations

import pandas as pd

from serbench import registry

#: A framework whose figures may be ranked: measured, and verified or JVM-only checked.
RANKABLE_VERIFICATION = ("verified", "jvm-only")


def _get(tree: dict | None, *path: str):
    for key in path:
        if not isinstance(tree, dict) or key not in tree or tree[key] is None:
            return None
        tree = tree[key]
    return tree


def frameworks(document: dict) -> list[tuple[str, dict]]:
    """The document's frameworks in registry order (a run measures them in a shuffled order,
    which is recorded but makes a poor reading order); unknown names last, by name."""
    order = {name: i for i, name in enumerate(registry.names())}
    return sorted(document["frameworks"].items(), key=lambda item: (order.get(item[0], len(order)), item[0]))


def summary_frame(document: dict) -> pd.DataFrame:
    rows = []
    for name, fw in frameworks(document):
        base = {
            "framework": name,
            "library": _get(fw, "service", "library"),
            "libraryVersion": _get(fw, "service", "libraryVersion"),
            "status": fw["status"],
            "verification": fw["verification"]["status"],
            "failure": _get(fw, "failure", "reason"),
        }
        if not fw["scenarios"]:
            rows.append(base)
            continue
        for dataset, sc in fw["scenarios"].items():
            row = dict(base, dataset=dataset, users=sc["users"], payloadBytes=sc["payloadBytes"])
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
            row["httpPingP50Ns"] = sc["http"]["ping"]["roundTrip"]["stats"]["p50"]
            for phase in ("serialize", "deserialize", "roundtrip"):
                prefix = f"http{phase.capitalize()}"
                row[f"{prefix}RoundTripP50Ns"] = sc["http"][phase]["roundTrip"]["stats"]["p50"]
                row[f"{prefix}RoundTripP99Ns"] = sc["http"][phase]["roundTrip"]["stats"]["p99"]
                row[f"{prefix}OverheadP50Ns"] = sc["http"][phase]["overhead"]["stats"]["p50"]
                row[f"{prefix}OverheadP99Ns"] = sc["http"][phase]["overhead"]["stats"]["p99"]
            for rpc, measured in (sc.get("grpc") or {}).items():
                row[f"grpc{rpc[0].upper()}{rpc[1:]}RoundTripP50Ns"] = measured["roundTrip"]["stats"]["p50"]
                row[f"grpc{rpc[0].upper()}{rpc[1:]}OverheadP50Ns"] = measured["overhead"]["stats"]["p50"]
            rows.append(row)
    return pd.DataFrame(rows)


def ranked(frame: pd.DataFrame, dataset: str) -> pd.DataFrame:
    """Measured and verified frameworks of one dataset, fastest server serialize + deserialize
    p50 first, with a second rank by HTTP round trip (/api/roundtrip p50)."""
    if frame.empty or "dataset" not in frame:
        return frame.iloc[0:0]
    rows = frame[(frame["dataset"] == dataset) & (frame["status"] == "measured")
                 & frame["verification"].isin(RANKABLE_VERIFICATION)].copy()
    rows["serverP50Ns"] = rows["serverSerializeP50Ns"] + rows["serverDeserializeP50Ns"]
    rows = rows.sort_values("serverP50Ns").reset_index(drop=True)
    rows.insert(0, "rank", range(1, len(rows) + 1))
    rows["roundTripRank"] = rows["httpRoundtripRoundTripP50Ns"].rank(method="min").astype(int)
    return rows
