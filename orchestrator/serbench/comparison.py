"""Two runs side by side: per framework and dataset, the ratio B/A of the main figures,
flagged where the change is larger than the spread of the samples (the interquartile
ranges of A and B do not overlap); and how reproducible the pair of runs was: the share of
server p50 figures within ±10% of each other, and the pairs of frameworks that swapped
order although neither run declared them tied (issue 22's targets: at least 90% within,
at most 5% of pairs swapped)."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

import pandas as pd

from serbench import tables
from serbench.stats import nearest_rank

#: (label, path to the series inside a dataset, whether raw samples exist)
FIGURES = (
    ("server serialize p50", ("server", "serialize")),
    ("server deserialize p50", ("server", "deserialize")),
    ("HTTP roundtrip p50", ("http", "roundtrip", "roundTrip")),
)


@dataclass(frozen=True)
class Change:
    framework: str
    dataset: str
    figure: str
    a: float
    b: float
    #: True when B's interquartile range does not overlap A's: more than noise.
    significant: bool

    @property
    def ratio(self) -> float:
        return self.b / self.a if self.a else float("inf")


def _quartiles(samples: list[int]) -> tuple[int, int, int]:
    ordered = sorted(samples)
    return nearest_rank(ordered, 25), nearest_rank(ordered, 50), nearest_rank(ordered, 75)


def _series(measured: dict, path: tuple[str, ...]) -> list[int] | None:
    node = measured
    for key in path:
        node = node.get(key) if isinstance(node, dict) else None
    return node.get("samples") if isinstance(node, dict) else None


def compare(a: dict, b: dict) -> list[Change]:
    changes: list[Change] = []
    for name, fw_a in a["frameworks"].items():
        fw_b = b["frameworks"].get(name)
        if not fw_b:
            continue
        for dataset, sc_a in fw_a["datasets"].items():
            sc_b = fw_b["datasets"].get(dataset)
            if not sc_b:
                continue
            for label, path in FIGURES:
                samples_a, samples_b = _series(sc_a, path), _series(sc_b, path)
                if not samples_a or not samples_b:
                    continue
                q1a, p50a, q3a = _quartiles(samples_a)
                q1b, p50b, q3b = _quartiles(samples_b)
                changes.append(Change(name, dataset, label, p50a, p50b, q1b > q3a or q3b < q1a))
            changes.append(Change(name, dataset, "payload bytes", sc_a["payloadBytes"], sc_b["payloadBytes"],
                                  sc_a["payloadBytes"] != sc_b["payloadBytes"]))
    return changes


#: Two p50s of one figure are "the same" across runs when B is within this share of A.
WITHIN = 0.10
#: The server figures compared across runs, per dataset (the summary's column prefix).
OPERATIONS = {"serialize": "serverSerialize", "deserialize": "serverDeserialize"}


@dataclass(frozen=True)
class Swap:
    """Two frameworks in one order in run A and in the other in run B."""
    dataset: str
    operation: str
    first_in_a: str
    first_in_b: str
    #: Their order was not certain in A or in B (the interval of the ratio of their p50s
    #: contained 1): a declared tie, so not a contradiction.
    declared_tie: bool


@dataclass(frozen=True)
class Reproducibility:
    figures: int
    within: int
    pairs: int
    swaps: list[Swap] = field(default_factory=list)
    #: B's p50 inside A's 95% interval (issue 35's calibration target: at least 80%)
    inside: int = 0

    @property
    def outside_ties(self) -> list[Swap]:
        return [swap for swap in self.swaps if not swap.declared_tie]


def _figures(frame: pd.DataFrame, dataset: str, prefix: str) -> dict[str, tuple[float, float, float]]:
    """framework -> (p50, interval low, interval high) of the rankable frameworks of one dataset."""
    rows = frame[(frame["dataset"] == dataset) & frame["rankable"].astype(bool)] if "dataset" in frame else frame
    return {row["framework"]: (row[f"{prefix}P50Ns"], row[f"{prefix}P50CiLowNs"], row[f"{prefix}P50CiHighNs"])
            for _, row in rows.iterrows()}


def reproducibility(a: dict, b: dict) -> Reproducibility:
    """Server serialize and deserialize p50s of the frameworks rankable in both runs, over the
    datasets measured in both (by_dataset, added up)."""
    parts = by_dataset(a, b).values()
    return Reproducibility(sum(p.figures for p in parts), sum(p.within for p in parts), sum(p.pairs for p in parts),
                           [s for p in parts for s in p.swaps], sum(p.inside for p in parts))


def by_dataset(a: dict, b: dict, frames: tuple[pd.DataFrame, pd.DataFrame] | None = None) -> dict[str, Reproducibility]:
    """Per dataset measured in both runs, the server serialize and deserialize p50s of the
    frameworks rankable in both: how many are within ±WITHIN of A, how many of B's lie inside
    A's 95% interval, and which pairs of frameworks swapped order (a swap is outside declared
    ties only when each run was certain of its order: tables.certainly_ordered)."""
    frame_a, frame_b = frames or (tables.summary_frame(a), tables.summary_frame(b))
    out = {}
    for dataset in [d for d in a["run"]["settings"]["datasets"] if d in b["run"]["settings"]["datasets"]]:
        figures = within = inside = pairs = 0
        swaps: list[Swap] = []
        for operation, prefix in OPERATIONS.items():
            in_a, in_b = _figures(frame_a, dataset, prefix), _figures(frame_b, dataset, prefix)
            certain_a = tables.certainly_ordered(frame_a, dataset, prefix)
            certain_b = tables.certainly_ordered(frame_b, dataset, prefix)
            common = sorted(set(in_a) & set(in_b))
            for name in common:
                figures += 1
                within += abs(in_b[name][0] / in_a[name][0] - 1) <= WITHIN
                inside += in_a[name][1] <= in_b[name][0] <= in_a[name][2]
            for x, y in combinations(common, 2):
                pairs += 1
                order_a, order_b = in_a[x][0] - in_a[y][0], in_b[x][0] - in_b[y][0]
                if order_a * order_b >= 0:
                    continue
                first_in_a, first_in_b = (x, y) if order_a < 0 else (y, x)
                tie = (first_in_a, first_in_b) not in certain_a or (first_in_b, first_in_a) not in certain_b
                swaps.append(Swap(dataset, operation, first_in_a, first_in_b, tie))
        out[dataset] = Reproducibility(figures, within, pairs, swaps, inside)
    return out


@dataclass(frozen=True)
class ForkCheck:
    """One figure of one run: its interval, the forks' own p50s and whether the one holds the other."""
    dataset: str
    framework: str
    operation: str
    forks: int
    #: the forks' median p50 lies inside the figure's 95% interval
    contains_median: bool
    #: max / min of the forks' p50s
    spread: float


