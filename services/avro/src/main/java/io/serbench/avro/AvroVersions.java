package io.serbench.avro;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UsersModel;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.message.BinaryMessageDecoder;
import org.apache.avro.message.BinaryMessageEncoder;
import org.apache.avro.message.SchemaStore;
import tools.jackson.databind.json.JsonMapper;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The avro service's versions of one model for the evolution matrix (docs/evolution.md): one
 * Avro schema per version of {@link VersionCatalog}, today's schema file as
 * {@link VersionCatalog#CURRENT} and the file of the same name in {@code proto/versions/<version>/}
 * for the others, each evolved as Avro's specification tells users to evolve a schema (copied
 * beside this class, under {@code versions/}, at build time; a version without its schema stops
 * the service). The users model's file is {@code serbench.avsc} ({@link #users()}), MediaContent's
 * {@code mediacontent.avsc} ({@link #mediaContent()}), both read and written by this same code.
 *
 * <p>Each version is read and written with Avro's generic API ({@link GenericDatumWriter},
 * {@link GenericDatumReader} over {@link GenericData.Record}), since the versions are schemas
 * known at run time, not generated classes. The generic API writes the same binary encoding as
 * the specific API the benchmarked codec uses ({@link SpecificBinary}), and resolves a writer's
 * schema against a reader's with the same rules (the same resolving decoder, and the fast
 * reader, switched on here explicitly as the benchmarked reader has it): only the objects in
 * memory differ, which the matrix does not look at. {@link GenericTree} converts between a
 * version's JSON and its generic records.
 *
 * <p>Two configurations:
 * <ul>
 *   <li>{@link Configuration#BENCHMARKED}: the benchmarked codec's use of Avro, a plain binary
 *       datum with no schema in it, read with the reader's own schema as the writer's (the
 *       reader has no other, and assumes the bytes are its own version's), trailing bytes
 *       refused, as {@link SpecificBinary} does;</li>
 *   <li>{@link Configuration#COMPATIBLE}: Avro's single-object encoding
 *       ({@link BinaryMessageEncoder}: the marker {@code C3 01} and the writer schema's
 *       CRC-64-AVRO fingerprint before the datum), read by a {@link BinaryMessageDecoder} given
 *       the reader's schema and a {@link SchemaStore.Cache} of every version's schema, as a
 *       schema registry would hold them: the decoder finds the writer's schema by the
 *       fingerprint, and Avro's schema resolution reads the datum into the reader's schema.</li>
 * </ul>
 * What Avro throws on reading is the answer (the matrix's "rejected"); the versions' codecs are
 * not timed. {@link #todaysCodec} gives each configuration over the generated classes, to be timed.
 */
public final class AvroVersions implements ModelVersions {
    /** Beside this class: {@code versions/<version>/<schema file>}. */
    static final String SCHEMAS = "versions/";

    /**
     * What differs between the models: the schema file of each version, and today's codecs over
     * the model's generated classes, to be timed.
     */
    private record AvroModel(String name, String schemaFile, Supplier<Codec<?>> benchmarked,
                             Function<SchemaStore, Codec<?>> compatible) {
    }

    /**
     * Generic records, with the fast reader set explicitly (as {@link SpecificBinary}'s reader
     * has it), so that a system property cannot switch the reader under the matrix.
     */
    private static final GenericData MODEL = newModel();

    private static GenericData newModel() {
        GenericData model = new GenericData();
        model.setFastReaderEnabled(true);
        model.getFastReaderBuilder(); // created lazily and unsynchronized: create it before threads share the model
        return model;
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final AvroModel model;
    private final Map<String, Schema> schemas;
    private final SchemaStore.Cache store = new SchemaStore.Cache();
    private final Map<String, Map<String, VersionedCodec>> codecs = new LinkedHashMap<>();

    /** The users model's versions: proto/serbench.avsc and proto/versions/<version>/serbench.avsc. */
    public static AvroVersions users() {
        return new AvroVersions(new AvroModel(UsersModel.NAME, "serbench.avsc", AvroCodec::users,
                AvroCodec::compatibleUsers));
    }

    /** MediaContent's versions: proto/mediacontent.avsc and proto/versions/<version>/mediacontent.avsc. */
    public static AvroVersions mediaContent() {
        return new AvroVersions(new AvroModel(MediaModel.NAME, "mediacontent.avsc", AvroCodec::mediaContent,
                AvroCodec::compatibleMediaContent));
    }

    private AvroVersions(AvroModel model) {
        this.model = model;
        Map<String, Schema> read = new LinkedHashMap<>();
        read.put(VersionCatalog.CURRENT, schema(model, VersionCatalog.CURRENT));
        for (String version : VersionCatalog.versions()) {
            read.put(version, schema(model, version));
        }
        this.schemas = Collections.unmodifiableMap(read);
        schemas.values().forEach(store::addSchema);
        for (Map.Entry<String, Schema> version : schemas.entrySet()) {
            Map<String, VersionedCodec> byConfiguration = new LinkedHashMap<>();
            byConfiguration.put(Configuration.BENCHMARKED, new PlainDatum(version.getValue()));
            byConfiguration.put(Configuration.COMPATIBLE, new SingleObject(version.getValue(), store));
            codecs.put(version.getKey(), byConfiguration);
        }
    }

    /** Every version's schema, {@link VersionCatalog#CURRENT} first, then the catalog's order. */
    public Map<String, Schema> schemas() {
        return schemas;
    }

    @Override
    public String model() {
        return model.name();
    }

    @Override
    public Map<String, String> configurations() {
        Map<String, String> names = new LinkedHashMap<>();
        names.put(Configuration.BENCHMARKED, "Avro binary of one datum with no schema in it, as benchmarked; "
                + "the reader decodes with its own version's schema as the writer's (SpecificBinary's use)");
        names.put(Configuration.COMPATIBLE, "Avro's single-object encoding (BinaryMessageEncoder: marker and the "
                + "writer schema's CRC-64-AVRO fingerprint); the reader's BinaryMessageDecoder finds the writer's "
                + "schema in a SchemaStore of every version's schema, then Avro's schema resolution");
        return names;
    }

    @Override
    public VersionedCodec codec(String version, String configuration) {
        VersionCatalog.check(version);
        VersionedCodec codec = codecs.get(version).get(configuration);
        if (codec == null) {
            throw new IllegalArgumentException("unknown configuration '" + configuration + "'; known: "
                    + String.join(", ", configurations().keySet()));
        }
        return codec;
    }

    /**
     * Today's codec of the model over the service's generated classes: the benchmarked one; in
     * {@code compatible}, the single-object encoding with this instance's store of every
     * version's schema, so that timing it pays what a reader of every version pays.
     */
    @Override
    public Codec<?> todaysCodec(String configuration) {
        return switch (configuration) {
            case Configuration.BENCHMARKED -> model.benchmarked().get();
            case Configuration.COMPATIBLE -> model.compatible().apply(store);
            default -> throw new IllegalArgumentException("unknown configuration '" + configuration + "'; known: "
                    + String.join(", ", configurations().keySet()));
        };
    }

    private static Schema schema(AvroModel model, String version) {
        String resource = SCHEMAS + version + "/" + model.schemaFile();
        try (InputStream in = AvroVersions.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no Avro schema for version '" + version + "' of the " + model.name()
                        + " model: " + resource + " is not on the class path beside " + AvroVersions.class.getName()
                        + " (proto/versions/" + version + "/" + model.schemaFile() + ")");
            }
            return new Schema.Parser().parse(in); // a parser per version: every version defines the same names
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static GenericData.Record record(String json, Schema schema) {
        return GenericTree.toRecord(JSON.readTree(json), schema);
    }

    private static String json(GenericRecord record) {
        return JSON.writeValueAsString(GenericTree.toTree(record));
    }

    /** {@link Configuration#BENCHMARKED}: a plain datum, read with the reader's schema alone. */
    private static final class PlainDatum implements VersionedCodec {
        private final Schema schema;

        PlainDatum(Schema schema) {
            this.schema = schema;
        }

        @Override
        public byte[] write(String json) throws IOException {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
            new GenericDatumWriter<GenericRecord>(schema, MODEL).write(record(json, schema), encoder);
            encoder.flush();
            return out.toByteArray();
        }

        @Override
        public String read(byte[] payload) throws IOException {
            BinaryDecoder decoder = DecoderFactory.get().binaryDecoder(payload, null);
            GenericRecord record = new GenericDatumReader<GenericRecord>(schema, schema, MODEL).read(null, decoder);
            if (!decoder.isEnd()) {
                throw new EOFException(decoder.remainingBytes() + " bytes left after the batch");
            }
            return json(record);
        }
    }

    /** {@link Configuration#COMPATIBLE}: Avro's single-object encoding, the writer's schema found by fingerprint. */
    private static final class SingleObject implements VersionedCodec {
        private final Schema schema;
        private final BinaryMessageEncoder<GenericRecord> encoder;
        private final BinaryMessageDecoder<GenericRecord> decoder;

        SingleObject(Schema schema, SchemaStore store) {
            this.schema = schema;
            this.encoder = new BinaryMessageEncoder<>(MODEL, schema);
            this.decoder = new BinaryMessageDecoder<>(MODEL, schema, store);
        }

        @Override
        public byte[] write(String json) throws IOException {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            encoder.encode(record(json, schema), out);
            return out.toByteArray();
        }

        @Override
        public String read(byte[] payload) throws IOException {
            return json(decoder.decode(payload));
        }
    }
}
