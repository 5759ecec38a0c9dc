#!/usr/bin/env python3
"""Reports from serbench results dumps.

  python orchestrator/report.py results/RUN.json
      writes results/RUN/: summary.csv, report.md, PNG charts, report.html
  python orchestrator/report.py --compare A.json B.json
      prints the ratio B/A of the main figures per framework and dataset, flagging changes
      larger than the spread of the samples, then how reproducible the two runs were (server
      p50s within ±10%, framework pairs swapped outside ties); --out FILE also writes it as Markdown
  python orchestrator/report.py results/RUN.json --jmh results/jmh-TIME.json
      adds the agreement table: in-service figures against JMH on the same codecs
  python orchestrator/report.py results/RUN.json --screenshot docs/report-overview.png
      also writes the first screenful of report.html as a small PNG (headless chromium)
  python orchestrator/report.py --history [DIR]
      indexes every dump in DIR (default results/) into DIR/history.sqlite (incrementally),
      prints each framework's figures across runs and commits with each run's machine
      steadiness, and writes DIR/history.html and DIR/history.png
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serbench import venv  # noqa: E402  (standard library only: runs before the dependencies)

venv.ensure()

from rich.table import Table  # noqa: E402

from serbench import comparison, console, report, results  # noqa: E402
from serbench.environment import REPO_ROOT  # noqa: E402

RESULTS_DIR = REPO_ROOT / "results"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="report.py", description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("dumps", nargs="*", type=Path, metavar="RUN.json")
    p.add_argument("--compare", action="store_true", help="compare two dumps: A.json B.json")
    p.add_argument("--out", type=Path, help="with --compare: also write the comparison as Markdown here")
    p.add_argument("--jmh", type=Path, metavar="JMH.json",
                   help="a scripts/jmh.sh result: add the agreement table to the report")
    p.add_argument("--screenshot", type=Path, metavar="PNG",
                   help="also write the first screenful of report.html here (headless chromium)")
    p.add_argument("--history", nargs="?", type=Path, const=RESULTS_DIR, metavar="DIR",
                   help=f"figures across every run in DIR (default {RESULTS_DIR})")
    args = p.parse_args(argv)
    if args.history is not None:
        if args.dumps:
            p.error("--history reads every dump in its directory; give no RUN.json")
        if not args.history.is_dir():
            p.error(f"{args.history}: no such directory")
        return show_history(args.history)
    if not args.dumps:
        p.error("give a dump (RUN.json), --compare A.json B.json, or --history [DIR]")
    documents = []
    for path in args.dumps:
        if not path.exists():
            p.error(f"{path}: no such file")
        document = results.load(path)
        try:
            results.validate(document)
        except Exception as error:  # jsonschema.ValidationError, with the path of the problem
            p.error(f"{path} is not a valid serbench results file: {getattr(error, 'message', error)}")
        documents.append(document)

    out = console.make_console()
    if args.compare:
        if len(documents) != 2:
            p.error("--compare takes exactly two dumps: A.json B.json")
        changes = comparison.compare(*documents)
        table = Table(title=f"B/A: {args.dumps[1].name} against {args.dumps[0].name} "
                            f"(! = beyond the spread of the samples)", title_justify="left")
        for column in ("framework", "dataset", "figure", "A", "B", "B/A", ""):
            table.add_column(column, justify="right" if column in ("A", "B", "B/A") else "left")
        md = ["| framework | dataset | figure | A | B | B/A | |", "|---|---|---|---:|---:|---:|---|"]
        for c in changes:
            cells = [c.framework, c.dataset, c.figure, f"{c.a:,.0f}", f"{c.b:,.0f}", f"{c.ratio:.3f}",
                     "!" if c.significant else ""]
            table.add_row(*cells, style="bold" if c.significant else None)
            md.append("| " + " | ".join(cells) + " |")
        out.print(table)
        lines = comparison.reproducibility_lines(comparison.reproducibility(*documents))
        for line in lines:
            out.print(line, highlight=False, markup=False)
        md += ["", *lines]
        if args.out:
            args.out.write_text("\n".join(md) + "\n")
        return 0

    if len(documents) != 1:
        p.error("give one dump (or --compare A.json B.json)")
    if args.jmh is not None and not args.jmh.exists():
        p.error(f"{args.jmh}: no such file")
    files = report.build(documents[0], args.dumps[0].with_suffix(""), jmh=args.jmh)
    for kind, path in files.items():
        out.print(f"{kind}: {path}", highlight=False)
    if args.screenshot is not None:
        from serbench import screenshot
        messages = screenshot.first_screenful(files["html"], args.screenshot)
        out.print(f"screenshot: {args.screenshot}", highlight=False)
        if messages:
            out.print("the page logged: " + "; ".join(messages), highlight=False, markup=False)
            return 1
    return 0


def show_history(directory: Path) -> int:
    from serbench import history, history_report
    out = console.make_console()
    db = directory / history.DB_NAME
    out.print(f"{db}: {history.update(directory, db)}", highlight=False)
    for name, why in history.skipped(db):
        out.print(f"skipped {name}: {why}", highlight=False)
    runs, figures = history.runs(db), history.figures(db)
    if runs.empty:
        out.print(f"no serbench results in {directory}")
        return 1
    for table in history_report.console_tables(figures, runs):
        out.print(table)
    for path in (history_report.html_page(figures, runs, directory / "history.html"),
                 history_report.png(figures, runs, directory / "history.png")):
        out.print(f"{path.suffix[1:]}: {path}", highlight=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
