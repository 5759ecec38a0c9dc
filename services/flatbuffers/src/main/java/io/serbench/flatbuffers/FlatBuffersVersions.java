package io.serbench.flatbuffers;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionClassLoader;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.users.UserBatch;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The flatbuffers service's versions of the users model for the evolution matrix
 * (docs/evolution.md). Each version is its own schema, proto/versions/&lt;version&gt;/serbench.fbs
 * (today's proto/serbench.fbs for {@link VersionCatalog#CURRENT}), evolved as FlatBuffers' rules
 * say (https://flatbuffers.dev/evolution/), whose Java flatc generates at build time with
 * today's package and class names ({@code serbench_fb}), compiled with that version's
 * {@link UserTable} and {@link RoleNumbers} into serbench-versions/&lt;version&gt;/ (see the pom).
 *
 * <p>A version is read and written by this module's unchanged {@link FlatBuffersCodec} made again
 * in a {@link VersionClassLoader} of its own that defines the model's package, this module's
 * package and flatc's {@code serbench_fb} from the version's classes where it has them: the
 * benchmarked codec's library calls, over that version's tables and model. Core's
 * {@code ClassVersions} cannot be used as is, since it defines only the model's package and the
 * module's, and flatc's code lives in neither.
 *
 * <p>One configuration, {@link Configuration#BENCHMARKED}: flatbuffers-java has no setting for
 * other versions' bytes (see {@link #DESCRIPTION}).
 */
public final class FlatBuffersVersions implements ModelVersions {
    static final String DESCRIPTION = "flatbuffers-java as benchmarked (the same FlatBuffersCodec and builder calls), "
            + "each version the Java flatc generates from its own schema, proto/versions/<version>/serbench.fbs. "
            + "FlatBuffers has one layout and no reader or writer setting for other versions' bytes: a reader finds "
            + "each field through the table's vtable by its id, so a field it does not declare is never looked at and "
            + "one the writer did not write reads as its schema default (null for a string or table); evolving "
            + "safely is the schema's job (fields added last or with explicit ids, deprecated rather than removed, a "
            + "type changed at most to one of the same width: flatbuffers.dev/evolution), so there is no separate "
            + "compatible mode. An enum value the reader's schema does not declare reaches the reading code as a bare "
            + "number, which FlatBuffers leaves to that code: this service's mapping refuses it, as in the benchmark.";

    /** The packages a version's loader defines itself: the model's, this module's, and flatc's namespace. */
    private static final List<String> PACKAGES = List.of(UserBatch.class.getPackageName(),
            FlatBuffersVersions.class.getPackageName(), serbench_fb.UserBatch.class.getPackageName());

    /** Where the build puts each version's classes: VersionClassLoader's overlay directory. */
    static final String OVERLAYS = "serbench-versions/";
    /** What the build compiles for every version: flatc's User table and the mapping of its fields. */
    private static final List<String> COMPILED_PER_VERSION = List.of(serbench_fb.User.class.getName(),
            UserTable.class.getName());

    private final Map<String, VersionedCodec> byVersion = new ConcurrentHashMap<>();

    /**
     * Checks that the build compiled every version of {@link VersionCatalog}; each is loaded when
     * first asked for.
     *
     * @throws IllegalStateException naming the versions whose classes are missing: a
     *                               VersionClassLoader would silently take today's classes instead
     */
    public FlatBuffersVersions() {
        ClassLoader service = FlatBuffersVersions.class.getClassLoader();
        List<String> missing = VersionCatalog.versions().keySet().stream()
                .filter(version -> COMPILED_PER_VERSION.stream().anyMatch(name ->
                        service.getResource(OVERLAYS + version + "/" + name.replace('.', '/') + ".class") == null))
                .toList();
        if (!missing.isEmpty()) {
            throw new IllegalStateException("no tables generated from proto/versions/<version>/serbench.fbs under "
                    + OVERLAYS + " for the versions " + missing + " (services/flatbuffers/pom.xml lists them)");
        }
    }

    @Override
    public Map<String, String> configurations() {
        return Map.of(Configuration.BENCHMARKED, DESCRIPTION);
    }

    @Override
    public VersionedCodec codec(String version, String configuration) {
        VersionCatalog.check(version);
        if (!Configuration.BENCHMARKED.equals(configuration)) {
            throw new IllegalArgumentException("unknown configuration '" + configuration + "'; known: "
                    + Configuration.BENCHMARKED);
        }
        return byVersion.computeIfAbsent(version, FlatBuffersVersions::load);
    }

    /** The version's users codec, made in its own class loader, when first asked for. */
    private static VersionedCodec load(String version) {
        VersionClassLoader loader = new VersionClassLoader(version, FlatBuffersVersions.class.getClassLoader(), PACKAGES);
        try {
            Object codec = Class.forName(FlatBuffersCodec.class.getName(), true, loader).getMethod("users").invoke(null);
            return new BeanJson((Codec<?>) codec);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make the users codec of version " + version, e);
        }
    }

    /**
     * A version's codec at the matrix's level: JSON of the version's fields to its model objects
     * (Jackson over the classes' bean properties, as core does for the modules bound to the
     * model's classes: declaration order, nulls written, an unknown property an error of the
     * harness) and the objects to the payload, and back.
     */
    private static final class BeanJson implements VersionedCodec {
        private static final JsonMapper BEANS = JsonMapper.builder()
                .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .build();

        private final Codec<Object> codec;
        private final ObjectReader reader;
        private final ObjectWriter writer;

        @SuppressWarnings("unchecked")
        BeanJson(Codec<?> codec) {
            this.codec = (Codec<Object>) codec;
            Class<?> batchType = codec.model().batchType();
            this.reader = BEANS.readerFor(batchType);
            this.writer = BEANS.writerFor(batchType);
        }

        @Override
        public byte[] write(String json) throws Exception {
            return codec.serialize(reader.readValue(json));
        }

        @Override
        public String read(byte[] payload) throws Exception {
            return writer.writeValueAsString(codec.deserialize(payload));
        }
    }
}
