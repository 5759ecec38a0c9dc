"""Pooling forks of a staged codec: server.stages pools as server.conversion does (samples and
blocks in fork order), with each stage's batch and allocation; the report reads either."""

from __future__ import annotations

from serbench import pooling, tables

import fixtures


def stage(values: list[int], batch: int, blocks: list[int], alloc: float) -> dict:
    return dict(fixtures.series(values), blocks=blocks, batch=batch, batches=[batch] * len(blocks),
                allocatedBytesPerOp=alloc)


def staged(first: int, batch: int, alloc: float) -> dict:
    measured = fixtures.measurement(10, 1000)
    measured["server"]["stages"] = {name: stage([first + i, first + i + 1], batch, [1, 1], alloc)
                                    for i, name in enumerate(("toWire", "encode", "decode", "fromWire"))}
    return measured


def test_forks_pool_every_stage_with_its_blocks_batches_and_allocation():
    a, b = staged(100, 64, 10.0), staged(200, 32, 40.0)
    pooled = pooling.pool(a, b, forks_in_a=2)["server"]["stages"]
    assert set(pooled) == {"toWire", "encode", "decode", "fromWire"}
    assert pooled["toWire"]["samples"] == [100, 101, 200, 201]
    assert pooled["toWire"]["blocks"] == [1, 1, 1, 1] and pooled["toWire"]["stats"]["count"] == 4
    assert pooled["decode"]["batch"] is None, "two JVMs chose different batches: each block's is in batches"
    assert pooled["decode"]["batches"] == [64, 64, 32, 32]
    assert pooled["encode"]["allocatedBytesPerOp"] == 20.0  # weighted by forks: (2 x 10 + 40) / 3
    same = pooling.pool(staged(100, 64, 10.0), staged(200, 64, 10.0), forks_in_a=1)["server"]["stages"]
    assert same["fromWire"]["batch"] == 64


def test_a_codec_without_stages_pools_none():
    assert "stages" not in pooling.pool(fixtures.measurement(10, 1000), fixtures.measurement(10, 1000), 1)["server"]


def test_the_conversion_share_reads_stages_and_the_older_conversion():
    server = fixtures.measurement(10, 1000)["server"]
    ser, de = server["serialize"]["stats"]["p50"], server["deserialize"]["stats"]["p50"]
    server["stages"] = {"toWire": fixtures.series([ser // 4] * 3), "encode": fixtures.series([ser // 2] * 3),
                        "decode": fixtures.series([de // 2] * 3), "fromWire": fixtures.series([de // 5] * 3)}
    row = tables.conversion_columns(server)
    assert row["serverSerializeConversionShare"] == (ser // 4) / ser
    assert row["serverDeserializeConversionShare"] == (de // 5) / de
    assert row["serverEncodeP50Ns"] == ser // 2 and row["serverDecodeP50Ns"] == de // 2
    older = fixtures.measurement(10, 1000)["server"]
    older["conversion"] = {"serialize": fixtures.series([ser // 4] * 3), "deserialize": fixtures.series([de // 5] * 3)}
    assert tables.conversion_columns(older) == {
        "serverToWireP50Ns": ser // 4, "serverFromWireP50Ns": de // 5,
        "serverSerializeConversionShare": (ser // 4) / ser, "serverDeserializeConversionShare": (de // 5) / de}
    assert tables.conversion_columns(fixtures.measurement(10, 1000)["server"]) == {}
