package io.serbench.avajejsonb;

import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.VersionTrees;
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
 * avajejsonb's versions of MediaContent ({@link AvajejsonbConfigurations} through
 * {@link ClassVersions}): each version's adapters, generated for that version's Media by
 * avaje-jsonb-generator, read their own bytes back in both configurations; across versions the
 * benchmarked reader refuses a property it does not know, the compatible one skips it, and both
 * leave a missing one at its default.
 */
class AvajejsonbMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    /** Bean JSON in declaration order, not a format under test. */
    private static final JsonMapper JSON = JsonMapper.builder().disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();
    private static final ModelVersions VERSIONS = ClassVersions.mediaContent(AvajejsonbConfigurations.class);
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;

    @Test
    void theMediaContentModelInBothConfigurationsBenchmarkedFirst() {
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.configurations().keySet()).containsExactly(BENCHMARKED, COMPATIBLE);
    }

    static Stream<Arguments> versionsAndConfigurations() {
        List<String> versions = new ArrayList<>(List.of(CURRENT));
        versions.addAll(VersionCatalog.versions());
        return versions.stream().flatMap(v -> Stream.of(Arguments.of(v, BENCHMARKED), Arguments.of(v, COMPATIBLE)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("versionsAndConfigurations")
    void eachVersionReadsItsOwnBytesAsWritten(String version, String configuration) throws Exception {
        assertThat(read(version, version, configuration, TREES.writtenBy(version))).isEqualTo(TREES.writtenBy(version));
    }

    @Test
    void todaysBytesInEitherConfigurationAreTheBenchmarkedCodecsBytes() throws Exception {
        byte[] benchmarked = AvajejsonbCodec.mediaContent().serialize(JSON.treeToValue(TREES.today(), MediaBatch.class));
        assertThat(write(CURRENT, BENCHMARKED, TREES.today())).isEqualTo(benchmarked);
        assertThat(write(CURRENT, COMPATIBLE, TREES.today())).isEqualTo(benchmarked);
    }

    /** The generated adapters write Media's properties in the order of the version's fields. */
    @Test
    void eachVersionWritesItsOwnMediaPropertiesInItsOwnOrder() throws Exception {
        assertThat(mediaNames("add-field")).endsWith("copyright", "description");
        assertThat(mediaNames("add-record")).endsWith("copyright", "license");
        assertThat(mediaNames("remove-field")).doesNotContain("format").contains("height", "duration");
        assertThat(mediaNames("rename-field")).startsWith("url", "title").doesNotContain("uri");
        assertThat(mediaNames("reorder-fields")).startsWith("copyright", "player").endsWith("title", "uri");
        assertThat(mediaNames(CURRENT)).startsWith("uri", "title").endsWith("player", "copyright");
    }

    @Test
    void addFieldNewToOldIsRefusedWhenBenchmarkedAndSkippedWhenCompatible() throws Exception {
        assertThat(refusal("add-field", CURRENT, BENCHMARKED)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Unknown property description at");
        assertThat(read("add-field", CURRENT, COMPATIBLE, TREES.writtenBy("add-field"))).isEqualTo(TREES.today());
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            JsonNode upgraded = read(CURRENT, "add-field", configuration, TREES.today());
            for (ObjectNode media : TREES.records(upgraded)) {
                assertThat(media.get("description").isNull()).as(configuration).isTrue();
                media.remove("description");
            }
            assertThat(upgraded).as(configuration).isEqualTo(TREES.today());
        }
    }

    @Test
    void addRecordNewToOldSkipsTheWholeLicenseWhenCompatible() throws Exception {
        assertThat(refusal("add-record", CURRENT, BENCHMARKED)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Unknown property license at");
        assertThat(read("add-record", CURRENT, COMPATIBLE, TREES.writtenBy("add-record"))).isEqualTo(TREES.today());
        assertThat(TREES.records(read(CURRENT, "add-record", BENCHMARKED, TREES.today())).get(0).get("license").isNull()).isTrue();
    }

    @Test
    void removeFieldOldToNewRefusesOrSkipsTheFormatAndNewToOldReadsItAsNull() throws Exception {
        assertThat(refusal(CURRENT, "remove-field", BENCHMARKED)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Unknown property format at");
        assertThat(read(CURRENT, "remove-field", COMPATIBLE, TREES.today())).isEqualTo(TREES.writtenBy("remove-field"));
        JsonNode expected = TREES.today();
        TREES.records(expected).forEach(media -> media.putNull("format"));
        assertThat(read("remove-field", CURRENT, BENCHMARKED, TREES.writtenBy("remove-field"))).isEqualTo(expected);
    }

    @Test
    void renameFieldIsRefusedWhenBenchmarkedAndLosesTheUriWhenCompatible() throws Exception {
        assertThat(refusal(CURRENT, "rename-field", BENCHMARKED)).hasMessageContaining("uri");
        assertThat(refusal("rename-field", CURRENT, BENCHMARKED)).hasMessageContaining("url");
        JsonNode expected = TREES.writtenBy("rename-field");
        TREES.records(expected).forEach(media -> media.putNull("url"));
        assertThat(read(CURRENT, "rename-field", COMPATIBLE, TREES.today())).isEqualTo(expected);
        JsonNode expectedOld = TREES.today();
        TREES.records(expectedOld).forEach(media -> media.putNull("uri"));
        assertThat(read("rename-field", CURRENT, COMPATIBLE, TREES.writtenBy("rename-field"))).isEqualTo(expectedOld);
    }

    @Test
    void widenNumberReadsBothWaysSinceJsonWritesTheSameDigits() throws Exception {
        assertThat(read(CURRENT, "widen-number", BENCHMARKED, TREES.today())).isEqualTo(TREES.today());
        assertThat(read("widen-number", CURRENT, BENCHMARKED, TREES.writtenBy("widen-number"))).isEqualTo(TREES.today());
    }

    @Test
    void widenNumberNewToOldRefusesAWidthBeyondAnInt() throws Exception {
        JsonNode written = TREES.writtenBy("widen-number");
        TREES.records(written).get(0).put("width", 1L << 40);
        byte[] payload = write("widen-number", BENCHMARKED, written);
        Throwable refused = catchThrowable(() -> VERSIONS.codec(CURRENT, BENCHMARKED).read(payload));
        assertThat(refused).hasMessage("Error parsing number");
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
        assertThat(read(CURRENT, "reorder-fields", BENCHMARKED, TREES.today())).isEqualTo(TREES.today());
        assertThat(read("reorder-fields", CURRENT, BENCHMARKED, TREES.writtenBy("reorder-fields"))).isEqualTo(TREES.today());
    }

    private static List<String> mediaNames(String version) throws Exception {
        JsonNode payload = JSON.readTree(write(version, BENCHMARKED, TREES.writtenBy(version)));
        return List.copyOf(payload.get("items").get(0).get("media").propertyNames());
    }

    private static Throwable refusal(String writer, String reader, String configuration) throws Exception {
        byte[] payload = write(writer, configuration, TREES.writtenBy(writer));
        Throwable refused = catchThrowable(() -> VERSIONS.codec(reader, configuration).read(payload));
        assertThat(refused).as("%s bytes read by %s (%s) are refused", writer, reader, configuration).isNotNull();
        return refused;
    }

    private static byte[] write(String version, String configuration, JsonNode batch) throws Exception {
        return VERSIONS.codec(version, configuration).write(JSON.writeValueAsString(batch));
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written)
            throws Exception {
        return JSON.readTree(VERSIONS.codec(reader, configuration).read(write(writer, configuration, written)));
    }
}
