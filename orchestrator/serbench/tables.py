"""Flattens a results document into one row per framework and dataset (pandas): the source
of summary.csv, of the console ranking and of the reports. Every p50 that is ranked on comes
with its 95% interval from the hierarchical bootstrap over forks and rounds (confidence.py,
resampling.py) and each fork's own p50 (min, median, max, spread); ranks come from the
intervals of the ratios of two frameworks' p50s, drawn together; the A/A controls are ratio
intervals that must contain 1."""

from __future__ import annotations

import math

import pandas as pd

from serbench import confidence, datasets, registry
from serbench.resampling import FIGURES, DatasetFigures
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
TIES_NOTE = ("=N: tied; a framework's rank is 1 + the number of frameworks certainly faster (the 95% interval "
             "of the ratio of the two p50s, resampled together over forks and rounds, lies wholly below 1), so "
             "frameworks not certainly apart can share a rank")
#: Why a run of one JVM per framework (--quick, or --forks 1) ranks only provisionally.
PROVISIONAL_NOTE = ("~N: provisional rank: one JVM per framework, so no interval can contain the spread between "
                    "JVMs (two JVMs of one service settle a few to tens of percent apart); rank with 2 forks or more")
#: The second A/A check: grpc's HTTP API runs the very same codec class as protobuf, but its JVM
#: also runs the gRPC paths, so it is labelled a second check; the true A/A pair is a replica
#: entry (``replicaOf``): a second JVM of one service, same jar, same options.
AA_SECOND_CHECK = ("protobuf", "grpc")
#: The A/A verdict holds when every figure of a pair ties at this family-wise level: each figure's
#: ratio interval at 1 - (1 - AA_FAMILY_CONFIDENCE) / k for the pair's k figures (Bonferroni), a
#: Student-t interval on the log ratio with forks - 1 degrees of freedom (so far in the tails, a
#: percentile interval of few forks is too short), so that a harness without fault passes in about
#: 19 runs of 20 however many datasets it measures (tests/test_fork_simulation.py).
AA_FAMILY_CONFIDENCE = 0.95
#: A tie says nothing when the interval would also contain a difference this large: with two forks
#: the family-wise t interval has one degree of freedom and spans orders of magnitude, so it
#: contains 1 whatever was measured. Such a pair is reported as not testable, never as holding.
AA_DETECTABLE_RATIO = 1.25
#: Why such a pair is not testable, as the console and the report say it.
AA_UNTESTABLE = (f"its intervals would also contain a difference of {AA_DETECTABLE_RATIO - 1:.0%} "
                 f"(too few forks: each JVM is one unit; measure with more forks)")
_OPERATIONS = ("serialize", "deserialize")


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


def replica_of(fw: dict) -> str | None:
    """The framework an A/A replica entry replicates (``replicaOf``, on the entry or in its
    ``service`` block), or None for a framework of its own."""
    return fw.get("replicaOf") or _get(fw, "service", "replicaOf")


