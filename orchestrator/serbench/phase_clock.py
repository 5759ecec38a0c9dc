"""Where a framework's time goes: seconds per kind of phase, and a run's total by kind."""

from __future__ import annotations

import time


class PhaseClock:
    """Seconds per kind of phase, the first word of the phase's name (start, info, cold,
    verify, fidelity, payload, warmup, floor (the pings that warm the request path), server, http,
    grpc, save, load)."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}
        self._kind: str | None = None
        self._since = 0.0

    def enter(self, phase: str) -> None:
        self.stop()
        self._kind, self._since = phase.split()[0], time.monotonic()

    def stop(self) -> None:
        if self._kind is not None:
            self.seconds[self._kind] = self.seconds.get(self._kind, 0.0) + time.monotonic() - self._since
            self._kind = None


def breakdown(seconds: dict[str, float]) -> str:
    """'start 7 s, verify 4 s, ...' in the order the phases first ran."""
    return ", ".join(f"{kind} {value:.0f} s" for kind, value in seconds.items())


def time_by_phase(frameworks: dict, resident: bool) -> tuple[dict[int, float], dict[str, float]]:
    """Where a run's time went: the seconds of each kind of phase summed over frameworks and
    forks. With all services of a fork started together (resident) their starts overlap, so
    start-up is given apart, per fork: the longest start of the fork."""
    starts: dict[int, float] = {}
    totals: dict[str, float] = {}
    for entry in frameworks.values():
        for record in entry["forks"]:
            for kind, seconds in record.get("phaseSeconds", {}).items():
                if kind == "start" and resident:
                    starts[record["fork"]] = max(starts.get(record["fork"], 0.0), seconds)
                else:
                    totals[kind] = totals.get(kind, 0.0) + seconds
    return starts, totals
