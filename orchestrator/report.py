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
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rich.table import Table  # noqa: E402

from serbench import comparison, console, report, results  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="report.py", description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("dumps", nargs="+", type=Path, metavar="RUN.json")
    p.add_argument("--compare", action="store_true", help="compare two dumps: A.json B.json")
    p.add_argument("--out", type=Path, help="with --compare: also write the comparison as Markdown here")
    p.add_argument("--jmh", type=Path, metavar="JMH.json",
                   help="a scripts/jmh.sh result: add the agreement table to the report")
    args = p.parse_args(argv)
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
