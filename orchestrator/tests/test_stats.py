from serbench.stats import nearest_rank, summarize, with_cv


def test_nearest_rank_matches_the_services_definition():
    samples = list(range(100, 0, -1))  # unsorted on purpose, as the Java test does
    stats = summarize(samples)
    assert (stats["min"], stats["p50"], stats["p90"], stats["p99"], stats["max"]) == (1, 50, 90, 99, 100)
    assert stats["mean"] == 50.5
    assert round(stats["stdev"], 3) == 29.011
    assert samples[0] == 100, "the caller's samples keep their measured order"


def test_percentiles_are_measured_values_not_multiples_of_the_mean():
    stats = summarize([10] * 9 + [1000])
    assert stats["p50"] == 10 and stats["p90"] == 10 and stats["p99"] == 1000
    assert stats["mean"] == 109.0


def test_single_sample_and_cv():
    stats = summarize([7])
    assert stats["p99"] == 7 and stats["stdev"] == 0.0 and stats["cv"] == 0.0
    assert round(summarize([90, 110])["cv"], 4) == round(14.1421356 / 100, 4)


def test_nearest_rank_small_sets():
    assert nearest_rank([5], 99) == 5
    assert nearest_rank([1, 2], 50) == 1
    assert nearest_rank([1, 2], 51) == 2


def test_with_cv_adds_the_coefficient_of_variation():
    assert with_cv({"mean": 200.0, "stdev": 20.0})["cv"] == 0.1


def test_block_medians_follow_the_samples_in_order():
    from serbench.stats import block_medians
    assert block_medians([5, 1, 9, 3, 7]) == [5, 1, 9, 3, 7]
    assert block_medians(list(range(100)), blocks=4) == [12, 37, 62, 87]
    assert block_medians([4, 4, 8, 8, 8], blocks=2) == [4, 8]
