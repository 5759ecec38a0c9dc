package io.serbench.fory;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/** Fory in the evolution matrix (docs/evolution.md): as benchmarked (schema-consistent), and in its compatible mode. */
public final class ForyConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(ForyCodec.users(),
                ForyCodec.compatibleUsers());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(ForyCodec.mediaContent(),
                ForyCodec.compatibleMediaContent());
    }

    /** The same two configurations for every model. */
    private static List<Configuration> of(Codec<?> benchmarked, Codec<?> compatible) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "schema-consistent mode, registration required, references off",
                        benchmarked),
                new Configuration(Configuration.COMPATIBLE,
                        "CompatibleMode.COMPATIBLE: field metadata with each type, fields matched by name",
                        compatible));
    }
}
