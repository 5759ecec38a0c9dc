"""fastavro's reader of avro's versions of the users model (serbench.interop.avro_versions),
without Java: every version of proto/evolution.json has its schema, and bytes fastavro writes
with one version's schema, read with another's in each configuration, come out as Avro's
specification says, classified by serbench.evolution as the matrix classifies them."""

from __future__ import annotations

import copy
import io

import fastavro
import pytest

from serbench import evolution
from serbench.interop import avro_versions

VERSIONS = evolution.load_versions("users")
BY_NAME = {v.name: v for v in VERSIONS}
OLD_TO_NEW, NEW_TO_OLD = evolution.OLD_TO_NEW, evolution.NEW_TO_OLD


def today() -> dict:
    """Three users of today's model, every field set (canonical JSON shape)."""
    def user(i: int) -> dict:
        return {"id": 40 + i, "username": f"user{i}", "email": f"user{i}@example.com", "firstName": "Ada",
                "lastName": "Lovelace", "age": 30 + i, "score": 0.5 + i, "active": i % 2 == 0,
                "role": ("USER", "ADMIN", "GUEST")[i], "createdAt": 1_600_000_000_000 + i,
                "address": {"street": f"{i} Main St", "city": "Lyon", "country": None, "postalCode": "69001",
                            "latitude": 45.76, "longitude": 4.83},
                "profile": {"bio": "bio", "avatarUrl": None, "links": [{"platform": "web", "url": "https://x.y"}],
                            "preferences": {"theme": "dark", "language": "fr", "emailNotifications": True,
                                            "pushNotifications": False}},
                "tags": ["a", "b"], "attributes": {"zeta": "1", "alpha": None},
                "orders": [{"orderId": 10 * i, "status": "PAID", "placedAt": 1_600_000_100_000 + i,
                            "items": [{"sku": f"SKU-{i}", "quantity": 2, "unitPrice": 9.99}]}]}
    return {"users": [user(i) for i in range(3)]}


def write(version: str, configuration: str, batch: dict) -> bytes:
    """``batch`` as ``version`` writes it in ``configuration``, by fastavro (no Java)."""
    record = copy.deepcopy(batch)
    for user in record["users"]:
        user["attributes"] = [{"key": k, "value": v} for k, v in user["attributes"].items()]
    out = io.BytesIO()
    if configuration == "compatible":
        out.write(avro_versions.MARKER + avro_versions.schema_fingerprint(version))
    fastavro.schemaless_writer(out, avro_versions.schema(version), record, strict=True)
    return out.getvalue()


def cell(name: str, direction: str, configuration: str) -> evolution.Cell | str:
    """The outcome of one cell read by fastavro: a Cell, or "rejected" when it throws."""
    version = BY_NAME[name]
    written = today() if direction == OLD_TO_NEW else evolution.written_by(version, today())
    writer = evolution.CURRENT if direction == OLD_TO_NEW else name
    payload = write(writer, configuration, written)
    try:
        read = avro_versions.read_version(version, direction, configuration, payload)
    except Exception:
        return evolution.REJECTED
    return evolution.classify(version, direction, written, read)


def test_every_version_of_the_file_has_its_schema_with_its_own_fingerprint():
    for version in [evolution.CURRENT] + [v.name for v in VERSIONS]:
        assert avro_versions.schema_path(version).exists(), f"proto/versions/{version}/serbench.avsc is missing"
    assert len(avro_versions.versions_by_fingerprint()) == len(VERSIONS) + 1


@pytest.mark.parametrize("name", [v.name for v in VERSIONS])
@pytest.mark.parametrize("configuration", ["benchmarked", "compatible"])
def test_each_version_reads_its_own_bytes_as_written(name, configuration):
    version = BY_NAME[name]
    written = evolution.written_by(version, today())
    assert avro_versions.read_version(version, OLD_TO_NEW, configuration, write(name, configuration, written)) \
        == written
    assert avro_versions.read_version(version, NEW_TO_OLD, configuration,
                                      write(evolution.CURRENT, configuration, today())) == today()


