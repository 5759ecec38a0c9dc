"""How a cross-version read is classified (serbench.evolution), from trees alone: each outcome
arises from the comparison the way docs/evolution.md says, and the versions each write what
proto/evolution.json states."""

from __future__ import annotations

import copy
import json

import pytest

from serbench import evolution

VERSIONS = evolution.load_versions("users")
BY_NAME = {v.name: v for v in VERSIONS}


def batch() -> dict:
    user = {"id": 7, "username": "ada", "email": "ada@example.com", "firstName": "Ada", "lastName": "L",
            "age": 36, "score": 1.5, "active": True, "role": "USER", "createdAt": 1, "tags": ["x"],
            "attributes": {"a": "1", "b": "2"}}
    return {"users": [dict(user, id=7 + i) for i in range(4)]}


def test_every_model_has_the_same_versions_each_one_change_and_the_file_states_the_dataset():
    models = evolution.load_models()
    assert [(m.model, m.dataset, m.record, m.records) for m in models] == [
        ("users", "small", "User", "users[]"), ("mediacontent", "mediacontent=10", "Media", "items[].media")]
    for model in models:
        assert [v.name for v in model.versions] == ["add-field", "add-record", "remove-field", "rename-field",
                                                    "widen-number", "add-enum-constant", "reorder-fields"]
        for version in model.versions:
            assert (version.model, version.records) == (model.model, model.records)
            changes = [version.added, version.removed, version.renamed, version.widened, version.enum_constant,
                       version.reordered]
            assert sum(bool(c) for c in changes) == 1, version.name


def test_a_media_version_changes_each_item_s_media_and_nothing_else():
    media = {"uri": "u", "title": "Keynote", "width": 640, "format": "video", "player": "JAVA"}
    today = {"items": [{"media": dict(media), "images": [{"uri": "i"}]} for _ in range(4)]}
    by_name = {v.name: v for v in evolution.load_versions("mediacontent")}
    added = evolution.written_by(by_name["add-field"], today)
    assert [item["media"].pop("description") for item in added["items"]] == [
        "Keynote, part 1", "Keynote, part 2", "Keynote, part 3", "Keynote, part 4"]
    assert added == today
    enum = evolution.written_by(by_name["add-enum-constant"], today)
    assert [item["media"]["player"] for item in enum["items"]] == ["HTML5", "JAVA", "JAVA", "HTML5"]
    renamed = evolution.written_by(by_name["rename-field"], today)["items"][0]
    assert list(renamed) == ["media", "images"] and list(renamed["media"])[0] == "url"
    read = evolution.expected_read(by_name["remove-field"], evolution.OLD_TO_NEW, today)
    assert "format" not in read["items"][0]["media"] and read["items"][0]["images"] == [{"uri": "i"}]
    lost = [dict(item, media=dict(item["media"], width=0)) for item in today["items"]]
    widened = evolution.classify(by_name["widen-number"], evolution.OLD_TO_NEW, today, {"items": lost})
    assert (widened.outcome, widened.path) == ("defaulted", "items[0].media.width")
    image = [dict(item, images=[{"uri": "j"}]) for item in today["items"]]
    corrupted = evolution.classify(by_name["widen-number"], evolution.OLD_TO_NEW, today, {"items": image})
    assert (corrupted.outcome, corrupted.path) == ("corrupted", "items[0].images[0].uri")


def test_a_records_path_of_another_shape_is_refused_when_the_file_is_read(tmp_path):
    document = json.loads(evolution.EVOLUTION_FILE.read_text())
    document["models"][1]["records"] = "items.media"
    path = tmp_path / "evolution.json"
    path.write_text(json.dumps(document))
    with pytest.raises(ValueError, match="records 'items.media' is neither 'list\\[\\]' nor 'list\\[\\].field'"):
        evolution.load_models(path)


