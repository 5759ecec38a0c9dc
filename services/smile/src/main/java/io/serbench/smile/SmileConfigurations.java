package io.serbench.smile;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.ObjectMapperCodec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UsersModel;

import java.util.List;

/** Smile in the evolution matrix (docs/evolution.md): as benchmarked, and with Jackson's settings for reading other versions. */
public final class SmileConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(SmileCodec.users(),
                new ObjectMapperCodec<>(UsersModel.INSTANCE, ObjectMapperCodec.tolerant(SmileCodec.mapper())));
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(SmileCodec.mediaContent(),
                new ObjectMapperCodec<>(MediaModel.INSTANCE, ObjectMapperCodec.tolerant(SmileCodec.mapper())));
    }

    /** The same two configurations for every model. */
    private static List<Configuration> of(Codec<?> benchmarked, Codec<?> compatible) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "strict binding: unknown properties refused, no coercion",
                        benchmarked),
                new Configuration(Configuration.COMPATIBLE,
                        "FAIL_ON_UNKNOWN_PROPERTIES off and READ_UNKNOWN_ENUM_VALUES_AS_NULL on",
                        compatible));
    }
}
