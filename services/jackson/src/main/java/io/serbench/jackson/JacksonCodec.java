package io.serbench.jackson;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.ObjectMapperCodec;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.module.blackbird.BlackbirdModule;

/**
 * JSON through Jackson databind, bound straight to a model's classes (JSON needs no conversion
 * step): core's {@link ObjectMapperCodec} with this module's mapper, an instance per model, each
 * with its own mapper. Speed as Jackson's documentation recommends: the Blackbird module
 * (generated accessors instead of reflection), and the fast double writer and parser.
 * MediaContent is written as its bean properties, an unset bitrate as null.
 */
public final class JacksonCodec {
    private JacksonCodec() {
    }

    /** The codec of a model. */
    private static <T> Codec<T> of(DataModel<T> model) {
        return new ObjectMapperCodec<>(model, mapper());
    }

    /** The one configuration of every model's codec. */
    static JsonMapper mapper() {
        return JsonMapper.builder()
                .addModule(new BlackbirdModule())
                .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                // A payload is one document: trailing bytes mean it is not ours.
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
    }
    /** The facts of the jackson service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("jackson", "Jackson databind",
                LibraryVersion.of(JsonMapper.class, "tools.jackson.core", "jackson-databind"),
                "application/json", false);
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
