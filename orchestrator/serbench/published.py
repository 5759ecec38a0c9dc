"""Published MediaContent figures of other benchmarks, typed in from their sources, for
docs/comparison.md. Each table says where its numbers come from (docs/mediacontent-sources.md
has the excerpts and the configurations); nothing here is measured by serbench.

Times are nanoseconds per operation (jvm-serializers publishes them so; Fory's ops/s are turned
into 1e9 / ops). Sizes are bytes of one MediaContent, where the source gives them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    """One serializer of a published table, under the serbench framework it corresponds to."""
    framework: str
    published_name: str
    serialize_ns: float
    deserialize_ns: float
    size_bytes: int | None = None
    note: str = ""


@dataclass(frozen=True)
class Table:
    key: str
    title: str
    source: str
    platform: str
    instance: str
    reference: str  # the framework every ratio is taken against
    rows: tuple[Row, ...]


def _ops(ops_per_second: float) -> float:
    return 1e9 / ops_per_second


JVM_SERIALIZERS_2023 = Table(
    key="jvm-serializers-2023",
    title="jvm-serializers, wiki \"Home\", October 2023 run",
    source="https://github.com/eishay/jvm-serializers/wiki (revision of Oct 8, 2023), section "
           "\"Serializers (no shared refs)\"; harness tpc/src/serializers/BenchmarkBase.java at "
           "eishay/jvm-serializers@3f7e4bc",
    platform="Oracle JDK 11.0.19, 2.6 GHz 6-core Intel Core i7, macOS; single-threaded wall-clock "
             "micro-timing (not JMH), -Xmx256m, one JVM per serializer",
    instance="tpc/data/media.1.json (the standard instance, \"Steve Jobs\" + U+C2A4): the same as "
             "serbench's mediacontent=1 without the one-element list",
    reference="protobuf",
    rows=(
        Row("fory", "fury", 269, 239, 257, "Fury 0.2.0: registration, no references, number compression"),
        Row("protostuff", "protostuff", 608, 653, 242),
        Row("fst", "fst-flat-pre", 618, 766, 254, "pre-registered classes, no shared references"),
        Row("protobuf", "protobuf", 875, 527, 242, "protobuf-java 3.6.1"),
        Row("kryo", "kryo-registered-flat", 740, 735, 218, "Kryo 5.0.0-RC6, registered, no references"),
        Row("thrift", "thrift-compact", 840, 643, 243, "libthrift 0.13.0, TCompactProtocol"),
        Row("dsljson", "json/dsl-json/databind", 565, 1082, 488, "dsl-json 1.9.5"),
        Row("msgpack", "msgpack/databind", 564, 1182, 236, "msgpack 0.6.9 databind"),
        Row("flatbuffers", "flatbuffers", 1445, 679, 424, "flatbuffers-java 1.9.0"),
        Row("capnproto", "capnproto", 1397, 839, 400),
    ),
)

JVM_SERIALIZERS_2016 = Table(
    key="jvm-serializers-2016",
    title="jvm-serializers harness, complete report of March 2016",
    source="hperadin/jvm-serializers-report@70fcb02, report.texfile (the report linked as \"Latest bench "
           "results\" in https://github.com/eishay/jvm-serializers/pull/63)",
    platform="Oracle JVM 1.7.0_72, 4 cores, Linux; the same harness as above",
    instance="tpc/data/media.1.cks (the standard instance with ASCII \"Steve Jobs\": every size 3 bytes "
             "smaller for formats that write UTF-8)",
    reference="protobuf",
    rows=(
        Row("protostuff", "protostuff", 643, 963, 239),
        Row("fst", "fst-flat-pre", 891, 988, 251),
        Row("kryo", "kryo-flat-pre", 864, 1135, 212),
        Row("protobuf", "protobuf", 1707, 984, 239),
        Row("dsljson", "json/dsl-platform", 1410, 1510, 437, "an older DSL Platform serializer"),
        Row("msgpack", "msgpack/databind", 1180, 1875, 233),
        Row("thrift", "thrift-compact", 1929, 1214, 240),
        Row("avro", "avro-specific", 2105, 1894, 221, "\"manual\" section: generated classes filled by hand"),
        Row("cbor", "cbor/jackson/databind", 1645, 2728, 397),
        Row("smile", "smile/jackson/databind", 2063, 2310, 338),
        Row("jackson", "json/jackson/databind", 2292, 3080, 485),
        Row("hessian", "hessian", 4905, 7387, 501, "\"full graph\" section: shared references tracked"),
        Row("gson", "json/gson/databind", 6905, 6267, 486),
        Row("bson", "bson/jackson/databind", 6777, 8448, 506, "bson4jackson, not the MongoDB driver's codec"),
        Row("jdk", "java-built-in", 7217, 39786, 889),
    ),
)

FORY_NATIVE = Table(
    key="fory-native",
    title="Apache Fory's Java benchmark, MEDIA_CONTENT, heap array, references off",
    source="apache/fory docs/benchmarks/object-serialization/native/java/README.md (data first committed in "
           "03ed79c, 2023-07-07; data/jmh-jdk-11-*.csv)",
    platform="JDK 11, Intel Xeon Platinum 8163 @ 2.50GHz; JMH -f 1 -wi 3 -i 3 -t 1 -w 2s -r 2s, throughput",
    instance="Fory's own MediaContent.populate(false): media.2-like values (three images, no bitrate, "
             "a copyright), not jvm-serializers' standard instance",
    reference="kryo",
    rows=(
        Row("fory", "Fory", _ops(3031642.92), _ops(2054066.90), None, "Fury of mid-2023, Java mode"),
        Row("kryo", "Kryo", _ops(730792.52), _ops(577631.23), None, "Kryo 4.0.0, registered"),
        Row("fst", "Fst", _ops(751892.02), _ops(363455.79), None, "FST 2.57"),
        Row("protostuff", "Protostuff", _ops(780618.76), _ops(951662.02), None, "Protostuff 1.7.2"),
        Row("hessian", "Hessian", _ops(367782.36), _ops(118156.07), None, "Hessian 4.0.63"),
        Row("jdk", "Jdk", _ops(137989.20), _ops(38536.25), None, "java.io serialization"),
    ),
)

TABLES = (JVM_SERIALIZERS_2023, JVM_SERIALIZERS_2016, FORY_NATIVE)
