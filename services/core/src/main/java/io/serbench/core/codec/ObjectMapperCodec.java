package io.serbench.core.codec;

import io.serbench.core.dataset.DataModel;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.type.LogicalType;

/**
 * A model bound straight to its classes by a Jackson 3 mapper of any format (JSON, CBOR, Smile):
 * the one codec of the jackson, cbor and smile modules, each of which supplies only its configured
 * mapper. Used as Jackson's documentation recommends for speed: an {@link ObjectWriter} and an
 * {@link ObjectReader} bound to the batch type once and reused. The writer writes into a byte
 * stream kept per thread ({@link PerThreadStreams}, under {@link BufferReuse}):
 * {@code writeValueAsBytes} recycles only the first block of its {@code ByteArrayBuilder}, every
 * further block is allocated per call and then copied once more.
 *
 * <p>{@link #strictBinding} and {@link #strictReadConstraints} are the strict reading the binary
 * formats' mappers share.
 *
 * @param <T> the model's batch type
 */
public final class ObjectMapperCodec<T> extends AbstractCodec<T> {
    /** The models nest at most 7 levels deep; anything far deeper is hostile. */
    public static final int MAX_NESTING_DEPTH = 32;
    /** Characters in one string: far above the 4 MiB request body limit, far below Jackson's 100 M default. */
    public static final int MAX_STRING_CHARS = 16 * 1024 * 1024;

    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final PerThreadStreams streams = new PerThreadStreams();

    /** @param mapper the format's mapper, configured (each codec its own, as each module makes it) */
    public ObjectMapperCodec(DataModel<T> model, ObjectMapper mapper) {
        super(model);
        this.writer = mapper.writerFor(model.batchType());
        this.reader = mapper.readerFor(model.batchType());
    }

    @Override
    public byte[] serialize(T batch) {
        return streams.write(out -> writer.writeValue(out, batch));
    }

    @Override
    public T deserialize(byte[] payload) {
        return reader.readValue(payload);
    }

    /** Nesting and string length capped at {@link #MAX_NESTING_DEPTH} and {@link #MAX_STRING_CHARS}. */
    public static StreamReadConstraints strictReadConstraints() {
        return StreamReadConstraints.builder()
                .maxNestingDepth(MAX_NESTING_DEPTH)
                .maxStringLength(MAX_STRING_CHARS)
                .build();
    }

    /**
     * The same mapper set up as Jackson's documentation advises for reading payloads of another
     * version of the classes: unknown properties skipped, an unknown enum constant read as null
     * (the evolution matrix's "compatible" configuration of the Jackson formats).
     */
    public static ObjectMapper tolerant(ObjectMapper mapper) {
        return mapper.rebuild()
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL)
                .build();
    }

    /**
     * Fields in the order the model declares them (docs/design.md#datasets-models-and-labels;
     * alphabetical sorting, Jackson 3's default, off), and a payload that is one batch of exactly
     * the model's fields with exact types: trailing data, unknown fields and nulls for primitives
     * refused; no scalar coercion (no integer for a double, float for an int, number or boolean
     * for a string, string for a number, number for an enum).
     */
    public static <M extends ObjectMapper, B extends MapperBuilder<M, B>> B strictBinding(B builder) {
        return builder
                .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
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
                        .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail));
    }
}
