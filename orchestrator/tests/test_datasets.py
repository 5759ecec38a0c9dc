"""The datasets of proto/datasets.json: the label rules (the same table of cases as core's
DatasetCatalogTest), the defaults of each model, the golden hashes, and a catalog that is
wrong said so clearly."""

import hashlib
import json

import pytest

from serbench import datasets

#: label | model | count | canonical label | error: the table core's DatasetCatalogTest runs too.
LABELS = """
small              | users        | 10     | small             |
medium             | users        | 100    | medium            |
large              | users        | 1000   | large             |
users=10           | users        | 10     | small             |
users=0100         | users        | 100    | medium            |
users=1            | users        | 1      | users=1           |
users=250          | users        | 250    | users=250         |
users=100000       | users        | 100000 | users=100000      |
mediacontent=1     | mediacontent | 1      | mediacontent=1    |
mediacontent=1000  | mediacontent | 1000   | mediacontent=1000 |
users              | users        |        | users             |
mediacontent       | mediacontent |        | mediacontent      |
mediacontent=0     |              |        |                   | mediacontent must be from 1 to 100000, got 0
users=100001       |              |        |                   | users must be from 1 to 100000, got 100001
users=99999999999  |              |        |                   | users must be from 1 to 100000, got 99999999999
users=ten          |              |        |                   | users must be a whole number from 1 to 100000, got 'ten'
users=             |              |        |                   | users must be a whole number from 1 to 100000, got ''
users=-5           |              |        |                   | users must be a whole number from 1 to 100000, got '-5'
users=+5           |              |        |                   | users must be a whole number from 1 to 100000, got '+5'
"users= 5"         |              |        |                   | users must be a whole number from 1 to 100000, got ' 5'
foo=3              |              |        |                   | unknown model 'foo'; known: users, mediacontent
small=10           |              |        |                   | unknown model 'small'; known: users, mediacontent
xl                 |              |        |                   | unknown dataset 'xl'; expected small, medium, large, users=N or mediacontent=N
Large              |              |        |                   | unknown dataset 'Large'; expected small, medium, large, users=N or mediacontent=N
" large"           |              |        |                   | unknown dataset ' large'; expected small, medium, large, users=N or mediacontent=N
""                 |              |        |                   | unknown dataset ''; expected small, medium, large, users=N or mediacontent=N
"""


def _cases() -> list[tuple[str, str, int | None, str, str]]:
    cases = []
    for line in LABELS.strip().splitlines():
        cells = [cell.strip() for cell in line.split("|")]
        text = cells[0][1:-1] if cells[0].startswith('"') else cells[0]
        cases.append((text, cells[1], int(cells[2]) if cells[2] else None, cells[3], cells[4]))
    return cases


@pytest.mark.parametrize("text, model, count, label, error", _cases())
def test_labels_are_parsed_by_one_table_of_rules(text, model, count, label, error):
    if error:
        with pytest.raises(ValueError) as raised:
            datasets.parse(text)
        assert str(raised.value) == error
    else:
        assert datasets.parse(text) == datasets.Dataset(model, count, label)


def test_a_model_and_count_get_the_canonical_label():
    assert datasets.label("users", 10) == "small"
    assert datasets.label("users", 250) == "users=250"
    assert datasets.label("mediacontent", 10) == "mediacontent=10"
    with pytest.raises(ValueError, match="^users must be from 1 to 100000, got 0$"):
        datasets.label("users", 0)
    with pytest.raises(ValueError, match="^unknown model 'videos'; known: users, mediacontent$"):
        datasets.label("videos", 1)


def test_the_models_and_their_default_datasets_come_from_the_file():
    assert datasets.MODELS == ("users", "mediacontent")
    assert [d.label for d in datasets.defaults("users")] == ["small", "medium", "large"]
    assert [d.label for d in datasets.defaults("mediacontent")] == ["mediacontent=1", "mediacontent=10",
                                                                    "mediacontent=1000"]


def test_a_measurement_needs_a_count():
    assert datasets.parse_counted("large").count == 1000
    with pytest.raises(ValueError, match="'mediacontent' names a model, not a dataset: give a count, "
                                         "e.g. mediacontent=1"):
        datasets.parse_counted("mediacontent")


