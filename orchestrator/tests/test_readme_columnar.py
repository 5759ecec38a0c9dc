"""The batch-size table of docs/formats.md (section "Arrow and Parquet") is rendered from a results file,
with its run id, between its own markers, and refuses a run without the two datasets."""

from __future__ import annotations

import pytest

import fixtures
from serbench import readme


def _two_sizes() -> dict:
    document = fixtures.document()
    document["run"]["settings"]["datasets"] = ["large", "users=100000"]
    for fw in document["frameworks"].values():
        scenarios = fw.get("datasets") or {}
        if "small" in scenarios:
            big = fixtures.measurement(100_000, 50_000)
            scenarios["users=100000"] = big
            del scenarios["small"]
    return document


def test_the_table_has_per_user_figures_and_the_run_id():
    document = _two_sizes()
    text = readme.columnar_markdown(document, "run.json")
    assert document["run"]["id"] in text
    assert "scripts/update-readme-columnar.sh" in text
    alpha = next(line for line in text.splitlines() if line.startswith("| alpha |"))
    large = document["frameworks"]["alpha"]["datasets"]["large"]
    ser_per_user = large["server"]["serialize"]["stats"]["p50"] / 1000 / large["count"]
    cells = [cell.strip() for cell in alpha.strip("|").split("|")]
    assert cells[1] == f"{ser_per_user:.1f}"
    assert cells[5] == "900 (280)"  # payload and zstd bytes per user at LARGE
    assert "| broken |" not in text  # failed frameworks have no figures


def test_only_the_columnar_block_is_replaced(tmp_path):
    page = tmp_path / "README.md"
    page.write_text(f"{readme.START}\nresults\n{readme.END}\n\n{readme.COLUMNAR_START}\nold table\n"
                    f"{readme.COLUMNAR_END}\nafter\n")
    readme.update(page, _two_sizes(), "run.json", readme.COLUMNAR_START, readme.COLUMNAR_END,
                  readme.columnar_markdown)
    text = page.read_text()
    assert "old table" not in text and "| alpha |" in text
    assert f"{readme.START}\nresults\n{readme.END}" in text
    assert text.endswith(f"{readme.COLUMNAR_END}\nafter\n")


def test_a_run_without_a_larger_batch_is_refused():
    with pytest.raises(ValueError, match="users=N"):
        readme.columnar_markdown(fixtures.document(), "run.json")
