"""serbench's MediaContent figures beside published tables (serbench.published), as ratios to
one reference framework per table: absolute times come from different machines, JVMs and
harnesses, but "B takes 1.4x what A takes" can be compared.

    python -m serbench.published_comparison results/RUN.json [docs/comparison.md]

writes the tables between the markers of docs/comparison.md (the prose around them is
written by hand: where and why the orders differ).
"""

from __future__ import annotations

import sys
from itertools import combinations
from pathlib import Path

import jsonschema
import pandas as pd
from scipy.stats import spearmanr

from serbench import results, tables
from serbench.published import TABLES, Table

START = "<!-- comparison:start -->"
END = "<!-- comparison:end -->"
ONE = "mediacontent=1"
THOUSAND = "mediacontent=1000"
#: Two frameworks count as "in the opposite order" only when each side separates them by more than this.
CLEAR_FACTOR = 1.2


def measured(document: dict) -> pd.DataFrame:
    """Per framework: server p50s at one object and per object at a thousand, payload size."""
    frame = tables.summary_frame(document)
    frame = frame[frame["rankable"].astype(bool) & frame["dataset"].isin([ONE, THOUSAND])]
    rows = {}
    for name, group in frame.groupby("framework"):
        one = group[group["dataset"] == ONE]
        if one.empty:
            continue
        row = {"serialize": float(one["serverSerializeP50Ns"].iloc[0]),
               "deserialize": float(one["serverDeserializeP50Ns"].iloc[0]),
               "bytes": int(one["payloadBytes"].iloc[0])}
        thousand = group[group["dataset"] == THOUSAND]
        if not thousand.empty:
            row["total1000"] = float(thousand["serverSerializeP50Ns"].iloc[0]
                                     + thousand["serverDeserializeP50Ns"].iloc[0]) / 1000
        rows[name] = row
    return pd.DataFrame.from_dict(rows, orient="index")


