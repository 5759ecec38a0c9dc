package io.serbench.avajejsonb;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * avaje-jsonb in the evolution matrix (docs/evolution.md), for both models: as benchmarked, and
 * with avaje's own default for unknown properties. Each version's classes come with the adapters
 * avaje-jsonb-generator wrote for them (see this module's pom).
 */
public final class AvajejsonbConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(AvajejsonbCodec.users(), AvajejsonbCodec.compatibleUsers());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(AvajejsonbCodec.mediaContent(), AvajejsonbCodec.compatibleMediaContent());
    }

    /** The same two configurations for every model. */
    private static List<Configuration> of(Codec<?> benchmarked, Codec<?> compatible) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "adapters generated at compile time by avaje-jsonb-generator for the version's classes; "
                                + "failOnUnknown(true): an unknown property is refused",
                        benchmarked),
                new Configuration(Configuration.COMPATIBLE,
                        "the same adapters with Jsonb.Builder.failOnUnknown(false), avaje-jsonb's default: "
                                + "an unknown property is skipped",
                        compatible));
    }
}
