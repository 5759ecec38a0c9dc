"""report.py --compare's reproducibility summary, on small synthetic runs."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from serbench import comparison

from fixtures import measured, run_of

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import report as report_cli  # noqa: E402  orchestrator/report.py, the command


def first_run() -> dict:
    return run_of(measured("alpha", 10_000, 40_000, 300_000),
                  measured("beta", 20_000, 30_000, 300_000),
                  measured("gamma", 30_000, 20_000, 300_000),
                  measured("delta", 30_200, 60_000, 300_000))


def second_run() -> dict:
    # beta's serialize is now 2.7x faster, ahead of alpha's; gamma and delta swap within their tie
    return run_of(measured("alpha", 10_500, 40_500, 300_000),
                  measured("beta", 7_500, 30_000, 300_000),
                  measured("gamma", 30_300, 20_000, 300_000),
                  measured("delta", 30_000, 60_000, 300_000))


def test_figures_within_ten_percent_and_pairs_swapped_outside_ties():
    summary = comparison.reproducibility(first_run(), second_run())
    # 4 frameworks x 2 operations x 2 datasets; only beta's serialize moved more than 10%
    assert (summary.figures, summary.within) == (16, 14)
    assert summary.pairs == 6 * 2 * 2
    swapped = {(s.dataset, s.operation, s.first_in_a, s.first_in_b, s.declared_tie) for s in summary.swaps}
    assert swapped == {(d, "serialize", "alpha", "beta", False) for d in ("small", "large")} | \
        {(d, "serialize", "gamma", "delta", True) for d in ("small", "large")}
    assert [(s.dataset, s.first_in_a) for s in summary.outside_ties] == [("small", "alpha"), ("large", "alpha")]
    lines = comparison.reproducibility_lines(summary)
    assert lines[0] == ("reproducibility: 14 of 16 server p50 figures (88%) within ±10% of A; 2 of 24 framework "
                        "pairs (8%) swapped order outside declared ties (4 swapped in all, 2 of them tied in A or B: "
                        "no certain order)")
    assert lines[1] == "  swapped: small serialize: alpha ahead of beta in A, behind it in B"


def test_a_run_compared_with_itself_is_fully_reproducible():
    summary = comparison.reproducibility(first_run(), first_run())
    assert summary.within == summary.figures == 16 and summary.swaps == []


def test_frameworks_not_ranked_in_either_run_are_left_out():
    b = second_run()
    b["frameworks"]["beta"]["datasets"]["large"]["server"]["roundTripEqual"] = False
    summary = comparison.reproducibility(first_run(), b)
    assert (summary.figures, summary.pairs) == (12, 3 * 2 * 2)
    assert summary.outside_ties == []


def test_the_compare_command_prints_and_writes_the_summary(tmp_path, capsys):
    paths = []
    for name, doc in (("a.json", first_run()), ("b.json", second_run())):
        paths.append(tmp_path / name)
        paths[-1].write_text(json.dumps(doc))
    out = tmp_path / "compare.md"
    assert report_cli.main(["--compare", str(paths[0]), str(paths[1]), "--out", str(out)]) == 0
    printed = " ".join(capsys.readouterr().out.split())
    assert "reproducibility: 14 of 16 server p50 figures (88%) within ±10% of A" in printed
    assert "swapped: large serialize: alpha ahead of beta in A, behind it in B" in printed
    assert "\n  swapped: small serialize: alpha ahead of beta in A, behind it in B\n" in out.read_text()
