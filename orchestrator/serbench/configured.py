"""The cost of compatibility (docs/evolution.md#the-cost-of-compatibility): each configured
entry of a timed run (``kryo-compatible``: NAME's service in another configuration) beside
NAME, per dataset: the payload's size and the server's serialize and deserialize p50 as ratios
to NAME's, with the run's 95% intervals (the two resampled together, as every ranking does)."""

from __future__ import annotations

from dataclasses import dataclass

from serbench import tables
from serbench.registry import CONFIGURATIONS
from serbench.resampling import DatasetFigures
from serbench.sections import Section, Table

OPERATIONS = (("serverSerialize", "serialize"), ("serverDeserialize", "deserialize"))


@dataclass(frozen=True)
class Cost:
    """One configured entry against its framework in one dataset."""
    entry: str
    framework: str
    dataset: str
    bytes: int
    framework_bytes: int
    #: operation -> (ratio, low, high), or None where one of the two lacks the figure
    ratios: dict[str, tuple[float, float, float] | None]


def pairs(document: dict) -> list[tuple[str, str]]:
    """(framework, configured entry) for every configured entry measured beside its framework."""
    found = []
    for name in document["frameworks"]:
        base, _, configuration = name.rpartition("-")
        if configuration in CONFIGURATIONS and base in document["frameworks"]:
            found.append((base, name))
    return found


def costs(document: dict) -> list[Cost]:
    """Every configured entry's cost, in the order of the document's frameworks and datasets."""
    server_per_fork, http_per_fork = tables._per_fork(document)
    forks = document["run"]["settings"].get("forks", 1)
    found = []
    for base, entry in pairs(document):
        for dataset, measured in document["frameworks"][base].get("datasets", {}).items():
            other = document["frameworks"][entry].get("datasets", {}).get(dataset)
            if other is None or not measured.get("payloadBytes") or not other.get("payloadBytes"):
                continue
            figures = DatasetFigures(dataset, {base: measured, entry: other}, server_per_fork, http_per_fork, forks)
            found.append(Cost(entry, base, dataset, other["payloadBytes"], measured["payloadBytes"],
                              {label: figures.ratio(prefix, entry, base) for prefix, label in OPERATIONS}))
    return found


def _ratio(found: tuple[float, float, float] | None) -> str:
    return "-" if found is None else f"×{found[0]:.2f} [{found[1]:.2f}, {found[2]:.2f}]"


def section(document: dict) -> Section | None:
    """The report's section, when the run measured a configured entry beside its framework."""
    found = costs(document)
    if not found:
        return None
    rows = [[c.entry, c.dataset, f"{c.bytes:,} / {c.framework_bytes:,} (×{c.bytes / c.framework_bytes:.3f})",
             _ratio(c.ratios["serialize"]), _ratio(c.ratios["deserialize"])] for c in found]
    return Section("The cost of compatibility",
                   "Each framework's evolution-friendly configuration, timed as an entry of its own in the same "
                   "rounds, against the framework as benchmarked: payload bytes, and the server p50 as a ratio "
                   "with its 95% interval (bootstrap over forks, then rounds). An interval holding 1 is no measured "
                   "difference. See docs/evolution.md.",
                   [Table(["entry", "dataset", "bytes (entry / framework)", "serialize ratio [95%]",
                           "deserialize ratio [95%]"], rows)])
