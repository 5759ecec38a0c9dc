package io.serbench.capnproto;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.capnproto.MessageBuilder;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.json.JsonMapper;

import java.nio.ByteBuffer;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The capnproto service's versions of the users model for the evolution matrix
 * (docs/evolution.md), each a real version of its schema: {@link VersionCatalog#CURRENT} is
 * proto/serbench.capnp, every other version proto/versions/&lt;version&gt;/serbench.capnp, changed
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
 * <p>{@link VersionCatalog#CURRENT} is the benchmarked codec itself ({@link CapnProtoCodec#users()}
 * over the model's classes, the JSON tree bound to them by Jackson), so every cell's old side is
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
    /** The root struct of every version of the users schema. */
    static final String ROOT = "UserBatch";
    static final String DESCRIPTION = "capnproto-java as benchmarked (the standard framing, the benchmarked reader's "
            + "limits and conversion), each version its own .capnp schema laid out by the Cap'n Proto compiler: "
            + "fields are found by their place in the struct's data or pointer section, a section beyond the "
            + "reader's schema is ignored, a field beyond the writer's reads as its default (null pointer, 0), and "
            + "an enumerant number the reader's schema does not know is refused as the benchmarked converter "
            + "refuses it. This is how every Cap'n Proto reader works, so there is no separate compatible mode.";

    private static final JsonMapper JSON = JsonMapper.shared();

    private final Map<String, CompiledSchema> schemas;
    private final Map<String, VersionedCodec> layoutCodecs = new LinkedHashMap<>();
    private final Map<String, VersionedCodec> codecs = new LinkedHashMap<>();

    public CapnProtoVersions() {
        Map<String, CompiledSchema> loaded = new LinkedHashMap<>();
        loaded.put(VersionCatalog.CURRENT, CompiledSchema.load(VersionCatalog.CURRENT));
        for (String version : VersionCatalog.versions()) {
            loaded.put(version, CompiledSchema.load(version));
        }
        this.schemas = Collections.unmodifiableMap(loaded);
        schemas.forEach((version, schema) -> layoutCodecs.put(version, new SchemaCodec(new SchemaTree(schema))));
        codecs.putAll(layoutCodecs);
        codecs.put(VersionCatalog.CURRENT, new TodaysCodec(CapnProtoCodec.users()));
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
        return UsersModel.NAME;
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
        return CapnProtoCodec.users();
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

        private final CapnProtoCodec<UserBatch> codec;

        TodaysCodec(CapnProtoCodec<UserBatch> codec) {
            this.codec = codec;
        }

        @Override
        public byte[] write(String json) throws Exception {
            return codec.serialize(BEANS.readValue(json, UserBatch.class));
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