def failure_reason(fw: dict) -> str | None:
    """Why a framework's figures cannot be trusted, or None when they can: it must be measured, verified
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


def unranked_reason(fw: dict) -> str | None:
    """Why a framework may not be ranked (failure_reason, or being an A/A replica: a second
    JVM of another framework's service, shown only in the A/A control), or None when it may."""
    reason = failure_reason(fw)
    if reason is None and (original := replica_of(fw)):
        return f"A/A replica of {original}: not a framework of its own"
    return reason


def rankable(fw: dict) -> bool:
    """Whether a framework's figures may be ranked (unranked_reason says why not)."""
    return unranked_reason(fw) is None


def not_ranked(document: dict) -> list[tuple[str, str]]:
    """(framework, reason) of every framework of the run that is not ranked, in reading order
    (an A/A replica only when it failed: otherwise it is not ranked by design)."""
    return [(name, reason) for name, fw in frameworks(document) if (reason := failure_reason(fw)) is not None]


def _per_fork(document: dict) -> tuple[int, int]:
    """Samples per fork of a server series and of an HTTP series (for dumps without blocks)."""
    settings = document["run"]["settings"]
    return settings["iterations"], settings.get("httpRequests", settings["iterations"])


def is_unstable(p50: float, low: float, high: float) -> bool:
    """The unstable mark: half the interval is more than UNSTABLE_HALF_WIDTH of the p50."""
    return bool(confidence.relative_half_width(p50, low, high) > UNSTABLE_HALF_WIDTH)


def _p50(series: dict | None) -> float | None:
    return None if not series else series["stats"]["p50"]


def conversion_columns(server: dict) -> dict:
    """Staged codecs (protobuf, grpc, avro, thrift): each stage's p50 and the conversion share
    of each operation (toWire p50 / serialize p50, fromWire p50 / deserialize p50), from
    ``server.stages`` or, in older dumps, ``server.conversion`` (its serialize is toWire, its
    deserialize fromWire). Empty for a codec without stages."""
    stages = dict(server.get("stages") or {})
    if not stages and server.get("conversion"):
        stages = {"toWire": server["conversion"].get("serialize"), "fromWire": server["conversion"].get("deserialize")}
    row = {f"server{stage[0].upper()}{stage[1:]}P50Ns": _p50(stages.get(stage))
           for stage in ("toWire", "encode", "decode", "fromWire") if stages.get(stage)}
    for op, stage in (("serialize", "toWire"), ("deserialize", "fromWire")):
        whole, part = _p50(server[op]), _p50(stages.get(stage))
        if part is not None and whole:
            row[f"server{op.capitalize()}ConversionShare"] = part / whole
    return row


def _measured_row(base: dict, dataset: str, sc: dict) -> dict:
    row = dict(base, dataset=dataset, model=_model_of(dataset), count=sc["count"], payloadBytes=sc["payloadBytes"])
    for codec, size in sc["compressedBytes"].items():
        row[f"{codec}Bytes"] = size
    for op in _OPERATIONS:
        stats = sc["server"][op]["stats"]
        prefix = f"server{op.capitalize()}"
        row[f"{prefix}P50Ns"] = stats["p50"]
        row[f"{prefix}P90Ns"] = stats["p90"]
        row[f"{prefix}P99Ns"] = stats["p99"]
        row[f"{prefix}Cv"] = stats["cv"]
        row[f"{prefix}AllocBytesPerOp"] = sc["server"][op]["allocatedBytesPerOp"]
    row["serverP50Ns"] = row["serverSerializeP50Ns"] + row["serverDeserializeP50Ns"]
    row.update(conversion_columns(sc["server"]))
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
    return row


def _figure_columns(figures: DatasetFigures, name: str, quick: bool) -> dict:
    """The intervals, the unstable marks and the spread between forks of one row."""
    measured = figures.of[name]
    row: dict = {"forks": measured.forks, "provisional": bool(quick or measured.forks < 2)}
    for prefix, figure in measured.figures.items():
        row[f"{prefix}P50CiLowNs"], row[f"{prefix}P50CiHighNs"] = figure.low, figure.high
        row[f"{prefix}Unstable"] = is_unstable(figure.point, figure.low, figure.high)
        if (forks := figure.fork_summary()) is not None:
            for key in ("min", "median", "max"):
                row[f"{prefix}ForkP50{key.capitalize()}Ns"] = forks[key]
            row[f"{prefix}ForkSpread"] = forks["spread"]
    return row


def aa_pairs(document: dict) -> list[tuple[str, str, str]]:
    """(a, b, kind) of the run's A/A pairs: each replica entry with the framework it replicates
    (kind "replica", the primary control), then protobuf and grpc (kind "second")."""
    pairs = [(original, name, "replica") for name, fw in frameworks(document)
             if (original := replica_of(fw)) and original in document["frameworks"]]
    if all(name in document["frameworks"] for name in AA_SECOND_CHECK):
        pairs.append((*AA_SECOND_CHECK, "second"))
    return pairs


def _aa_columns(document: dict, by_dataset: dict[str, DatasetFigures]) -> dict[tuple[str, str], dict]:
    """(b, dataset) -> the A/A columns of pair (a, b): per operation the ratio b/a, its 95%
    interval and its family-wise interval (AA_FAMILY_CONFIDENCE over the pair's figures)."""
    out: dict[tuple[str, str], dict] = {}
    for a, b, kind in aa_pairs(document):
        shared = [d for d, f in by_dataset.items() if a in f.of and b in f.of]
        level = 1 - (1 - AA_FAMILY_CONFIDENCE) / max(1, len(shared) * len(_OPERATIONS))
        for dataset in shared:
            row = {"aaOf": a, "aaKind": kind}
            for op in _OPERATIONS:
                prefix = f"server{op.capitalize()}"
                found = by_dataset[dataset].ratio(prefix, b, a)
                family = by_dataset[dataset].ratio(prefix, b, a, level, student=True)
                if found is None or family is None:
                    continue
                key = f"aa{op.capitalize()}"
                row[f"{key}Ratio"], row[f"{key}RatioLow"], row[f"{key}RatioHigh"] = found
                row[f"{key}FamilyLow"], row[f"{key}FamilyHigh"] = family[1:]
            out[(b, dataset)] = row
    return out


def summary_frame(document: dict) -> pd.DataFrame:
    server_per_fork, http_per_fork = _per_fork(document)
    quick = bool(document["run"]["settings"].get("quick"))
    rows, measured = [], {}
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
            "replicaOf": replica_of(fw),
        }
        if not fw["datasets"]:
            rows.append(base)
            continue
        for dataset, sc in fw["datasets"].items():
            rows.append(_measured_row(base, dataset, sc))
            measured.setdefault(dataset, {})[name] = sc
    forks = int(document["run"]["settings"].get("forks") or 1)
    by_dataset = {dataset: DatasetFigures(dataset, found, server_per_fork, http_per_fork, forks)
                  for dataset, found in measured.items()}
    ranked_names = {dataset: [r["framework"] for r in rows if r.get("dataset") == dataset and r["rankable"]]
                    for dataset in by_dataset}
    beaten = {(dataset, prefix): figures.beaten_by(prefix, ranked_names[dataset])
              for dataset, figures in by_dataset.items() for prefix in FIGURES}
    aa = _aa_columns(document, by_dataset)
    for row in rows:
        dataset = row.get("dataset")
        if dataset is None:
            continue
        row.update(_figure_columns(by_dataset[dataset], row["framework"], quick))
        if row["rankable"]:
            for prefix in FIGURES:
                row[f"{prefix}BeatenBy"] = ",".join(beaten[(dataset, prefix)].get(row["framework"], []))
        row.update(aa.get((row["framework"], dataset), {}))
    return pd.DataFrame(rows)


