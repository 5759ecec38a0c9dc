"""Puts a run's figures into the docs, between markers, from its results file:

- scripts/update-readme-results.sh: every table and the environment into docs/results.md
  (<!-- results:start --> ... <!-- results:end -->) and a summary of one dataset into the
  README (<!-- results-summary:start --> ... <!-- results-summary:end -->);
- scripts/update-readme-columnar.sh: the batch-size table of docs/formats.md, section "Arrow
  and Parquet" (<!-- columnar:start --> ... <!-- columnar:end -->);
- scripts/update-readme-evolution.sh: the schema-evolution matrix of a run.py --evolution run
  into the README (<!-- evolution:start --> ... <!-- evolution:end -->)."""

from __future__ import annotations

import re
from pathlib import Path

from serbench import datasets, evolution_matrix, report, tables
from serbench.environment import REPO_ROOT

START, END = "<!-- results:start -->", "<!-- results:end -->"
SUMMARY_START, SUMMARY_END = "<!-- results-summary:start -->", "<!-- results-summary:end -->"
COLUMNAR_START, COLUMNAR_END = "<!-- columnar:start -->", "<!-- columnar:end -->"
EVOLUTION_START, EVOLUTION_END = "<!-- evolution:start -->", "<!-- evolution:end -->"
README = REPO_ROOT / "README.md"
RESULTS_PAGE = REPO_ROOT / "docs" / "results.md"
FORMATS_PAGE = REPO_ROOT / "docs" / "formats.md"
#: The dataset the README summarises when the run measured it.
SUMMARY_DATASET = "large"
SHORT_CHECK = {"verified": "Python, both ways", "jvm-only": "JVM-only"}


def results_markdown(document: dict, dump_name: str) -> str:
    frame = tables.summary_frame(document)
    sections = [report.environment(document), report.verification(document)]
    if (fidelity := report.fidelity(document)) is not None:
        sections.append(fidelity)
    sections += [report.dataset_section(document, frame, dataset, [])
                 for dataset in document["run"]["settings"]["datasets"]]
    intro = (f"Measured by `{' '.join(document['run']['command'])}` ({dump_name}); produced by "
             f"`scripts/update-readme-results.sh`, not typed. Charts: `python orchestrator/report.py "
             f"results/{dump_name}`.")
    return intro + "\n\n" + report.markdown("", sections, level=3)


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _objects(label: str) -> str:
    dataset = datasets.parse(label)
    return f"{dataset.count} users" if dataset.model == "users" else f"{dataset.count} {dataset.model} objects"


def summary_markdown(document: dict, dump_name: str) -> str:
    """The README's summary: one dataset of the run (large, else its last), ranked as in
    docs/results.md, with the server p50s, the HTTP round trip and the payload."""
    run, settings = document["run"], document["run"]["settings"]
    measured = settings["datasets"]
    dataset = SUMMARY_DATASET if SUMMARY_DATASET in measured else measured[-1]
    forks = settings["forks"]
    which = (f"Dataset `{dataset}` ({_objects(dataset)})" if dataset == SUMMARY_DATASET else
             f"Dataset `{dataset}` ({_objects(dataset)}; the run has no `{SUMMARY_DATASET}`, so its last dataset)")
    replicas = [name for name, entry in document["frameworks"].items() if entry.get("replicaOf")]
    counted = len([name for name in settings["frameworks"] if name not in replicas])
    also = f" and the A/A replica {', '.join(replicas)}" if replicas else ""
    intro = (f"Run `{run['id']}` (`{' '.join(run['command'])}`: {counted} frameworks{also}, "
             f"datasets {_listed(measured)}, {forks} JVM{'s' if forks > 1 else ''} per framework"
             f"{', samples pooled' if forks > 1 else ''}); produced by `scripts/update-readme-results.sh` from "
             f"the run's tables in [docs/results.md](docs/results.md), not typed. {which}, in the order of the "
             f"run's ranking by server serialize + deserialize p50: `#` is 1 + the number of frameworks certainly "
             f"faster (the 95% interval of the ratio of the two p50s wholly below 1), `=` marks a tie"
             f"{', `~` a provisional rank (one JVM per framework)' if forks < 2 else ''}. Times in µs: ser and deser are the service's "
             f"in-process p50s (`*`: interval wider than ±{tables.UNSTABLE_HALF_WIDTH:.0%}), rt the p50 of an "
             f"HTTP `/api/roundtrip`; payload in bytes; check: how the payload was verified.")
    rows = ["| # | framework | check | ser p50 | deser p50 | rt p50 | payload |", "|---:|---|---|---:|---:|---:|---:|"]
    for row in tables.ranked(tables.summary_frame(document), dataset).itertuples():
        flag = lambda unstable: "*" if bool(unstable) else ""  # noqa: E731
        check = "Python reads" if row.verification == "verified" and report.one_way_row(row) else \
            SHORT_CHECK.get(row.verification, row.verification)
        rows.append(f"| {report.rank_label(row)} | {row.framework} | {check} "
                    f"| {report.us(row.serverSerializeP50Ns)}{flag(row.serverSerializeUnstable)} "
                    f"| {report.us(row.serverDeserializeP50Ns)}{flag(row.serverDeserializeUnstable)} "
                    f"| {report.us(row.httpRoundtripRoundTripP50Ns)} | {report.num(row.payloadBytes)} |")
    return intro + "\n\n" + "\n".join(rows)


