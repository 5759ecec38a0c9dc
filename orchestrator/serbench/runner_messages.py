"""What the runner prints about a run beside its progress: the JIT still busy, machine
stalls, the load sweep of a framework, where the run's time went. Each function returns the
line (or None) from the results document; the runner prints it."""

from __future__ import annotations

from serbench import stalls
from serbench.phase_clock import breakdown, time_by_phase

#: JIT compilation inside the timed loops above this is reported: the code was still changing.
JIT_BUSY_MILLIS = 100


def unsettled_line(name: str, fork_record: dict) -> str | None:
    """The datasets of one framework's fork whose JIT was not quiet when timing began, or
    compiled a lot while it ran (None if there are none)."""
    found = []
    for label, summary in fork_record["datasets"].items():
        if summary.get("jitQuiet") is False:
            found.append(f"{label} (warm-up ended before the JIT went quiet)")
        elif (summary.get("jitCompileMillis") or 0) > JIT_BUSY_MILLIS:
            found.append(f"{label} ({summary['jitCompileMillis']} ms of compiling while timed)")
    if not found:
        return None
    return f"JIT still busy: {name} {', '.join(found)}"


def load_line(name: str, load: dict) -> str:
    corrected = load["latencyMicros"]["corrected"]
    return (f"load {name}: {load['throughputPerSecond']:.0f} req/s, corrected p50 "
            f"{corrected.get('p50', 0):,} µs p99 {corrected.get('p99', 0):,} µs, {load['errors']} errors"
            + (f", [yellow]RSS grew {load['rssGrowth']:.0%}[/yellow]" if load["rssGrowthFlagged"] else ""))


def time_lines(frameworks: dict, resident: bool) -> list[str]:
    """Where the run's time went: the services' start per fork (started together), each kind of phase."""
    starts, totals = time_by_phase(frameworks, resident)
    lines = []
    if starts:
        together = ", ".join(f"fork {fork} {seconds:.0f} s" for fork, seconds in sorted(starts.items()))
        lines.append(f"starting the services together, until the last was healthy: {together}")
    if totals:
        lines.append(f"time by phase, all frameworks: {breakdown(totals)}")
    return lines


def stalls_line(frameworks: dict) -> str | None:
    found = [(name, fork["stalls"]) for name, entry in frameworks.items() for fork in entry["forks"]
             if fork.get("stalls")]
    if not found:
        return None
    return ("[red]machine stalls during timed phases[/red]: "
            + "; ".join(f"{name}: {stalls.summary(s)}" for name, s in found))
