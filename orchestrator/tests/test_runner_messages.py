"""What the runner prints while it works: the time each kind of phase took, and the
figures whose coefficient of variation is above the flag (one line per framework)."""

from __future__ import annotations

from serbench.phase_clock import PhaseClock, breakdown, time_by_phase
from serbench.runner_messages import unsettled_line


def test_the_phase_clock_adds_time_by_the_first_word_of_the_phase():
    clock = PhaseClock()
    clock.enter("http ping")
    clock.enter("http serialize")
    clock.enter("server small")
    clock.stop()
    assert list(clock.seconds) == ["http", "server"]
    assert breakdown({"start": 6.4, "http": 9.6}) == "start 6 s, http 10 s"


def test_datasets_whose_jit_was_still_busy_are_named():
    fork = {"datasets": {
        "small": {"jitQuiet": False, "jitCompileMillis": 3},
        "medium": {"jitQuiet": True, "jitCompileMillis": 154},
        "large": {"jitQuiet": True, "jitCompileMillis": 20},
    }}
    assert unsettled_line("parquet", fork) == (
        "JIT still busy: parquet small (warm-up ended before the JIT went quiet), "
        "medium (154 ms of compiling while timed)")


def test_no_jit_line_when_every_warm_up_settled_or_none_was_judged():
    fork = {"datasets": {"small": {"jitQuiet": True, "jitCompileMillis": 0},
                         "large": {"jitQuiet": None, "jitCompileMillis": None}}}
    assert unsettled_line("kryo", fork) is None


def test_services_started_together_count_their_start_once_per_fork():
    frameworks = {
        "kryo": {"forks": [{"fork": 1, "phaseSeconds": {"start": 70.0, "warmup": 9.0}},
                           {"fork": 2, "phaseSeconds": {"start": 65.0, "warmup": 8.0}}]},
        "avro": {"forks": [{"fork": 1, "phaseSeconds": {"start": 72.5, "warmup": 11.0}},
                           {"fork": 2, "phaseSeconds": {"start": 61.0, "warmup": 10.0}}]},
    }
    assert time_by_phase(frameworks, resident=True) == ({1: 72.5, 2: 65.0}, {"warmup": 38.0})
    # one service at a time: the starts follow one another and add up
    assert time_by_phase(frameworks, resident=False) == ({}, {"start": 268.5, "warmup": 38.0})


def test_the_floor_line_sets_each_services_ping_against_the_bare_echo():
    from serbench.runner_messages import floor_line

    def pings(p50: int) -> dict:
        return {"roundTrip": {"stats": {"p50": p50}}}

    document = {"run": {"floor": {"client": "http.client (Python 3.11)", "echo": pings(100_000)}},
                "frameworks": {"jackson": {"ping": pings(130_000)}, "kryo": {"ping": pings(150_000)},
                               "avro": {"ping": pings(200_000)}, "broken": {"ping": None}}}
    assert floor_line(document) == ("floor (http.client (Python 3.11)): bare echo ping p50 100 µs; services' ping "
                                    "p50 lowest 130 µs (jackson, 1.30x the echo), median 150 µs (1.50x)")
    assert floor_line({"run": {}, "frameworks": document["frameworks"]}) is None
