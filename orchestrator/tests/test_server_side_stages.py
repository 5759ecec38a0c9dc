"""The server-side fields beside the totals: the conversion stage of tree-building frameworks
and Arrow's off-heap bytes are carried from /api/benchmark into the results, valid against
the schema, and pooled across forks."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest

from serbench import phases, pooling, results
from serbench.client import ServiceError, Timed
from serbench import datasets
import fixtures


def _operation(samples: list[int], off_heap: float | None = None) -> dict:
    out = {"stats": fixtures.stats(samples), "allocatedBytesPerOp": 1000.0, "samples": samples}
    if off_heap is not None:
        out["offHeapBytesPerOp"] = off_heap
    return out


def _answer(conversion: bool, off_heap: float | None) -> dict:
    """What POST /api/benchmark answers (the service's stats carry no cv; the orchestrator adds it)."""
    answer = {"dataset": "large", "model": "users", "count": 1000, "payloadBytes": 900, "warmup": {"operations": 10, "millis": 5}, "gc": {"collections": 0, "timeMillis": 0},
              "jitCompileMillis": 0, "roundTripEqual": True, "roundTripDifference": None,
              "serialize": _operation([100, 110, 120], off_heap), "deserialize": _operation([200, 210, 220], 0.0
                                                                                             if off_heap else None)}
    for op in ("serialize", "deserialize"):
        del answer[op]["stats"]["cv"]
    if conversion:
        answer["conversion"] = {"serialize": {"stats": fixtures.stats([40, 50, 60]), "samples": [40, 50, 60]},
                                "deserialize": {"stats": fixtures.stats([90, 95, 99]), "samples": [90, 95, 99]}}
        for stage in answer["conversion"].values():
            del stage["stats"]["cv"]
    return answer


class FakeClient:
    def __init__(self, answer: dict) -> None:
        self.answer = answer

    def benchmark(self, *args) -> dict:
        return copy.deepcopy(self.answer)


def test_conversion_and_off_heap_are_carried_with_their_cv():
    out = phases.server_side(FakeClient(_answer(True, 5000.0)), datasets.parse("large"), phases.Settings())
    assert out["conversion"]["serialize"]["samples"] == [40, 50, 60]
    assert out["conversion"]["deserialize"]["stats"]["p50"] == 95
    assert "cv" in out["conversion"]["serialize"]["stats"]
    assert out["serialize"]["offHeapBytesPerOp"] == 5000.0
    assert out["deserialize"]["offHeapBytesPerOp"] == 0.0


def test_an_answer_about_another_dataset_is_a_service_error():
    answer = dict(_answer(False, None), model="mediacontent", count=10)
    with pytest.raises(ServiceError, match="POST /api/benchmark for dataset=large answered model 'mediacontent' "
                                           "and count 10, not 'users' and 1000"):
        phases.server_side(FakeClient(answer), datasets.parse("large"), phases.Settings())


def test_a_plain_codec_gets_neither_field():
    out = phases.server_side(FakeClient(_answer(False, None)), datasets.parse("large"), phases.Settings())
    assert "conversion" not in out
    assert "offHeapBytesPerOp" not in out["serialize"]


def _document_with(server_extra: dict) -> dict:
    document = fixtures.document()
    name = next(iter(document["frameworks"]))
    measured = next(iter(document["frameworks"][name]["datasets"].values()))
    measured["server"].update(server_extra)
    return document


def test_the_schema_accepts_the_fields_and_refuses_a_half_conversion():
    stage = fixtures.series([40, 50, 60])
    results.validate(_document_with({"conversion": {"serialize": stage, "deserialize": stage}}))
    with pytest.raises(jsonschema.ValidationError):
        results.validate(_document_with({"conversion": {"serialize": stage}}))


def test_forks_pool_the_conversion_samples_and_weigh_off_heap_bytes():
    a, b = fixtures.measurement(10, 1000), fixtures.measurement(10, 1000)
    a["server"]["conversion"] = {"serialize": fixtures.series([1, 2]), "deserialize": fixtures.series([3, 4])}
    b["server"]["conversion"] = {"serialize": fixtures.series([5]), "deserialize": fixtures.series([6])}
    a["server"]["serialize"]["offHeapBytesPerOp"] = 100.0
    b["server"]["serialize"]["offHeapBytesPerOp"] = 400.0
    pooled = pooling.pool(a, b, forks_in_a=2)["server"]
    assert pooled["conversion"]["serialize"]["samples"] == [1, 2, 5]
    assert pooled["conversion"]["deserialize"]["stats"]["count"] == 3
    assert pooled["serialize"]["offHeapBytesPerOp"] == 200.0
    assert "offHeapBytesPerOp" not in pooled["deserialize"]


class ColdClient:
    """Answers the cold start's three calls; the deserialize answer says ``said`` (model, count)."""

    def __init__(self, said: tuple[str, int]) -> None:
        self.said = said

    def serialize(self, dataset):
        return Timed(1000, 500, b"payload")

    def deserialize(self, payload, dataset):
        model, count = self.said
        return Timed(2000, 700, json.dumps({"model": model, "count": count, "deserializeNanos": 700}).encode())

    def info(self) -> dict:
        return {"cold": {"serialize": {"nanos": 9, "count": 10, "payloadBytes": 7},
                         "deserialize": {"nanos": 8, "count": 10, "payloadBytes": 7}}}


def test_the_cold_start_reads_the_new_deserialize_answer():
    small = datasets.parse("small")
    cold = phases.cold_start(ColdClient(("users", 10)), small)
    assert cold == {"dataset": "small", "serialize": {"nanos": 9, "count": 10, "payloadBytes": 7},
                    "deserialize": {"nanos": 8, "count": 10, "payloadBytes": 7},
                    "serializeRoundTripNs": 1000, "deserializeRoundTripNs": 2000}
    with pytest.raises(ServiceError, match="POST /api/deserialize for dataset=small answered model 'users' and "
                                           "count 9, not 'users' and 10"):
        phases.cold_start(ColdClient(("users", 9)), small)


def _batched_answer() -> dict:
    """What a service that times in batches answers: a batch per operation, four stages with
    their own batches, and the stages' own warm-up."""
    answer = _answer(False, None)
    for op in ("serialize", "deserialize"):
        answer[op]["batch"] = 20
    answer["stages"] = {name: {"stats": fixtures.stats([5, 6, 7]), "batch": 50, "allocatedBytesPerOp": 64.0,
                               "samples": [5, 6, 7]} for name in ("toWire", "encode", "decode", "fromWire")}
    for stage in answer["stages"].values():
        del stage["stats"]["cv"]
    answer["stageWarmup"] = {"operations": 30, "millis": 12, "compileMillis": 1, "jitQuiet": True}
    return answer


def test_batches_and_stages_are_carried_with_their_cv():
    out = phases.server_side(FakeClient(_batched_answer()), datasets.parse("large"), phases.Settings())
    assert out["serialize"]["batch"] == out["deserialize"]["batch"] == 20
    assert sorted(out["stages"]) == ["decode", "encode", "fromWire", "toWire"]
    assert out["stages"]["decode"] == {"stats": {**fixtures.stats([5, 6, 7])}, "samples": [5, 6, 7], "batch": 50,
                                       "allocatedBytesPerOp": 64.0}
    assert out["stageWarmup"]["operations"] == 30
    assert "conversion" not in out


def test_a_service_of_before_batches_gets_no_batch_field():
    out = phases.server_side(FakeClient(_answer(True, None)), datasets.parse("large"), phases.Settings())
    assert "batch" not in out["serialize"] and "stages" not in out


def test_the_schema_accepts_stages_and_refuses_a_missing_stage():
    stage = dict(fixtures.series([5, 6, 7]), batch=50, allocatedBytesPerOp=64.0)
    stages = {name: stage for name in ("toWire", "encode", "decode", "fromWire")}
    results.validate(_document_with({"stages": stages, "stageWarmup": {"operations": 3, "millis": 1}}))
    with pytest.raises(jsonschema.ValidationError):
        results.validate(_document_with({"stages": {k: v for k, v in stages.items() if k != "decode"}}))
    with pytest.raises(jsonschema.ValidationError):
        results.validate(_document_with({"stages": {**stages, "decode": dict(stage, batch=0)}}))
