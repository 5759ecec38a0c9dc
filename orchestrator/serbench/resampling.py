"""A dataset's ranked figures, resampled together (confidence.py's hierarchical bootstrap).

For one dataset of a run, every framework's server serialize, deserialize, their sum and the
HTTP /api/roundtrip round trip: the observed p50, its resamples, its 95% interval, and each
fork's own p50 (the spread between JVMs). The resampling units are the (fork, round) cells of
the dataset's ``blockLog`` (one entry per block, in the order of every series' ``blocks``); the
grid of cells is the union over the frameworks, so all of them are drawn with the same draws
(fork i and round r of every framework were measured in the same period): the sum of
serialize and deserialize, and the ratio of any two frameworks' p50s, come from paired
resamples. A series without a usable ``blockLog`` (a dump from before it) is resampled as such
dumps always were: its blocks from one flat list, independently of every other series.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

import numpy as np

from serbench import confidence
from serbench.stats import nearest_rank

#: The figures resampled, by the prefix of their columns in the summary (tables.py).
FIGURES = ("serverSerialize", "serverDeserialize", "server", "httpRoundtripRoundTrip")
_SERIES = {"serverSerialize": ("server", "serialize"), "serverDeserialize": ("server", "deserialize"),
           "httpRoundtripRoundTrip": ("http", "roundtrip", "roundTrip")}


@dataclass
class Figure:
    """One p50 of one framework: observed, resampled, its interval and each fork's own p50."""
    point: float
    resamples: np.ndarray
    low: float
    high: float
    fork_p50s: list[float] = field(default_factory=list)

    def fork_summary(self) -> dict[str, float] | None:
        """min, median and max of the forks' p50s and spread = max / min (None: fewer than two)."""
        if len(self.fork_p50s) < 2:
            return None
        low, high = min(self.fork_p50s), max(self.fork_p50s)
        return {"min": low, "median": statistics.median(self.fork_p50s), "max": high,
                "spread": high / low if low else float("inf")}


@dataclass
class Measured:
    """One framework's figures in one dataset."""
    figures: dict[str, Figure]
    #: forks whose blocks the figures hold
    forks: int
    #: resampled on the dataset's grid of (fork, round) cells (False: an older dump's flat scheme)
    hierarchical: bool
    #: how many independent units the resampling drew from: the forks (the rounds of a lone fork),
    #: or an older dump's blocks; what a t interval's degrees of freedom count (units - 1)
    units: int = 1


def _series(measurement: dict, path: tuple[str, ...]) -> dict | None:
    node = measurement
    for key in path:
        node = node.get(key) if isinstance(node, dict) else None
    return node if isinstance(node, dict) and node.get("samples") else None


def _cells(measurement: dict, series: dict) -> list[tuple[int, int]] | None:
    """The (fork, round) of each block of a series, when the dataset's blockLog gives them."""
    log = measurement.get("blockLog") or []
    blocks = series.get("blocks")
    if not log or blocks is None or len(blocks) != len(log) or sum(blocks) != len(series["samples"]):
        return None
    return [(int(entry["fork"]), int(entry["round"])) for entry in log]


def _fork_p50s(series: dict, cells: list[tuple[int, int]] | None, blocks: list[int], forks: int,
               per_fork: int) -> list[float]:
    """Each fork's own p50: its blocks' samples (by blockLog), or, in an older dump (its forks
    pooled in fork order), ``forks`` equal runs of samples (else runs of ``per_fork``)."""
    samples = series["samples"]
    if cells is None:
        size = len(samples) // forks if forks > 0 and len(samples) % forks == 0 else per_fork
        chunks = [samples[i:i + size] for i in range(0, len(samples), size)]
    else:
        by_fork: dict[int, list[int]] = {}
        start = 0
        for (fork, _), size in zip(cells, blocks):
            by_fork.setdefault(fork, []).extend(samples[start:start + size])
            start += size
        chunks = [by_fork[fork] for fork in sorted(by_fork)]
    return [float(nearest_rank(sorted(chunk), 50)) for chunk in chunks if chunk]


