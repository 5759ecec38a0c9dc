package io.serbench.avro;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.VersionTrees;
import org.apache.avro.AvroTypeException;
import org.apache.avro.Schema;
import org.apache.avro.SchemaNormalization;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * The avro service's versions of MediaContent ({@link AvroVersions#mediaContent()}): every version
 * has its schema, each reads its own bytes back, and cross-version reads do what Avro's
 * specification says of each change to Media, in both configurations. The batches are the
 * mediacontent=10 dataset's tree, changed the way proto/evolution.json says each version writes it.
 */
class AvroMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final AvroVersions VERSIONS = AvroVersions.mediaContent();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;
    private static final int ITEMS = 10;

    @Test
    void everyVersionOfTheCatalogHasItsOwnSchemaAndTheUsersModelsConfigurations() {
        List<String> expected = new ArrayList<>(List.of(CURRENT));
        expected.addAll(VersionCatalog.versions());
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.schemas().keySet()).containsExactlyElementsOf(expected);
        Set<Long> fingerprints = new HashSet<>();
        for (Schema schema : VERSIONS.schemas().values()) {
            assertThat(schema.getFullName()).isEqualTo("io.serbench.avro.generated.MediaBatch");
            fingerprints.add(SchemaNormalization.parsingFingerprint64(schema));
        }
        assertThat(fingerprints).as("each version's fingerprint tells it apart").hasSize(expected.size());
        assertThat(VERSIONS.configurations()).isEqualTo(AvroVersions.users().configurations());
    }

    @Test
    void theSchemaOfTodayIsTheOneTheBenchmarkedCodecIsGeneratedFrom() {
        assertThat(SchemaNormalization.toParsingForm(VERSIONS.schemas().get(CURRENT)))
                .isEqualTo(SchemaNormalization.toParsingForm(io.serbench.avro.generated.MediaBatch.getClassSchema()));
    }

    @Test
    void theBenchmarkedBytesAreTheBenchmarkedCodecsBytes() throws Exception {
        byte[] generic = VERSIONS.codec(CURRENT, BENCHMARKED).write(JSON.writeValueAsString(TREES.today()));
        assertThat(generic).isEqualTo(AvroCodec.mediaContent().serialize(MediaDataset.generate(ITEMS)));
    }

    /** Timed in compatible, today's generated classes write the single-object bytes of today's version. */
    @Test
    void theCompatibleCodecOfTodayWritesTodaysSingleObjectBytes() throws Exception {
        byte[] generic = VERSIONS.codec(CURRENT, COMPATIBLE).write(JSON.writeValueAsString(TREES.today()));
        @SuppressWarnings("unchecked")
        Codec<MediaBatch> timed = (Codec<MediaBatch>) VERSIONS.todaysCodec(COMPATIBLE);
        assertThat(timed.serialize(MediaDataset.generate(ITEMS))).isEqualTo(generic);
        assertThat(timed.deserialize(generic).getItems()).hasSize(ITEMS);
    }

    static Stream<Arguments> versionsAndConfigurations() {
        return VERSIONS.schemas().keySet().stream()
                .flatMap(v -> Stream.of(Arguments.of(v, BENCHMARKED), Arguments.of(v, COMPATIBLE)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("versionsAndConfigurations")
    void eachVersionReadsItsOwnBytesAsWritten(String version, String configuration) throws Exception {
        JsonNode written = TREES.writtenBy(version);
        assertThat(read(version, version, configuration, written)).isEqualTo(written);
    }

    @Test
    void compatibleAddFieldReadsDescriptionAsNullOldToNewAndSkipsItNewToOld() throws Exception {
        JsonNode upgraded = read(CURRENT, "add-field", COMPATIBLE, TREES.today());
        for (JsonNode item : upgraded.get("items")) {
            assertThat(item.get("media").get("description").isNull()).isTrue();
        }
        assertThat(withoutMediaField(upgraded, "description")).isEqualTo(TREES.today());
        assertThat(read("add-field", CURRENT, COMPATIBLE, TREES.writtenBy("add-field"))).isEqualTo(TREES.today());
    }

    @Test
    void compatibleAddRecordReadsLicenseAsNullOldToNewAndSkipsItNewToOld() throws Exception {
        JsonNode upgraded = read(CURRENT, "add-record", COMPATIBLE, TREES.today());
        assertThat(upgraded.get("items").get(0).get("media").get("license").isNull()).isTrue();
        assertThat(withoutMediaField(upgraded, "license")).isEqualTo(TREES.today());
        assertThat(read("add-record", CURRENT, COMPATIBLE, TREES.writtenBy("add-record"))).isEqualTo(TREES.today());
    }

    /** Today's format has no default, so Avro refuses bytes that lack it; the new reader skips it. */
    @Test
    void compatibleRemoveFieldSkipsFormatOldToNewAndRefusesItsAbsenceNewToOld() throws Exception {
        assertThat(read(CURRENT, "remove-field", COMPATIBLE, TREES.today())).isEqualTo(TREES.writtenBy("remove-field"));
        Throwable refused = catchThrowable(() -> read("remove-field", CURRENT, COMPATIBLE, TREES.writtenBy("remove-field")));
        assertThat(rootCause(refused)).isInstanceOf(AvroTypeException.class).hasMessageContaining("format");
    }

    @Test
    void compatibleRenameFieldFollowsTheAliasOnlyWhereTheReaderHasIt() throws Exception {
        assertThat(read(CURRENT, "rename-field", COMPATIBLE, TREES.today())).isEqualTo(TREES.writtenBy("rename-field"));
        Throwable refused = catchThrowable(() -> read("rename-field", CURRENT, COMPATIBLE, TREES.writtenBy("rename-field")));
        assertThat(rootCause(refused)).isInstanceOf(AvroTypeException.class).hasMessageContaining("uri");
    }

    @Test
    void compatibleWidenNumberPromotesIntToLongAndRefusesLongToInt() throws Exception {
        assertThat(read(CURRENT, "widen-number", COMPATIBLE, TREES.today())).isEqualTo(TREES.today());
        Throwable refused = catchThrowable(() -> read("widen-number", CURRENT, COMPATIBLE, TREES.writtenBy("widen-number")));
        assertThat(rootCause(refused)).isInstanceOf(AvroTypeException.class).hasMessageContaining("long");
    }

    @Test
    void compatibleAddEnumConstantRefusesHtml5WhereTodaysPlayerHasNoDefault() throws Exception {
        assertThat(read(CURRENT, "add-enum-constant", COMPATIBLE, TREES.today())).isEqualTo(TREES.today());
        Throwable refused = catchThrowable(() -> read("add-enum-constant", CURRENT, COMPATIBLE,
                TREES.writtenBy("add-enum-constant")));
        assertThat(rootCause(refused)).isInstanceOf(AvroTypeException.class).hasMessageContaining("HTML5");
    }

    @Test
    void compatibleReorderFieldsMatchesFieldsByName() throws Exception {
        assertThat(read(CURRENT, "reorder-fields", COMPATIBLE, TREES.today())).isEqualTo(TREES.today());
        assertThat(read("reorder-fields", CURRENT, COMPATIBLE, TREES.writtenBy("reorder-fields"))).isEqualTo(TREES.today());
    }

    @Test
    void benchmarkedWidenNumberAndRenameFieldReadTheSameBytesBothWays() throws Exception {
        assertThat(read(CURRENT, "widen-number", BENCHMARKED, TREES.today())).isEqualTo(TREES.today());
        assertThat(read("widen-number", CURRENT, BENCHMARKED, TREES.writtenBy("widen-number"))).isEqualTo(TREES.today());
        assertThat(read(CURRENT, "rename-field", BENCHMARKED, TREES.today())).isEqualTo(TREES.writtenBy("rename-field"));
        assertThat(read("rename-field", CURRENT, BENCHMARKED, TREES.writtenBy("rename-field"))).isEqualTo(TREES.today());
    }

    /** The symbol's index is the datum: today's two-symbol Player has no index 2, and Avro says so. */
    @Test
    void benchmarkedAddEnumConstantNewToOldRefusesTheIndexTodaysPlayerLacks() {
        Throwable refused = catchThrowable(() -> read("add-enum-constant", CURRENT, BENCHMARKED,
                TREES.writtenBy("add-enum-constant")));
        assertThat(rootCause(refused)).isInstanceOf(AvroTypeException.class)
                .hasMessage("Enumeration out of range: must be in [0, 2), but received 2");
    }

    /** A plain datum read with the reader's own schema takes a shifted layout for its own. */
    @Test
    void benchmarkedAddFieldAndReorderFieldsDoNotReadTheValuesBackAsWritten() {
        assertNotReadAsWritten("add-field", CURRENT, TREES.today());
        assertNotReadAsWritten("reorder-fields", CURRENT, TREES.today());
        assertNotReadAsWritten(CURRENT, "remove-field", TREES.writtenBy("remove-field"));
    }

    /** Either Avro throws, or what is read is not what a reader carrying every value would hold. */
    private static void assertNotReadAsWritten(String writer, String reader, JsonNode expected) {
        JsonNode read;
        try {
            read = read(writer, reader, BENCHMARKED, TREES.writtenBy(writer));
        } catch (Exception refused) {
            return;
        }
        assertThat(read).as("%s bytes read by %s in benchmarked", writer, reader).isNotEqualTo(expected);
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written) throws Exception {
        VersionedCodec writing = VERSIONS.codec(writer, configuration);
        VersionedCodec reading = VERSIONS.codec(reader, configuration);
        return JSON.readTree(reading.read(writing.write(JSON.writeValueAsString(written))));
    }

    private static Throwable rootCause(Throwable e) {
        assertThat(e).as("the read was refused").isNotNull();
        while (e.getCause() != null && e.getCause() != e) {
            e = e.getCause();
        }
        return e;
    }

    private static JsonNode withoutMediaField(JsonNode batch, String field) {
        return eachMedia(batch.deepCopy(), (index, media) -> media.remove(field));
    }

    private static JsonNode eachMedia(JsonNode batch, BiConsumer<Integer, ObjectNode> change) {
        int index = 0;
        for (JsonNode item : batch.get("items")) {
            change.accept(index++, (ObjectNode) item.get("media"));
        }
        return batch;
    }

    /** The record's fields again, one renamed or all reversed. */
    private static void rebuild(ObjectNode record, boolean reversed, String from, String to) {
        List<Map.Entry<String, JsonNode>> fields = new ArrayList<>(record.properties());
        if (reversed) {
            Collections.reverse(fields);
        }
        Map<String, JsonNode> kept = new LinkedHashMap<>();
        fields.forEach(e -> kept.put(e.getKey().equals(from) ? to : e.getKey(), e.getValue()));
        record.removeAll();
        kept.forEach(record::set);
    }
}
