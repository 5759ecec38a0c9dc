"""Reports from a results dump, written beside it in results/<run-id>/: summary.csv,
report.md with a table per dataset, PNG charts, and report.html with everything embedded.
Every report starts with the environment and the method it was measured with."""

from __future__ import annotations

import base64
import html
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from serbench import charts, stalls, tables


@dataclass
class Table:
    headers: list[str]
    rows: list[list[str]] = field(default_factory=list)
    #: "l" or "r" per column; text left, numbers right.
    align: list[str] = field(default_factory=list)

    def markdown(self) -> str:
        align = self.align or ["l"] * len(self.headers)
        lines = ["| " + " | ".join(self.headers) + " |",
                 "|" + "|".join("---:" if a == "r" else "---" for a in align) + "|"]
        lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in self.rows]
        return "\n".join(lines)

    def html(self) -> str:
        align = self.align or ["l"] * len(self.headers)
        head = "".join(f"<th>{html.escape(h)}</th>" for h in self.headers)
        body = "".join("<tr>" + "".join(f'<td class="{a}">{html.escape(c)}</td>' for c, a in zip(row, align))
                       + "</tr>" for row in self.rows)
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


@dataclass
class Section:
    title: str
    text: str = ""
    tables: list[Table] = field(default_factory=list)
    images: list[Path] = field(default_factory=list)


def us(nanos) -> str:
    if nanos is None or pd.isna(nanos):
        return "-"
    return f"{nanos / 1000:,.1f}"


def num(value) -> str:
    if value is None or pd.isna(value):
        return "-"
    return f"{int(round(value)):,}"


def check_label(status: str) -> str:
    return {"verified": "verified (Python, both ways)", "jvm-only": "JVM-only check",
            "failed": "FAILED", "pending": "not checked"}.get(status, status)


def stall_row(document: dict) -> list[str] | None:
    """Where the machine paused during timed phases; None for dumps made before the meter."""
    forks = [(name, len(fw["forks"]), fork) for name, fw in document["frameworks"].items() for fork in fw["forks"]]
    if not any("stalls" in fork for _, _, fork in forks):
        return None
    found = []
    for name, count, fork in forks:
        if fork.get("stalls"):
            label = f"{name} fork {fork['fork']}" if count > 1 else name
            found.append(f"{label}: {stalls.summary(fork['stalls'])}")
    return [f"machine stalls in timed phases (a client thread {stalls.THRESHOLD_MS:.0f} ms or more late)",
            "; ".join(found) if found else "none"]


def jit_row(document: dict) -> list[str] | None:
    """The datasets whose JIT had not gone quiet when timing began; None before settleMillis existed."""
    if not document["run"]["settings"].get("settleMillis"):
        return None
    found = []
    for name, fw in document["frameworks"].items():
        for fork in fw["forks"]:
            late = [label for label, summary in fork["datasets"].items() if summary.get("jitQuiet") is False]
            if late:
                label = f"{name} fork {fork['fork']}" if len(fw["forks"]) > 1 else name
                found.append(f"{label}: {', '.join(late)}")
    return ["JIT not quiet when timing began (warm-up used up --settle-ms)", "; ".join(found) if found else "none"]