@pytest.mark.parametrize("name, direction, outcome", [
    ("add-field", OLD_TO_NEW, "defaulted"),
    ("add-field", NEW_TO_OLD, "ignored"),
    ("add-record", OLD_TO_NEW, "defaulted"),
    ("remove-field", OLD_TO_NEW, "ignored"),
    ("remove-field", NEW_TO_OLD, "defaulted"),
    ("rename-field", OLD_TO_NEW, "preserved"),   # the reader's alias matches the writer's email
    ("rename-field", NEW_TO_OLD, "defaulted"),   # today's reader has no alias for emailAddress
    ("widen-number", OLD_TO_NEW, "preserved"),   # int promoted to long
    ("widen-number", NEW_TO_OLD, "rejected"),    # long is never read as int
    ("add-enum-constant", OLD_TO_NEW, "preserved"),
    ("add-enum-constant", NEW_TO_OLD, "rejected"),  # AUDITOR, and today's Role has no default
    ("reorder-fields", NEW_TO_OLD, "preserved"),
])
def test_compatible_resolves_the_writers_schema_found_by_its_fingerprint(name, direction, outcome):
    found = cell(name, direction, "compatible")
    assert (found if isinstance(found, str) else found.outcome) == outcome, found


def test_compatible_rename_new_to_old_reads_email_as_null():
    found = cell("rename-field", NEW_TO_OLD, "compatible")
    assert found.path == "users[0].email" and "read null" in found.detail


@pytest.mark.parametrize("name, direction, outcome", [
    ("widen-number", OLD_TO_NEW, "preserved"),   # int and long share the zig-zag varint
    ("widen-number", NEW_TO_OLD, "preserved"),
    ("rename-field", OLD_TO_NEW, "preserved"),   # the same bytes under another name
])
def test_benchmarked_reads_by_position_where_the_bytes_do_not_change(name, direction, outcome):
    assert cell(name, direction, "benchmarked").outcome == outcome


@pytest.mark.parametrize("name, direction", [
    ("add-field", NEW_TO_OLD), ("remove-field", OLD_TO_NEW), ("reorder-fields", NEW_TO_OLD),
])
def test_benchmarked_never_reads_a_shifted_layout_as_written(name, direction):
    found = cell(name, direction, "benchmarked")
    assert found == evolution.REJECTED or found.outcome == evolution.CORRUPTED, found


def test_compatible_refuses_a_header_it_cannot_resolve():
    version = BY_NAME["add-field"]
    payload = write(evolution.CURRENT, "compatible", today())
    with pytest.raises(ValueError, match="single-object"):
        avro_versions.read_version(version, OLD_TO_NEW, "compatible", b"\x00\x01" + payload[2:])
    with pytest.raises(LookupError, match="fingerprint"):
        avro_versions.read_version(version, OLD_TO_NEW, "compatible", payload[:2] + bytes(8) + payload[10:])


def test_benchmarked_refuses_trailing_bytes_and_an_unknown_configuration_is_not_read():
    version = BY_NAME["add-field"]
    payload = write(evolution.CURRENT, "benchmarked", today())
    with pytest.raises(ValueError, match="bytes left"):
        avro_versions.read_version(version, NEW_TO_OLD, "benchmarked", payload + b"\x00")
    assert avro_versions.read_version(version, NEW_TO_OLD, "zero-copy", payload) is None


# MediaContent: the same reader over proto/mediacontent.avsc and its versions.

MEDIA_VERSIONS = {v.name: v for v in evolution.load_versions("mediacontent")}

#: jvm-serializers' standard instance (tpc/data/media.1.json), the item of the mediacontent dataset
MEDIA_1 = {"media": {"uri": "http://javaone.com/keynote.mpg", "title": "Javaone Keynote", "width": 640, "height": 480,
                     "format": "video/mpg4", "duration": 18000000, "size": 58982400, "bitrate": 262144,
                     "persons": ["Bill Gates", "Steve Jobs\uc2a4"], "player": "JAVA", "copyright": None},
           "images": [{"uri": "http://javaone.com/keynote_large.jpg", "title": "Javaone Keynote", "width": 1024,
                       "height": 768, "size": "LARGE"},
                      {"uri": "http://javaone.com/keynote_small.jpg", "title": "Javaone Keynote", "width": 320,
                       "height": 240, "size": "SMALL"}]}


