package io.serbench.protostuff;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * Protostuff in the evolution matrix (docs/evolution.md): one configuration. Its runtime schema
 * numbers a class's fields by declaration order; protostuff's way of keeping numbers across
 * versions is the {@code @Tag} annotation on the model's own fields, not a setting.
 */
public final class ProtostuffConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return List.of(new Configuration(Configuration.BENCHMARKED,
                "runtime schema, fields numbered by declaration order, protobuf-compatible format; "
                        + "versioning through @Tag on the model's fields, so no second configuration",
                ProtostuffCodec.users()));
    }
}
