package io.serbench.capnproto;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UsersModel;
import org.capnproto.MessageBuilder;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.json.JsonMapper;

import java.nio.ByteBuffer;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The capnproto service's versions of one model for the evolution matrix (docs/evolution.md),
 * each a real version of the model's schema: {@link VersionCatalog#CURRENT} is the model's
 * proto/&lt;schema&gt;.capnp ({@link #users()}: serbench.capnp, {@link #mediaContent()}:
 * mediacontent.capnp), every other version proto/versions/&lt;version&gt;/&lt;schema&gt;.capnp, changed
 * as Cap'n Proto's "Evolving Your Protocol" (capnproto.org/language.html) tells users to. No Java
 * code generator is available here, so a version is not a set of generated classes: the build
 * compiles each schema with the Cap'n Proto compiler ({@code capnp compile -ocapnp}) and each
 * changed version reads and writes through the layout the compiler printed for it
 * ({@link CompiledSchema}) with capnproto-java's own struct, list and text wire code
 * ({@link SchemaStructs}), converted as the benchmarked converter converts ({@link SchemaTree}),
 * and framed as the benchmarked codec frames ({@link CapnProtoCodec#framed},
 * {@link CapnProtoCodec#unframed}: the same reader options, traversal and nesting limits, trailing
 * bytes refused). So the bytes of a version are laid out by the compiler and the runtime reads
 * them as the service's reader would read them.
 *
 * <p>{@link VersionCatalog#CURRENT} is the benchmarked codec itself ({@link CapnProtoCodec#users()},
 * {@link CapnProtoCodec#mediaContent()} over the model's classes, the JSON tree bound to them by
 * Jackson), so every cell's old side is
 * exactly the timed path. Today's schema read through its compiled layout writes the very same
 * bytes and reads them the same way (CapnProtoVersionsTest), which is what makes the layout-driven
 * versions the same code path, one release later.
 *
 * <p>One configuration, {@link Configuration#BENCHMARKED}: Cap'n Proto has no evolution mode of
 * its own. Every reader works the same way: a struct's pointer carries its data and pointer
 * section sizes, so a reader ignores what lies beyond its own schema's sections and reads a field
 * beyond the writer's as its default, and data is found by position, never by name.
 */
public final class CapnProtoVersions implements ModelVersions {
    static final String DESCRIPTION = "capnproto-java as benchmarked (the standard framing, the benchmarked reader's "
            + "limits and conversion), each version its own .capnp schema laid out by the Cap'n Proto compiler: "
            + "fields are found by their place in the struct's data or pointer section, a section beyond the "
            + "reader's schema is ignored, a field beyond the writer's reads as its default (null pointer, 0), and "
            + "an enumerant number the reader's schema does not know is refused as the benchmarked converter "
            + "refuses it. This is how every Cap'n Proto reader works, so there is no separate compatible mode.";

    private static final JsonMapper JSON = JsonMapper.shared();

    private final String model;
    private final Supplier<CapnProtoCodec<?>> benchmarked;
    private final Map<String, CompiledSchema> schemas;
    private final Map<String, VersionedCodec> layoutCodecs = new LinkedHashMap<>();
    private final Map<String, VersionedCodec> codecs = new LinkedHashMap<>();

    /**
     * @param schema      the schema file's name, the same in proto/ and in each version's folder
     * @param root        the struct every version's message holds as its root
     * @param benchmarked today's codec of the model, as the service times it
     */
    private CapnProtoVersions(String model, String schema, String root, Supplier<CapnProtoCodec<?>> benchmarked) {
        this.model = model;
        this.benchmarked = benchmarked;
        Map<String, CompiledSchema> loaded = new LinkedHashMap<>();
        loaded.put(VersionCatalog.CURRENT, CompiledSchema.load(VersionCatalog.CURRENT, schema, root));
        for (String version : VersionCatalog.versions()) {
            loaded.put(version, CompiledSchema.load(version, schema, root));
        }
        this.schemas = Collections.unmodifiableMap(loaded);
        schemas.forEach((version, compiled) -> layoutCodecs.put(version, new SchemaCodec(new SchemaTree(compiled))));
        codecs.putAll(layoutCodecs);
        codecs.put(VersionCatalog.CURRENT, new TodaysCodec(benchmarked.get()));
    }

    /** The users model's versions: proto/serbench.capnp and proto/versions/&lt;version&gt;/serbench.capnp. */
    public static CapnProtoVersions users() {
        return new CapnProtoVersions(UsersModel.NAME, "serbench.capnp", "UserBatch", CapnProtoCodec::users);
    }

    /** MediaContent's versions: proto/mediacontent.capnp and proto/versions/&lt;version&gt;/mediacontent.capnp. */
    public static CapnProtoVersions mediaContent() {
        return new CapnProtoVersions(MediaModel.NAME, "mediacontent.capnp", "MediaBatch", CapnProtoCodec::mediaContent);
    }

    /** Every version's compiled layout, {@link VersionCatalog#CURRENT} first, then the catalog's order. */
    Map<String, CompiledSchema> schemas() {
        return schemas;
    }

    /** A version read and written through its compiled layout, today's included (to compare it with the benchmarked codec). */
    VersionedCodec layoutCodec(String version) {
        return layoutCodecs.get(VersionCatalog.check(version));
    }

    @Override
    public String model() {
        return model;
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
        return codecs.get(version);
    }

    @Override
    public Codec<?> todaysCodec(String configuration) {
        if (!Configuration.BENCHMARKED.equals(configuration)) {
            throw new IllegalArgumentException("unknown configuration '" + configuration + "'; known: "
                    + Configuration.BENCHMARKED);
        }
        return benchmarked.get();
    }

    /**
     * Today's version: the benchmarked codec, the JSON tree bound to the model's classes as core
     * binds them for the modules bound to the model (declaration order, nulls written, strictly).
     */
    private static final class TodaysCodec implements VersionedCodec {
        private static final JsonMapper BEANS = JsonMapper.builder()
                .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .build();

        private final CapnProtoCodec<Object> codec;

        @SuppressWarnings("unchecked")
        TodaysCodec(CapnProtoCodec<?> codec) {
            this.codec = (CapnProtoCodec<Object>) codec;
        }

        @Override
        public byte[] write(String json) throws Exception {
            return codec.serialize(BEANS.readValue(json, codec.model().batchType()));
        }

        @Override
        public String read(byte[] payload) throws Exception {
            return BEANS.writeValueAsString(codec.deserialize(payload));
        }
    }

    /** One version: its JSON tree to a framed message and back, as the benchmarked codec builds and reads one. */
    private static final class SchemaCodec implements VersionedCodec {
        private final SchemaTree tree;
        private final FirstSegments firstSegments = new FirstSegments();

        SchemaCodec(SchemaTree tree) {
            this.tree = tree;
        }

        @Override
        public byte[] write(String json) throws Exception {
            ByteBuffer firstSegment = firstSegments.obtain();
            MessageBuilder message = new MessageBuilder(firstSegment);
            try {
                tree.write(JSON.readTree(json), message);
                return CapnProtoCodec.framed(message);
            } finally {
                firstSegments.release(message, firstSegment);
            }
        }

        @Override
        public String read(byte[] payload) throws Exception {
            return JSON.writeValueAsString(tree.read(CapnProtoCodec.unframed(payload), payload.length / 8));
        }
    }
}
