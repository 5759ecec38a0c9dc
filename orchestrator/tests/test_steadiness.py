from serbench import steadiness


def test_the_probe_times_each_task_and_reports_how_far_its_block_medians_moved():
    result = steadiness.probe(seconds=0.3)
    assert set(result) == {"cpu", "memory"}
    for kind, figures in result.items():
        assert figures["task"] == steadiness.TASKS[kind][0]
        assert figures["samples"] >= 1 and figures["blocks"] == min(steadiness.BLOCKS, figures["samples"])
        assert 0 < figures["minNanos"] <= figures["blockLowNanos"] <= figures["blockHighNanos"]
        assert figures["drift"] == (figures["blockHighNanos"] - figures["blockLowNanos"]) / figures["p50Nanos"]
    assert result["memory"]["p50Nanos"] > result["cpu"]["p50Nanos"]  # 512 times the bytes
    assert "cpu (SHA-256 of 64 KiB" in steadiness.describe(result)


def test_the_drift_is_the_spread_of_the_block_medians_over_the_median():
    samples = [100] * 10 + [130] * 10  # the machine slowed down by 30% halfway
    figures = steadiness.summarize_drift("task", 1.0, samples)
    assert (figures["blockLowNanos"], figures["blockHighNanos"], figures["p50Nanos"]) == (100, 130, 115)
    assert figures["drift"] == 30 / 115