def _rank(rows: pd.DataFrame, column: str) -> list[int]:
    """1 + how many of the ranked frameworks are certainly faster (named in ``column``)."""
    names = set(rows["framework"])
    return [1 + len(set(str(beaten).split(",")) & names) if isinstance(beaten, str) else 1 for beaten in rows[column]]


def ranked(frame: pd.DataFrame, dataset: str) -> pd.DataFrame:
    """The rankable frameworks of one dataset (never an A/A replica), fastest server serialize +
    deserialize p50 (serverP50Ns) first. ``rank``: 1 + the number of frameworks certainly faster
    by that sum (the 95% interval of the ratio of the two p50s wholly below 1); ``tied``:
    another framework has the same rank; ``unstable``: the sum's interval is wide;
    ``roundTripRank``: the same on the HTTP /api/roundtrip p50; ``provisional``: one JVM per
    framework (PROVISIONAL_NOTE)."""
    if frame.empty or "dataset" not in frame:
        return frame.iloc[0:0]
    rows = frame[(frame["dataset"] == dataset) & frame["rankable"].astype(bool)].copy()
    rows = rows.sort_values(["serverP50Ns", "framework"]).reset_index(drop=True)
    rows.insert(0, "rank", _rank(rows, "serverBeatenBy") if "serverBeatenBy" in rows else 1)
    rows["tied"] = rows["rank"].duplicated(keep=False)
    rows["unstable"] = rows["serverUnstable"].astype(bool)
    rows["roundTripRank"] = (_rank(rows, "httpRoundtripRoundTripBeatenBy")
                             if "httpRoundtripRoundTripBeatenBy" in rows else 1)
    rows["provisional"] = rows["provisional"].astype(bool) if "provisional" in rows else False
    return rows


