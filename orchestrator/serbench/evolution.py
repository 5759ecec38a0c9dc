"""The versions of the users model (``proto/evolution.json``), the batch each version writes,
and how one cross-version read is classified (docs/evolution.md).

A cell is decided from the field-by-field comparison of what the reader read with what a
reader that carried every value across perfectly would hold (``expected``): nothing here is
classified by hand, and no framework is named.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

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
    """One change of the users model's record ``User``, as evolution.json states it."""
    name: str
    description: str
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


def load_versions(path: Path = EVOLUTION_FILE) -> tuple[dict, list[Version]]:
    """The file's facts (model, dataset, record) and its versions, in the file's order."""
    document = json.loads(path.read_text())
    versions = [Version(name=v["name"], description=v["description"], added=tuple(v.get("added", ())),
                        removed=tuple(v.get("removed", ())), renamed=dict(v.get("renamed", {})),
                        widened=tuple(v.get("widened", ())), enum_constant=v.get("enumConstant"),
                        reordered=bool(v.get("reordered", False)))
                for v in document["versions"]]
    facts = {key: document[key] for key in ("model", "dataset", "record")}
    return facts, versions


def added_value(name: str, user: dict) -> Any:
    """What the new version writes in a field it adds: a value no reader holds by default."""
    if name == "nickname":
        return f"{user['firstName'].lower()}-{user['id'] % 1000}"
    if name == "loyalty":
        return {"tier": ("bronze", "silver", "gold")[user["id"] % 3], "points": 100 + user["id"] % 900}
    raise ValueError(f"evolution.json adds '{name}', which evolution.added_value does not know how to fill")


def written_by(version: Version, batch: dict) -> dict:
    """The batch as ``version`` writes it, from today's batch (the dataset's canonical JSON)."""
    users = []
    for index, user in enumerate(batch["users"]):
        fields = [(version.renamed.get(key, key), value) for key, value in user.items() if key not in version.removed]
        fields += [(name, added_value(name, user)) for name in version.added]
        changed = dict(reversed(fields) if version.reordered else fields)
        enum = version.enum_constant
        if enum and index % enum["everyNth"] == 0:
            changed[enum["field"]] = enum["constant"]
        users.append(changed)
    return {**batch, "users": users}


def expected_read(version: Version, direction: str, written: dict) -> dict:
    """What a reader that carries every value across holds, in the reader's fields: the
    writer's values under the reader's names; a field the writer lacks as null; a field the
    reader lacks left out."""
    reader_renames = version.renamed if direction == OLD_TO_NEW else {new: old for old, new in version.renamed.items()}
    lacks = set(version.removed) if direction == OLD_TO_NEW else set(version.added)
    gains = version.added if direction == OLD_TO_NEW else version.removed
    users = []
    for user in written["users"]:
        fields = {reader_renames.get(key, key): value for key, value in user.items() if key not in lacks}
        fields.update({name: None for name in gains})
        users.append(fields)
    return {**written, "users": users}


def changed_fields(version: Version, direction: str) -> set[str]:
    """The reader's fields of ``User`` the change touches (where a default may stand in)."""
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


def _user_field(path: str) -> str | None:
    """``users[3].email.x`` -> ``email``: the field of User a path lies in, if any."""
    if not path.startswith("users[") or "]." not in path:
        return None
    return path.split("].", 1)[1].split(".", 1)[0].split("[", 1)[0]


def classify(version: Version, direction: str, written: dict, read: dict) -> Cell:
    """The outcome of a read that succeeded, from what was written and what was read."""
    found = list(differences(expected_read(version, direction, written), read))
    if not found:
        outcome = base_outcome(version, direction)
        return Cell(outcome, None, _said(outcome))
    changed = changed_fields(version, direction)
    defaulted = all(_user_field(path) in changed and actual in DEFAULTS for path, _, actual in found)
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
    """An evolution section's outcomes as framework -> configuration -> change -> [old-to-new,
    new-to-old]: the shape of the committed expected matrix (orchestrator/tests/data/)."""
    table: dict = {}
    for cell in section["cells"]:
        pair = table.setdefault(cell["framework"], {}).setdefault(cell["configuration"], {}).setdefault(
            cell["change"], [None, None])
        pair[DIRECTIONS.index(cell["direction"])] = cell["outcome"]
    return table
