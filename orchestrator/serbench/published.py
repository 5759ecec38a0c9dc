"""Published MediaContent figures of other benchmarks, typed in from their sources, for
docs/comparison.md. Each table says where its numbers come from (docs/mediacontent-sources.md
has the excerpts and the configurations); nothing here is measured by serbench.

Times are nanoseconds per operation (jvm-serializers publishes them so; Fory's ops/s are turned
into 1e9 / ops). Sizes are bytes of one MediaContent, where the source gives them.

Each row also says what its harness times, read in the harness's source, and which of serbench's
figures holds the same work (``Timed``): the whole operation, or, for a staged codec whose
library builds objects of its own (protobuf, avro, thrift), one of the stages a run records in
``server.stages`` (docs/results-format.md). jvm-serializers' Deserialize times
``serializer.deserialize(array)`` alone (tpc/src/serializers/MediaItemBenchmark.java), which for
protobuf, Thrift and Avro stops at the library's own objects: serbench's ``decode`` stage.
"""

from __future__ import annotations

from dataclasses import dataclass

#: serbench's whole operation: the model to bytes, bytes to the model (server.serialize / deserialize).
TOTAL = "total"
#: A staged codec's decoding into its library's own objects, without the conversion back to the
#: model (server.stages.decode).
DECODE = "decode"
#: A staged codec's encoding of its library's own objects, without the conversion from the model
#: (server.stages.encode).
ENCODE = "encode"
#: The figures a row may name for each operation.
FIGURES = {"serialize": (TOTAL, ENCODE), "deserialize": (TOTAL, DECODE)}


@dataclass(frozen=True)
class Timed:
    """What a harness's timed region holds for one serializer, and serbench's figure for the same
    work: TOTAL or the stage of server.stages that holds it. ``harness``: what the harness times,
    in one line, with the source file it was read in."""
    serialize: str
    deserialize: str
    harness: str

    def __post_init__(self) -> None:
        for op, figure in (("serialize", self.serialize), ("deserialize", self.deserialize)):
            if figure not in FIGURES[op]:
                raise ValueError(f"{op}: {figure!r} is not one of {FIGURES[op]}")

    @property
    def label(self) -> str:
        """The two figures, e.g. ``total / decode``."""
        return f"{self.serialize} / {self.deserialize}"


@dataclass(frozen=True)
class Row:
    """One serializer of a published table, under the serbench framework it corresponds to."""
    framework: str
    published_name: str
    serialize_ns: float
    deserialize_ns: float
    timed: Timed
    size_bytes: int | None = None
    note: str = ""


@dataclass(frozen=True)
class Table:
    key: str
    title: str
    source: str
    platform: str
    instance: str
    #: what the harness times, in general, with its source files
    harness: str
    rows: tuple[Row, ...]


# -- what jvm-serializers times (eishay/jvm-serializers; JS = tpc/src/serializers/) ---------------
_JS = "tpc/src/serializers/"
#: Serialize times transformer.forward(value) + serializer.serialize; Deserialize times
#: serializer.deserialize(array) alone, never transformer.reverse.
JS_HARNESS = (f"{_JS}MediaItemBenchmark.java (unchanged since 2012, ffd5474): Serialize times "
              "`transformer.forward(value)` and `serializer.serialize(...)`, Deserialize times "
              "`serializer.deserialize(array)` alone (never `transformer.reverse`); each figure is the mean of "
              f"batches of iterations over the test time ({_JS}TestCaseRunner.java)")


def _copied(serializer: str) -> Timed:
    """A serializer of jvm-serializers' data.media classes, behind JavaBuiltIn.mediaTransformer."""
    return Timed(TOTAL, TOTAL, f"serializes the `data.media` objects and deserializes into them ({_JS}{serializer}); "
                               f"its serialize also times `JavaBuiltIn.mediaTransformer.forward`, a deep copy of "
                               f"the instance ({_JS}JavaBuiltIn.java), which serbench's serialize does not hold")


JS_PROTOBUF = Timed(TOTAL, DECODE, f"serialize: `Protobuf.Transformer.forward` (data.media to messages) + "
                                   f"`toByteArray`, serbench's toWire + encode; deserialize: `MediaContent.parseFrom` "
                                   f"only, no conversion back ({_JS}protobuf/Protobuf.java, PBSerializer)")