def provisional(rows: pd.DataFrame) -> bool:
    """Whether a ranking's ranks are provisional (a framework in it was measured in one JVM)."""
    return bool(not rows.empty and "provisional" in rows and rows["provisional"].astype(bool).any())


def certainly_ordered(frame: pd.DataFrame, dataset: str, prefix: str) -> set[tuple[str, str]]:
    """(faster, slower) of every pair of ranked frameworks of a dataset whose order on the figure
    ``prefix`` is certain (the interval of the ratio of their p50s lies wholly below 1)."""
    rows = ranked(frame, dataset)
    column = f"{prefix}BeatenBy"
    if column not in rows:
        return set()
    names = set(rows["framework"])
    return {(faster, row.framework) for row in rows[["framework", column]].itertuples(index=False)
            if isinstance(row[1], str) for faster in row[1].split(",") if faster in names}


def overlap(low_a: float, high_a: float, low_b: float, high_b: float) -> bool:
    """Whether two intervals share at least one value."""
    return low_a <= high_b and low_b <= high_a


def _missing(value) -> bool:
    return value is None or (isinstance(value, float) and math.isnan(value))


def aa_control(frame: pd.DataFrame) -> list[dict]:
    """The A/A controls (aa_pairs: the replica pairs first, then protobuf and grpc): per pair,
    dataset and operation, both p50s, the ratio b/a with its 95% interval and its family-wise
    interval, ``tied`` (the family-wise interval contains 1, as it must) and ``kind``. Empty
    when the run measured no pair."""
    if frame.empty or "aaOf" not in frame:
        return []
    out = []
    for kind in ("replica", "second"):
        for _, b in frame[frame["aaKind"] == kind].iterrows():
            a = frame[(frame["framework"] == b["aaOf"]) & (frame["dataset"] == b["dataset"])]
            if a.empty:
                continue
            a = a.iloc[0]
            for op in _OPERATIONS:
                prefix, key = f"server{op.capitalize()}", f"aa{op.capitalize()}"
                values = [b.get(f"{key}{part}") for part in ("Ratio", "RatioLow", "RatioHigh", "FamilyLow", "FamilyHigh")]
                if any(_missing(v) for v in values):
                    continue
                out.append({"dataset": b["dataset"], "operation": op, "a": b["aaOf"], "b": b["framework"], "kind": kind,
                            "aP50Ns": a[f"{prefix}P50Ns"], "aLowNs": a[f"{prefix}P50CiLowNs"],
                            "aHighNs": a[f"{prefix}P50CiHighNs"], "bP50Ns": b[f"{prefix}P50Ns"],
                            "bLowNs": b[f"{prefix}P50CiLowNs"], "bHighNs": b[f"{prefix}P50CiHighNs"],
                            "ratio": values[0], "ratioLow": values[1], "ratioHigh": values[2],
                            "familyLow": values[3], "familyHigh": values[4],
                            "tied": bool(values[3] <= 1 <= values[4]),
                            "testable": bool(1 / AA_DETECTABLE_RATIO <= values[3] and values[4] <= AA_DETECTABLE_RATIO)})
    return out


def aa_control_holds(checks: list[dict]) -> bool | None:
    """False when a figure is apart; True when every figure tied with an interval narrow enough to
    have seen a difference of AA_DETECTABLE_RATIO; None when nothing was checked or a tie could
    not have failed (too few forks)."""
    if not checks:
        return None
    if not all(check["tied"] for check in checks):
        return False
    return True if all(check["testable"] for check in checks) else None


def aa_verdicts(checks: list[dict]) -> list[tuple[str, str, str, bool | None]]:
    """(a, b, kind, holds) per A/A pair, the primary (replica) pairs first; holds is None when the
    pair tied only because its intervals were too wide to tell (see AA_DETECTABLE_RATIO)."""
    pairs = list(dict.fromkeys((c["a"], c["b"], c["kind"]) for c in checks))
    return [(a, b, kind, aa_control_holds([c for c in checks if (c["a"], c["b"]) == (a, b)])) for a, b, kind in pairs]
