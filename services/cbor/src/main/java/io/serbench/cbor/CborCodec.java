package io.serbench.cbor;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.ObjectMapperCodec;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import tools.jackson.dataformat.cbor.CBORFactory;
import tools.jackson.dataformat.cbor.CBORMapper;
import tools.jackson.dataformat.cbor.CBORWriteFeature;
import tools.jackson.module.blackbird.BlackbirdModule;

/**
 * CBOR (RFC 8949) through Jackson 3's CBOR dataformat, bound straight to a model's classes like
 * JSON, so there is no conversion step: core's {@link ObjectMapperCodec} with this module's
 * mapper, an instance per model, each with its own mapper.
 *
 * <p>The layout is Jackson's own: every record is a CBOR map of text keys, the model's field
 * names (docs/design.md#datasets-models-and-labels) in the order the model declares them;
 * beans are written as indefinite-length maps, lists as definite-length arrays, a {@code Map}
 * (the users model's {@code attributes}) as a definite-length map in insertion order. Integers
 * take their shortest encoding, doubles are always float64 ({@code WRITE_MINIMAL_DOUBLES} stays
 * off), enums are their names, nulls are CBOR null. The users batch is {@code {"users": [...]}};
 * the MediaContent batch is {@code {"items": [...]}}, with MediaContent {@code {media, images}},
 * Media {@code {uri, title, width, height, format, duration, size, bitrate, persons, player,
 * copyright}} and Image {@code {uri, title, width, height, size}}, an unset bitrate CBOR null
 * (its {@code hasBitrate} flag is no property and is not written).
 *
 * <p>Speed: the Blackbird module (generated accessors instead of reflection). Strict and safe:
 * {@link ObjectMapperCodec#strictBinding}. Jackson's CBOR parser sizes a text or byte string from
 * its declared length only when that many bytes are actually there (otherwise it reads
 * incrementally and fails at the end of input), and the stream read constraints cap nesting and
 * string length.
 */
public final class CborCodec {
    private CborCodec() {
    }

    /** The codec of a model. */
    private static <T> Codec<T> of(DataModel<T> model) {
        return new ObjectMapperCodec<>(model, mapper());
    }

    /** The one configuration of every model's codec. */
    static CBORMapper mapper() {
        CBORFactory factory = CBORFactory.builder()
                .disable(CBORWriteFeature.WRITE_MINIMAL_DOUBLES) // the default, said aloud: doubles stay float64
                .streamReadConstraints(ObjectMapperCodec.strictReadConstraints())
                .build();
        return ObjectMapperCodec.strictBinding(CBORMapper.builder(factory).addModule(new BlackbirdModule())).build();
    }
    /** The facts of the cbor service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("cbor", "Jackson dataformat CBOR",
                LibraryVersion.of(CBORMapper.class, "tools.jackson.dataformat", "jackson-dataformat-cbor"),
                "application/cbor", false);
    }

    /** The users model's codec. */
    public static Codec<UserBatch> users() {
        return of(UsersModel.INSTANCE);
    }

    /** The MediaContent model's codec. */
    public static Codec<MediaBatch> mediaContent() {
        return of(MediaModel.INSTANCE);
    }

}
