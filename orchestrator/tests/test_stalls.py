"""The stall meter: a wake-up late by the threshold or more during a watched phase is a
stall of that phase; anything else is not."""

from __future__ import annotations

import threading
import time
from typing import Callable

from serbench import report, stalls
from serbench.stalls import StallMeter

from fixtures import document


class ScriptedSleep:
    """Sleeps as asked, except that chosen calls oversleep by a set time (a stalled machine);
    ``during`` runs inside a chosen call, as if another thread acted while the meter slept."""

    def __init__(self, oversleep_on: dict[int, float], during: dict[int, Callable[[], None]] | None = None) -> None:
        self.calls, self.oversleep_on = 0, oversleep_on
        self.during = during if during is not None else {}
        self.reached = threading.Event()

    def __call__(self, seconds: float) -> None:
        self.calls += 1
        self.during.get(self.calls, lambda: None)()
        time.sleep(seconds + self.oversleep_on.get(self.calls, 0.0))
        if self.calls > max(self.oversleep_on):
            self.reached.set()


def run_meter(label: str | None, oversleep_on: dict[int, float], relabel_on: int | None = None,
              threshold_ms: float = 50) -> list[dict]:
    during: dict[int, Callable[[], None]] = {}
    sleep = ScriptedSleep(oversleep_on, during)
    meter = StallMeter(interval=0.005, threshold_ms=threshold_ms, sleep=sleep)
    meter.watch(label)
    if relabel_on is not None:
        during[relabel_on] = lambda: meter.watch("http (large)")
    with meter:
        assert sleep.reached.wait(5)
    return meter.take()


def test_a_late_wake_up_in_a_watched_phase_is_a_stall_of_that_phase():
    found = run_meter("http (small)", {3: 0.2})
    assert any(stall["ms"] >= 150 for stall in found)
    assert all(stall["phase"] == "http (small)" for stall in found)


def test_wake_ups_within_the_threshold_are_not_stalls():
    assert run_meter("http (small)", {3: 0.2}, threshold_ms=1000) == []


def test_nothing_is_recorded_while_no_timed_phase_is_watched():
    assert run_meter(None, {3: 0.2}) == []


def test_a_pause_across_a_change_of_phase_is_not_placed_in_either():
    assert run_meter("http (small)", {3: 0.2}, relabel_on=3) == []


def test_take_empties_the_meter():
    meter = StallMeter()
    meter._stalls.append({"phase": "server (small)", "ms": 60.0})
    assert len(meter.take()) == 1 and meter.take() == []


def test_stalls_fold_per_phase_and_add_to_earlier_ones():
    folded = stalls.by_phase([{"phase": "http (small)", "ms": 60.0}, {"phase": "http (small)", "ms": 500.5},
                              {"phase": "server (large)", "ms": 70.0}])
    assert folded == {"http (small)": {"count": 2, "longestMs": 500.5, "totalMs": 560.5},
                      "server (large)": {"count": 1, "longestMs": 70.0, "totalMs": 70.0}}
    again = stalls.by_phase([{"phase": "http (small)", "ms": 900.0}], folded)
    assert again["http (small)"] == {"count": 3, "longestMs": 900.0, "totalMs": 1460.5}
    assert folded["http (small)"]["count"] == 2, "the earlier record is not changed in place"
    assert stalls.summary(again) == "4 pauses of 50 ms or more, longest 900 ms (http (small))"


def test_the_report_names_the_frameworks_whose_measurement_the_machine_paused():
    row = report.stall_row(document())
    assert row[1] == "beta: 3 pauses of 50 ms or more, longest 1,961 ms (http (small))"
    quiet = document()
    quiet["frameworks"]["beta"]["forks"][0]["stalls"] = {}
    assert report.stall_row(quiet)[1] == "none"
    older = document()
    for fw in older["frameworks"].values():
        for fork in fw["forks"]:
            fork.pop("stalls", None)
    assert report.stall_row(older) is None

