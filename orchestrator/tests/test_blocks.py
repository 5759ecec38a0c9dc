"""A dataset's measurement built block by block: samples concatenated with their block
sizes, counters derived from the block log, one fork's figures taken out exactly."""

from __future__ import annotations

from serbench import blocks, results

from fixtures import document


def server_block(ser: list[int], de: list[int], equal: bool = True, jit: int | None = 3,
                 alloc: tuple[float, float] = (100.0, 200.0)) -> dict:
    from serbench.stats import summarize
    return {
        "payloadBytes": 900, "warmup": {"operations": 5, "millis": 1},
        "gc": {"collections": 1, "timeMillis": 2}, "jitCompileMillis": jit,
        "roundTripEqual": equal, "roundTripDifference": None if equal else "users[0].id: 1 != 2",
        "serialize": {"stats": summarize(ser), "allocatedBytesPerOp": alloc[0], "samples": ser},
        "deserialize": {"stats": summarize(de), "allocatedBytesPerOp": alloc[1], "samples": de},
    }


def http_block(rt: list[int], server: list[int]) -> dict:
    from serbench.stats import summarize
    timed = {"roundTrip": {"stats": summarize(rt), "samples": rt},
             "server": {"stats": summarize(server), "samples": server},
             "overhead": {"stats": summarize([a - b for a, b in zip(rt, server)])}}
    return {"ping": {"roundTrip": {"stats": summarize(rt), "samples": rt}},
            "serialize": timed, "deserialize": timed, "roundtrip": timed}


def measurement() -> dict:
    measured = blocks.new_measurement(10, 900, {"gzip": 300, "zstd": 280, "lz4": 500, "snappy": 520},
                                      {"operations": 100, "millis": 50, "jitQuiet": True})
    blocks.append(measured, server_block([10, 11], [20, 21]), http_block([500, 600], [10, 20]), None, 1, 1)
    blocks.append(measured, server_block([12, 13, 14], [22, 23, 24], alloc=(400.0, 200.0)),
                  http_block([700], [30]), None, 1, 2)
    blocks.append(measured, server_block([30, 31], [40, 41], equal=False, jit=None),
                  http_block([900, 950], [40, 50]), None, 2, 1)
    return measured


def test_blocks_are_concatenated_with_their_sizes():
    measured = measurement()
    ser = measured["server"]["serialize"]
    assert ser["samples"] == [10, 11, 12, 13, 14, 30, 31] and ser["blocks"] == [2, 3, 2]
    assert ser["stats"]["count"] == 7 and ser["stats"]["p50"] == 13
    rt = measured["http"]["roundtrip"]
    assert rt["roundTrip"]["samples"] == [500, 600, 700, 900, 950] and rt["roundTrip"]["blocks"] == [2, 1, 2]
    assert rt["overhead"]["stats"]["count"] == 5 and rt["overhead"]["stats"]["min"] == 490
    assert [(b["fork"], b["round"]) for b in measured["blockLog"]] == [(1, 1), (1, 2), (2, 1)]


def test_counters_come_from_the_block_log():
    server = measurement()["server"]
    assert server["gc"] == {"collections": 3, "timeMillis": 6}
    assert server["jitCompileMillis"] is None, "unknown in one block: unknown in all"
    assert server["roundTripEqual"] is False and server["roundTripDifference"] == "users[0].id: 1 != 2"
    # B/op is the mean over operations: (100*2 + 400*3 + 100*2) / 7
    assert abs(server["serialize"]["allocatedBytesPerOp"] - 1600 / 7) < 1e-9


def test_one_fork_is_taken_out_exactly():
    measured = measurement()
    first = blocks.only_forks(measured, {1})
    assert first["server"]["serialize"]["samples"] == [10, 11, 12, 13, 14]
    assert first["server"]["serialize"]["blocks"] == [2, 3]
    assert first["server"]["roundTripEqual"] is True and first["server"]["jitCompileMillis"] == 6
    assert first["http"]["roundtrip"]["roundTrip"]["samples"] == [500, 600, 700]
    assert blocks.only_forks(measured, {3}) is None
    assert measured["server"]["serialize"]["samples"] == [10, 11, 12, 13, 14, 30, 31], "the original is unchanged"
    summary = blocks.fork_summary(measured, 2, {"jitQuiet": False})
    assert summary["serializeP50"] == 30 and summary["roundtripP50"] == 900 and summary["jitQuiet"] is False


def test_a_measurement_built_from_blocks_is_valid_in_a_results_document():
    doc = document()
    doc["frameworks"]["alpha"]["datasets"]["small"] = measurement()
    results.validate(doc)


def test_conversion_stages_and_off_heap_allocation_are_kept_over_blocks():
    from serbench.stats import summarize
    measured = blocks.new_measurement(10, 900, {"gzip": 1, "zstd": 1, "lz4": 1, "snappy": 1}, {})
    for stage, off_heap in (([4, 5], 100.0), ([6], 400.0)):
        server = server_block([10] * len(stage), [20] * len(stage))
        server["conversion"] = {op: {"stats": summarize(stage), "samples": stage} for op in ("serialize", "deserialize")}
        for op in ("serialize", "deserialize"):
            server[op]["offHeapBytesPerOp"] = off_heap
        blocks.append(measured, server, http_block([500], [10]), None, 1, 1)
    server = measured["server"]
    assert server["conversion"]["serialize"]["samples"] == [4, 5, 6]
    assert server["conversion"]["serialize"]["blocks"] == [2, 1]
    assert server["serialize"]["offHeapBytesPerOp"] == 200.0