# -- sections -------------------------------------------------------------------------------
def environment(document: dict) -> Section:
    run, host, settings = document["run"], document["run"]["host"], document["run"]["settings"]
    jvms = sorted({" ".join(str(fw["service"]["jvm"][key]) for key in ("version", "vmName", "vendor")
                            if fw["service"]["jvm"].get(key))
                   for fw in document["frameworks"].values() if fw.get("service")})
    memory = f"{host['memoryBytes'] / 2**30:.1f} GiB" if host.get("memoryBytes") else "unknown"
    rows = [
        ["run", f"{run['id']} ({run['status']})"],
        ["date", f"{run['startedAt']} to {run['endedAt'] or 'not finished'}"],
        ["git commit", run["gitCommit"] or "unknown"],
        ["CPU", f"{host['cpuModel']}, {host['cores']} cores"],
        ["memory", memory],
        ["OS", f"{host['os']} (kernel {host['kernel']})"],
        ["JVM", "; ".join(jvms) or "unknown"],
        ["JVM options", " ".join(settings["jvmOptions"]) or "(none)"],
        ["Python", f"{host['python']}, {host.get('client', '')}"],
        ["settings", f"{settings['iterations']} timed operations per server figure, "
                     f"{settings.get('httpRequests', settings['iterations'])} timed requests per HTTP phase; "
                     f"server warm-up up to "
                     f"{settings['warmup']} operations or {settings['warmupMillis']} ms"
                     + (f", then up to {settings['settleMillis']} ms more until the JIT is quiet"
                        if settings.get("settleMillis") else "")
                     + f"; {settings['httpWarmup']} "
                     f"uncounted requests before each HTTP phase; datasets {', '.join(settings['datasets'])}"
                     + ("; --quick" if settings.get("quick") else "")
                     + (f"; {settings['forks']} JVMs per framework, samples pooled" if settings["forks"] > 1
                        else "; one JVM per framework")
                     + f"; framework order seed {settings['seed']}"],
        ["command", " ".join(run["command"])],
    ]
    for kind, probe in (run.get("steadiness") or {}).items():
        rows.append([f"machine steadiness ({kind})",
                     f"{probe['task']}: median {us(probe['p50Nanos'])} µs, block medians {us(probe['blockLowNanos'])}–"
                     f"{us(probe['blockHighNanos'])} µs over {probe['seconds']:g} s (drift {probe['drift']:.0%})"])
    stalled = stall_row(document)
    if stalled:
        rows.append(stalled)
    unsettled = jit_row(document)
    if unsettled:
        rows.append(unsettled)
    method = ("Server figures are the service's own in-process timings (System.nanoTime around each single "
              "operation, after warm-up; allocation from ThreadMXBean). HTTP figures are client round trips on "
              "one keep-alive connection (time.perf_counter_ns around request and full response); overhead is "
              "each round trip minus the server time reported in its headers. Percentiles are nearest-rank "
              "values of the raw samples. A figure whose coefficient of variation exceeds 5% is marked *. "
              "Only frameworks whose round trip was verified (by Python, or in the service for JVM-only "
              "formats) are ranked. See docs/methodology.md.")
    return Section("Environment and method", method, [Table(["", ""], rows, ["l", "l"])])


def library_label(service: dict) -> str:
    """The library and version the service reports, and its RPC library if it has one (grpc)."""
    label = f"{service.get('library', '?')} {service.get('libraryVersion', '')}".strip()
    rpc = service.get("grpc")
    if rpc:
        label += f" + {rpc['library']} {rpc['libraryVersion']}"
    return label


def verification(document: dict) -> Section:
    table = Table(["framework", "library", "outcome", "independent check", "first failure"])
    for name, fw in tables.frameworks(document):
        service = fw.get("service") or {}
        failed = next((c for c in fw["verification"]["checks"] if not c["passed"]), None)
        detail = f"{failed['check']} ({failed['dataset']}): {failed['detail']}" if failed else ""
        if not detail and fw["failure"]:
            detail = f"{fw['failure']['phase']}: {fw['failure']['reason'].splitlines()[0]}"
        table.rows.append([name, library_label(service),
                           check_label(fw["verification"]["status"]),
                           fw["verification"]["pythonLibrary"] or "none: JVM-only check", detail])
    return Section("Verification", "Every payload is checked before anything is measured: the dataset's "
                   "golden hash, the format's independent Python library both ways (decode the service's "
                   "payload; encode one the service must decode), and the service's own round trip. "
                   "Frameworks without a Python library are labelled JVM-only check.", [table])


def fidelity(document: dict) -> Section | None:
    rows = {name: fw["fidelity"] for name, fw in tables.frameworks(document) if fw.get("fidelity")}
    if not rows:
        return None
    cases = [c["name"] for c in next(iter(rows.values()))]
    symbol = {"PRESERVED": "=", "CHANGED": "~", "REJECTED": "x"}
    matrix = Table(["case", *rows], align=["l", *["l"] * len(rows)])
    for i, case in enumerate(cases):
        matrix.rows.append([case, *[symbol[r[i]["outcome"]] if i < len(r) else "-" for r in rows.values()]])
    details = Table(["framework", "case", "outcome", "what happened"])
    for name, results in rows.items():
        for r in results:
            if r["outcome"] != "PRESERVED":
                details.rows.append([name, r["name"], r["outcome"].lower(), r["detail"] or ""])
    return Section("Fidelity", "Edge cases run through each codec inside its service: = preserved (equal, "
                   "doubles bit for bit, map order kept), ~ changed, x rejected.", [matrix, details])