def compare(table: Table, ours: pd.DataFrame) -> tuple[pd.DataFrame, dict]:
    """The rows both have, as ratios to the table's reference framework, and how the orders agree."""
    common = [row for row in table.rows if row.framework in ours.index]
    if table.reference not in ours.index or not any(r.framework == table.reference for r in common):
        raise ValueError(f"{table.key}: the reference framework {table.reference} was not measured at {ONE}")
    ref_pub = next(r for r in common if r.framework == table.reference)
    ref_our = ours.loc[table.reference]
    out = []
    for row in common:
        our = ours.loc[row.framework]
        entry = {
            "framework": row.framework, "published as": row.published_name,
            "pub ser": row.serialize_ns / ref_pub.serialize_ns, "our ser": our["serialize"] / ref_our["serialize"],
            "pub deser": row.deserialize_ns / ref_pub.deserialize_ns,
            "our deser": our["deserialize"] / ref_our["deserialize"],
            "pub total": (row.serialize_ns + row.deserialize_ns) / (ref_pub.serialize_ns + ref_pub.deserialize_ns),
            "our total": (our["serialize"] + our["deserialize"]) / (ref_our["serialize"] + ref_our["deserialize"]),
            "pub bytes": row.size_bytes, "our bytes": int(our["bytes"]),
        }
        if "total1000" in ours.columns and pd.notna(our.get("total1000")):
            entry["our total 1000"] = our["total1000"] / ref_our["total1000"]
        out.append(entry)
    frame = pd.DataFrame(out).sort_values("pub total").reset_index(drop=True)
    rho = spearmanr(frame["pub total"], frame["our total"]).statistic if len(frame) > 2 else float("nan")
    swapped = []
    for a, b in combinations(frame.to_dict("records"), 2):
        pub = a["pub total"] / b["pub total"]
        our = a["our total"] / b["our total"]
        if (pub < 1 / CLEAR_FACTOR and our > CLEAR_FACTOR) or (pub > CLEAR_FACTOR and our < 1 / CLEAR_FACTOR):
            swapped.append((a["framework"], b["framework"], pub, our))
    return frame, {"frameworks": len(frame), "spearman": rho, "swapped": swapped,
                   "pairs": len(frame) * (len(frame) - 1) // 2}


def _x(value: float) -> str:
    return f"{value:.2f}"


def markdown(document: dict, dump_name: str) -> str:
    ours = measured(document)
    lines = [f"Generated from `{dump_name}` by `scripts/update-comparison.sh`, not typed. serbench: server "
             f"in-process p50 of `{ONE}` (and, last column, serialize + deserialize per object at `{THOUSAND}`), "
             f"payload bytes of `{ONE}` (with its one-element list).", ""]
    for table in TABLES:
        frame, agreement = compare(table, ours)
        lines += [f"### {table.title}", "",
                  f"- Source: {table.source}.",
                  f"- Platform: {table.platform}.",
                  f"- Instance: {table.instance}.",
                  f"- Ratios: time of each framework / time of **{table.reference}** in the same table "
                  f"(below 1: faster than {table.reference}).", ""]
        header = ["framework", "published as", "ser: published", "ser: serbench", "deser: published",
                  "deser: serbench", "total: published", "total: serbench"]
        has_1000 = "our total 1000" in frame.columns
        if has_1000:
            header.append("total: serbench, 1000 objects")
        header += ["bytes: published", "bytes: serbench"]
        lines += ["| " + " | ".join(header) + " |", "|" + "---|" * 2 + "---:|" * (len(header) - 2)]
        for r in frame.to_dict("records"):
            cells = [r["framework"], r["published as"], _x(r["pub ser"]), _x(r["our ser"]), _x(r["pub deser"]),
                     _x(r["our deser"]), _x(r["pub total"]), _x(r["our total"])]
            if has_1000:
                cells.append(_x(r["our total 1000"]) if pd.notna(r.get("our total 1000")) else "")
            cells += ["" if r["pub bytes"] is None or pd.isna(r["pub bytes"]) else str(int(r["pub bytes"])),
                      str(r["our bytes"])]
            lines.append("| " + " | ".join(cells) + " |")
        swapped = agreement["swapped"]
        lines += ["", f"Order of the totals: Spearman's rank correlation {agreement['spearman']:.2f} over "
                      f"{agreement['frameworks']} frameworks; {len(swapped)} of {agreement['pairs']} pairs in the "
                      f"opposite order with more than {CLEAR_FACTOR}x between them on both sides"
                  + (": " + "; ".join(f"{a} / {b}: published {p:.2f}, serbench {o:.2f}" for a, b, p, o in swapped)
                     if swapped else "") + ".", ""]
    lines += ["### serbench's own figures", "",
              "In-process p50 in ns (every operation timed alone, two JVMs pooled), payload bytes; per object at "
              f"`{THOUSAND}`.", "",
              "| framework | serialize, 1 object | deserialize, 1 object | bytes, 1 object | ser + deser per object, 1000 |",
              "|---|---:|---:|---:|---:|"]
    for name, row in ours.sort_values("serialize").iterrows():
        per_object = f"{row['total1000']:,.0f}" if "total1000" in ours.columns and pd.notna(row.get("total1000")) else ""
        lines.append(f"| {name} | {row['serialize']:,.0f} | {row['deserialize']:,.0f} | {int(row['bytes']):,} "
                     f"| {per_object} |")
    return "\n".join(lines).rstrip() + "\n"


def update(path: Path, document: dict, dump_name: str) -> None:
    text = path.read_text(encoding="utf-8")
    if START not in text or END not in text:
        raise ValueError(f"{path} has no {START} ... {END} markers")
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    path.write_text(head + START + "\n" + markdown(document, dump_name) + END + tail, encoding="utf-8")


def main(argv: list[str]) -> int:
    if not 1 <= len(argv) <= 2:
        print("usage: python -m serbench.published_comparison results/RUN.json [docs/comparison.md]", file=sys.stderr)
        return 2
    dump = Path(argv[0])
    target = Path(argv[1]) if len(argv) == 2 else Path(__file__).resolve().parents[2] / "docs" / "comparison.md"
    try:
        document = results.load(dump)  # a version-1 dump is read as version 2
        results.validate(document)
        update(target, document, dump.name)
    except (OSError, ValueError, KeyError, jsonschema.ValidationError) as error:
        print(f"cannot update {target}: {error}", file=sys.stderr)
        return 1
    print(f"updated {target} from {dump}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
