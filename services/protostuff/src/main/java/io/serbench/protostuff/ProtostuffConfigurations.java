package io.serbench.protostuff;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * Protostuff in the evolution matrix (docs/evolution.md): one configuration per model. Its
 * runtime schema numbers a class's fields by declaration order (the users model) or by the order
 * of the field map it is made from (MediaContent's {@link MediaLayout}); protostuff's way of
 * keeping numbers across versions is that numbering (or the {@code @Tag} annotation on the
 * model's own fields), not a setting.
 */
public final class ProtostuffConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of("fields numbered by declaration order", "@Tag on the model's fields", ProtostuffCodec.users());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of("Media's fields numbered as jvm-serializers' media.proto (MediaLayout's field map: a new field "
                        + "numbered after the last, a removed field's number left unused)",
                "those numbers", ProtostuffCodec.mediaContent());
    }

    /** The same one configuration for every model; only how the fields are numbered differs. */
    private static List<Configuration> of(String numbering, String versioning, Codec<?> benchmarked) {
        return List.of(new Configuration(Configuration.BENCHMARKED,
                "runtime schema, " + numbering + ", protobuf-compatible format; versioning through " + versioning
                        + ", so no second configuration",
                benchmarked));
    }
}
