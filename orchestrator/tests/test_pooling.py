from serbench import pooling
from serbench.fork import fork_order

from fixtures import measurement


def test_pooling_concatenates_samples_and_recomputes_statistics():
    a, b = measurement(10, 1000), measurement(10, 3000)
    pooled = pooling.pool(a, b, forks_in_a=1)
    ser = pooled["server"]["serialize"]
    assert ser["samples"] == a["server"]["serialize"]["samples"] + b["server"]["serialize"]["samples"]
    assert ser["stats"]["count"] == 10
    assert ser["stats"]["min"] == a["server"]["serialize"]["stats"]["min"]
    assert ser["stats"]["max"] == b["server"]["serialize"]["stats"]["max"]
    assert ser["allocatedBytesPerOp"] == (a["server"]["serialize"]["allocatedBytesPerOp"]
                                          + b["server"]["serialize"]["allocatedBytesPerOp"]) / 2
    rt = pooled["http"]["roundtrip"]
    assert len(rt["roundTrip"]["samples"]) == 6
    assert rt["overhead"]["stats"]["count"] == 6
    for series in ("handling", "serverStack", "clientTransport"):  # the service's split pools the same way
        assert rt[series]["samples"] == a["http"]["roundtrip"][series]["samples"] + b["http"]["roundtrip"][series]["samples"]
    assert pooled["http"]["ping"]["handling"]["stats"]["count"] == 6


def test_pooling_a_third_fork_weights_the_allocation_by_forks():
    a, b = measurement(10, 1000), measurement(10, 1000)
    a["server"]["serialize"]["allocatedBytesPerOp"] = 100.0
    b["server"]["serialize"]["allocatedBytesPerOp"] = 400.0
    assert pooling.pool(a, b, forks_in_a=2)["server"]["serialize"]["allocatedBytesPerOp"] == 200.0


def test_a_round_trip_failure_in_any_fork_stays_visible():
    a, b = measurement(10, 1000), measurement(10, 1000)
    b["server"]["roundTripEqual"] = False
    b["server"]["roundTripDifference"] = "users[0].age: 1 != 2"
    pooled = pooling.pool(a, b, 1)
    assert pooled["server"]["roundTripEqual"] is False
    assert pooled["server"]["roundTripDifference"] == "users[0].age: 1 != 2"


def test_spread_between_forks():
    summaries = [{"serializeP50": 100, "deserializeP50": 200, "roundtripP50": 300},
                 {"serializeP50": 110, "deserializeP50": 200, "roundtripP50": 330},
                 {"serializeP50": 90, "deserializeP50": 200, "roundtripP50": 270}]
    assert pooling.spread(summaries) == {"serializeP50": 0.2, "deserializeP50": 0.0, "roundtripP50": 0.2}


def test_fork_order_is_shuffled_and_reproducible():
    names = [f"f{i}" for i in range(12)]
    first = fork_order(42, 1, names)
    assert sorted(first) == sorted(names)
    assert first == fork_order(42, 1, names)
    assert first != fork_order(42, 2, names), "every fork has its own order"
    assert first != names


def test_pooling_keeps_each_forks_blocks_in_fork_order():
    a, b = measurement(10, 1000), measurement(10, 3000)
    a["server"]["serialize"]["blocks"] = [2, 3]
    b["server"]["serialize"]["blocks"] = [5]
    a["http"]["roundtrip"]["roundTrip"]["blocks"] = [3]
    b["http"]["roundtrip"]["roundTrip"]["blocks"] = [1, 2]
    pooled = pooling.pool(a, b, forks_in_a=1)
    assert pooled["server"]["serialize"]["blocks"] == [2, 3, 5]
    assert pooled["http"]["roundtrip"]["roundTrip"]["blocks"] == [3, 1, 2]
    assert "blocks" not in pooled["server"]["deserialize"], "no blocks in, none out (an older dump)"


def test_each_forks_summary_keeps_its_own_round_trip_check():
    a = measurement(10, 1000)
    a["server"]["roundTripEqual"] = False
    assert pooling.fork_summary(a)["roundTripEqual"] is False
