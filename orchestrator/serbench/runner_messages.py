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


def floor_line(document: dict) -> str | None:
    """The recorded floor against the bare echo measured in the same rounds: each service's ping
    p50 over the echo's (None when the run has no echo or no service's ping blocks)."""
    echo = ((document["run"].get("floor") or {}).get("echo") or {}).get("roundTrip")
    pings = {name: entry["ping"]["roundTrip"]["stats"]["p50"] for name, entry in document["frameworks"].items()
             if (entry.get("ping") or {}).get("roundTrip")}
    if not echo or not pings:
        return None
    echo_p50 = echo["stats"]["p50"]
    lowest = min(pings, key=pings.get)
    ordered = sorted(pings.values())
    median = ordered[len(ordered) // 2] if len(ordered) % 2 else (ordered[len(ordered) // 2 - 1]
                                                                  + ordered[len(ordered) // 2]) / 2
    client = document["run"]["floor"].get("client", "the run's client")
    return (f"floor ({client}): bare echo ping p50 {echo_p50 / 1000:,.0f} µs; services' ping p50 lowest "
            f"{pings[lowest] / 1000:,.0f} µs ({lowest}, {pings[lowest] / echo_p50:.2f}x the echo), median "
            f"{median / 1000:,.0f} µs ({median / echo_p50:.2f}x)")
