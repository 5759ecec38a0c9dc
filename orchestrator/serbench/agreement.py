"""The in-service measurement against JMH, on the same codec classes: per framework, dataset
and operation, in-service warm p50 (and mean) against JMH's average time, and in-service
allocated bytes per operation against JMH's gc.alloc.rate.norm. A ratio outside
1 +/- TOLERANCE is flagged; docs/methodology.md explains the known causes."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from serbench import tables

TOLERANCE = 0.15


@dataclass(frozen=True)
class Row:
    framework: str
    dataset: str
    operation: str
    service_p50_ns: float
    service_mean_ns: float
    jmh_mean_ns: float
    service_bytes: float | None
    jmh_bytes: float | None

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
    def agrees(self) -> bool:
        ratios = [self.time_ratio] + ([self.bytes_ratio] if self.bytes_ratio is not None else [])
        return all(abs(r - 1) <= TOLERANCE for r in ratios)


_UNIT_NS = {"ns/op": 1, "us/op": 1_000, "ms/op": 1_000_000, "s/op": 1_000_000_000}


def load_jmh(path: Path) -> dict[tuple[str, str, str], tuple[float, float | None]]:
    """(framework, dataset, operation) -> (average ns per op, bytes allocated per op)."""
    out = {}
    for bench in json.loads(Path(path).read_text()):
        operation = bench["benchmark"].rsplit(".", 1)[-1]
        params = bench.get("params", {})
        metric = bench["primaryMetric"]
        if metric["scoreUnit"] not in _UNIT_NS:
            raise ValueError(f"{path}: {bench['benchmark']} is not an average-time benchmark ({metric['scoreUnit']})")
        alloc = bench.get("secondaryMetrics", {}).get("gc.alloc.rate.norm", {}).get("score")
        out[(params["framework"], params["scenario"], operation)] = (metric["score"] * _UNIT_NS[metric["scoreUnit"]],
                                                                     alloc)
    return out


def rows(document: dict, jmh: dict[tuple[str, str, str], tuple[float, float | None]]) -> list[Row]:
    table = []
    for name, fw in tables.frameworks(document):
        for dataset, scenario in fw["scenarios"].items():
            for operation in ("serialize", "deserialize"):
                key = (name, dataset, operation)
                if key not in jmh:
                    continue
                measured = scenario["server"][operation]
                jmh_ns, jmh_bytes = jmh[key]
                table.append(Row(name, dataset, operation, measured["stats"]["p50"], measured["stats"]["mean"], jmh_ns,
                                 measured["allocatedBytesPerOp"], jmh_bytes))
    return table
