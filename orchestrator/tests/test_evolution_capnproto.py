"""capnproto's versions of the users model read by pycapnp alone (no Java): every version of
proto/evolution.json has its schema, and cross-version reads of bytes pycapnp writes with each
version's schema give what Cap'n Proto's rules predict (the same outcomes the service's cells
have, which the live matrix compares cell by cell)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from serbench import evolution, interop_evolution
from serbench.interop import capnproto_versions as cv

SMALL = json.loads((Path(__file__).parent / "data" / "users-small.json").read_text())
VERSIONS = evolution.load_versions("users")
BY_NAME = {v.name: v for v in VERSIONS}

#: (old-to-new, new-to-old) for each change. widen-number moves `active`, `role` and `createdAt`
#: in the new layout: today's reader reads them from the wrong bits without an error, and the new
#: reader's `role` lands on bits of today's `createdAt`, a number Role does not declare.
EXPECTED = {
    "add-field": (evolution.DEFAULTED, evolution.IGNORED),
    "add-record": (evolution.DEFAULTED, evolution.IGNORED),
    "remove-field": (evolution.IGNORED, evolution.DEFAULTED),
    "rename-field": (evolution.PRESERVED, evolution.PRESERVED),
    "widen-number": (evolution.REJECTED, evolution.CORRUPTED),
    "add-enum-constant": (evolution.PRESERVED, evolution.REJECTED),
    "reorder-fields": (evolution.PRESERVED, evolution.PRESERVED),
}


def _message(value: Any) -> Any:
    """A version's tree as pycapnp's new_message arguments: nulls left unset, enums by
    enumerant name, the attributes object as its key/value structs."""
    if isinstance(value, dict):
        return {key: ([{"key": k, "value": v} for k, v in item.items()] if key == "attributes" else _message(item))
                for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [_message(item) for item in value]
    if isinstance(value, str) and value.isupper() and value.isalpha():
        return value.lower()  # an enum constant: Role and OrderStatus's names are one word
    return value


def _write(version: str, tree: dict) -> bytes:
    return cv.schema(version).UserBatch.new_message(**_message(tree)).to_bytes()


def _outcome(version: evolution.Version, direction: str) -> str:
    writer = evolution.CURRENT if direction == evolution.OLD_TO_NEW else version.name
    written = SMALL if direction == evolution.OLD_TO_NEW else evolution.written_by(version, SMALL)
    try:
        read = cv.read_version(version, direction, cv.CONFIGURATION, _write(writer, written))
    except Exception:  # the reader refused the bytes
        return evolution.REJECTED
    return evolution.classify(version, direction, written, read).outcome


def test_every_version_has_its_schema():
    for name in [evolution.CURRENT, *BY_NAME]:
        assert cv.schema_path(name).exists(), name
        assert cv.schema(name).UserBatch is not None


def test_todays_bytes_read_back_as_written():
    assert cv.read_version(VERSIONS[0], evolution.NEW_TO_OLD, cv.CONFIGURATION, _write(evolution.CURRENT, SMALL)) == SMALL


@pytest.mark.parametrize("name", list(EXPECTED))
def test_each_change_reads_as_capn_protos_rules_say(name):
    version = BY_NAME[name]
    assert (_outcome(version, evolution.OLD_TO_NEW), _outcome(version, evolution.NEW_TO_OLD)) == EXPECTED[name]


def test_an_enumerant_the_reader_does_not_declare_is_refused_with_its_number():
    version = BY_NAME["add-enum-constant"]
    payload = _write(version.name, evolution.written_by(version, SMALL))
    with pytest.raises(ValueError, match=r"role: the enumerant number 5 is not in the reader's schema"):
        cv.read_version(version, evolution.NEW_TO_OLD, cv.CONFIGURATION, payload)


def test_a_retired_field_is_not_read_and_other_configurations_are_not_this_readers():
    version = BY_NAME["remove-field"]
    read = cv.read_version(version, evolution.OLD_TO_NEW, cv.CONFIGURATION, _write(evolution.CURRENT, SMALL))
    assert "lastName" not in read["users"][0] and "obsoleteLastName" not in read["users"][0]
    assert cv.read_version(version, evolution.OLD_TO_NEW, "compatible", b"") is None


def test_the_confirmer_is_registered_for_capnproto():
    library, reader = interop_evolution.confirmers()["capnproto"]
    assert library.startswith("pycapnp ") and reader is cv.read_version
