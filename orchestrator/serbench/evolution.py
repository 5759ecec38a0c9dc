"""The versions of the models (``proto/evolution.json``), the batch each version writes, and
how one cross-version read is classified (docs/evolution.md).

A cell is decided from the field-by-field comparison of what the reader read with what a
reader that carried every value across perfectly would hold (``expected``): nothing here is
classified by hand, and no framework is named.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from serbench.compare import first_difference

EVOLUTION_FILE = Path(__file__).resolve().parents[2] / "proto" / "evolution.json"

#: today's model, the old side of every cell (the services' name for it too)
CURRENT = "current"
OLD_TO_NEW, NEW_TO_OLD = "old-to-new", "new-to-old"
DIRECTIONS = (OLD_TO_NEW, NEW_TO_OLD)
PRESERVED, DEFAULTED, IGNORED = "preserved", "defaulted", "ignored"
REJECTED, CORRUPTED, WRITE_FAILED = "rejected", "corrupted", "write-failed"
#: what a reader holds for a field it could not read: a null, or a type's zero value
DEFAULTS = (None, "", 0, 0.0, False, [], {})


@dataclass(frozen=True)
class Version:
    """One change of a model's record (``User``, ``Media``), as evolution.json states it."""
    name: str
    description: str
    #: the model the change is made to, and where its records lie in a batch (``users[]``, ``items[].media``)
    model: str = "users"
    records: str = "users[]"
    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    renamed: dict[str, str] = field(default_factory=dict)
    widened: tuple[str, ...] = ()
    #: {"field", "constant", "everyNth"}: the new constant, written for every n-th user
    enum_constant: dict | None = None
    reordered: bool = False


@dataclass(frozen=True)
class Cell:
    """One classified read."""
    outcome: str
    path: str | None
    detail: str


@dataclass(frozen=True)
class Model:
    """One model's entry of evolution.json: its dataset, its record, and its versions."""
    model: str
    dataset: str
    record: str
    records: str
    versions: tuple[Version, ...]


def load_models(path: Path = EVOLUTION_FILE) -> list[Model]:
    """Every model of the file, with its versions, in the file's order."""
    models = []
    for entry in json.loads(path.read_text())["models"]:
        versions = tuple(
            Version(name=v["name"], description=v["description"], model=entry["model"], records=entry["records"],
                    added=tuple(v.get("added", ())), removed=tuple(v.get("removed", ())),
                    renamed=dict(v.get("renamed", {})), widened=tuple(v.get("widened", ())),
                    enum_constant=v.get("enumConstant"), reordered=bool(v.get("reordered", False)))
            for v in entry["versions"])
        _slots(entry["records"])  # refuses a records path of another shape now, not in the middle of a run
        models.append(Model(entry["model"], entry["dataset"], entry["record"], entry["records"], versions))
    return models


def load_versions(model: str = "users", path: Path = EVOLUTION_FILE) -> list[Version]:
    """One model's versions, in the file's order."""
    for entry in load_models(path):
        if entry.model == model:
            return list(entry.versions)
    raise ValueError(f"{path} has no model '{model}'")


def added_value(name: str, record: dict, index: int) -> Any:
    """What the new version writes in a field it adds to the ``index``-th record: a value no
    reader holds by default."""
    if name == "nickname":
        return f"{record['firstName'].lower()}-{record['id'] % 1000}"
    if name == "loyalty":
        return {"tier": ("bronze", "silver", "gold")[record["id"] % 3], "points": 100 + record["id"] % 900}
    if name == "description":
        return f"{record['title']}, part {index + 1}"
    if name == "license":
        return {"holder": ("JavaOne", "Sun", "Oracle")[index % 3], "year": 2000 + index}
    raise ValueError(f"evolution.json adds '{name}', which evolution.added_value does not know how to fill")


def _slots(records: str) -> tuple[str, str | None]:
    """``users[]`` -> (``users``, None); ``items[].media`` -> (``items``, ``media``): the batch's
    list, and the field of each element that holds the record (None: the element is the record)."""
    found = re.fullmatch(r"(\w+)\[\](?:\.(\w+))?", records)
    if found is None:
        raise ValueError(f"evolution.json: records '{records}' is neither 'list[]' nor 'list[].field'")
    return found.group(1), found.group(2)


def _each_record(records: str, batch: dict, change: Callable[[int, dict], dict]) -> dict:
    """The batch with each record replaced by ``change(index, record)``, everything else kept."""
    key, inner = _slots(records)
    changed = []
    for index, element in enumerate(batch[key]):
        changed.append(change(index, element) if inner is None else {**element, inner: change(index, element[inner])})
    return {**batch, key: changed}


