"""The data models and their datasets, as proto/datasets.json states them: the one place the
orchestrator learns the models' names, the counts they name, their limits, their default
counts and the golden SHA-256 of each default dataset (docs/design.md#datasets-models-and-labels).

A *model* is a data model (``users``, ``mediacontent``); a *count* is how many top-level
objects a batch holds; a *dataset* is a model and a count, with one *label*: the model's name
for that count where it names one (``large``), else ``<model>=<count>`` (``users=250``).
Labels are parsed here by the same rules as services/core's ``Dataset.parse``; a test on each
side runs the same table of cases.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATASETS_JSON = Path(__file__).resolve().parents[2] / "proto" / "datasets.json"

_NAME = re.compile(r"[a-z][a-z0-9]*")
_DIGITS = re.compile(r"[0-9]+")
_SHA256 = re.compile(r"[0-9a-f]{64}")
#: More digits than this cannot be a count within a Java int: reported as out of range, as core does.
_MAX_COUNT_DIGITS = 9
_MODEL_FIELDS = {"name", "maxCount", "named", "defaultCounts", "goldenSha256"}


@dataclass(frozen=True)
class Model:
    """What proto/datasets.json says about one model."""
    name: str
    max_count: int
    #: (label, count) in the file's order
    named: tuple[tuple[str, int], ...]
    default_counts: tuple[int, ...]
    #: (count, SHA-256 of the canonical JSON)
    golden: tuple[tuple[int, str], ...]

    def name_of(self, count: int) -> str | None:
        return next((label for label, named in self.named if named == count), None)

    def golden_sha256(self, count: int) -> str | None:
        return dict(self.golden).get(count)


@dataclass(frozen=True)
class Dataset:
    """A model and a count (None for a bare model, where no count is needed), and its label."""
    model: str
    count: int | None
    label: str

    @property
    def golden_sha256(self) -> str | None:
        """The hash proto/datasets.json pins for this dataset's canonical JSON, if any."""
        return None if self.count is None else model(self.model).golden_sha256(self.count)


class CatalogError(ValueError):
    """proto/datasets.json is missing or says something this module does not accept."""


