"""What the runner prints while it works: the time each kind of phase took, and the
figures whose coefficient of variation is above the flag (one line per framework)."""

from __future__ import annotations

from serbench import runner


def test_the_phase_clock_adds_time_by_the_first_word_of_the_phase():
    clock = runner.PhaseClock()
    clock.enter("http ping")
    clock.enter("http serialize")
    clock.enter("server small")
    clock.stop()
    assert list(clock.seconds) == ["http", "server"]
    assert runner.breakdown({"start": 6.4, "http": 9.6}) == "start 6 s, http 10 s"


def test_datasets_whose_jit_was_still_busy_are_named():
    fork = {"datasets": {
        "small": {"jitQuiet": False, "jitCompileMillis": 3},
        "medium": {"jitQuiet": True, "jitCompileMillis": 154},
        "large": {"jitQuiet": True, "jitCompileMillis": 20},
    }}
    assert runner.unsettled_line("parquet", fork) == (
        "JIT still busy: parquet small (warm-up ended before the JIT went quiet), "
        "medium (154 ms of compiling while timed)")


def test_no_jit_line_when_every_warm_up_settled_or_none_was_judged():
    fork = {"datasets": {"small": {"jitQuiet": True, "jitCompileMillis": 0},
                         "large": {"jitQuiet": None, "jitCompileMillis": None}}}
    assert runner.unsettled_line("kryo", fork) is None
