package io.serbench.hessian;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/** Hessian in the evolution matrix (docs/evolution.md): one configuration: Hessian 2 always writes field names. */
public final class HessianConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(HessianCodec.users());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(HessianCodec.mediaContent());
    }

    /** The same one configuration for every model. */
    private static List<Configuration> of(Codec<?> benchmarked) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "Hessian 2, allow-list of the model's classes; Hessian writes field names, so it has no second configuration",
                        benchmarked));
    }
}
