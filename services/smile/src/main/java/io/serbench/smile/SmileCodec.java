package io.serbench.smile;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.PerThreadStreams;
import io.serbench.core.dataset.DataModel;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.type.LogicalType;
import tools.jackson.dataformat.smile.SmileFactory;
import tools.jackson.dataformat.smile.SmileMapper;
import tools.jackson.dataformat.smile.SmileReadFeature;
import tools.jackson.dataformat.smile.SmileWriteFeature;
import tools.jackson.module.blackbird.BlackbirdModule;

import java.io.IOException;

/**
 * Smile, Jackson's binary JSON, through Jackson 3's Smile dataformat, bound straight to a model's
 * classes like JSON, so there is no conversion step: one class for every model, an instance per
 * model.
 *
 * <p>The layout is Jackson's own: the 4-byte header {@code :)\n} followed by one object; every
 * record is a Smile object keyed by the model's field names
 * (docs/design.md#datasets-models-and-labels) in the order the model declares them (alphabetical
 * sorting, Jackson 3's default, is off); field names already seen are back-references to the
 * earlier name (Smile's shared names, on by default), string values are not shared (the
 * default); integers are zig-zag varints, doubles always 64-bit, enums their names, nulls Smile
 * null, a {@code Map} (the users model's {@code attributes}) an object in insertion order. The
 * users batch is {@code {"users": [...]}}; the MediaContent batch is {@code {"items": [...]}},
 * with MediaContent {@code {media, images}}, Media {@code {uri, title, width, height, format,
 * duration, size, bitrate, persons, player, copyright}} and Image {@code {uri, title, width,
 * height, size}}, an unset bitrate Smile null (its {@code hasBitrate} flag is no property and is
 * not written).
 *
 * <p>Speed as Jackson's documentation recommends: one immutable mapper per instance, an
 * ObjectWriter and ObjectReader bound to the batch type and reused, and the Blackbird module
 * (generated accessors instead of reflection). The writer writes into a byte stream kept per
 * thread ({@link BufferReuse}, the rule every codec follows): {@code writeValueAsBytes} recycles
 * only the first block of its {@code ByteArrayBuilder}, every further block is allocated per call.
 *
 * <p>Strict and safe: the header is required; trailing data after the batch, unknown
 * fields and nulls for primitives are refused; no scalar coercion. Jackson's Smile parser
 * reads a long string or binary value incrementally, so a declared length is never trusted
 * for an allocation, and the stream read constraints cap nesting and string length.
 *
 * @param <T> the model's batch type
 */
public final class SmileCodec<T> implements Codec<T> {
    /** The models nest at most 7 levels deep; anything far deeper is hostile. */
    static final int MAX_NESTING_DEPTH = 32;
    /** Characters in one string: far above the 4 MiB request body limit, far below Jackson's 100 M default. */
    static final int MAX_STRING_CHARS = 16 * 1024 * 1024;

    private final DataModel<T> model;
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final PerThreadStreams streams = new PerThreadStreams();

    public SmileCodec(DataModel<T> model) {
        this.model = model;
        SmileMapper mapper = mapper();
        this.writer = mapper.writerFor(model.batchType());
        this.reader = mapper.readerFor(model.batchType());
    }

    /** The one configuration of every model's codec. */
    static SmileMapper mapper() {
        SmileFactory factory = SmileFactory.builder()
                // The defaults, said aloud: a header on every payload, required on reading.
                .enable(SmileWriteFeature.WRITE_HEADER)
                .enable(SmileReadFeature.REQUIRE_HEADER)
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_NESTING_DEPTH)
                        .maxStringLength(MAX_STRING_CHARS)
                        .build())
                .build();
        return SmileMapper.builder(factory)
                .addModule(new BlackbirdModule())
                // Fields in the order the model declares them (docs/design.md#datasets-models-and-labels).
                .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                // A payload is one batch of exactly the model's fields, with exact types.
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .enable(EnumFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                .withCoercionConfig(LogicalType.Float, c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail))
                .withCoercionConfig(LogicalType.Textual, c -> c
                        .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
                .build();
    }

    @Override
    public DataModel<T> model() {
        return model;
    }

    @Override
    public byte[] serialize(T batch) throws IOException {
        return streams.write(out -> writer.writeValue(out, batch));
    }

    @Override
    public T deserialize(byte[] payload) {
        return reader.readValue(payload);
    }
}
