"""A run's progress: how many units it has, how many a framework has done, and the display
(a live bar on a terminal, a plain line now and then in a log). A unit is preparing one
framework in one fork, or one block (one round of one dataset); with --verify-only, checking
one framework. This is the one place that arithmetic lives."""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from serbench.plain_progress import PlainProgress


@dataclass(frozen=True)
class ProgressUnits:
    forks: int
    rounds: int
    datasets: int
    verify_only: bool
    #: JVMs of a framework per fork (--jvm-per-model: one per model), each prepared once
    jvms: int = 1

    @property
    def per_fork(self) -> int:
        """One framework's units in one fork: the preparation of each of its JVMs, then a block per
        round and dataset."""
        return self.jvms + self.rounds * self.datasets

    def per_framework(self) -> int:
        return 1 if self.verify_only else self.forks * self.per_fork

    def total(self, frameworks: int) -> int:
        return frameworks * self.per_framework()

    def done(self, entry: dict) -> int:
        """The units a framework's entry shows done: complete forks, and the open fork's
        preparation and blocks; all of them once the framework failed."""
        if self.verify_only:
            return int(entry["verification"]["status"] != "pending" or entry["status"] == "failed")
        if entry["status"] == "failed":
            return self.per_framework()
        return self._measured(entry)

    def left_at_failure(self, entry: dict) -> int:
        """The units a framework that fails now will never do (its verification, with --verify-only)."""
        if self.verify_only:
            return 1
        return max(0, self.per_framework() - self._measured(entry))

    def _measured(self, entry: dict) -> int:
        done = sum(self.per_fork for record in entry["forks"] if record.get("complete"))
        open_forks = [record for record in entry["forks"] if not record.get("complete")]
        if open_forks:
            blocks = sum(1 for measured in entry["datasets"].values() for block in measured["blockLog"]
                         if block["fork"] == open_forks[-1]["fork"])
            done += max(1, len(open_forks[-1].get("jvms") or {})) + blocks
        return done


def display(console: Console) -> Progress | PlainProgress:
    """A live bar on a terminal; a plain line every 30 s in a log, where the bar shows nothing."""
    if not console.is_terminal:
        return PlainProgress(console)
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    console=console)
