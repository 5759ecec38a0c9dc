"""Puts a run's tables and environment into the README, between the markers
<!-- results:start --> and <!-- results:end --> (scripts/update-readme-results.sh), and the
batch-size table of section "Arrow and Parquet" between <!-- columnar:start --> and
<!-- columnar:end --> (scripts/update-readme-columnar.sh)."""

from __future__ import annotations

import re
from pathlib import Path

from serbench import report, tables
from serbench.environment import REPO_ROOT

START, END = "<!-- results:start -->", "<!-- results:end -->"
COLUMNAR_START, COLUMNAR_END = "<!-- columnar:start -->", "<!-- columnar:end -->"


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
    columnar = argv[:1] == ["--columnar"]
    args = argv[1:] if columnar else argv
    if len(args) != 1:
        print("usage: scripts/update-readme-results.sh results/RUN.json\n"
              "       scripts/update-readme-columnar.sh results/RUN.json  (a run of large and users=N)")
        return 2
    dump = Path(args[0])
    document = results.load(dump)
    results.validate(document)
    if columnar:
        update(REPO_ROOT / "README.md", document, dump.name, COLUMNAR_START, COLUMNAR_END, columnar_markdown)
        print(f"README.md: the Arrow and Parquet batch-size table replaced with {dump.name}")
    else:
        update(REPO_ROOT / "README.md", document, dump.name)
        print(f"README.md: results section replaced with {dump.name}")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main(sys.argv[1:]))