def staged_block(batch: int, stage_batch: int, samples: list[int]) -> dict:
    """A block of a service that times in batches and reports its four stages."""
    from serbench.stats import summarize
    server = server_block(samples, samples)
    for op in ("serialize", "deserialize"):
        server[op]["batch"] = batch
    server["stages"] = {name: {"stats": summarize(samples), "samples": samples, "batch": stage_batch,
                               "allocatedBytesPerOp": 10.0 * (i + 1)}
                        for i, name in enumerate(("toWire", "encode", "decode", "fromWire"))}
    return server


def test_batches_and_stages_are_kept_block_by_block_and_per_fork():
    measured = blocks.new_measurement(1, 900, {"gzip": 1, "zstd": 1, "lz4": 1, "snappy": 1},
                                      {"operations": 10, "millis": 5}, {"operations": 7, "millis": 3})
    assert measured["server"]["stageWarmup"] == {"operations": 7, "millis": 3}
    blocks.append(measured, staged_block(20, 50, [100, 110]), http_block([500], [10]), None, 1, 1)
    blocks.append(measured, staged_block(20, 50, [120]), http_block([500], [10]), None, 1, 2)
    server = measured["server"]
    assert server["serialize"]["batches"] == [20, 20] and server["serialize"]["batch"] == 20
    assert server["stages"]["decode"]["samples"] == [100, 110, 120]
    assert server["stages"]["decode"]["blocks"] == [2, 1] and server["stages"]["decode"]["batch"] == 50
    assert server["stages"]["encode"]["allocatedBytesPerOp"] == 20.0
    assert measured["blockLog"][0]["batch"] == {"serialize": 20, "deserialize": 20}
    assert measured["blockLog"][0]["stages"]["fromWire"] == {"batch": 50, "allocatedBytesPerOp": 40.0}
    # another JVM chose another batch: the series says so, each block keeps its own
    blocks.append(measured, staged_block(10, 50, [300]), http_block([500], [10]), None, 2, 1)
    assert server["serialize"]["batches"] == [20, 20, 10] and server["serialize"]["batch"] is None
    second = blocks.only_forks(measured, {2})
    assert second["server"]["serialize"]["batches"] == [10] and second["server"]["serialize"]["batch"] == 10
    assert second["server"]["stages"]["toWire"]["samples"] == [300]
    doc = document()
    doc["frameworks"]["alpha"]["datasets"]["small"] = measured
    results.validate(doc)


def test_a_service_that_does_not_batch_leaves_no_batch():
    measured = measurement()
    assert "batch" not in measured["server"]["serialize"] and "batches" not in measured["server"]["serialize"]
    assert "batch" not in measured["blockLog"][0] and "stages" not in measured["blockLog"][0]


def test_each_block_keeps_where_it_stood_and_the_machines_load():
    measured = blocks.new_measurement(10, 900, {"gzip": 1, "zstd": 1, "lz4": 1, "snappy": 1},
                                      {"operations": 10, "millis": 5})
    context = {"visitOrder": ["large", "ping", "small"], "positionInVisit": 2, "positionInRound": 7,
               "busy": 0.42, "otherJitSeconds": 0.013}
    blocks.append(measured, server_block([10], [20]), http_block([500], [10]), None, 1, 1, context)
    assert measured["blockLog"][0] == {**measured["blockLog"][0], **context}
    assert blocks.only_forks(measured, {1})["blockLog"][0]["positionInRound"] == 7
    doc = document()
    doc["frameworks"]["alpha"]["datasets"]["small"] = measured
    results.validate(doc)


def test_ping_blocks_are_a_series_of_their_own_and_a_fork_is_taken_out_exactly():
    from serbench.stats import summarize

    def pings(rt: list[int]) -> dict:
        return {"roundTrip": {"stats": summarize(rt), "samples": rt},
                "handling": {"stats": summarize([r // 2 for r in rt]), "samples": [r // 2 for r in rt]}}

    floor = blocks.append_pings(None, pings([100, 110]), 1, 1, {"positionInRound": 3, "busy": 0.5})
    floor = blocks.append_pings(floor, pings([120]), 1, 2)
    floor = blocks.append_pings(floor, pings([300, 310, 320]), 2, 1)
    assert floor["roundTrip"]["samples"] == [100, 110, 120, 300, 310, 320]
    assert floor["roundTrip"]["blocks"] == [2, 1, 3] and floor["handling"]["blocks"] == [2, 1, 3]
    assert [(b["fork"], b["round"]) for b in floor["blockLog"]] == [(1, 1), (1, 2), (2, 1)]
    assert floor["blockLog"][0]["busy"] == 0.5
    first = blocks.pings_of_forks(floor, {1})
    assert first["roundTrip"]["samples"] == [100, 110, 120] and first["handling"]["samples"] == [50, 55, 60]
    assert blocks.pings_of_forks(floor, {3}) is None and blocks.pings_of_forks(None, {1}) is None
    doc = document()
    doc["frameworks"]["alpha"]["ping"] = floor
    results.validate(doc)
    entry = dict(doc["frameworks"]["alpha"], datasets={})
    blocks.keep_forks(entry, {2})
    assert entry["ping"]["roundTrip"]["samples"] == [300, 310, 320]
