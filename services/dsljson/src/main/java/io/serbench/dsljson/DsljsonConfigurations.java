package io.serbench.dsljson;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * DSL-JSON in the evolution matrix (docs/evolution.md): as benchmarked only, for both models.
 * Each version's classes come with the converters DSL-JSON's processor generated for them (see
 * this module's pom). DSL-JSON's one documented setting for reading other versions is
 * {@code @CompiledJson(onUnknown = IGNORE | FAIL)}; the converters generated for the model's
 * classes (which carry no annotation) already skip unknown properties, so there is no separate
 * compatible mode.
 */
public final class DsljsonConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(DsljsonCodec.users());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(DsljsonCodec.mediaContent());
    }

    /** The same one configuration for every model. */
    private static List<Configuration> of(Codec<?> benchmarked) {
        return List.of(new Configuration(Configuration.BENCHMARKED,
                "converters generated at compile time by DSL-JSON's annotation processor for the version's classes; "
                        + "unknown properties skipped (the processor's default for classes without @CompiledJson)",
                benchmarked));
    }
}
