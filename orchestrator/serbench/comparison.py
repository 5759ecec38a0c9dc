"""Two runs side by side: per framework and dataset, the ratio B/A of the main figures,
flagged where the change is larger than the spread of the samples (the interquartile
ranges of A and B do not overlap)."""

from __future__ import annotations

from dataclasses import dataclass

from serbench.stats import nearest_rank

#: (label, path to the series inside a scenario, whether raw samples exist)
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


def _series(scenario: dict, path: tuple[str, ...]) -> list[int] | None:
    node = scenario
    for key in path:
        node = node.get(key) if isinstance(node, dict) else None
    return node.get("samples") if isinstance(node, dict) else None


def compare(a: dict, b: dict) -> list[Change]:
    changes: list[Change] = []
    for name, fw_a in a["frameworks"].items():
        fw_b = b["frameworks"].get(name)
        if not fw_b:
            continue
        for dataset, sc_a in fw_a["scenarios"].items():
            sc_b = fw_b["scenarios"].get(dataset)
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