def test_every_default_dataset_has_a_golden_hash_and_other_counts_none():
    for name in datasets.MODELS:
        for dataset in datasets.defaults(name):
            assert len(dataset.golden_sha256) == 64, dataset
    assert datasets.parse("users=250").golden_sha256 is None
    assert datasets.parse("users").golden_sha256 is None
    assert datasets.parse("small").golden_sha256 == (
        "7d55a1b6c1733e9e417cc66e97de471a4870f3489bca867529dda93ecdbab01a")


#: jvm-serializers' standard instance, typed in from tpc/data/media.1.json (docs/mediacontent-sources.md
#: section 1.3), not from anything serbench generates.
MEDIA_1 = {"media": {"uri": "http://javaone.com/keynote.mpg", "title": "Javaone Keynote", "width": 640, "height": 480,
                     "format": "video/mpg4", "duration": 18000000, "size": 58982400, "bitrate": 262144,
                     "persons": ["Bill Gates", "Steve Jobs\uc2a4"], "player": "JAVA", "copyright": None},
           "images": [{"uri": "http://javaone.com/keynote_large.jpg", "title": "Javaone Keynote", "width": 1024,
                       "height": 768, "size": "LARGE"},
                      {"uri": "http://javaone.com/keynote_small.jpg", "title": "Javaone Keynote", "width": 320,
                       "height": 240, "size": "SMALL"}]}


@pytest.mark.parametrize("dataset", datasets.defaults("mediacontent"), ids=lambda d: d.label)
def test_the_mediacontent_golden_hashes_are_the_published_instance(dataset):
    canonical = json.dumps({"items": [MEDIA_1] * dataset.count}, separators=(",", ":"), ensure_ascii=False).encode()
    assert hashlib.sha256(canonical).hexdigest() == dataset.golden_sha256


MODEL = {"name": "users", "maxCount": 5, "named": {}, "defaultCounts": [1], "goldenSha256": {}}


@pytest.mark.parametrize("document, message", [
    ('{"models": [], "x": 1}', 'must be an object with one field, "models"'),
    ('{"models": []}', "models must be a non-empty array"),
    ('{"models": [{"name": "users"}]}', "models[0] must have exactly the fields"),
    (json.dumps({"models": [MODEL, MODEL]}), "models[1].name repeats the model 'users'"),
    (json.dumps({"models": [dict(MODEL, name="Users")]}), "models[0].name must be a lower-case name"),
    (json.dumps({"models": [dict(MODEL, maxCount=0)]}), "models[0].maxCount must be a whole number from 1 to"),
    (json.dumps({"models": [dict(MODEL, named={"big": 6})]}), "models[0].named.big must be a whole number "
                                                              "from 1 to 5, got 6"),
    (json.dumps({"models": [dict(MODEL, named={"a": 2, "b": 2})]}), "models[0].named.b names the count 2, "
                                                                    "which 'a' already names"),
    (json.dumps({"models": [dict(MODEL, named={"users": 2})]}), "users.named 'users' is also a model's name"),
    (json.dumps({"models": [dict(MODEL, defaultCounts=[1, 1])]}), "models[0].defaultCounts[1] repeats 1"),
    (json.dumps({"models": [dict(MODEL, defaultCounts=[])]}), "models[0].defaultCounts must be a non-empty array"),
    (json.dumps({"models": [dict(MODEL, goldenSha256={"1": "abc"})]}), "models[0].goldenSha256.1 must be a SHA-256"),
    (json.dumps({"models": [dict(MODEL, goldenSha256={"9": "a" * 64})]}), "models[0].goldenSha256.9: a key must be "
                                                                          "a count from 1 to 5"),
    ('{"models": [', "is not valid JSON"),
])
def test_a_wrong_catalog_is_refused_naming_what_is_wrong(document, message):
    with pytest.raises(datasets.CatalogError) as raised:
        datasets.read_catalog(document, "datasets.json")
    assert message in str(raised.value)


def test_a_third_model_needs_only_its_entry_in_the_file():
    events = dict(MODEL, name="events", maxCount=50, defaultCounts=[5, 50], goldenSha256={"5": "b" * 64})
    models = datasets.read_catalog(json.dumps({"models": [MODEL, events]}))
    assert list(models) == ["users", "events"]
    assert models["events"].default_counts == (5, 50) and models["events"].golden_sha256(5) == "b" * 64
