"""What the report says first, per dataset, as plain data (the HTML and the tests read it):
the fastest verified framework and its margin, the Pareto front of time against payload size,
and where a round trip's time goes when the run measured the server's handling time."""

from __future__ import annotations

from dataclasses import dataclass

import pandas as pd

from serbench import tables


def duration(nanos: float) -> str:
    """A time as a reader says it: µs below a millisecond, ms above."""
    return f"{nanos / 1000:,.1f} µs" if nanos < 1_000_000 else f"{nanos / 1_000_000:,.2f} ms"


@dataclass
class Headline:
    dataset: str
    fastest: str
    #: How its round trip was checked: "verified" (by Python, both ways) or "jvm-only".
    check: str
    p50_ns: float
    #: The next framework that is not tied with the fastest, and how many times slower it is;
    #: None when only one framework is ranked.
    runner_up: str | None
    margin: float | None
    #: Frameworks sharing first place with the fastest (overlapping intervals), when the ranking has ties.
    tied_with: list[str]

    def sentence(self) -> str:
        check = " (JVM-only check)" if self.check == "jvm-only" else ""
        text = f"{self.dataset}: fastest verified framework {self.fastest}{check}, {duration(self.p50_ns)}"
        if self.tied_with:
            text += f", tied with {', '.join(self.tied_with)}"
        if self.runner_up is not None and self.margin is not None:
            text += f"; {self.margin:.2f}× faster than {self.runner_up}"
        return text


def headline(frame: pd.DataFrame, dataset: str) -> Headline | None:
    """The fastest ranked framework of a dataset (server serialize + deserialize p50), and its
    margin over the first framework ranked below it."""
    rows = tables.ranked(frame, dataset)
    if rows.empty:
        return None
    first = rows.iloc[0]
    tied = rows[rows["rank"] == first["rank"]] if "tied" in rows else rows.iloc[:1]
    others = rows[rows["rank"] != first["rank"]]
    runner_up = others.iloc[0] if not others.empty else None
    return Headline(dataset, first["framework"], first["verification"], float(first["serverP50Ns"]),
                    None if runner_up is None else runner_up["framework"],
                    None if runner_up is None else float(runner_up["serverP50Ns"] / first["serverP50Ns"]),
                    [name for name in tied["framework"] if name != first["framework"]])


def pareto_front(rows: pd.DataFrame, time: str = "serverP50Ns", size: str = "payloadBytes") -> list[str]:
    """Frameworks no other framework beats on both time and payload size (smaller is better on
    both), fastest first."""
    front, smallest = [], float("inf")
    for row in rows.sort_values([time, size]).itertuples():
        if getattr(row, size) < smallest:
            front.append(row.framework)
            smallest = getattr(row, size)
    return front


@dataclass
class Split:
    """POST /api/roundtrip's p50 split into parts that add up to it (ns), none negative: the
    codec's p50, the server HTTP stack's p50, and the remainder up to the round trip's p50 as
    client and transport (p50s do not add up, and a per-request client + transport can even be
    negative when the service's last clock read lands after the bytes left, so the remainder is
    what is shown, never a p50 of its own stacked on the others)."""
    framework: str
    codec: float
    server_stack: float
    client_transport: float
    ping: float
    round_trip: float = 0.0
    #: The p50s of the client + transport range the runner records per request (clock reads
    #: before and after the service's final write: clientTransportLow/High); None when not recorded.
    client_low: float | None = None
    client_high: float | None = None
    #: The codec and stack p50s added up to more than the round trip's p50 and were cut to fit.
    clipped: bool = False


def split(framework: str, timed: dict, ping: float) -> Split:
    """The parts of one round trip (an HTTP phase with its service's handling split)."""
    p50 = lambda key: timed[key]["stats"]["p50"] if timed.get(key) else None  # noqa: E731
    round_trip, codec, stack = p50("roundTrip"), p50("server"), p50("serverStack")
    shown_codec = min(codec, round_trip)
    shown_stack = min(stack, round_trip - shown_codec)
    return Split(framework, shown_codec, shown_stack, round_trip - shown_codec - shown_stack, ping, round_trip,
                 p50("clientTransportLow"), p50("clientTransportHigh"), shown_codec + shown_stack < codec + stack)


def where_time_goes(document: dict, frame: pd.DataFrame, dataset: str) -> list[Split] | None:
    """The round trip of each ranked framework split into codec, server HTTP stack (handling −
    codec) and the rest up to the round trip (client and transport); None when the run did not
    time the server's handling of each request."""
    splits = []
    for row in tables.ranked(frame, dataset).itertuples():
        phase = document["frameworks"][row.framework]["datasets"][dataset]["http"]
        timed = phase.get("roundtrip", {})
        if "serverStack" not in timed:
            return None
        splits.append(split(row.framework, timed, phase["ping"]["roundTrip"]["stats"]["p50"]))
    return splits or None
