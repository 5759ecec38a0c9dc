package io.serbench.jackson;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.ObjectMapperCodec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UsersModel;

import java.util.List;

/** Jackson in the evolution matrix (docs/evolution.md): as benchmarked, and with Jackson's settings for reading other versions. */
public final class JacksonConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(JacksonCodec.users(),
                new ObjectMapperCodec<>(UsersModel.INSTANCE, ObjectMapperCodec.tolerant(JacksonCodec.mapper())));
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(JacksonCodec.mediaContent(),
                new ObjectMapperCodec<>(MediaModel.INSTANCE, ObjectMapperCodec.tolerant(JacksonCodec.mapper())));
    }

    /** The same two configurations for every model. */
    private static List<Configuration> of(Codec<?> benchmarked, Codec<?> compatible) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "Blackbird, fast double writer and parser, Jackson 3's defaults otherwise",
                        benchmarked),
                new Configuration(Configuration.COMPATIBLE,
                        "FAIL_ON_UNKNOWN_PROPERTIES off and READ_UNKNOWN_ENUM_VALUES_AS_NULL on",
                        compatible));
    }
}