JS_THRIFT = Timed(TOTAL, DECODE, f"serialize: `Thrift.mediaTransformer.forward` (data.media to Thrift structs) + "
                                 f"`TSerializer.serialize`, serbench's toWire + encode; deserialize: "
                                 f"`TDeserializer.deserialize` into the structs only "
                                 f"({_JS}Thrift.java, MediaSerializer)")
JS_AVRO = Timed(TOTAL, DECODE, f"serialize: `AvroTransformer.forward` (data.media to generated records) + "
                               f"`SpecificDatumWriter.write`, serbench's toWire + encode; deserialize: "
                               f"`SpecificDatumReader.read` into the records only ({_JS}avro/AvroSpecific.java; "
                               f"AvroTransformer.java says the transformation is not timed, but MediaItemBenchmark "
                               f"has timed forward in Serialize since ffd5474)")
JS_FLATBUFFERS = Timed(TOTAL, TOTAL, f"`FBSerializer.serialize` builds the buffer from data.media objects and "
                                     f"`deserialize` ends in `reverse(mc)`, a full materialisation "
                                     f"({_JS}flatbuffers/FlatBuffers.java): serbench's totals, which do the same; the "
                                     f"harness's serialize also times the JavaBuiltIn copy")
JS_CAPNPROTO = Timed(TOTAL, TOTAL, f"`CPSerializer.serialize` builds the message from data.media objects and "
                                   f"`deserialize` ends in `reverse(mc)`, a full materialisation "
                                   f"({_JS}capnproto/CapNProto.java): serbench's totals, which do the same; the "
                                   f"harness's serialize also times the JavaBuiltIn copy")
JS_PROTOSTUFF = Timed(TOTAL, TOTAL, f"protostuff's generated classes: serialize times `Protostuff.mediaTransformer."
                                    f"forward` (data.media to those classes) + `toByteArray`, deserialize `mergeFrom` "
                                    f"into them, plain objects ({_JS}protostuff/Protostuff.java); serbench's "
                                    f"protostuff writes the model itself (runtime schema): its totals, without that "
                                    f"copy")


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
    harness=JS_HARNESS + "; files at 3f7e4bc",
    rows=(
        Row("fory", "fury", 269, 239, _copied("fury/Fury.java"), 257,
            "Fury 0.2.0: registration, no references, number compression"),
        Row("protostuff", "protostuff", 608, 653, JS_PROTOSTUFF, 242),
        Row("fst", "fst-flat-pre", 618, 766, _copied("FastSerialization.java"), 254,
            "pre-registered classes, no shared references"),
        Row("protobuf", "protobuf", 875, 527, JS_PROTOBUF, 242, "protobuf-java 3.6.1"),
        Row("kryo", "kryo-registered-flat", 740, 735, _copied("kryo/Kryo.java"), 218,
            "Kryo 5.0.0-RC6, registered, no references"),
        Row("thrift", "thrift-compact", 840, 643, JS_THRIFT, 243, "libthrift 0.13.0, TCompactProtocol"),
        Row("dsljson", "json/dsl-json/databind", 565, 1082, _copied("dsljson/DSLJson.java"), 488, "dsl-json 1.9.5"),
        Row("msgpack", "msgpack/databind", 564, 1182, _copied("msgpack/MsgPack.java"), 236, "msgpack 0.6.9 databind"),
        Row("flatbuffers", "flatbuffers", 1445, 679, JS_FLATBUFFERS, 424, "flatbuffers-java 1.9.0"),
        Row("capnproto", "capnproto", 1397, 839, JS_CAPNPROTO, 400),
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
    harness=JS_HARNESS + "; files at c920b9b (February 2016), where protobuf/Protobuf.java and Thrift.java "
                         "are as at 3f7e4bc (last changed 2014)",
    rows=(
        Row("protostuff", "protostuff", 643, 963, JS_PROTOSTUFF, 239),
        Row("fst", "fst-flat-pre", 891, 988, _copied("FastSerialization.java"), 251),
        Row("kryo", "kryo-flat-pre", 864, 1135, _copied("kryo/Kryo.java"), 212),
        Row("protobuf", "protobuf", 1707, 984, JS_PROTOBUF, 239),
        Row("dsljson", "json/dsl-platform", 1410, 1510,
            Timed(TOTAL, TOTAL, f"DSL Platform's generated classes: serialize times the transformer's forward "
                                f"(data.media to them) + `serialize`, deserialize builds them, plain objects "
                                f"({_JS}dslplatform/DSLPlatform.java at c920b9b); serbench's dsljson works on the "
                                f"model: its totals, without that copy"),
            437, "an older DSL Platform serializer"),
        Row("msgpack", "msgpack/databind", 1180, 1875, _copied("msgpack/MsgPack.java"), 233),
        Row("thrift", "thrift-compact", 1929, 1214, JS_THRIFT, 240),
        Row("avro", "avro-specific", 2105, 1894, JS_AVRO, 221, "\"manual\" section: generated classes filled by hand"),
        Row("cbor", "cbor/jackson/databind", 1645, 2728, _copied("jackson/JacksonCBORDatabind.java"), 397),
        Row("smile", "smile/jackson/databind", 2063, 2310, _copied("jackson/JacksonSmileDatabind.java"), 338),
        Row("jackson", "json/jackson/databind", 2292, 3080, _copied("jackson/JacksonJsonDatabind.java"), 485),
        Row("hessian", "hessian", 4905, 7387, _copied("Hessian.java"), 501,
            "\"full graph\" section: shared references tracked"),
        Row("gson", "json/gson/databind", 6905, 6267, _copied("json/JsonGsonDatabind.java"), 486),
        Row("bson", "bson/jackson/databind", 6777, 8448, _copied("jackson/JacksonBsonDatabind.java"), 506,
            "bson4jackson, not the MongoDB driver's codec"),
        Row("jdk", "java-built-in", 7217, 39786, _copied("JavaBuiltIn.java"), 889),
    ),
)

