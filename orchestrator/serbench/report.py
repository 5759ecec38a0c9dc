"""Reports from a results dump, written beside it in results/<run-id>/: summary.csv,
report.md with a table per dataset, PNG charts, and report.html with everything embedded.

Both reports open with the answer (per dataset, the fastest verified framework and its
margin). report.html then shows, per dataset, the interactive overview (time against payload
size with the Pareto front, the ranking with its intervals and ties, where a round trip's time
goes), and below it, collapsed, the details: environment and method, verification, fidelity,
every figure, the PNG charts."""

from __future__ import annotations

import base64
import html
from pathlib import Path

import pandas as pd

from serbench import charts, configured, evolution_matrix, interactive, overview, stalls, tables
from serbench.datasets import DEFAULT_MODEL, MODELS
from serbench.results import one_way
from serbench.sections import Section, Table, aa_control, aa_verdict, fork_spread, num, share, us
from serbench.sections import times as parts_times


def check_label(status: str, reads_only: bool = False) -> str:
    """reads_only: verified by a Python library that reads the format but cannot write it."""
    if status == "verified" and reads_only:
        return "verified (Python reads it; no Python writer)"
    return {"verified": "verified (Python, both ways)", "jvm-only": "JVM-only check",
            "failed": "FAILED", "pending": "not checked"}.get(status, status)


def one_way_row(row) -> bool:
    """A ranking row's verifiedOneWay (absent from frames built without it)."""
    return bool(getattr(row, "verifiedOneWay", False) == True)  # noqa: E712 (a numpy bool, or NaN)


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


def pooled_counts(settings: dict) -> str:
    """How many timed samples each figure pools: --iterations (--http-requests) per JVM times
    the JVMs (forks) whose samples are concatenated, and the rounds each JVM's are taken in."""
    forks, per_jvm = settings["forks"], settings["iterations"]
    http_per_jvm = settings.get("httpRequests", per_jvm)  # dumps made before --http-requests
    rounds = f" over {settings['rounds']} rounds" if settings.get("rounds", 1) > 1 else ""
    if forks == 1:
        return (f"{per_jvm} timed operations per server figure, {http_per_jvm} timed requests per HTTP phase"
                + (f", each taken{rounds}" if rounds else ""))
    return (f"{per_jvm * forks} timed operations per server figure ({per_jvm} in each of {forks} JVMs{rounds}, "
            f"pooled), {http_per_jvm * forks} timed requests per HTTP phase ({http_per_jvm} per JVM)")


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
        ["settings", f"{pooled_counts(settings)}; server warm-up up to "
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
    method = ("Server figures are the service's own in-process timings (System.nanoTime around each "
              "operation, or around a batch of them where one takes under 20 µs, after warm-up; allocation from "
              "ThreadMXBean). HTTP figures are client round trips on "
              "one keep-alive connection (time.perf_counter_ns around request and full response); overhead is "
              "each round trip minus the server time reported in its headers. Percentiles are nearest-rank "
              "values of the raw samples; each ranked p50 has a 95% confidence interval (a hierarchical bootstrap: "
              "the forks, fresh JVMs, drawn with replacement, then the rounds within each drawn fork, with the "
              "same draws for every framework and for serialize and deserialize), a framework's rank is 1 + "
              "the number of frameworks certainly faster (the interval of the ratio of the two p50s wholly below "
              "1), frameworks not certainly apart share a rank (tied), and a "
              f"figure whose interval is wider than ±{tables.UNSTABLE_HALF_WIDTH:.0%} of it is marked * (unstable). "
              "Only frameworks whose round trip was verified (by Python, or in the service for JVM-only "
              "formats) and never failed in the measured run are ranked. See docs/methodology.md.")
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
                           check_label(fw["verification"]["status"], one_way(fw["verification"])),
                           fw["verification"]["pythonLibrary"] or "none: JVM-only check", detail])
    return Section("Verification", "Every payload is checked before anything is measured: the dataset's "
                   "golden hash, the format's independent Python library both ways (decode the service's "
                   "payload; encode one the service must decode, where the library can write the format), "
                   "and the service's own round trip. Frameworks without a Python library are labelled "
                   "JVM-only check.", [table])


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
    text = ("Edge cases run through each codec inside its service: = preserved (equal, doubles bit for bit, "
            "map order kept), ~ changed, x rejected.")
    if not details.rows:  # a table of what happened would have a header and nothing under it
        return Section("Fidelity", text + " Every framework preserved every case.", [matrix])
    return Section("Fidelity", text, [matrix, details])


