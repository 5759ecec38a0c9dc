"""The cost of compatibility in the report (serbench.configured): a configured entry measured
beside its framework is shown as size and p50 ratios with intervals; nothing else is."""

from __future__ import annotations

from fixtures import measured, run_of

from serbench import configured, report


def _document() -> dict:
    kryo = measured("kryo", ser=10_000, deser=20_000, roundtrip=500_000)
    compatible = measured("kryo-compatible", ser=20_000, deser=20_000, roundtrip=500_000)
    for dataset in compatible["datasets"].values():
        dataset["payloadBytes"] = int(dataset["payloadBytes"] * 1.1)
    return run_of(kryo, compatible, measured("fory", ser=5_000, deser=5_000, roundtrip=400_000))


def test_a_configured_entry_is_paired_with_its_framework_and_nothing_else_is():
    assert configured.pairs(_document()) == [("kryo", "kryo-compatible")]
    assert configured.section(run_of(measured("kryo", 1, 1, 1), measured("fory", 1, 1, 1))) is None


def test_the_ratios_come_with_intervals_that_tell_a_difference_from_none():
    costs = configured.costs(_document())
    assert costs and all(c.entry == "kryo-compatible" and c.framework == "kryo" for c in costs)
    for cost in costs:
        assert round(cost.bytes / cost.framework_bytes, 1) == 1.1
        ratio, low, high = cost.ratios["serialize"]
        assert 1.9 < ratio < 2.1 and low > 1, "twice as slow, certainly"
        ratio, low, high = cost.ratios["deserialize"]
        assert 0.95 < ratio < 1.05 and low <= 1 <= high, "no difference"


def test_the_report_shows_the_section(tmp_path):
    files = report.build(_document(), tmp_path)
    text = files["markdown"].read_text()
    assert "## The cost of compatibility" in text
    assert "| kryo-compatible |" in text and "×2.0" in text
