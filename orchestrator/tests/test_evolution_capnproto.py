"""capnproto's versions of the users model and of MediaContent read by pycapnp alone (no Java):
every version of proto/evolution.json has its schema for each model, and cross-version reads of
bytes pycapnp writes with each version's schema give what Cap'n Proto's rules predict (the same
outcomes the service's cells have, which the live matrix compares cell by cell)."""

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


# MediaContent: the matrix's dataset mediacontent=10, ten copies of jvm-serializers' standard instance.
_IMAGE_TITLE = "Javaone Keynote"
MEDIA_TODAY = {"items": [{
    "media": {"uri": "http://javaone.com/keynote.mpg", "title": "Javaone Keynote", "width": 640, "height": 480,
              "format": "video/mpg4", "duration": 18000000, "size": 58982400, "bitrate": 262144,
              "persons": ["Bill Gates", "Steve Jobs\uC2A4"], "player": "JAVA", "copyright": None},
    "images": [{"uri": "http://javaone.com/keynote_large.jpg", "title": _IMAGE_TITLE, "width": 1024, "height": 768,
                "size": "LARGE"},
               {"uri": "http://javaone.com/keynote_small.jpg", "title": _IMAGE_TITLE, "width": 320, "height": 240,
                "size": "SMALL"}]} for _ in range(10)]}
MEDIA_VERSIONS = {v.name: v for v in evolution.load_versions("mediacontent")}

#: widen-number moves height, the bitrate and every later data field in the new layout, and both
#: readers find other fields' bits without an error: no enumerant number falls outside Player.
MEDIA_EXPECTED = {
    "add-field": (evolution.DEFAULTED, evolution.IGNORED),
    "add-record": (evolution.DEFAULTED, evolution.IGNORED),
    "remove-field": (evolution.IGNORED, evolution.DEFAULTED),
    "rename-field": (evolution.PRESERVED, evolution.PRESERVED),
    "widen-number": (evolution.CORRUPTED, evolution.CORRUPTED),
    "add-enum-constant": (evolution.PRESERVED, evolution.REJECTED),
    "reorder-fields": (evolution.PRESERVED, evolution.PRESERVED),
}


def _media_message(value: Any, key: str = "") -> Any:
    """A MediaContent tree as new_message arguments: nulls left unset, the bitrate as its union's
    member, Player and Size constants as enumerant names."""
    if isinstance(value, dict):
        return {k: ({"unset": None} if v is None else {"value": v}) if k == "bitrate" else _media_message(v, k)
                for k, v in value.items() if v is not None or k == "bitrate"}
    if isinstance(value, list):
        return [_media_message(item) for item in value]
    if key in ("player", "size") and isinstance(value, str):
        return value.lower()
    return value


def _media_write(version: str, tree: dict) -> bytes:
    return cv.root(version, "mediacontent").new_message(**_media_message(tree)).to_bytes()


def _media_outcome(version: evolution.Version, direction: str) -> str:
    writer = evolution.CURRENT if direction == evolution.OLD_TO_NEW else version.name
    written = MEDIA_TODAY if direction == evolution.OLD_TO_NEW else evolution.written_by(version, MEDIA_TODAY)
    try:
        read = cv.read_version(version, direction, cv.CONFIGURATION, _media_write(writer, written))
    except Exception:  # the reader refused the bytes
        return evolution.REJECTED
    return evolution.classify(version, direction, written, read).outcome


def test_every_version_has_its_mediacontent_schema():
    for name in [evolution.CURRENT, *MEDIA_VERSIONS]:
        assert cv.schema_path(name, "mediacontent").exists(), name
        assert cv.root(name, "mediacontent") is not None


def test_todays_mediacontent_reads_back_as_written_and_an_unset_bitrate_is_null():
    version = MEDIA_VERSIONS["add-field"]
    assert cv.read_version(version, evolution.NEW_TO_OLD, cv.CONFIGURATION,
                           _media_write(evolution.CURRENT, MEDIA_TODAY)) == MEDIA_TODAY
    unset = json.loads(json.dumps(MEDIA_TODAY))
    unset["items"][0]["media"]["bitrate"] = None
    read = cv.read_version(version, evolution.NEW_TO_OLD, cv.CONFIGURATION, _media_write(evolution.CURRENT, unset))
    assert read == unset


@pytest.mark.parametrize("name", list(MEDIA_EXPECTED))
def test_each_mediacontent_change_reads_as_capn_protos_rules_say(name):
    version = MEDIA_VERSIONS[name]
    assert (_media_outcome(version, evolution.OLD_TO_NEW),
            _media_outcome(version, evolution.NEW_TO_OLD)) == MEDIA_EXPECTED[name]


def test_html5_is_refused_by_todays_player_with_its_number():
    version = MEDIA_VERSIONS["add-enum-constant"]
    payload = _media_write(version.name, evolution.written_by(version, MEDIA_TODAY))
    with pytest.raises(ValueError, match=r"player: the enumerant number 2 is not in the reader's schema"):
        cv.read_version(version, evolution.NEW_TO_OLD, cv.CONFIGURATION, payload)


def test_the_widened_width_is_read_from_two_of_todays_fields():
    version = MEDIA_VERSIONS["widen-number"]
    media = cv.read_version(version, evolution.OLD_TO_NEW, cv.CONFIGURATION,
                            _media_write(evolution.CURRENT, MEDIA_TODAY))["items"][0]["media"]
    assert media["width"] == 640 | (480 << 32) and media["height"] == 18000000
