"""protobuf's versions of the users model read and written by Python's protobuf alone (no Java):
every version of proto/evolution.json has its schema, each schema is today's with only its
change, and cross-version reads give what protobuf's language guide says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from google.protobuf import descriptor_pb2
from google.protobuf.message import DecodeError
from google.protobuf.unknown_fields import UnknownFieldSet

from serbench import evolution, interop_evolution
from serbench.interop import protobuf_versions as pv

SMALL = json.loads((Path(__file__).parent / "data" / "users-small.json").read_text())
VERSIONS = evolution.load_versions("users")
BY_NAME = {v.name: v for v in VERSIONS}

#: (old-to-new, new-to-old) for each change, as the language guide predicts
EXPECTED = {
    "add-field": (evolution.DEFAULTED, evolution.IGNORED),
    "add-record": (evolution.DEFAULTED, evolution.IGNORED),
    "remove-field": (evolution.IGNORED, evolution.DEFAULTED),
    "rename-field": (evolution.PRESERVED, evolution.PRESERVED),
    "widen-number": (evolution.PRESERVED, evolution.PRESERVED),
    "add-enum-constant": (evolution.PRESERVED, evolution.CORRUPTED),
    "reorder-fields": (evolution.PRESERVED, evolution.PRESERVED),
}


def _cell(version: evolution.Version, direction: str) -> tuple[dict, dict]:
    """(what the writer wrote, what the reader read), both through Python's protobuf."""
    writer = evolution.CURRENT if direction == evolution.OLD_TO_NEW else version.name
    written = SMALL if direction == evolution.OLD_TO_NEW else evolution.written_by(version, SMALL)
    return written, pv.read_version(version, direction, pv.CONFIGURATION, pv.write_version(writer, written))


def test_every_version_has_its_schema_and_no_schema_lacks_a_version():
    assert set(pv.schema_files()) == {evolution.CURRENT} | set(BY_NAME)
    assert set(pv.batch_classes()) == {evolution.CURRENT} | set(BY_NAME)


def _shape(version: str) -> dict:
    """Every message's fields (name, number, type, repeated) and every enum's constants."""
    file = pv.batch_class(version).DESCRIPTOR.file
    shape = {name: {(f.name, f.number, f.type, f.is_repeated, f.has_presence) for f in m.fields}
             for name, m in file.message_types_by_name.items()}
    shape.update({name: {(v.name, v.number) for v in e.values} for name, e in file.enum_types_by_name.items()})
    return shape


@pytest.mark.parametrize("name", list(EXPECTED))
def test_each_schema_is_todays_with_only_its_change(name):
    today = {k: v for k, v in _shape(evolution.CURRENT).items() if k != "UsersRequest"}
    changed = _shape(name)
    touched = {"User", "Role", "Loyalty"}
    assert {k: v for k, v in changed.items() if k not in touched} == {k: v for k, v in today.items() if k not in touched}
    user, todays_user = changed["User"], today["User"]
    if name == "add-field":
        assert user - todays_user == {("nickname", 16, 9, False, True)}  # optional string
    elif name == "add-record":
        assert {f[:2] for f in user - todays_user} == {("loyalty", 16)} and "Loyalty" in changed
    elif name == "remove-field":
        assert todays_user - user == {("last_name", 5, 9, False, False)} and not user - todays_user
        declared = descriptor_pb2.DescriptorProto()
        pv.batch_class(name).DESCRIPTOR.file.message_types_by_name["User"].CopyToProto(declared)
        assert [(r.start, r.end) for r in declared.reserved_range] == [(5, 6)]
        assert list(declared.reserved_name) == ["last_name"]
    elif name == "rename-field":
        assert {f[:2] for f in user ^ todays_user} == {("email", 3), ("email_address", 3)}
    elif name == "widen-number":
        assert {(f[0], f[1], f[2]) for f in user - todays_user} == {("age", 6, 3)}  # TYPE_INT64
    elif name == "add-enum-constant":
        assert changed["Role"] - today["Role"] == {("AUDITOR", 5)} and user == todays_user
    elif name == "reorder-fields":
        assert user == todays_user
        declared = [f.number for f in pv.batch_class(name).DESCRIPTOR.file.message_types_by_name["User"].fields]
        assert declared == sorted(declared, reverse=True)


def test_today_reads_back_what_it_wrote():
    payload = pv.write_version(evolution.CURRENT, SMALL)
    assert pv.to_tree(pv.batch_class(evolution.CURRENT).FromString(payload)) == SMALL