def _count_in(at: str, value: Any, maximum: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= maximum:
        raise CatalogError(f"{at} must be a whole number from 1 to {maximum}, got {value!r}")
    return value


def _read_model(at: str, node: Any) -> Model:
    if not isinstance(node, dict) or set(node) != _MODEL_FIELDS:
        fields = sorted(node) if isinstance(node, dict) else type(node).__name__
        raise CatalogError(f"{at} must have exactly the fields {sorted(_MODEL_FIELDS)}, has {fields}")
    name = node["name"]
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise CatalogError(f"{at}.name must be a lower-case name ([a-z][a-z0-9]*), got {name!r}")
    max_count = _count_in(f"{at}.maxCount", node["maxCount"], 2**31 - 1)
    if not isinstance(node["named"], dict):
        raise CatalogError(f"{at}.named must be an object")
    named: list[tuple[str, int]] = []
    for label, count in node["named"].items():
        if not _NAME.fullmatch(label):
            raise CatalogError(f"{at}.named.{label}: a label must be a lower-case name ([a-z][a-z0-9]*)")
        count = _count_in(f"{at}.named.{label}", count, max_count)
        earlier = next((other for other, c in named if c == count), None)
        if earlier is not None:
            raise CatalogError(f"{at}.named.{label} names the count {count}, which '{earlier}' already names")
        named.append((label, count))
    defaults = node["defaultCounts"]
    if not isinstance(defaults, list) or not defaults:
        raise CatalogError(f"{at}.defaultCounts must be a non-empty array of counts")
    for index, count in enumerate(defaults):
        _count_in(f"{at}.defaultCounts[{index}]", count, max_count)
        if count in defaults[:index]:
            raise CatalogError(f"{at}.defaultCounts[{index}] repeats {count}")
    if not isinstance(node["goldenSha256"], dict):
        raise CatalogError(f"{at}.goldenSha256 must be an object")
    golden: list[tuple[int, str]] = []
    for key, digest in node["goldenSha256"].items():
        if not _DIGITS.fullmatch(key) or not 1 <= int(key) <= max_count:
            raise CatalogError(f"{at}.goldenSha256.{key}: a key must be a count from 1 to {max_count}")
        if not isinstance(digest, str) or not _SHA256.fullmatch(digest):
            raise CatalogError(f"{at}.goldenSha256.{key} must be a SHA-256 in 64 lower-case hex digits")
        golden.append((int(key), digest))
    return Model(name, max_count, tuple(named), tuple(defaults), tuple(golden))


def read_catalog(text: str, source: str = "proto/datasets.json") -> dict[str, Model]:
    """The models a datasets.json text describes, by name in the file's order; CatalogError
    naming the first thing that is wrong."""
    try:
        root = json.loads(text)
    except ValueError as error:
        raise CatalogError(f"{source} is not valid JSON: {error}") from None
    if not isinstance(root, dict) or set(root) != {"models"}:
        raise CatalogError(f'{source} must be an object with one field, "models"')
    if not isinstance(root["models"], list) or not root["models"]:
        raise CatalogError(f"{source}: models must be a non-empty array")
    models: dict[str, Model] = {}
    for index, node in enumerate(root["models"]):
        read = _read_model(f"{source}: models[{index}]", node)
        if read.name in models:
            raise CatalogError(f"{source}: models[{index}].name repeats the model '{read.name}'")
        models[read.name] = read
    labels: dict[str, str] = {}
    for read in models.values():
        for label, _ in read.named:
            if label in models:
                raise CatalogError(f"{source}: {read.name}.named '{label}' is also a model's name")
            if label in labels:
                raise CatalogError(f"{source}: {read.name}.named '{label}' already names a dataset of "
                                   f"{labels[label]}")
            labels[label] = read.name
    return models


def _load() -> dict[str, Model]:
    try:
        text = DATASETS_JSON.read_text()
    except OSError as error:
        raise CatalogError(f"cannot read {DATASETS_JSON}: {error.strerror}") from None
    return read_catalog(text)


_MODELS: dict[str, Model] = _load()

#: The models' names, in the order of proto/datasets.json (the first is the default model).
MODELS: tuple[str, ...] = tuple(_MODELS)
#: The model of a payload request that names none (the API's default).
DEFAULT_MODEL = "users"


def model(name: str) -> Model:
    """What the catalog says about a model; ValueError naming the known ones."""
    try:
        return _MODELS[name]
    except KeyError:
        raise ValueError(f"unknown model '{name}'; known: {', '.join(MODELS)}") from None


def expected_labels() -> str:
    """What a label may be, for messages: "small, medium, large, users=N or mediacontent=N"."""
    choices = [label for m in _MODELS.values() for label, _ in m.named] + [f"{name}=N" for name in MODELS]
    return choices[0] if len(choices) == 1 else f"{', '.join(choices[:-1])} or {choices[-1]}"


def label(model_name: str, count: int) -> str:
    """The canonical label of a count of a model: the model's name for it, else ``model=count``."""
    return dataset(model_name, count).label


def dataset(model_name: str, count: int) -> Dataset:
    """The dataset of ``count`` objects of a model; ValueError for an unknown model or a count
    out of range."""
    facts = model(model_name)
    if not 1 <= count <= facts.max_count:
        raise ValueError(f"{facts.name} must be from 1 to {facts.max_count}, got {count}")
    return Dataset(facts.name, count, facts.name_of(count) or f"{facts.name}={count}")


def _count(facts: Model, text: str) -> int:
    if not _DIGITS.fullmatch(text):
        raise ValueError(f"{facts.name} must be a whole number from 1 to {facts.max_count}, got '{text}'")
    digits = text.lstrip("0") or "0"
    if len(digits) > _MAX_COUNT_DIGITS:
        raise ValueError(f"{facts.name} must be from 1 to {facts.max_count}, got {digits}")
    return int(digits)


def parse(text: str) -> Dataset:
    """The dataset a label names: a name some model gives a count (``small``); ``<model>=<count>``
    (``users=250``, labelled canonically: ``users=10`` is ``small``); a bare model's name
    (``mediacontent``, count None). Matched exactly, no case folding or trimming. ValueError
    with a message fit for the user otherwise."""
    for facts in _MODELS.values():
        for name, count in facts.named:
            if name == text:
                return Dataset(facts.name, count, name)
    if "=" in text:
        model_name, _, count = text.partition("=")
        facts = model(model_name)
        return dataset(facts.name, _count(facts, count))
    if text in _MODELS:
        return Dataset(text, None, text)
    raise ValueError(f"unknown dataset '{text}'; expected {expected_labels()}")


def parse_counted(text: str) -> Dataset:
    """A label that names a count (what a measurement needs); a bare model is refused."""
    found = parse(text)
    if found.count is None:
        raise ValueError(f"'{text}' names a model, not a dataset: give a count, e.g. {text}={defaults(text)[0].count}")
    return found


def defaults(model_name: str) -> list[Dataset]:
    """The datasets a run measures of a model by default, in the file's order."""
    return [dataset(model_name, count) for count in model(model_name).default_counts]
