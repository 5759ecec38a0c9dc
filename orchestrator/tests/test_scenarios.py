import hashlib
import json
import re
from pathlib import Path

import pytest

from serbench import scenarios

GOLDEN_JAVA = (Path(__file__).resolve().parents[2] / "services/core/src/main/java/io/serbench/core/dataset/"
               "GoldenDatasets.java")


MEDIA_MODEL_JAVA = (Path(__file__).resolve().parents[2] / "services/core/src/main/java/io/serbench/core/media/"
                    "MediaModel.java")


def test_golden_hashes_are_the_java_ones():
    java = dict(re.findall(r'static final String (SMALL|MEDIUM|LARGE) = "([0-9a-f]{64})"', GOLDEN_JAVA.read_text()))
    java = {k.lower(): v for k, v in java.items()}
    java |= {f"mediacontent={n}": v for n, v in re.findall(r'(\d+), "([0-9a-f]{64})"', MEDIA_MODEL_JAVA.read_text())}
    assert java == scenarios.GOLDEN_SHA256


#: jvm-serializers' standard instance, typed in from tpc/data/media.1.json (docs/mediacontent-sources.md
#: section 1.3), not from anything serbench generates.
MEDIA_1 = {"media": {"uri": "http://javaone.com/keynote.mpg", "title": "Javaone Keynote", "width": 640, "height": 480,
                     "format": "video/mpg4", "duration": 18000000, "size": 58982400, "bitrate": 262144,
                     "persons": ["Bill Gates", "Steve Jobs\uc2a4"], "player": "JAVA", "copyright": None},
           "images": [{"uri": "http://javaone.com/keynote_large.jpg", "title": "Javaone Keynote", "width": 1024,
                       "height": 768, "size": "LARGE"},
                      {"uri": "http://javaone.com/keynote_small.jpg", "title": "Javaone Keynote", "width": 320,
                       "height": 240, "size": "SMALL"}]}


@pytest.mark.parametrize("count", scenarios.MEDIA_COUNTS)
def test_the_mediacontent_golden_hashes_are_the_published_instance(count):
    canonical = json.dumps({"items": [MEDIA_1] * count}, separators=(",", ":"), ensure_ascii=False).encode()
    assert hashlib.sha256(canonical).hexdigest() == scenarios.GOLDEN_SHA256[f"mediacontent={count}"]


def test_mediacontent_sizes():
    sizes = scenarios.select(None, [10], [1, 1000, 1])
    assert [s.label for s in sizes] == ["users=10", "mediacontent=1", "mediacontent=1000"]
    assert sizes[1].params == {"mediacontent": 1} and sizes[1].model == "mediacontent"
    assert sizes[2].golden_sha256 == scenarios.GOLDEN_SHA256["mediacontent=1000"]
    assert scenarios.parse_label("mediacontent=10") == scenarios.mediacontent(10)
    with pytest.raises(ValueError, match="--mediacontent must be from 1 to 100000"):
        scenarios.mediacontent(0)


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
