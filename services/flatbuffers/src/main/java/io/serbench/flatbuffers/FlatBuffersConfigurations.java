package io.serbench.flatbuffers;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;

import java.util.List;

/**
 * flatbuffers in the evolution matrix (docs/evolution.md), for both models. Each version is its
 * own schemas, proto/versions/&lt;version&gt;/serbench.fbs and mediacontent.fbs (today's
 * proto/serbench.fbs and proto/mediacontent.fbs for {@link VersionCatalog#CURRENT}), evolved as
 * FlatBuffers' rules say (https://flatbuffers.dev/evolution/), whose Java flatc generates at build
 * time with today's package and class names ({@code serbench_fb}), compiled with that version's
 * {@link UserTable}, {@link RoleNumbers} and {@link MediaTable} into
 * serbench-versions/&lt;version&gt;/ (see the pom). {@link ClassVersions} makes this class
 * again per version in a class loader that also defines flatc's package, so the benchmarked
 * {@link FlatBuffersCodec}'s library calls read and write that version's tables and model.
 *
 * <p>One configuration, {@link Configuration#BENCHMARKED}: flatbuffers-java has no setting for
 * other versions' bytes (see {@link #DESCRIPTION}).
 */
public final class FlatBuffersConfigurations implements Configurations {
    static final String DESCRIPTION = "flatbuffers-java as benchmarked (the same FlatBuffersCodec and builder calls), "
            + "each version the Java flatc generates from its own schema, proto/versions/<version>/serbench.fbs or "
            + "mediacontent.fbs. "
            + "FlatBuffers has one layout and no reader or writer setting for other versions' bytes: a reader finds "
            + "each field through the table's vtable by its id, so a field it does not declare is never looked at and "
            + "one the writer did not write reads as its schema default (null for a string or table); evolving "
            + "safely is the schema's job (fields added last or with explicit ids, deprecated rather than removed, a "
            + "type changed at most to one of the same width: flatbuffers.dev/evolution), so there is no separate "
            + "compatible mode. An enum value the reader's schema does not declare reaches the reading code as a bare "
            + "number, which FlatBuffers leaves to that code: this service's mapping refuses it, as in the benchmark.";

    private static final String GENERATED_PACKAGE = serbench_fb.UserBatch.class.getPackageName();

    /** The users model's versions, refused at start-up when the build left a version without its own tables. */
    static ModelVersions versions() {
        return ClassVersions.users(FlatBuffersConfigurations.class, GENERATED_PACKAGE)
                .compiledPerVersion(serbench_fb.User.class, UserTable.class);
    }

    /** MediaContent's versions, refused at start-up when the build left a version without its own tables. */
    static ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(FlatBuffersConfigurations.class, GENERATED_PACKAGE)
                .compiledPerVersion(serbench_fb.Media.class, MediaTable.class);
    }

    @Override
    public List<Configuration> users() {
        return of(FlatBuffersCodec.users());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(FlatBuffersCodec.mediaContent());
    }

    /** The same one configuration for both models: the library has no setting for either. */
    private static List<Configuration> of(Codec<?> codec) {
        return List.of(new Configuration(Configuration.BENCHMARKED, DESCRIPTION, codec));
    }
}