def dataset_section(document: dict, frame: pd.DataFrame, dataset: str, images: list[Path]) -> Section:
    rows = tables.ranked(frame, dataset)
    times = Table(["#", "framework", "check", "ser p50", "ser p99", "deser p50", "deser p99", "ser B/op",
                   "deser B/op", "rt p50", "rt p99", "overhead p50", "overhead p99", "ping p50", "gRPC echo p50"],
                  align=["r", "l", "l", *["r"] * 12])
    sizes = Table(["framework", "payload", "gzip", "zstd", "lz4", "snappy"], align=["l", *["r"] * 5])
    for row in rows.itertuples():
        flag = lambda cv: "*" if cv > 0.05 else ""  # noqa: E731
        grpc = getattr(row, "grpcEchoRoundTripP50Ns", None)
        times.rows.append([
            str(row.rank), row.framework, check_label(row.verification),
            us(row.serverSerializeP50Ns) + flag(row.serverSerializeCv), us(row.serverSerializeP99Ns),
            us(row.serverDeserializeP50Ns) + flag(row.serverDeserializeCv), us(row.serverDeserializeP99Ns),
            num(row.serverSerializeAllocBytesPerOp), num(row.serverDeserializeAllocBytesPerOp),
            us(row.httpRoundtripRoundTripP50Ns), us(row.httpRoundtripRoundTripP99Ns),
            us(row.httpRoundtripOverheadP50Ns), us(row.httpRoundtripOverheadP99Ns), us(row.httpPingP50Ns),
            us(grpc)])
        sizes.rows.append([row.framework, num(row.payloadBytes), num(row.gzipBytes), num(row.zstdBytes),
                           num(row.lz4Bytes), num(row.snappyBytes)])
    failed = [name for name, fw in tables.frameworks(document) if fw["status"] == "failed"]
    text = ("Times in µs, sizes in bytes. ser/deser: in-process p50 and p99; B/op: bytes allocated per "
            "operation; rt: POST /api/roundtrip round trip (deserialize + serialize in the service); overhead: "
            "rt minus the service's codec time; ping: GET /api/ping, the transport's floor. "
            "* coefficient of variation above 5%.")
    if failed:
        text += f" Not ranked (failed): {', '.join(failed)}."
    return Section(f"Dataset: {dataset}", text, [times, sizes], images)


def cold(document: dict) -> Section | None:
    table = Table(["framework", "dataset", "first serialize", "first deserialize", "warm ser p50", "warm deser p50"],
                  align=["l", "l", "r", "r", "r", "r"])
    for name, fw in tables.frameworks(document):
        c = fw.get("cold")
        if not c or not c.get("serialize"):
            continue
        warm = fw["scenarios"].get(c["dataset"], {}).get("server", {})
        table.rows.append([name, c["dataset"], us(c["serialize"]["nanos"]), us((c.get("deserialize") or {}).get("nanos")),
                           us(warm.get("serialize", {}).get("stats", {}).get("p50")),
                           us(warm.get("deserialize", {}).get("stats", {}).get("p50"))])
    if not table.rows:
        return None
    return Section("Cold start", "The first serialize and deserialize after the service started (µs), as "
                   "the service timed them, beside the warm p50 of the same dataset.", [table])


