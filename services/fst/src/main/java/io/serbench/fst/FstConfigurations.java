package io.serbench.fst;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/** Fst in the evolution matrix (docs/evolution.md): one configuration: FST versions a class through @Version annotations on its fields, not through a setting. */
public final class FstConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "references off, classes registered, allow-list; FST's versioning needs @Version on the model's own fields, so it has no second configuration",
                        FstCodec.users()));
    }
}