@pytest.mark.parametrize("name", list(EXPECTED))
@pytest.mark.parametrize("direction", evolution.DIRECTIONS)
def test_cross_version_reads_classify_as_the_guide_predicts(name, direction):
    version = BY_NAME[name]
    written, read = _cell(version, direction)
    outcome = evolution.classify(version, direction, written, read).outcome
    assert outcome == EXPECTED[name][evolution.DIRECTIONS.index(direction)]


def test_an_added_optional_field_reads_as_null_and_an_unknown_one_is_kept():
    written, read = _cell(BY_NAME["add-field"], evolution.OLD_TO_NEW)
    assert all(user["nickname"] is None for user in read["users"])
    payload = pv.write_version("add-field", evolution.written_by(BY_NAME["add-field"], SMALL))
    today = pv.batch_class(evolution.CURRENT).FromString(payload)
    assert "nickname" not in pv.to_tree(today)["users"][0]
    unknown = UnknownFieldSet(today.users[0])
    assert [(field.field_number, field.data) for field in unknown] == [(16, b"lucas-0")]
    assert today.SerializeToString() == payload  # the unknown field is kept and written back


def test_a_removed_string_reads_as_empty_for_today_and_an_added_record_as_null():
    _, read = _cell(BY_NAME["remove-field"], evolution.NEW_TO_OLD)
    assert {user["lastName"] for user in read["users"]} == {""}
    _, read = _cell(BY_NAME["add-record"], evolution.OLD_TO_NEW)
    assert all(user["loyalty"] is None for user in read["users"])
    written, read = _cell(BY_NAME["add-record"], evolution.NEW_TO_OLD)
    assert "loyalty" not in read["users"][0]


def test_a_renamed_field_keeps_its_value_under_the_new_name():
    _, read = _cell(BY_NAME["rename-field"], evolution.OLD_TO_NEW)
    assert [u["emailAddress"] for u in read["users"]] == [u["email"] for u in SMALL["users"]]


def test_a_widened_value_beyond_32_bits_is_truncated_by_todays_reader():
    large = (1 << 33) + 7
    tree = {"users": [{**SMALL["users"][0], "age": large}]}
    read = pv.read_version(BY_NAME["widen-number"], evolution.NEW_TO_OLD, pv.CONFIGURATION,
                           pv.write_version("widen-number", tree))
    assert read["users"][0]["age"] == 7  # the low 32 bits, as a cast to int32


def test_todays_open_enum_keeps_the_number_of_a_constant_it_does_not_declare():
    written, read = _cell(BY_NAME["add-enum-constant"], evolution.NEW_TO_OLD)
    every = BY_NAME["add-enum-constant"].enum_constant["everyNth"]
    for index, user in enumerate(read["users"]):
        if index % every == 0:
            assert user["role"] == 5
        else:
            assert user["role"] == written["users"][index]["role"]


def test_reordering_the_declaration_changes_no_byte():
    assert pv.write_version("reorder-fields", SMALL) == pv.write_version(evolution.CURRENT, SMALL)


def test_only_the_benchmarked_configuration_is_read_and_bad_bytes_raise_protobufs_error():
    payload = pv.write_version(evolution.CURRENT, SMALL)
    assert pv.read_version(BY_NAME["add-field"], evolution.OLD_TO_NEW, "compatible", payload) is None
    with pytest.raises(DecodeError):
        pv.read_version(BY_NAME["add-field"], evolution.OLD_TO_NEW, pv.CONFIGURATION, b"\x0a\xff")


def test_writing_a_field_the_version_lacks_is_refused():
    with pytest.raises(ValueError, match="nickname"):
        pv.write_version(evolution.CURRENT, evolution.written_by(BY_NAME["add-field"], SMALL))


def test_grpc_is_confirmed_by_the_same_reader_as_protobuf():
    """grpc serves protobuf's very codec and versions (services/proto-java): same bytes, same library."""
    confirmers = interop_evolution.confirmers()
    assert confirmers["grpc"] == confirmers["protobuf"] == pv.confirmer()


# MediaContent: jvm-serializers' proto2 schema (proto/mediacontent.proto) and its versions.

MEDIA = "mediacontent"
MEDIA_VERSIONS = {v.name: v for v in evolution.load_versions(MEDIA)}
#: jvm-serializers' standard instance (tpc/data/media.1.json), the item of the mediacontent dataset
MEDIA_1 = {"media": {"uri": "http://javaone.com/keynote.mpg", "title": "Javaone Keynote", "width": 640, "height": 480,
                     "format": "video/mpg4", "duration": 18000000, "size": 58982400, "bitrate": 262144,
                     "persons": ["Bill Gates", "Steve Jobs\uc2a4"], "player": "JAVA", "copyright": None},
           "images": [{"uri": "http://javaone.com/keynote_large.jpg", "title": "Javaone Keynote", "width": 1024,
                       "height": 768, "size": "LARGE"},
                      {"uri": "http://javaone.com/keynote_small.jpg", "title": "Javaone Keynote", "width": 320,
                       "height": 240, "size": "SMALL"}]}