def test_each_version_writes_its_change_and_nothing_else():
    today = batch()
    added = evolution.written_by(BY_NAME["add-field"], today)["users"][0]
    assert added.pop("nickname") == "ada-7" and added == today["users"][0]
    assert "lastName" not in evolution.written_by(BY_NAME["remove-field"], today)["users"][0]
    renamed = evolution.written_by(BY_NAME["rename-field"], today)["users"][0]
    assert list(renamed)[2] == "emailAddress" and renamed["emailAddress"] == "ada@example.com"
    roles = [u["role"] for u in evolution.written_by(BY_NAME["add-enum-constant"], today)["users"]]
    assert roles == ["AUDITOR", "USER", "USER", "AUDITOR"]
    reordered = evolution.written_by(BY_NAME["reorder-fields"], today)["users"][0]
    assert list(reordered) == list(reversed(today["users"][0])) and reordered == today["users"][0]
    assert today == batch(), "the dataset itself is never changed"


def test_a_read_equal_to_what_a_perfect_reader_holds_is_preserved_defaulted_or_ignored_by_the_change():
    today = batch()
    new = evolution.written_by(BY_NAME["add-field"], today)
    read_by_new = {"users": [dict(u, nickname=None) for u in today["users"]]}
    assert evolution.classify(BY_NAME["add-field"], evolution.OLD_TO_NEW, today, read_by_new).outcome == "defaulted"
    assert evolution.classify(BY_NAME["add-field"], evolution.NEW_TO_OLD, new, today).outcome == "ignored"
    renamed = evolution.written_by(BY_NAME["rename-field"], today)
    assert evolution.classify(BY_NAME["rename-field"], evolution.NEW_TO_OLD, renamed, today).outcome == "preserved"


def test_a_changed_field_read_as_its_default_is_defaulted_with_its_path():
    today = batch()
    read = {"users": [{("emailAddress" if k == "email" else k): (None if k == "email" else v) for k, v in u.items()}
                      for u in today["users"]]}
    cell = evolution.classify(BY_NAME["rename-field"], evolution.OLD_TO_NEW, today, read)
    assert (cell.outcome, cell.path) == ("defaulted", "users[0].emailAddress")
    assert "and 3 more" in cell.detail


def test_any_other_field_read_wrong_is_corrupted_with_the_first_path():
    today = batch()
    read = copy.deepcopy(today)
    read["users"][2]["score"] = 2.5
    cell = evolution.classify(BY_NAME["reorder-fields"], evolution.OLD_TO_NEW, today, read)
    assert (cell.outcome, cell.path) == ("corrupted", "users[2].score")
    assert "wrote 1.5, read 2.5" in cell.detail


@pytest.mark.parametrize("read_role, outcome", [(None, "defaulted"), ("GUEST", "corrupted")])
def test_an_unknown_enum_constant_read_as_null_is_defaulted_and_as_another_constant_corrupted(read_role, outcome):
    version = BY_NAME["add-enum-constant"]
    written = evolution.written_by(version, batch())
    read = copy.deepcopy(written)
    for user in read["users"]:
        if user["role"] == "AUDITOR":
            user["role"] = read_role
    assert evolution.classify(version, evolution.NEW_TO_OLD, written, read).outcome == outcome


def test_a_default_in_a_field_the_change_does_not_touch_is_corrupted_not_defaulted():
    today = batch()
    read = {"users": [dict(u, nickname=None, username="") for u in today["users"]]}
    cell = evolution.classify(BY_NAME["add-field"], evolution.OLD_TO_NEW, today, read)
    assert (cell.outcome, cell.path) == ("corrupted", "users[0].username")


def test_types_must_match_so_an_int_read_as_a_float_is_a_difference():
    today = batch()
    read = copy.deepcopy(today)
    read["users"][0]["age"] = 36.0
    assert evolution.classify(BY_NAME["widen-number"], evolution.OLD_TO_NEW, today, read).outcome == "corrupted"


def test_every_build_that_compiles_versions_compiles_exactly_the_versions_of_the_file():
    """proto/evolution.json lists the versions; the Maven builds that compile each version's
    classes (core's overlays, and the modules whose processors generate converters per version)
    name them again in an antrun macro, which must not drift from the file."""
    import re
    from pathlib import Path
    services = Path(evolution.EVOLUTION_FILE).parents[1] / "services"
    poms = [pom for pom in sorted(services.glob("*/pom.xml")) if "<macrodef name=\"version\">" in pom.read_text()]
    assert "core" in {pom.parent.name for pom in poms}
    for pom in poms:
        compiled = re.findall(r'<version name="([a-z-]+)"/>', pom.read_text())
        assert compiled == [v.name for v in VERSIONS], pom