def fork_checks(frame: pd.DataFrame, dataset: str) -> list[ForkCheck]:
    """Per ranked framework and server operation of a dataset (of a run with two forks or more):
    does the interval contain the forks' median p50, and how far apart are the forks."""
    out = []
    for _, row in tables.ranked(frame, dataset).iterrows():
        for operation, prefix in OPERATIONS.items():
            median, spread = row.get(f"{prefix}ForkP50MedianNs"), row.get(f"{prefix}ForkSpread")
            if median is None or pd.isna(median) or spread is None or pd.isna(spread):
                continue
            out.append(ForkCheck(dataset, row["framework"], operation, int(row["forks"]),
                                 bool(row[f"{prefix}P50CiLowNs"] <= median <= row[f"{prefix}P50CiHighNs"]),
                                 float(spread)))
    return out


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.0%}" if whole else "-"


def reproducibility_lines(summary: Reproducibility) -> list[str]:
    """The reproducibility summary as plain lines (console and Markdown alike)."""
    if not summary.figures:
        return ["reproducibility: no framework was ranked in both runs"]
    outside = summary.outside_ties
    lines = [f"reproducibility: {summary.within} of {summary.figures} server p50 figures "
             f"({_share(summary.within, summary.figures)}) within ±{WITHIN:.0%} of A; "
             f"{len(outside)} of {summary.pairs} framework pairs ({_share(len(outside), summary.pairs)}) "
             f"swapped order outside declared ties ({len(summary.swaps)} swapped in all, "
             f"{len(summary.swaps) - len(outside)} of them tied in A or B: no certain order)"]
    lines += [f"  swapped: {s.dataset} {s.operation}: {s.first_in_a} ahead of {s.first_in_b} in A, "
              f"behind it in B" for s in outside]
    return lines