def _staged(rows: pd.DataFrame) -> bool:
    """Whether a ranking has a staged codec (one with a conversion share)."""
    return "serverSerializeConversionShare" in rows and bool(rows["serverSerializeConversionShare"].notna().any())


def dataset_section(document: dict, frame: pd.DataFrame, dataset: str, images: list[Path]) -> Section:
    rows = tables.ranked(frame, dataset)
    staged = _staged(rows)
    headers = ["#", "framework", "check", "ser p50", "ser p99", "deser p50", "deser p99", "forks × ser/deser"]
    headers += ["conversion ser/deser"] if staged else []
    headers += ["ser B/op", "deser B/op", "rt p50", "rt p99", "overhead p50", "overhead p99", "ping p50",
                "gRPC echo p50"]
    times = Table(headers, align=["r", "l", "l", *["r"] * (len(headers) - 3)])
    sizes = Table(["framework", "payload", "gzip", "zstd", "lz4", "snappy"], align=["l", *["r"] * 5])
    for row in rows.itertuples():
        flag = lambda unstable: "*" if bool(unstable) else ""  # noqa: E731
        grpc = getattr(row, "grpcEchoRoundTripP50Ns", None)
        cells = [rank_label(row), row.framework, check_label(row.verification, one_way_row(row)),
                 us(row.serverSerializeP50Ns) + flag(row.serverSerializeUnstable), us(row.serverSerializeP99Ns),
                 us(row.serverDeserializeP50Ns) + flag(row.serverDeserializeUnstable), us(row.serverDeserializeP99Ns),
                 spreads(row)]
        if staged:
            cells.append(f"{share(getattr(row, 'serverSerializeConversionShare', None))}/"
                         f"{share(getattr(row, 'serverDeserializeConversionShare', None))}")
        times.rows.append(cells + [
            num(row.serverSerializeAllocBytesPerOp), num(row.serverDeserializeAllocBytesPerOp),
            us(row.httpRoundtripRoundTripP50Ns), us(row.httpRoundtripRoundTripP99Ns),
            us(row.httpRoundtripOverheadP50Ns), us(row.httpRoundtripOverheadP99Ns), us(row.httpPingP50Ns),
            us(grpc)])
        sizes.rows.append([row.framework, num(row.payloadBytes), num(row.gzipBytes), num(row.zstdBytes),
                           num(row.lz4Bytes), num(row.snappyBytes)])
    unranked = tables.not_ranked(document)
    text = ("Times in µs, sizes in bytes. ser/deser: in-process p50 and p99; forks ×: the forks' own p50s, max / "
            "min; B/op: bytes allocated per operation; rt: POST /api/roundtrip round trip (deserialize + serialize "
            "in the service); overhead: rt minus the service's codec time; ping: GET /api/ping, the transport's "
            f"floor. {tables.UNSTABLE_NOTE}. #: {tables.TIES_NOTE}.")
    if staged:
        text += (" conversion: for codecs that build their own object tree, the share of the operation spent "
                 "converting between the model and the framework's objects (toWire p50 / serialize p50, fromWire "
                 "p50 / deserialize p50).")
    if tables.provisional(rows):
        text += f" {tables.PROVISIONAL_NOTE}."
    if unranked:
        text += " Not ranked: " + "; ".join(f"{name} ({reason})" for name, reason in unranked) + "."
    return Section(f"Dataset: {dataset}", text, [times, sizes], images)


def spreads(row) -> str:
    """The spread between forks of serialize and deserialize, e.g. ``1.10×/1.25×``."""
    ser, de = (getattr(row, f"server{op}ForkSpread", None) for op in ("Serialize", "Deserialize"))
    if (ser is None or pd.isna(ser)) and (de is None or pd.isna(de)):
        return "-"
    return f"{parts_times(ser)}/{parts_times(de)}"


def cold(document: dict) -> Section | None:
    table = Table(["framework", "dataset", "first serialize", "first deserialize", "warm ser p50", "warm deser p50"],
                  align=["l", "l", "r", "r", "r", "r"])
    for name, fw in tables.frameworks(document):
        c = fw.get("cold")
        if not c or not c.get("serialize"):
            continue
        warm = fw["datasets"].get(c["dataset"], {}).get("server", {})
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


