"""Progress for a console that is not a terminal (a log file, CI): rich's live bar draws
nothing there until the run ends, so a long run would look hung. This prints one plain line
at most every ``interval`` seconds instead: units done, elapsed time, what is running."""

from __future__ import annotations

import time
from types import TracebackType

from rich.console import Console


class PlainProgress:
    """The part of rich.progress.Progress that the runner uses, as occasional log lines."""

    def __init__(self, console: Console, interval: float = 30.0, clock=time.monotonic) -> None:
        self.console, self.interval, self.clock = console, interval, clock
        self.total, self.completed, self.description = 0, 0, ""
        self.started = self.last_line = clock()

    def __enter__(self) -> PlainProgress:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self._line()

    def add_task(self, description: str, total: int, completed: int = 0) -> int:
        self.description, self.total, self.completed = description, total, completed
        self._line()
        return 0

    def update(self, task: int, description: str) -> None:
        self.description = description
        self._maybe_line()

    def advance(self, task: int, advance: int = 1) -> None:
        self.completed += advance
        self._maybe_line()

    def _maybe_line(self) -> None:
        if self.clock() - self.last_line >= self.interval:
            self._line()

    def _line(self) -> None:
        self.last_line = self.clock()
        elapsed = int(self.last_line - self.started)
        self.console.print(f"[progress] {self.completed}/{self.total} after {elapsed // 60}:{elapsed % 60:02d} "
                           f"- {self.description}", highlight=False, markup=False)