def agreement_section(document: dict, jmh_path: Path) -> Section:
    from serbench import agreement
    rows = agreement.rows(document, agreement.load_jmh(jmh_path))
    table = Table(["framework", "dataset", "op", "service p50", "service blocks", "JMH avg", "JMH iterations",
                   "p50/JMH", "mean/JMH", "service B/op", "JMH B/op", "B/op ratio", ""],
                  align=["l", "l", "l", *["r"] * 9, "l"])
    for r in rows:
        table.rows.append([r.framework, r.dataset, r.operation, us(r.service_p50_ns),
                           f"{us(r.service_low_ns)}–{us(r.service_high_ns)}", us(r.jmh_mean_ns),
                           f"{us(r.jmh.low_ns)}–{us(r.jmh.high_ns)}", f"{r.time_ratio:.2f}", f"{r.mean_ratio:.2f}",
                           num(r.service_bytes), num(r.jmh_bytes),
                           "-" if r.bytes_ratio is None else f"{r.bytes_ratio:.3f}",
                           "" if r.agrees else r.verdict])
    verdicts = [r.verdict for r in rows]
    tolerance = f"±{agreement.TOLERANCE:.0%}"
    return Section("Agreement with JMH",
                   f"In-service figures of this run against JMH ({jmh_path.name}) on the same codec classes; times "
                   f"in µs. {len(rows)} rows: {verdicts.count('agrees')} within {tolerance} (p50 against JMH's "
                   f"average, and B/op), {verdicts.count('within drift')} within drift, "
                   f"{verdicts.count('outside')} outside. \"service blocks\" is the range of the medians of "
                   f"{agreement.BLOCKS} consecutive blocks of the service's samples, \"JMH iterations\" the range "
                   f"of JMH's measurement iterations: how far each harness saw the machine's speed move while it "
                   f"measured. \"within drift\" is a time ratio outside {tolerance} with the two ranges "
                   f"overlapping. docs/methodology.md explains the known causes of disagreement.", [table])


# -- rendering ------------------------------------------------------------------------------
def build(document: dict, out_dir: Path, jmh: Path | None = None) -> dict[str, Path]:
    """Writes every report file into out_dir and returns them by kind."""
    out_dir.mkdir(parents=True, exist_ok=True)
    frame = tables.summary_frame(document)
    files: dict[str, Path] = {"csv": out_dir / "summary.csv"}
    frame.to_csv(files["csv"], index=False)
    sections = [environment(document), verification(document)]
    if (section := fidelity(document)) is not None:
        sections.append(section)
    for dataset in document["run"]["settings"]["datasets"]:
        slug = dataset.replace("=", "-")
        images = [charts.server_times(frame, dataset, out_dir / f"server-{slug}.png"),
                  charts.payload_sizes(frame, dataset, out_dir / f"sizes-{slug}.png"),
                  charts.round_trip_split(frame, dataset, out_dir / f"roundtrip-{slug}.png")]
        sections.append(dataset_section(document, frame, dataset, [i for i in images if i]))
    if (image := charts.scaling(frame, out_dir / "scaling.png")) is not None:
        sections.append(Section("Cost against batch size", "In-process serialize + deserialize p50 per dataset.",
                                images=[image]))
    if (section := cold(document)) is not None:
        sections.append(section)
    if jmh is not None:
        sections.append(agreement_section(document, jmh))
    title = f"serbench run {document['run']['id']}"
    files["markdown"] = out_dir / "report.md"
    files["markdown"].write_text(markdown(title, sections))
    files["html"] = out_dir / "report.html"
    files["html"].write_text(html_page(title, sections))
    return files


def markdown(title: str, sections: list[Section], level: int = 2) -> str:
    parts = [f"# {title}"] if title else []
    for section in sections:
        parts.append(f"{'#' * level} {section.title}")
        if section.text:
            parts.append(section.text)
        parts += [t.markdown() for t in section.tables]
        parts += [f"![{image.stem}]({image.name})" for image in section.images]
    return "\n\n".join(parts) + "\n"


STYLE = """body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2rem auto;max-width:1400px;
padding:0 1rem;color:#1b1b1b}table{border-collapse:collapse;margin:1rem 0;font-size:.85rem}
th,td{border:1px solid #ccc;padding:.25rem .5rem}th{background:#f0f0f0}td.r{text-align:right;
font-variant-numeric:tabular-nums}img{max-width:100%;display:block;margin:1rem 0;border:1px solid #eee}
h2{border-bottom:2px solid #ddd;padding-bottom:.2rem;margin-top:2.5rem}p{max-width:70rem}"""


def html_page(title: str, sections: list[Section]) -> str:
    body = [f"<h1>{html.escape(title)}</h1>"]
    for section in sections:
        body.append(f"<h2>{html.escape(section.title)}</h2>")
        if section.text:
            body.append(f"<p>{html.escape(section.text)}</p>")
        body += [t.html() for t in section.tables]
        for image in section.images:
            data = base64.b64encode(image.read_bytes()).decode("ascii")
            body.append(f'<img alt="{html.escape(image.stem)}" src="data:image/png;base64,{data}">')
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
            f"<style>{STYLE}</style></head><body>{''.join(body)}</body></html>\n")