# -- overview -------------------------------------------------------------------------------
def rank_label(row) -> str:
    """The rank, with "=" when the ranking shares it with another framework (a tie), "~" before
    it when it is provisional (one JVM per framework: tables.PROVISIONAL_NOTE)."""
    if bool(getattr(row, "provisional", False)):
        return f"~{row.rank}"
    return f"{row.rank}=" if bool(getattr(row, "tied", False)) else str(row.rank)


def interval(row, low: str, high: str) -> str:
    lo, hi = getattr(row, low, None), getattr(row, high, None)
    if lo is None or hi is None or pd.isna(lo) or pd.isna(hi):
        return "-"
    return f"{us(lo)}–{us(hi)}"


def answer(frame: pd.DataFrame, datasets: list[str]) -> Section:
    """One line per dataset: the fastest verified framework and its margin."""
    lines = []
    for dataset in datasets:
        found = overview.headline(frame, dataset)
        lines.append(f"- {found.sentence()}" if found else f"- {dataset}: no framework verified and measured")
    text = ("Server-side serialize + deserialize p50 (in-process, after warm-up); \"faster\" compares medians; tied: "
            "no certain order (the 95% interval of the ratio of the two p50s contains 1).")
    if any(tables.provisional(tables.ranked(frame, dataset)) for dataset in datasets):
        text += f" {tables.PROVISIONAL_NOTE}."
    return Section("The answer", text + "\n\n" + "\n".join(lines))


def ranking_table(rows: pd.DataFrame) -> Table:
    staged = _staged(rows)
    headers = ["#", "framework", "check", "ser + deser p50", "95% CI", "forks' p50s (min–max)", "ser p50",
               "deser p50"] + (["conversion ser/deser"] if staged else []) + [
        "payload", "rt p50", "rt 95% CI", "rt #", "note"]
    table = Table(headers, align=["r", "l", "l", *["r"] * (len(headers) - 4), "l"])
    for row in rows.itertuples():
        notes = [word for word, on in (("provisional: one JVM", getattr(row, "provisional", False)),
                                       ("tied", getattr(row, "tied", False)),
                                       ("unstable: wide interval", getattr(row, "unstable", False))) if bool(on)]
        forks = interval(row, "serverForkP50MinNs", "serverForkP50MaxNs")
        spread = getattr(row, "serverForkSpread", None)
        cells = [rank_label(row), row.framework, check_label(row.verification, one_way_row(row)), us(row.serverP50Ns),
                 interval(row, "serverP50CiLowNs", "serverP50CiHighNs"),
                 forks if forks == "-" else f"{forks} ({parts_times(spread)})", us(row.serverSerializeP50Ns),
                 us(row.serverDeserializeP50Ns)]
        if staged:
            cells.append(f"{share(getattr(row, 'serverSerializeConversionShare', None))}/"
                         f"{share(getattr(row, 'serverDeserializeConversionShare', None))}")
        rt_rank = f"~{row.roundTripRank}" if bool(getattr(row, "provisional", False)) else str(row.roundTripRank)
        table.rows.append(cells + [num(row.payloadBytes), us(row.httpRoundtripRoundTripP50Ns),
                                   interval(row, "httpRoundtripRoundTripP50CiLowNs", "httpRoundtripRoundTripP50CiHighNs"),
                                   rt_rank, "; ".join(notes)])
    return table


