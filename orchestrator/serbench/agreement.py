"""The in-service measurement against JMH, on the same codec classes: per framework, dataset
and operation, in-service warm p50 (and mean) against JMH's average time, and in-service
allocated bytes per operation against JMH's gc.alloc.rate.norm. A ratio outside
1 +/- TOLERANCE is flagged; docs/methodology.md explains the known causes.

Each side also shows how far its own figure drifted while it was measured: the service's as
the range of the medians of ten consecutive blocks of its raw samples, JMH's as the range of
its measurement iterations. On a shared machine whose speed changes from second to second
both ranges can be wider than the tolerance; a time ratio outside it whose two ranges
overlap is reported as "within drift" rather than as agreement or disagreement."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from serbench import tables
from serbench.stats import block_medians

TOLERANCE = 0.15
# The service's raw samples are cut into this many consecutive blocks to see its drift.
BLOCKS = 10


@dataclass(frozen=True)
class JmhFigure:
    mean_ns: float
    low_ns: float  # the fastest and slowest measurement iteration, over every fork
    high_ns: float
    bytes: float | None


@dataclass(frozen=True)
class Row:
    framework: str
    dataset: str
    operation: str
    service_p50_ns: float
    service_mean_ns: float
    service_low_ns: float  # the lowest and highest median of BLOCKS consecutive blocks of samples
    service_high_ns: float
    jmh: JmhFigure
    service_bytes: float | None

    @property
    def jmh_mean_ns(self) -> float:
        return self.jmh.mean_ns

    @property
    def jmh_bytes(self) -> float | None:
        return self.jmh.bytes

    @property
    def time_ratio(self) -> float:
        return self.service_p50_ns / self.jmh_mean_ns

    @property
    def mean_ratio(self) -> float:
        return self.service_mean_ns / self.jmh_mean_ns

    @property
    def bytes_ratio(self) -> float | None:
        if self.service_bytes is None or not self.jmh_bytes:
            return None
        return self.service_bytes / self.jmh_bytes

    @property
    def bytes_agree(self) -> bool:
        return self.bytes_ratio is None or abs(self.bytes_ratio - 1) <= TOLERANCE

    @property
    def agrees(self) -> bool:
        return abs(self.time_ratio - 1) <= TOLERANCE and self.bytes_agree

    @property
    def drifts_overlap(self) -> bool:
        """The service's block medians and JMH's iterations cover some common time."""
        return self.service_low_ns <= self.jmh.high_ns and self.jmh.low_ns <= self.service_high_ns

    @property
    def verdict(self) -> str:
        """agrees, within drift (time outside the tolerance, but inside what both harnesses saw
        the machine do), or outside. Allocation does not drift: a B/op outside is outside."""
        if self.agrees:
            return "agrees"
        if self.bytes_agree and self.drifts_overlap:
            return "within drift"
        return "outside"


_UNIT_NS = {"ns/op": 1, "us/op": 1_000, "ms/op": 1_000_000, "s/op": 1_000_000_000}


def load_jmh(path: Path) -> dict[tuple[str, str, str], JmhFigure]:
    """(framework, dataset, operation) -> JMH's average, iteration range and bytes per op.

    Only the forks that ran the measured operation alone count (CodecBenchmark's default):
    `-p prime=paired` is a diagnostic of JIT profiles (docs/methodology.md), not the cross-check."""
    out = {}
    for bench in json.loads(Path(path).read_text()):
        operation = bench["benchmark"].rsplit(".", 1)[-1]
        params = bench.get("params", {})
        if params.get("prime", "alone") != "alone":
            continue
        metric = bench["primaryMetric"]
        if metric["scoreUnit"] not in _UNIT_NS:
            raise ValueError(f"{path}: {bench['benchmark']} is not an average-time benchmark ({metric['scoreUnit']})")
        alloc = bench.get("secondaryMetrics", {}).get("gc.alloc.rate.norm", {}).get("score")
        unit = _UNIT_NS[metric["scoreUnit"]]
        iterations = [score for fork in metric.get("rawData", []) for score in fork] or [metric["score"]]
        out[(params["framework"], params.get("dataset", params.get("scenario")), operation)] = JmhFigure(
            metric["score"] * unit, min(iterations) * unit, max(iterations) * unit, alloc)
    return out


def rows(document: dict, jmh: dict[tuple[str, str, str], JmhFigure]) -> list[Row]:
    table = []
    for name, fw in tables.frameworks(document):
        for dataset, measured_dataset in fw["datasets"].items():
            for operation in ("serialize", "deserialize"):
                key = (name, dataset, operation)
                if key not in jmh:
                    continue
                measured = measured_dataset["server"][operation]
                blocks = block_medians(measured["samples"], BLOCKS)
                table.append(Row(name, dataset, operation, measured["stats"]["p50"], measured["stats"]["mean"],
                                 min(blocks), max(blocks), jmh[key], measured["allocatedBytesPerOp"]))
    return table