def written_by(version: Version, batch: dict) -> dict:
    """The batch as ``version`` writes it, from today's batch (the dataset's canonical JSON)."""
    def change(index: int, record: dict) -> dict:
        fields = [(version.renamed.get(key, key), value) for key, value in record.items()
                  if key not in version.removed]
        fields += [(name, added_value(name, record, index)) for name in version.added]
        changed = dict(reversed(fields) if version.reordered else fields)
        enum = version.enum_constant
        if enum and index % enum["everyNth"] == 0:
            changed[enum["field"]] = enum["constant"]
        return changed
    return _each_record(version.records, batch, change)


def expected_read(version: Version, direction: str, written: dict) -> dict:
    """What a reader that carries every value across holds, in the reader's fields: the
    writer's values under the reader's names; a field the writer lacks as null; a field the
    reader lacks left out."""
    reader_renames = version.renamed if direction == OLD_TO_NEW else {new: old for old, new in version.renamed.items()}
    lacks = set(version.removed) if direction == OLD_TO_NEW else set(version.added)
    gains = version.added if direction == OLD_TO_NEW else version.removed
    def change(_: int, record: dict) -> dict:
        fields = {reader_renames.get(key, key): value for key, value in record.items() if key not in lacks}
        fields.update({name: None for name in gains})
        return fields
    return _each_record(version.records, written, change)


def changed_fields(version: Version, direction: str) -> set[str]:
    """The reader's fields of the record the change touches (where a default may stand in)."""
    fields = set(version.widened)
    fields |= set(version.renamed.values() if direction == OLD_TO_NEW else version.renamed)
    fields |= set(version.added if direction == OLD_TO_NEW else version.removed)
    if version.enum_constant:
        fields.add(version.enum_constant["field"])
    return fields


def base_outcome(version: Version, direction: str) -> str:
    """The outcome of a read equal to ``expected_read``: a field the writer lacked came out as
    its default, a field the reader lacks was skipped, or every value came through."""
    if (version.added and direction == OLD_TO_NEW) or (version.removed and direction == NEW_TO_OLD):
        return DEFAULTED
    if (version.added and direction == NEW_TO_OLD) or (version.removed and direction == OLD_TO_NEW):
        return IGNORED
    return PRESERVED


def differences(expected: Any, actual: Any, path: str = "") -> Iterator[tuple[str, Any, Any]]:
    """Every (path, expected, actual) that differs, objects compared by key regardless of
    order, leaves by compare.first_difference's rules (types must match, floats bit for bit)."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in list(expected) + [k for k in actual if k not in expected]:
            child = f"{path}.{key}" if path else str(key)
            if key not in actual or key not in expected:
                yield child, expected.get(key, "(missing)"), actual.get(key, "(missing)")
            else:
                yield from differences(expected[key], actual[key], child)
    elif isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        for index, (e, a) in enumerate(zip(expected, actual)):
            yield from differences(e, a, f"{path}[{index}]")
    elif first_difference(expected, actual, path) is not None:
        yield path, expected, actual


def _record_field(records: str, path: str) -> str | None:
    """``users[3].email.x`` -> ``email`` (records ``users[]``), ``items[3].media.width`` ->
    ``width`` (records ``items[].media``): the field of the record a path lies in, if any."""
    key, inner = _slots(records)
    found = re.match(rf"{key}\[\d+\]" + (rf"\.{inner}" if inner else "") + r"\.(\w+)", path)
    return found.group(1) if found else None


def classify(version: Version, direction: str, written: dict, read: dict) -> Cell:
    """The outcome of a read that succeeded, from what was written and what was read."""
    found = list(differences(expected_read(version, direction, written), read))
    if not found:
        outcome = base_outcome(version, direction)
        return Cell(outcome, None, _said(outcome))
    changed = changed_fields(version, direction)
    defaulted = all(_record_field(version.records, path) in changed and actual in DEFAULTS
                    for path, _, actual in found)
    path, expected, actual = found[0]
    shown = f"{path}: wrote {_show(expected)}, read {_show(actual)}"
    more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
    if defaulted:
        return Cell(DEFAULTED, path, f"the changed field read as its default: {shown}{more}")
    return Cell(CORRUPTED, path, f"read without error, but {shown}{more}")


def _said(outcome: str) -> str:
    if outcome == DEFAULTED:
        return "every value read as written; the field the writer lacks read as null"
    if outcome == IGNORED:
        return "every value the reader has read as written; the field it lacks skipped"
    return "every value read as written"


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) or value != "(missing)" else value
    return text if len(text) <= 60 else text[:57] + "..."


def outcomes(section: dict) -> dict:
    """An evolution section's outcomes as model -> framework -> configuration -> change ->
    [old-to-new, new-to-old]: the shape of the committed expected matrix (orchestrator/tests/data/)."""
    table: dict = {}
    for cell in section["cells"]:
        pair = table.setdefault(cell["model"], {}).setdefault(cell["framework"], {}).setdefault(
            cell["configuration"], {}).setdefault(cell["change"], [None, None])
        pair[DIRECTIONS.index(cell["direction"])] = cell["outcome"]
    return table
