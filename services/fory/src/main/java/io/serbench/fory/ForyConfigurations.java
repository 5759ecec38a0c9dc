package io.serbench.fory;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/** Fory in the evolution matrix (docs/evolution.md): as benchmarked (schema-consistent), and in its compatible mode. */
public final class ForyConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "schema-consistent mode, registration required, references off",
                        ForyCodec.users()),
                new Configuration(Configuration.COMPATIBLE,
                        "CompatibleMode.COMPATIBLE: field metadata with each type, fields matched by name",
                        ForyCodec.compatibleUsers()));
    }
}