def _per_user_us(measured: dict, operation: str) -> float:
    return measured["server"][operation]["stats"]["p50"] / 1000 / measured["count"]


def _big_dataset(document: dict) -> str:
    """The one dataset of the run beyond LARGE (``users=N``), beside ``large``."""
    datasets = document["run"]["settings"]["datasets"]
    big = [d for d in datasets if d.startswith("users=")]
    if "large" not in datasets or len(big) != 1:
        raise ValueError(f"the batch-size table needs datasets large and one users=N, the run has {datasets}")
    return big[0]


def columnar_markdown(document: dict, dump_name: str) -> str:
    """LARGE beside one much larger batch, per user, for every framework measured in both."""
    big = _big_dataset(document)
    users = big.removeprefix("users=")
    rows = [f"| framework | LARGE ser | LARGE deser | {users} ser | {users} deser "
            f"| LARGE B/user (zstd) | {users} B/user (zstd) | {users}: collections (s), cv ser/deser |",
            "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for name, fw in tables.frameworks(document):
        measured = fw.get("datasets") or {}
        if fw["status"] != "measured" or "large" not in measured or big not in measured:
            continue
        large, batch = measured["large"], measured[big]
        sizes = [f"{s['payloadBytes'] / s['count']:,.0f} ({s['compressedBytes']['zstd'] / s['count']:,.0f})"
                 for s in (large, batch)]
        gc = batch["server"]["gc"]
        cvs = "/".join(f"{batch['server'][op]['stats']['cv']:.0%}" for op in ("serialize", "deserialize"))
        rows.append(f"| {name} | {_per_user_us(large, 'serialize'):.1f} | {_per_user_us(large, 'deserialize'):.1f} "
                    f"| {_per_user_us(batch, 'serialize'):.1f} | {_per_user_us(batch, 'deserialize'):.1f} "
                    f"| {sizes[0]} | {sizes[1]} | {gc['collections']} ({gc['timeMillis'] / 1000:.1f}), {cvs} |")
    settings = document["run"]["settings"]
    intro = (f"Run `{document['run']['id']}` ({dump_name}), measured by `{' '.join(document['run']['command'])}`, "
             f"{settings['iterations']} timed operations per figure and {settings['forks']} fork(s); produced by "
             f"`scripts/update-readme-columnar.sh`, not typed. Server p50 per user in µs; payload bytes per user "
             f"(zstd -3 in brackets); the collections that ran during the {users}-user timed operations.")
    return intro + "\n\n" + "\n".join(rows)


def update(readme: Path, document: dict, dump_name: str, start: str = START, end: str = END,
           render=results_markdown) -> None:
    text = readme.read_text()
    pattern = re.compile(re.escape(start) + ".*?" + re.escape(end), re.S)
    if not pattern.search(text):
        raise ValueError(f"{readme} has no {start} ... {end} section")
    block = f"{start}\n{render(document, dump_name)}\n{end}"
    readme.write_text(pattern.sub(lambda _m: block, text, count=1))


def main(argv: list[str]) -> int:
    from serbench import results
    columnar, evolution = argv[:1] == ["--columnar"], argv[:1] == ["--evolution"]
    args = argv[1:] if columnar or evolution else argv
    usage = ("usage: scripts/update-readme-results.sh results/RUN.json\n"
             "       scripts/update-readme-columnar.sh results/RUN.json  (a run of large and users=N)\n"
             "       scripts/update-readme-evolution.sh results/RUN.json  (a run of run.py --evolution)")
    if args in (["-h"], ["--help"]):
        print(usage)
        return 0
    if len(args) != 1:
        print(usage)
        return 2
    dump = Path(args[0])
    if not dump.is_file():
        print(f"no results file {dump}\n{usage}")
        return 2
    document = results.load(dump)
    results.validate(document)
    if evolution:
        if evolution_matrix.section_of(document) is None:
            print(f"{dump} has no evolution section: it was not written by run.py --evolution\n{usage}")
            return 2
        update(README, document, dump.name, EVOLUTION_START, EVOLUTION_END, evolution_matrix.readme_markdown)
        print(f"README.md: the schema-evolution matrix replaced with {dump.name}")
    elif columnar:
        update(FORMATS_PAGE, document, dump.name, COLUMNAR_START, COLUMNAR_END, columnar_markdown)
        print(f"docs/formats.md: the Arrow and Parquet batch-size table replaced with {dump.name}")
    else:
        update(RESULTS_PAGE, document, dump.name)
        update(README, document, dump.name, SUMMARY_START, SUMMARY_END, summary_markdown)
        print(f"docs/results.md: every table replaced with {dump.name}; README.md: its summary too")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main(sys.argv[1:]))
