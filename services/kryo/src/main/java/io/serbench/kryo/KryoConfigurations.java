package io.serbench.kryo;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/** Kryo in the evolution matrix (docs/evolution.md): as benchmarked, and with CompatibleFieldSerializer. */
public final class KryoConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(KryoCodec.users(),
                KryoCodec.compatibleUsers());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(KryoCodec.mediaContent(),
                KryoCodec.compatibleMediaContent());
    }

    /** The same two configurations for every model. */
    private static List<Configuration> of(Codec<?> benchmarked, Codec<?> compatible) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "FieldSerializer (Kryo's default), registration required, references off",
                        benchmarked),
                new Configuration(Configuration.COMPATIBLE,
                        "CompatibleFieldSerializer for every class: field names and lengths written, unknown fields skipped",
                        compatible));
    }
}
