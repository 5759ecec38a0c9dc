"""Progress in a log: a plain line at most every interval, with units done and the task."""

import io

from rich.console import Console

from serbench.plain_progress import PlainProgress


class SteppedClock:
    """The test's own monotonic clock: it moves only when the test moves it."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_prints_a_line_at_start_then_once_per_interval_and_at_the_end() -> None:
    out, clock = io.StringIO(), SteppedClock()
    console = Console(file=out, width=200)
    with PlainProgress(console, interval=30, clock=clock) as progress:
        task = progress.add_task("starting", total=10)
        progress.update(task, description="kryo: warmup server (large)")
        progress.advance(task)
        clock.now += 31
        progress.advance(task)  # due: a line
        clock.now += 5
        progress.update(task, description="jackson: server benchmark (small)")  # not due
        clock.now += 64
    lines = out.getvalue().splitlines()
    assert lines == ["[progress] 0/10 after 0:00 - starting",
                     "[progress] 2/10 after 0:31 - kryo: warmup server (large)",
                     "[progress] 2/10 after 1:40 - jackson: server benchmark (small)"]
