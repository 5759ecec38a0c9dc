import re
from pathlib import Path

import pytest

from serbench import scenarios

GOLDEN_JAVA = (Path(__file__).resolve().parents[2] / "services/core/src/main/java/io/serbench/core/dataset/"
               "GoldenDatasets.java")


def test_golden_hashes_are_the_java_ones():
    java = dict(re.findall(r'static final String (SMALL|MEDIUM|LARGE) = "([0-9a-f]{64})"', GOLDEN_JAVA.read_text()))
    assert {k.lower(): v for k, v in java.items()} == scenarios.GOLDEN_SHA256


def test_all_means_the_three_scenarios_without_repeats():
    sizes = scenarios.select(["large", "all"], [250, 250])
    assert [s.label for s in sizes] == ["large", "small", "medium", "users=250"]
    assert sizes[3].params == {"users": 250} and sizes[0].params == {"scenario": "large"}


@pytest.mark.parametrize("name", ["huge", ""])
def test_unknown_scenarios_are_refused(name):
    with pytest.raises(ValueError, match="unknown scenario"):
        scenarios.select([name], None)


@pytest.mark.parametrize("count", [0, 100_001])
def test_user_counts_out_of_range_are_refused(count):
    with pytest.raises(ValueError, match="--users must be from 1 to 100000"):
        scenarios.select(None, [count])
