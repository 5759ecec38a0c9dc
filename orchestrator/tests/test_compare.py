import copy

from serbench.compare import first_difference

BATCH = {"users": [
    {"id": 1, "score": 1.5, "active": True, "attributes": {"a": "1", "b": "2"},
     "orders": [{"items": [{"sku": "x", "unitPrice": 12.5}]}]},
    {"id": 2, "score": 2.0, "active": False, "attributes": {}, "orders": []},
]}


def changed(mutate):
    other = copy.deepcopy(BATCH)
    mutate(other)
    return first_difference(BATCH, other)


def test_equal_trees():
    assert first_difference(BATCH, copy.deepcopy(BATCH)) is None


def test_a_dropped_user_is_a_length_difference():
    assert changed(lambda b: b["users"].pop(1)) == "users: 2 items != 1 items"


def test_one_ulp_is_found_by_path():
    import math
    assert changed(lambda b: b["users"][0]["orders"][0]["items"][0].update(unitPrice=math.nextafter(12.5, 13))) == \
        "users[0].orders[0].items[0].unitPrice: 12.5 != 12.500000000000002"


def test_swapped_map_entries_are_an_order_difference():
    assert changed(lambda b: b["users"][0].update(attributes={"b": "2", "a": "1"})) == \
        "users[0].attributes: key order ['a', 'b'] != ['b', 'a']"


def test_types_must_match():
    assert changed(lambda b: b["users"][1].update(score=2)) == "users[1].score: 2.0 (float) != 2 (int)"
    assert changed(lambda b: b["users"][0].update(id=True)) == "users[0].id: 1 (int) != True (bool)"


def test_negative_zero_and_nan():
    assert first_difference(0.0, -0.0) == "(root): 0.0 != -0.0"
    assert first_difference(float("nan"), float("nan")) is None


def test_missing_and_extra_fields():
    assert changed(lambda b: b["users"][0].pop("score")) == "users[0].score: 1.5 != (missing)"
    assert changed(lambda b: b["users"][0].update(extra=1)) == "users[0].extra: (missing) != 1"
