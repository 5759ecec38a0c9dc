package io.serbench.smile;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;
import io.serbench.core.codec.ObjectMapperCodec;
import io.serbench.core.users.UsersModel;

import java.util.List;

/** Smile in the evolution matrix (docs/evolution.md): as benchmarked, and with Jackson's settings for reading other versions. */
public final class SmileConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "strict binding: unknown properties refused, no coercion",
                        SmileCodec.users()),
                new Configuration(Configuration.COMPATIBLE,
                        "FAIL_ON_UNKNOWN_PROPERTIES off and READ_UNKNOWN_ENUM_VALUES_AS_NULL on",
                        new ObjectMapperCodec<>(UsersModel.INSTANCE, ObjectMapperCodec.tolerant(SmileCodec.mapper()))));
    }
}
