package io.serbench.smile;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;
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

/**
 * Smile, Jackson's binary JSON, through Jackson 3's Smile dataformat, bound straight to the
 * domain model like JSON, so there is no conversion step.
 *
 * <p>The layout is Jackson's own: the 4-byte header {@code :)\n} followed by one object; every
 * record is a Smile object keyed by the field names of DESIGN section 3 in that order
 * (alphabetical sorting, Jackson 3's default, is off); field names already seen are
 * back-references to the earlier name (Smile's shared names, on by default), string values
 * are not shared (the default); integers are zig-zag varints, doubles always 64-bit, enums
 * their names, nulls Smile null, {@code attributes} an object in insertion order.
 *
 * <p>Speed as Jackson's documentation recommends: one immutable mapper, an ObjectWriter and
 * ObjectReader bound to UserBatch and reused, and the Blackbird module (generated accessors
 * instead of reflection).
 *
 * <p>Strict and safe: the header is required; trailing data after the batch, unknown
 * fields and nulls for primitives are refused; no scalar coercion. Jackson's Smile parser
 * reads a long string or binary value incrementally, so a declared length is never trusted
 * for an allocation, and the stream read constraints cap nesting (the model is 7 deep) and
 * string length.
 */
public final class SmileCodec implements Codec {
    /** The model nests 7 levels deep; anything far deeper is hostile. */
    static final int MAX_NESTING_DEPTH = 32;
    /** Characters in one string: far above the 4 MiB request body limit, far below Jackson's 100 M default. */
    static final int MAX_STRING_CHARS = 16 * 1024 * 1024;

    private final ObjectWriter writer;
    private final ObjectReader reader;

    public SmileCodec() {
        SmileMapper mapper = mapper();
        this.writer = mapper.writerFor(UserBatch.class);
        this.reader = mapper.readerFor(UserBatch.class);
    }

    /** The one configuration of both models' codecs (this one and {@link SmileMediaCodec}). */
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
                // Fields in the order of DESIGN section 3, as the model declares them.
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
    public String name() {
        return "smile";
    }

    @Override
    public String library() {
        return "Jackson dataformat Smile";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(SmileMapper.class, "tools.jackson.dataformat", "jackson-dataformat-smile");
    }

    @Override
    public String contentType() {
        return "application/x-jackson-smile";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) {
        return writer.writeValueAsBytes(batch);
    }

    @Override
    public UserBatch deserialize(byte[] payload) {
        return reader.readValue(payload);
    }
}