MEDIA_TODAY = {"items": [MEDIA_1] * 10}

#: (old-to-new, new-to-old): proto2's required fields and closed enums refuse what proto3 would default
MEDIA_EXPECTED = {
    "add-field": (evolution.DEFAULTED, evolution.IGNORED),
    "add-record": (evolution.DEFAULTED, evolution.IGNORED),
    "remove-field": (evolution.IGNORED, evolution.REJECTED),       # today's format is required
    "rename-field": (evolution.PRESERVED, evolution.PRESERVED),
    "widen-number": (evolution.PRESERVED, evolution.PRESERVED),
    "add-enum-constant": (evolution.PRESERVED, evolution.REJECTED),  # HTML5 unknown: the required player unset
    "reorder-fields": (evolution.PRESERVED, evolution.PRESERVED),
}


def _media_cell(name: str, direction: str) -> evolution.Cell | str:
    version = MEDIA_VERSIONS[name]
    writer = evolution.CURRENT if direction == evolution.OLD_TO_NEW else name
    written = MEDIA_TODAY if direction == evolution.OLD_TO_NEW else evolution.written_by(version, MEDIA_TODAY)
    payload = pv.write_version(writer, written, MEDIA)
    try:
        read = pv.read_version(version, direction, pv.CONFIGURATION, payload)
    except ValueError:
        return evolution.REJECTED
    return evolution.classify(version, direction, written, read)


def test_every_media_version_has_its_schema():
    assert set(pv.schema_files(MEDIA)) == {evolution.CURRENT} | set(MEDIA_VERSIONS)
    assert set(pv.batch_classes(MEDIA)) == {evolution.CURRENT} | set(MEDIA_VERSIONS)


@pytest.mark.parametrize("name", [evolution.CURRENT, *MEDIA_VERSIONS])
def test_each_media_version_reads_its_own_bytes_as_written(name):
    written = MEDIA_TODAY if name == evolution.CURRENT else evolution.written_by(MEDIA_VERSIONS[name], MEDIA_TODAY)
    message = pv.batch_class(name, MEDIA).FromString(pv.write_version(name, written, MEDIA))
    assert pv.to_tree(message, pv.SCHEMAS[MEDIA]) == written


@pytest.mark.parametrize("name", list(MEDIA_EXPECTED))
@pytest.mark.parametrize("direction", evolution.DIRECTIONS)
def test_media_cross_version_reads_classify_as_the_service_reads_them(name, direction):
    found = _media_cell(name, direction)
    expected = MEDIA_EXPECTED[name][evolution.DIRECTIONS.index(direction)]
    assert (found if isinstance(found, str) else found.outcome) == expected, found


def test_media_today_writes_the_count_and_refuses_a_wrong_one():
    message = pv.batch_class(evolution.CURRENT, MEDIA).FromString(pv.write_version(evolution.CURRENT, MEDIA_TODAY, MEDIA))
    assert message.count == 10 and "count" not in pv.to_tree(message, pv.SCHEMAS[MEDIA])
    message.count = 11
    with pytest.raises(ValueError, match="says 11 items but holds 10"):
        pv.read_version(MEDIA_VERSIONS["add-field"], evolution.NEW_TO_OLD, pv.CONFIGURATION, message.SerializeToString())


def test_media_required_fields_refuse_new_bytes_in_todays_reader():
    version = MEDIA_VERSIONS["remove-field"]
    payload = pv.write_version("remove-field", evolution.written_by(version, MEDIA_TODAY), MEDIA)
    with pytest.raises(ValueError, match=r"items\[0\]\.media\.format"):
        pv.read_version(version, evolution.NEW_TO_OLD, pv.CONFIGURATION, payload)
    version = MEDIA_VERSIONS["add-enum-constant"]
    payload = pv.write_version("add-enum-constant", evolution.written_by(version, MEDIA_TODAY), MEDIA)
    with pytest.raises(ValueError, match=r"items\[0\]\.media\.player"):
        pv.read_version(version, evolution.NEW_TO_OLD, pv.CONFIGURATION, payload)


def test_media_reordering_and_renaming_change_no_byte():
    today = pv.write_version(evolution.CURRENT, MEDIA_TODAY, MEDIA)
    for name in ("reorder-fields", "rename-field"):
        assert pv.write_version(name, evolution.written_by(MEDIA_VERSIONS[name], MEDIA_TODAY), MEDIA) == today
