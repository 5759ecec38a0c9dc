"""Puts a run's tables and environment into the README, between the markers
<!-- results:start --> and <!-- results:end --> (scripts/update-readme-results.sh)."""

from __future__ import annotations

import re
from pathlib import Path

from serbench import report, tables
from serbench.environment import REPO_ROOT

START, END = "<!-- results:start -->", "<!-- results:end -->"


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


def update(readme: Path, document: dict, dump_name: str) -> None:
    text = readme.read_text()
    pattern = re.compile(re.escape(START) + ".*?" + re.escape(END), re.S)
    if not pattern.search(text):
        raise ValueError(f"{readme} has no {START} ... {END} section")
    block = f"{START}\n{results_markdown(document, dump_name)}\n{END}"
    readme.write_text(pattern.sub(lambda _m: block, text, count=1))


def main(argv: list[str]) -> int:
    from serbench import results
    if len(argv) != 1:
        print("usage: scripts/update-readme-results.sh results/RUN.json")
        return 2
    dump = Path(argv[0])
    document = results.load(dump)
    results.validate(document)
    update(REPO_ROOT / "README.md", document, dump.name)
    print(f"README.md: results section replaced with {dump.name}")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main(sys.argv[1:]))