class DatasetFigures:
    """The figures of every framework measured in one dataset, resampled together.

    ``measurements``: framework name -> the dataset's measurement (``frameworks.F.datasets.D``);
    ``forks``, ``server_per_fork`` and ``http_per_fork``: the run's settings, for older dumps."""

    def __init__(self, dataset: str, measurements: dict[str, dict], server_per_fork: int, http_per_fork: int,
                 forks: int = 1) -> None:
        self.dataset = dataset
        self._forks = forks
        cells = {(fork, round_) for m in measurements.values() for series_path in _SERIES.values()
                 if (series := _series(m, series_path)) is not None and (found := _cells(m, series))
                 for fork, round_ in found}
        forks = sorted({fork for fork, _ in cells})
        self.grid = [(fork, round_) for fork in forks for round_ in sorted(r for f, r in cells if f == fork)]
        self._index = {cell: i for i, cell in enumerate(self.grid)}
        self._rounds = tuple(sum(1 for f, _ in self.grid if f == fork) for fork in forks)
        self._per_fork = {"server": server_per_fork, "http": http_per_fork}
        self.of: dict[str, Measured] = {name: self._measured(name, m) for name, m in measurements.items()}

    def _weights(self, cells: list[tuple[int, int]] | None, blocks: list[int], key: str) -> tuple[list[int], np.ndarray]:
        """(blocks, weights) for a series: the shared draws of its cells, or its own flat draws."""
        if cells is not None and len(self.grid) > 1:
            return blocks, confidence.hierarchical_weights(self._rounds)[:, [self._index[c] for c in cells]]
        if len(blocks) < 2:  # a single block (or cell): its samples one by one
            blocks = [1] * sum(blocks)
        return blocks, confidence.flat_weights(len(blocks), key)

    def _figure(self, name: str, measurement: dict, prefix: str) -> tuple[Figure, bool] | None:
        series = _series(measurement, _SERIES[prefix])
        if series is None:
            return None
        per_fork = self._per_fork["http" if prefix.startswith("http") else "server"]
        cells = _cells(measurement, series)
        blocks = list(series["blocks"]) if cells is not None else confidence.blocks_of(series, per_fork)
        used, weights = self._weights(cells, blocks, f"{name}/{self.dataset}/{prefix}")
        prepared = confidence._BlockP50(series["samples"], used)
        point, resamples = float(series["stats"]["p50"]), prepared(weights)
        low, high = confidence.interval(resamples, point)
        return Figure(point, resamples, low, high, _fork_p50s(series, cells, blocks, self._forks, per_fork)), \
            cells is not None

    def _measured(self, name: str, measurement: dict) -> Measured:
        figures: dict[str, Figure] = {}
        hierarchical = False
        for prefix in _SERIES:
            found = self._figure(name, measurement, prefix)
            if found is not None:
                figures[prefix], paired = found
                hierarchical = hierarchical or paired
        if "serverSerialize" in figures and "serverDeserialize" in figures:
            ser, de = figures["serverSerialize"], figures["serverDeserialize"]
            total = ser.resamples + de.resamples  # the same draws on both sides when hierarchical
            point = ser.point + de.point
            low, high = confidence.interval(total, point)
            forks = [a + b for a, b in zip(ser.fork_p50s, de.fork_p50s)] if len(ser.fork_p50s) == len(de.fork_p50s) \
                else []
            figures["server"] = Figure(point, total, low, high, forks)
        counted = [len(f.fork_p50s) for f in figures.values() if f.fork_p50s]
        forks = max(counted, default=0)
        if hierarchical:
            units = forks if forks > 1 else len(self.grid)
        else:
            series = _series(measurement, _SERIES["serverSerialize"])
            units = len(confidence.blocks_of(series, self._per_fork["server"])) if series else 1
        return Measured(figures, forks, hierarchical, units)

    def beaten_by(self, prefix: str, names: list[str]) -> dict[str, list[str]]:
        """For each of ``names``: the others whose p50 is certainly lower (the interval of the
        ratio of the two p50s lies wholly below 1), in the order of ``names``."""
        present = [n for n in names if prefix in self.of[n].figures]
        out: dict[str, list[str]] = {n: [] for n in names}
        if len(present) < 2:
            return out
        figures = [self.of[n].figures[prefix] for n in present]
        faster = confidence.certainly_faster(np.column_stack([f.resamples for f in figures]),
                                             np.array([f.point for f in figures]))
        for j, name in enumerate(present):
            out[name] = [present[i] for i in np.flatnonzero(faster[:, j])]
        return out

    def ratio(self, prefix: str, numerator: str, denominator: str, confidence_level: float = confidence.CONFIDENCE,
              student: bool = False) -> tuple[float, float, float] | None:
        """(ratio, low, high): p50(numerator) / p50(denominator) with its interval (percentile; or,
        ``student``, also t on the log ratio with units - 1 degrees of freedom, at least 1, taking
        whichever reaches further on each side), or None when one of them lacks the figure."""
        a, b = (self.of.get(n) for n in (numerator, denominator))
        if a is None or b is None or prefix not in a.figures or prefix not in b.figures:
            return None
        x, y = a.figures[prefix], b.figures[prefix]
        percentile = confidence.ratio_interval(x.resamples, y.resamples, x.point, y.point, confidence_level)
        if not student:
            return percentile
        ratio, low, high = confidence.log_ratio_interval(x.resamples, y.resamples, x.point, y.point, confidence_level,
                                                         max(min(a.units, b.units) - 1, 1))
        return ratio, min(low, percentile[1]), max(high, percentile[2])  # never shorter than the percentile one
