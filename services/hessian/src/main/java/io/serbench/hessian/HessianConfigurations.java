package io.serbench.hessian;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/** Hessian in the evolution matrix (docs/evolution.md): one configuration: Hessian 2 always writes field names. */
public final class HessianConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "Hessian 2, allow-list of the model's classes; Hessian writes field names, so it has no second configuration",
                        HessianCodec.users()));
    }
}
