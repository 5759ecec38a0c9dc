package io.serbench.cbor;

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
import tools.jackson.dataformat.cbor.CBORFactory;
import tools.jackson.dataformat.cbor.CBORMapper;
import tools.jackson.dataformat.cbor.CBORWriteFeature;
import tools.jackson.module.blackbird.BlackbirdModule;

import java.io.IOException;

/**
 * CBOR (RFC 8949) through Jackson 3's CBOR dataformat, bound straight to a model's classes like
 * JSON, so there is no conversion step: one class for every model, an instance per model.
 *
 * <p>The layout is Jackson's own: every record is a CBOR map of text keys, the model's field
 * names (docs/design.md#datasets-models-and-labels) in the order the model declares them
 * (alphabetical sorting, Jackson 3's default, is off); beans are written as indefinite-length
 * maps, lists as definite-length arrays, a {@code Map} (the users model's {@code attributes}) as
 * a definite-length map in insertion order. Integers take their shortest encoding, doubles are
 * always float64 ({@code WRITE_MINIMAL_DOUBLES} stays off), enums are their names, nulls are CBOR
 * null. The users batch is {@code {"users": [...]}}; the MediaContent batch is
 * {@code {"items": [...]}}, with MediaContent {@code {media, images}}, Media {@code {uri, title,
 * width, height, format, duration, size, bitrate, persons, player, copyright}} and Image
 * {@code {uri, title, width, height, size}}, an unset bitrate CBOR null (its {@code hasBitrate}
 * flag is no property and is not written).
 *
 * <p>Speed as Jackson's documentation recommends: one immutable mapper per instance, an
 * ObjectWriter and ObjectReader bound to the batch type and reused, and the Blackbird module
 * (generated accessors instead of reflection). The writer writes into a byte stream kept per
 * thread ({@link BufferReuse}, the rule every codec follows): {@code writeValueAsBytes} recycles
 * only the first block of its {@code ByteArrayBuilder}, every further block is allocated per call.
 *
 * <p>Strict and safe: trailing data after the batch, unknown fields and nulls for
 * primitives are refused; no scalar coercion (no integer for a double, float for an int,
 * number or boolean for a string, string for a number, number for an enum). Jackson's CBOR
 * parser sizes a text or byte string from its declared length only when that many bytes
 * are actually there (otherwise it reads incrementally and fails at the end of input), and
 * the stream read constraints cap nesting and string length.
 *
 * @param <T> the model's batch type
 */
public final class CborCodec<T> implements Codec<T> {
    /** The models nest at most 7 levels deep; anything far deeper is hostile. */
    static final int MAX_NESTING_DEPTH = 32;
    /** Characters in one string: far above the 4 MiB request body limit, far below Jackson's 100 M default. */
    static final int MAX_STRING_CHARS = 16 * 1024 * 1024;

    private final DataModel<T> model;
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final PerThreadStreams streams = new PerThreadStreams();

    public CborCodec(DataModel<T> model) {
        this.model = model;
        CBORMapper mapper = mapper();
        this.writer = mapper.writerFor(model.batchType());
        this.reader = mapper.readerFor(model.batchType());
    }

    /** The one configuration of every model's codec. */
    static CBORMapper mapper() {
        CBORFactory factory = CBORFactory.builder()
                .disable(CBORWriteFeature.WRITE_MINIMAL_DOUBLES) // the default, said aloud: doubles stay float64
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_NESTING_DEPTH)
                        .maxStringLength(MAX_STRING_CHARS)
                        .build())
                .build();
        return CBORMapper.builder(factory)
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
