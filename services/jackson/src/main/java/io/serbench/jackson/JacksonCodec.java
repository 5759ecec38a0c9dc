package io.serbench.jackson;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.ObjectMapperCodec;
import io.serbench.core.dataset.DataModel;
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

    /** The codec of the model. */
    public static <T> Codec<T> of(DataModel<T> model) {
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
}