def media_today() -> dict:
    """The mediacontent=10 dataset's tree."""
    return {"items": [copy.deepcopy(MEDIA_1) for _ in range(10)]}


def media_write(version: str, configuration: str, batch: dict) -> bytes:
    out = io.BytesIO()
    if configuration == "compatible":
        out.write(avro_versions.MARKER + avro_versions.schema_fingerprint(version, "mediacontent"))
    fastavro.schemaless_writer(out, avro_versions.schema(version, "mediacontent"), batch, strict=True)
    return out.getvalue()


def media_cell(name: str, direction: str, configuration: str) -> evolution.Cell | str:
    version = MEDIA_VERSIONS[name]
    written = media_today() if direction == OLD_TO_NEW else evolution.written_by(version, media_today())
    writer = evolution.CURRENT if direction == OLD_TO_NEW else name
    try:
        read = avro_versions.read_version(version, direction, configuration, media_write(writer, configuration, written))
    except Exception:
        return evolution.REJECTED
    return evolution.classify(version, direction, written, read)


def test_every_media_version_has_its_schema_with_its_own_fingerprint():
    for version in [evolution.CURRENT, *MEDIA_VERSIONS]:
        assert avro_versions.schema_path(version, "mediacontent").exists()
    assert len(avro_versions.versions_by_fingerprint("mediacontent")) == len(MEDIA_VERSIONS) + 1


@pytest.mark.parametrize("name", list(MEDIA_VERSIONS))
@pytest.mark.parametrize("configuration", ["benchmarked", "compatible"])
def test_each_media_version_reads_its_own_bytes_as_written(name, configuration):
    version = MEDIA_VERSIONS[name]
    written = evolution.written_by(version, media_today())
    assert avro_versions.read_version(version, OLD_TO_NEW, configuration,
                                      media_write(name, configuration, written)) == written


#: every mediacontent cell as services/avro reads it (old-to-new, new-to-old)
MEDIA_EXPECTED = {
    "compatible": {
        "add-field": ("defaulted", "ignored"), "add-record": ("defaulted", "ignored"),
        "remove-field": ("ignored", "rejected"),      # today's format has no default
        "rename-field": ("preserved", "rejected"),    # today's uri has neither an alias for url nor a default
        "widen-number": ("preserved", "rejected"), "add-enum-constant": ("preserved", "rejected"),
        "reorder-fields": ("preserved", "preserved"),
    },
    "benchmarked": {
        "add-field": ("rejected", "rejected"), "add-record": ("rejected", "rejected"),
        "remove-field": ("rejected", "rejected"), "rename-field": ("preserved", "preserved"),
        "widen-number": ("preserved", "preserved"), "add-enum-constant": ("preserved", "rejected"),
        "reorder-fields": ("rejected", "rejected"),
    },
}


@pytest.mark.parametrize("configuration", list(MEDIA_EXPECTED))
@pytest.mark.parametrize("name", list(MEDIA_VERSIONS))
@pytest.mark.parametrize("direction", [OLD_TO_NEW, NEW_TO_OLD])
def test_media_cells_are_the_services(configuration, name, direction):
    found = media_cell(name, direction, configuration)
    expected = MEDIA_EXPECTED[configuration][name][0 if direction == OLD_TO_NEW else 1]
    assert (found if isinstance(found, str) else found.outcome) == expected, found


def test_media_add_field_new_to_old_skips_description_and_old_to_new_reads_null():
    version = MEDIA_VERSIONS["add-field"]
    written = evolution.written_by(version, media_today())
    assert written["items"][1]["media"]["description"] == "Javaone Keynote, part 2"
    read = avro_versions.read_version(version, NEW_TO_OLD, "compatible", media_write("add-field", "compatible", written))
    assert read == media_today()
    read = avro_versions.read_version(version, OLD_TO_NEW, "compatible",
                                      media_write(evolution.CURRENT, "compatible", media_today()))
    assert {item["media"]["description"] for item in read["items"]} == {None}