def overview_html(document: dict, frame: pd.DataFrame, dataset: str, figures: dict[str, dict]) -> str:
    """A dataset's overview: the answer chart and the ranking side by side, the ranking table,
    where the time goes (or a line saying the run did not measure it)."""
    rows = tables.ranked(frame, dataset)
    slug = dataset.replace("=", "-")
    parts = [f'<section class="overview" id="overview-{html.escape(slug)}"><h2>{html.escape(dataset)}</h2>']
    if rows.empty:
        return parts[0] + "<p>No framework was verified and measured for this dataset.</p></section>"
    found = overview.headline(frame, dataset)
    parts.append(f"<p><b>{html.escape(found.sentence())}</b>. Pareto front (no framework both faster and smaller): "
                 f"{html.escape(', '.join(overview.pareto_front(rows)))}.</p>")
    figures[f"answer-{slug}"] = interactive.answer_figure(rows, dataset)
    figures[f"ranking-{slug}"] = interactive.ranking_figure(rows, dataset)
    parts.append(f'<div class="pair">{interactive.figure_div(f"answer-{slug}")}'
                 f'{interactive.figure_div(f"ranking-{slug}")}</div>')
    parts.append(ranking_table(rows).html())
    provisional = f" {tables.PROVISIONAL_NOTE}." if tables.provisional(rows) else ""
    parts.append(f'<p class="note">Times in µs, payload in bytes. {html.escape(tables.TIES_NOTE)}. rt: POST '
                 f"/api/roundtrip round trip and its own tie-aware rank (rt #).{html.escape(provisional)}</p>")
    splits = overview.where_time_goes(document, frame, dataset)
    if splits is None:
        parts.append('<p class="note">Where the time goes (codec, server HTTP stack, client and transport): not '
                     "measured in this run (the services did not report their handling time per request).</p>")
    else:
        figures[f"split-{slug}"] = interactive.split_figure(splits, dataset)
        parts.append(interactive.figure_div(f"split-{slug}"))
    return "".join(parts) + "</section>"


# -- rendering ------------------------------------------------------------------------------
def build(document: dict, out_dir: Path, jmh: Path | None = None) -> dict[str, Path]:
    """Writes every report file into out_dir and returns them by kind."""
    out_dir.mkdir(parents=True, exist_ok=True)
    evolution = evolution_matrix.section(document)
    if evolution is not None and not document["frameworks"]:
        return evolution_only(document, out_dir, evolution)
    frame = tables.summary_frame(document)
    files: dict[str, Path] = {"csv": out_dir / "summary.csv"}
    frame.to_csv(files["csv"], index=False)
    datasets = document["run"]["settings"]["datasets"]
    first = answer(frame, datasets)
    sections = [environment(document), verification(document)]
    if (section := fidelity(document)) is not None:
        sections.append(section)
    for dataset in datasets:
        slug = dataset.replace("=", "-")
        images = [charts.server_times(frame, dataset, out_dir / f"server-{slug}.png"),
                  charts.payload_sizes(frame, dataset, out_dir / f"sizes-{slug}.png"),
                  charts.round_trip_split(frame, dataset, out_dir / f"roundtrip-{slug}.png")]
        if (splits := overview.where_time_goes(document, frame, dataset)) is not None:
            images.append(charts.time_split(splits, dataset, out_dir / f"where-{slug}.png"))
        sections.append(dataset_section(document, frame, dataset, [i for i in images if i]))
        if (section := fork_spread(tables.ranked(frame, dataset), dataset)) is not None:
            sections.append(section)
    # scaling.png for the default model, as before there were two; scaling-<model>.png for each other one
    scaling = [charts.scaling(frame, out_dir / ("scaling.png" if model == DEFAULT_MODEL else f"scaling-{model}.png"),
                              model) for model in MODELS]
    if any(scaling):
        sections.append(Section("Cost against batch size", "In-process serialize + deserialize p50 per dataset, "
                                "one chart per data model.", images=[image for image in scaling if image]))
    sections += [s for s in (aa_control(frame), configured.section(document), cold(document)) if s is not None]
    if jmh is not None:
        sections.append(agreement_section(document, jmh))
    if evolution is not None:
        sections.append(evolution)
        files["evolution"] = evolution_matrix.write_csv(document, out_dir / "evolution.csv")
    title = f"serbench run {document['run']['id']}"
    files["markdown"] = out_dir / "report.md"
    files["markdown"].write_text(markdown(title, [first, *sections]))
    files["html"] = out_dir / "report.html"
    files["html"].write_text(html_page(title, document, frame, sections))
    return files


def evolution_only(document: dict, out_dir: Path, evolution: Section) -> dict[str, Path]:
    """A run of the evolution matrix alone: it timed nothing, so its report is the matrix and the
    environment (without the timing settings, which did not apply), with no answer or ranking."""
    files = {"evolution": evolution_matrix.write_csv(document, out_dir / "evolution.csv"),
             "markdown": out_dir / "report.md", "html": out_dir / "report.html"}
    table = environment(document).tables[0]
    setting = Section("Environment", tables=[Table(table.headers, [r for r in table.rows if r[0] != "settings"], table.align)])
    title = f"serbench run {document['run']['id']}: schema evolution"
    files["markdown"].write_text(markdown(title, [evolution, setting]))
    files["html"].write_text(html_page(title, document, pd.DataFrame(), [setting, evolution]))
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


