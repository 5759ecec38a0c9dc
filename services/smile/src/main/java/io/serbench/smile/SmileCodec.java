package io.serbench.smile;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.ObjectMapperCodec;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import tools.jackson.dataformat.smile.SmileFactory;
import tools.jackson.dataformat.smile.SmileMapper;
import tools.jackson.dataformat.smile.SmileReadFeature;
import tools.jackson.dataformat.smile.SmileWriteFeature;
import tools.jackson.module.blackbird.BlackbirdModule;

/**
 * Smile, Jackson's binary JSON, through Jackson 3's Smile dataformat, bound straight to a model's
 * classes like JSON, so there is no conversion step: core's {@link ObjectMapperCodec} with this
 * module's mapper, an instance per model, each with its own mapper.
 *
 * <p>The layout is Jackson's own: the 4-byte header {@code :)\n} followed by one object; every
 * record is a Smile object keyed by the model's field names
 * (docs/design.md#datasets-models-and-labels) in the order the model declares them; field names
 * already seen are back-references to the earlier name (Smile's shared names, on by default),
 * string values are not shared (the default); integers are zig-zag varints, doubles always
 * 64-bit, enums their names, nulls Smile null, a {@code Map} (the users model's
 * {@code attributes}) an object in insertion order. The users batch is {@code {"users": [...]}};
 * the MediaContent batch is {@code {"items": [...]}}, with MediaContent {@code {media, images}},
 * Media {@code {uri, title, width, height, format, duration, size, bitrate, persons, player,
 * copyright}} and Image {@code {uri, title, width, height, size}}, an unset bitrate Smile null
 * (its {@code hasBitrate} flag is no property and is not written).
 *
 * <p>Speed: the Blackbird module (generated accessors instead of reflection). Strict and safe: the
 * header is required, and {@link ObjectMapperCodec#strictBinding}. Jackson's Smile parser reads a
 * long string or binary value incrementally, so a declared length is never trusted for an
 * allocation, and the stream read constraints cap nesting and string length.
 */
public final class SmileCodec {
    private SmileCodec() {
    }

    /** The codec of a model. */
    private static <T> Codec<T> of(DataModel<T> model) {
        return new ObjectMapperCodec<>(model, mapper());
    }

    /** The one configuration of every model's codec. */
    static SmileMapper mapper() {
        SmileFactory factory = SmileFactory.builder()
                // The defaults, said aloud: a header on every payload, required on reading.
                .enable(SmileWriteFeature.WRITE_HEADER)
                .enable(SmileReadFeature.REQUIRE_HEADER)
                .streamReadConstraints(ObjectMapperCodec.strictReadConstraints())
                .build();
        return ObjectMapperCodec.strictBinding(SmileMapper.builder(factory).addModule(new BlackbirdModule())).build();
    }
    /** The facts of the smile service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("smile", "Jackson dataformat Smile",
                LibraryVersion.of(SmileMapper.class, "tools.jackson.dataformat", "jackson-dataformat-smile"),
                "application/x-jackson-smile", false);
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
