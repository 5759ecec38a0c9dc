package io.serbench.bson;

import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.VersionTrees;
import org.bson.BsonDocument;
import org.bson.BsonInvalidOperationException;
import org.bson.BsonSerializationException;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * The bson service's versions of the MediaContent model ({@link BsonConfigurations#mediaContent()}
 * through {@link ClassVersions}), as {@link BsonVersionsTest} checks the users model's: every
 * version reads its own bytes back in both configurations, the benchmarked codec refuses a field
 * Media does not have and one it lacks, the compatible codec skips the first and defaults the
 * second, both refuse a BSON type other than the one read, and each version's own
 * {@link MediaFields} writes what the version has. The batches are written here the way
 * proto/evolution.json and the orchestrator say each version writes them.
 */
class BsonMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    /** The evolution API's JSON: bean properties in declaration order, as core's BeanTreeCodec writes them. */
    private static final JsonMapper JSON = JsonMapper.builder()
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();
    private static final ModelVersions VERSIONS = ClassVersions.mediaContent(BsonConfigurations.class);
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;

    @Test
    void theSameConfigurationsAsTheUsersModel() {
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.configurations().keySet()).containsExactly(BENCHMARKED, COMPATIBLE);
        assertThat(VERSIONS.configurations())
                .isEqualTo(ClassVersions.users(BsonConfigurations.class).configurations());
    }

    static Stream<Arguments> versionsAndConfigurations() {
        List<String> versions = new ArrayList<>(List.of(CURRENT));
        versions.addAll(VersionCatalog.versions());
        return versions.stream().flatMap(v -> Stream.of(Arguments.of(v, BENCHMARKED), Arguments.of(v, COMPATIBLE)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("versionsAndConfigurations")
    void eachVersionReadsItsOwnBytesAsWritten(String version, String configuration) throws Exception {
        JsonNode written = TREES.writtenBy(version);
        assertThat(read(version, version, configuration, written)).isEqualTo(written);
    }

    @Test
    void todaysBytesInEitherConfigurationAreTheBenchmarkedCodecsBytes() throws Exception {
        byte[] benchmarked = BsonCodec.mediaContent().serialize(MediaDataset.generate(10));
        assertThat(payload(CURRENT, BENCHMARKED, TREES.today())).isEqualTo(benchmarked);
        assertThat(payload(CURRENT, COMPATIBLE, TREES.today())).isEqualTo(benchmarked);
    }

    @Test
    void eachVersionWritesItsOwnFieldNamesInItsOwnOrder() throws Exception {
        assertThat(mediaNames(CURRENT)).containsExactly("uri", "title", "width", "height", "format", "duration",
                "size", "bitrate", "persons", "player", "copyright");
        assertThat(mediaNames("add-field")).endsWith("copyright", "description");
        assertThat(mediaNames("add-record")).endsWith("copyright", "license");
        assertThat(mediaNames("remove-field")).doesNotContain("format").contains("height", "duration");
        assertThat(mediaNames("rename-field")).startsWith("url", "title").doesNotContain("uri");
        assertThat(mediaNames("reorder-fields")).startsWith("copyright", "player").endsWith("title", "uri");
        assertThat(mediaNames("widen-number")).isEqualTo(mediaNames(CURRENT));
    }

    @Test
    void widenNumberWritesTheWidthAsInt64() throws Exception {
        assertThat(firstMedia(payload(CURRENT, BENCHMARKED, TREES.today())).get("width").isInt32()).isTrue();
        BsonDocument widened = firstMedia(payload("widen-number", BENCHMARKED, TREES.writtenBy("widen-number")));
        assertThat(widened.get("width").isInt64()).isTrue();
        assertThat(widened.getInt64("width").getValue()).isEqualTo(640L);
    }

    @Test
    void addFieldIsRefusedBothWaysWhenBenchmarked() throws Exception {
        assertThat(refusal(CURRENT, "add-field", BENCHMARKED)).isInstanceOf(BsonSerializationException.class)
                .hasMessage("Media lacks field 'description'");
        assertThat(refusal("add-field", CURRENT, BENCHMARKED)).isInstanceOf(BsonSerializationException.class)
                .hasMessage("Media has no field 'description'");
    }

    @Test
    void addFieldWhenCompatibleReadsDescriptionAsNullAndSkipsIt() throws Exception {
        JsonNode upgraded = read(CURRENT, "add-field", COMPATIBLE, TREES.today());
        for (JsonNode media : TREES.records(upgraded)) {
            assertThat(media.get("description").isNull()).isTrue();
            ((ObjectNode) media).remove("description");
        }
        assertThat(upgraded).isEqualTo(TREES.today());
        assertThat(read("add-field", CURRENT, COMPATIBLE, TREES.writtenBy("add-field"))).isEqualTo(TREES.today());
    }

    @Test
    void addRecordWhenCompatibleSkipsTheWholeEmbeddedDocument() throws Exception {
        assertThat(refusal("add-record", CURRENT, BENCHMARKED)).hasMessage("Media has no field 'license'");
        assertThat(refusal(CURRENT, "add-record", BENCHMARKED)).hasMessage("Media lacks field 'license'");
        assertThat(read("add-record", CURRENT, COMPATIBLE, TREES.writtenBy("add-record"))).isEqualTo(TREES.today());
        JsonNode upgraded = read(CURRENT, "add-record", COMPATIBLE, TREES.today());
        assertThat(TREES.records(upgraded)).allSatisfy(media -> assertThat(media.get("license").isNull()).isTrue());
    }

    @Test
    void removeFieldIsRefusedWhenBenchmarkedAndSkippedOrDefaultedWhenCompatible() throws Exception {
        assertThat(refusal(CURRENT, "remove-field", BENCHMARKED)).hasMessage("Media has no field 'format'");
        assertThat(refusal("remove-field", CURRENT, BENCHMARKED)).hasMessage("Media lacks field 'format'");
        assertThat(read(CURRENT, "remove-field", COMPATIBLE, TREES.today())).isEqualTo(TREES.writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, COMPATIBLE, TREES.writtenBy("remove-field"));
        JsonNode expected = TREES.today();
        for (JsonNode media : TREES.records(expected)) {
            ((ObjectNode) media).putNull("format");
        }
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void renameFieldWhenCompatibleLosesTheUriToNull() throws Exception {
        assertThat(refusal(CURRENT, "rename-field", BENCHMARKED)).hasMessage("Media has no field 'uri'");
        assertThat(refusal("rename-field", CURRENT, BENCHMARKED)).hasMessage("Media has no field 'url'");
        JsonNode old = read("rename-field", CURRENT, COMPATIBLE, TREES.writtenBy("rename-field"));
        JsonNode expected = TREES.today();
        for (JsonNode media : TREES.records(expected)) {
            ((ObjectNode) media).putNull("uri");
        }
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void widenNumberIsRefusedBothWaysInBothConfigurationsByTheTypedReads() throws Exception {
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            assertThat(refusal(CURRENT, "widen-number", configuration)).as(configuration)
                    .isInstanceOf(BsonInvalidOperationException.class)
                    .hasMessage("readInt64 can only be called when CurrentBSONType is INT64, not when CurrentBSONType is INT32.");
            assertThat(refusal("widen-number", CURRENT, configuration)).as(configuration)
                    .isInstanceOf(BsonInvalidOperationException.class)
                    .hasMessage("readInt32 can only be called when CurrentBSONType is INT32, not when CurrentBSONType is INT64.");
        }
    }

    @Test
    void addEnumConstantNewToOldIsRefusedByPlayerValueOfInBothConfigurations() throws Exception {
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            assertThat(refusal("add-enum-constant", CURRENT, configuration)).as(configuration)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("No enum constant io.serbench.core.media.Media.Player.HTML5");
        }
        assertThat(read(CURRENT, "add-enum-constant", BENCHMARKED, TREES.today())).isEqualTo(TREES.today());
    }

    @Test
    void reorderFieldsReadsEveryValueBothWays() throws Exception {
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            assertThat(read(CURRENT, "reorder-fields", configuration, TREES.today())).isEqualTo(TREES.today());
            assertThat(read("reorder-fields", CURRENT, configuration, TREES.writtenBy("reorder-fields")))
                    .isEqualTo(TREES.today());
        }
    }

    private static List<String> mediaNames(String version) throws Exception {
        return List.copyOf(firstMedia(payload(version, BENCHMARKED, TREES.writtenBy(version))).keySet());
    }

    private static BsonDocument firstMedia(byte[] payload) {
        return new RawBsonDocument(payload).getArray("items").get(0).asDocument().getDocument("media");
    }

    private static byte[] payload(String version, String configuration, JsonNode written) throws Exception {
        return VERSIONS.codec(version, configuration).write(JSON.writeValueAsString(written));
    }

    private static Throwable refusal(String writer, String reader, String configuration) throws Exception {
        byte[] payload = payload(writer, configuration, TREES.writtenBy(writer));
        Throwable refused = catchThrowable(() -> VERSIONS.codec(reader, configuration).read(payload));
        assertThat(refused).as("%s bytes read by %s (%s) are refused", writer, reader, configuration).isNotNull();
        return refused;
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written) throws Exception {
        VersionedCodec reading = VERSIONS.codec(reader, configuration);
        return JSON.readTree(reading.read(payload(writer, configuration, written)));
    }
}