def section_html(section: Section) -> str:
    parts = [f"<p>{html.escape(section.text)}</p>"] if section.text else []
    if section.html:  # its own markup stands for its tables (which are for report.md)
        return "".join(parts) + section.html
    parts += [t.html() for t in section.tables]
    for image in section.images:
        data = base64.b64encode(image.read_bytes()).decode("ascii")
        parts.append(f'<img alt="{html.escape(image.stem)}" src="data:image/png;base64,{data}">')
    return "".join(parts)


def html_page(title: str, document: dict, frame: pd.DataFrame, details: list[Section]) -> str:
    """The overview first (the answer, then per dataset the interactive charts and ranking),
    then the sections with markup of their own, open (the evolution matrix), then every detail
    section collapsed. A document of an evolution run alone has no overview."""
    run = document["run"]
    opened = [f'<section id="{s.title.lower().replace(" ", "-")}"><h2>{html.escape(s.title)}</h2>{section_html(s)}'
              "</section>" for s in details if s.html]
    details = [section for section in details if not section.html]
    if opened and not document["frameworks"]:
        body = [f"<h1>{html.escape(title)}</h1>", f'<p class="note">{html.escape(run["startedAt"])}, commit '
                f'{html.escape(run["gitCommit"] or "unknown")}: the schema-evolution matrix alone (run.py --evolution), '
                "no times measured.</p>", *opened, "<h2>Details</h2>"]
        body += [f"<details><summary>{html.escape(s.title)}</summary>{section_html(s)}</details>" for s in details]
        return interactive.page(title, body, {})
    datasets = run["settings"]["datasets"]
    names = [name for name, _ in tables.frameworks(document)]
    lines = []
    for dataset in datasets:
        found = overview.headline(frame, dataset)
        lines.append(f"<li>{html.escape(found.sentence() if found else dataset + ': no framework verified and measured')}"
                     "</li>")
    body = [f"<h1>{html.escape(title)}</h1>",
            f'<p class="note">{html.escape(run["startedAt"])}, commit {html.escape(run["gitCommit"] or "unknown")}, '
            f'{run["settings"]["forks"]} JVM(s) per framework, {len(names)} frameworks, run {html.escape(run["status"])}. '
            "Server-side serialize + deserialize p50 (in-process, after warm-up); tied: no certain order (the 95% "
            "interval of the ratio of the two p50s contains 1). Details (environment, verification, fidelity, every figure) are below the overview.</p>",
            interactive.framework_filter(names),
            f'<div class="answer"><b>The answer</b><ul>{"".join(lines)}</ul>'
            + (f"<p>{html.escape(aa_verdict(checks))}</p>" if (checks := tables.aa_control(frame)) else "")
            + "</div>"]
    figures: dict[str, dict] = {}
    body += [overview_html(document, frame, dataset, figures) for dataset in datasets]
    body += [*opened, "<h2>Details</h2>"]
    for section in details:
        body.append(f"<details><summary>{html.escape(section.title)}</summary>{section_html(section)}</details>")
    body.append(distributions_html(document, frame, figures))
    return interactive.page(title, body, figures)


def distributions_html(document: dict, frame: pd.DataFrame, figures: dict[str, dict]) -> str:
    """Every server sample of every ranked framework, per dataset and operation, collapsed."""
    parts = []
    for dataset in document["run"]["settings"]["datasets"]:
        rows = tables.ranked(frame, dataset)
        if rows.empty:
            continue
        slug = dataset.replace("=", "-")
        for operation in ("serialize", "deserialize"):
            figures[f"samples-{operation}-{slug}"] = interactive.distribution_figure(document, rows, dataset, operation)
            parts.append(interactive.figure_div(f"samples-{operation}-{slug}"))
    return ("<details><summary>Raw distributions</summary><p>Every timed server-side sample, pooled over the "
            "forks, of each ranked framework.</p>" + "".join(parts) + "</details>") if parts else ""
