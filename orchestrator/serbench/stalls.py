"""Moments when the whole machine stopped, caught while figures are being taken.

A shared virtual machine is sometimes descheduled for a fraction of a second (here: pauses
of up to 2 s, during which even a service's in-process 20 µs operation took 534 ms). Such a
pause lands inside whatever is being timed and shows up as a p99 of seconds. The meter
makes it visible instead of leaving it to be read as the framework's cost: a background
thread asks to sleep a short interval again and again and notes how much later than asked
it woke up (the idea of Gil Tene's jHiccup). Only waits during timed phases are recorded,
because untimed ones (verification decodes large payloads in C without releasing the GIL)
would be mistaken for pauses.
"""

from __future__ import annotations

import threading
import time
from typing import Callable

#: How long the meter sleeps between looks, and how late a wake-up must be to count as a stall.
INTERVAL_SECONDS = 0.02
THRESHOLD_MS = 50.0


class StallMeter:
    """Run it with ``with StallMeter() as meter:``; ``meter.watch(label)`` names what is being
    timed (None: nothing is), ``meter.take()`` returns the stalls seen since the last take."""

    def __init__(self, interval: float = INTERVAL_SECONDS, threshold_ms: float = THRESHOLD_MS,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.interval, self.threshold_ms, self._sleep = interval, threshold_ms, sleep
        self._label: str | None = None
        self._stalls: list[dict] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="stall-meter", daemon=True)

    def __enter__(self) -> StallMeter:
        self._thread.start()
        return self

    def __exit__(self, *_exc) -> None:
        self._stop.set()
        self._thread.join()

    def watch(self, label: str | None) -> None:
        with self._lock:
            self._label = label

    def take(self) -> list[dict]:
        with self._lock:
            stalls, self._stalls = self._stalls, []
        return stalls

    def take_matching(self, prefix: str) -> list[dict]:
        """Returns (and forgets) the stalls whose phase starts with ``prefix``; keeps the others."""
        with self._lock:
            mine = [s for s in self._stalls if s["phase"].startswith(prefix)]
            self._stalls = [s for s in self._stalls if not s["phase"].startswith(prefix)]
        return mine

    def _loop(self) -> None:
        while not self._stop.is_set():
            with self._lock:
                label = self._label
            asked = time.perf_counter()
            self._sleep(self.interval)
            late_ms = (time.perf_counter() - asked - self.interval) * 1000
            with self._lock:
                # the phase must be the same one before and after, or the pause cannot be placed
                if label is not None and label == self._label and late_ms >= self.threshold_ms:
                    self._stalls.append({"phase": label, "ms": round(late_ms, 1)})


def by_phase(stalls: list[dict], into: dict | None = None) -> dict:
    """Stalls folded per phase: {"http (small)": {"count": 3, "longestMs": 1961.3, "totalMs": 2954.2}}
    (bounded by the number of phases, however bad the machine was)."""
    folded = dict(into or {})
    for stall in stalls:
        seen = folded.get(stall["phase"], {"count": 0, "longestMs": 0.0, "totalMs": 0.0})
        folded[stall["phase"]] = {"count": seen["count"] + 1,
                                  "longestMs": max(seen["longestMs"], stall["ms"]),
                                  "totalMs": round(seen["totalMs"] + stall["ms"], 1)}
    return folded


def summary(folded: dict) -> str:
    """'3 pauses of 50 ms or more, longest 1,961 ms (http (small))'."""
    count = sum(phase["count"] for phase in folded.values())
    worst = max(folded, key=lambda name: folded[name]["longestMs"])
    return (f"{count} pause{'s' if count != 1 else ''} of {THRESHOLD_MS:.0f} ms or more, "
            f"longest {folded[worst]['longestMs']:,.0f} ms ({worst})")