# -- what Fory's benchmark times (apache/fory@b3c2ed11, java/fury-benchmark/src/main/java/io/fury/benchmark/) --
_FY = "java/fury-benchmark/src/main/java/io/fury/benchmark/"


def _fory(calls: str, state: str) -> Timed:
    """A JMH method of Fory's suites: the library called on Fory's own objects, a full graph back."""
    return Timed(TOTAL, TOTAL, f"{calls} on Fory's MediaContent objects, a full object graph back "
                               f"({_FY}UserTypeSerializeSuite.java, UserTypeDeserializeSuite.java, state/{state}): "
                               f"serbench's totals")


FORY_NATIVE = Table(
    key="fory-native",
    title="Apache Fory's Java benchmark, MEDIA_CONTENT, heap array, references off",
    source="apache/fory docs/benchmarks/object-serialization/native/java/README.md (data first committed in "
           "03ed79c, 2023-07-07; data/jmh-jdk-11-*.csv)",
    platform="JDK 11, Intel Xeon Platinum 8163 @ 2.50GHz; JMH -f 1 -wi 3 -i 3 -t 1 -w 2s -r 2s, throughput",
    instance="Fory's own MediaContent.populate(false): media.2-like values (three images, no bitrate, "
             "a copyright), not jvm-serializers' standard instance",
    harness=f"JMH methods of {_FY}UserTypeSerializeSuite.java and UserTypeDeserializeSuite.java at b3c2ed11: each "
            "library called on the benchmark's own classes, into and out of a buffer reused across calls, no "
            "conversion on either side",
    rows=(
        Row("fory", "Fory", _ops(3031642.92), _ops(2054066.90),
            _fory("`writeReferencableToJava` / `readReferencableFromJava`", "FuryState.java"), None,
            "Fury of mid-2023, Java mode"),
        Row("kryo", "Kryo", _ops(730792.52), _ops(577631.23),
            _fory("`writeClassAndObject` / `readClassAndObject`", "KryoState.java"), None, "Kryo 4.0.0, registered"),
        Row("fst", "Fst", _ops(751892.02), _ops(363455.79),
            _fory("`asSharedByteArray` / `asObject`", "FstState.java"), None, "FST 2.57"),
        Row("protostuff", "Protostuff", _ops(780618.76), _ops(951662.02),
            _fory("`ProtostuffIOUtil.toByteArray` / `mergeFrom` with a `RuntimeSchema`", "ProtostuffState.java"),
            None, "Protostuff 1.7.2"),
        Row("hessian", "Hessian", _ops(367782.36), _ops(118156.07),
            _fory("`Hessian2Output.writeObject` / `Hessian2Input.readObject`", "HessionState.java"), None,
            "Hessian 4.0.63"),
        Row("jdk", "Jdk", _ops(137989.20), _ops(38536.25),
            _fory("`ObjectOutputStream.writeObject` / `ObjectInputStream.readObject`", "JDKState.java"), None,
            "java.io serialization"),
    ),
)

TABLES = (JVM_SERIALIZERS_2023, JVM_SERIALIZERS_2016, FORY_NATIVE)
