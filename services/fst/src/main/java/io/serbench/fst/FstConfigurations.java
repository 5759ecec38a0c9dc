package io.serbench.fst;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/** Fst in the evolution matrix (docs/evolution.md): one configuration: FST versions a class through @Version annotations on its fields, not through a setting. */
public final class FstConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(FstCodec.users());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(FstCodec.mediaContent());
    }

    /** The same one configuration for every model. */
    private static List<Configuration> of(Codec<?> benchmarked) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "references off, classes registered, allow-list; FST's versioning needs @Version on the model's own fields, so it has no second configuration",
                        benchmarked));
    }
}
