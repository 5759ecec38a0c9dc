package io.serbench.jdk;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/** Jdk in the evolution matrix (docs/evolution.md): one configuration: java.io's rules for compatible changes are part of the format. */
public final class JdkConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(JdkCodec.users());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(JdkCodec.mediaContent());
    }

    /** The same one configuration for every model. */
    private static List<Configuration> of(Codec<?> benchmarked) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "java.io serialization, serialVersionUID kept, allow-list filter; java.io's own rules for compatible changes apply in every use, so it has no second configuration",
                        benchmarked));
    }
}
