package io.serbench.dsljson;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.VersionTrees;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * dsljson's versions of MediaContent ({@link DsljsonVersions#mediaContent()}): every version's
 * converters, generated for that version's Media by DSL-JSON's processor, read their own bytes
 * back; across versions the generated readers skip a property they do not know and leave a
 * missing one at its default.
 */
class DsljsonMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    /** Bean JSON in declaration order, not a format under test. */
    private static final JsonMapper JSON = JsonMapper.builder().disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();
    private static final ModelVersions VERSIONS = DsljsonVersions.mediaContent();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;

    @Test
    void theMediaContentModelInTheBenchmarkedConfigurationOnly() {
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.configurations().keySet()).containsExactly(BENCHMARKED);
    }

    static List<String> versions() {
        List<String> versions = new ArrayList<>(List.of(CURRENT));
        versions.addAll(VersionCatalog.versions());
        return versions;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("versions")
    void eachVersionReadsItsOwnBytesAsWritten(String version) throws Exception {
        assertThat(read(version, version, TREES.writtenBy(version))).isEqualTo(TREES.writtenBy(version));
    }

    @Test
    void todaysBytesAreTheBenchmarkedCodecsBytes() throws Exception {
        MediaBatch batch = JSON.treeToValue(TREES.today(), MediaBatch.class);
        assertThat(write(CURRENT, TREES.today())).isEqualTo(DsljsonCodec.mediaContent().serialize(batch));
    }

    /** DSL-JSON's processor orders a class's properties itself, not by declaration (DsljsonTrees). */
    @Test
    void eachVersionWritesItsOwnMediaProperties() throws Exception {
        assertThat(mediaNames("add-field")).contains("description");
        assertThat(mediaNames("add-record")).contains("license");
        assertThat(mediaNames("remove-field")).doesNotContain("format").contains("height", "duration");
        assertThat(mediaNames("rename-field")).contains("url").doesNotContain("uri");
        assertThat(mediaNames(CURRENT)).contains("uri", "format").doesNotContain("description", "license", "url");
    }

    @Test
    void addFieldNewToOldSkipsTheDescriptionAndOldToNewReadsItAsNull() throws Exception {
        assertThat(read("add-field", CURRENT, TREES.writtenBy("add-field"))).isEqualTo(TREES.today());
        JsonNode upgraded = read(CURRENT, "add-field", TREES.today());
        for (ObjectNode media : TREES.records(upgraded)) {
            assertThat(media.get("description").isNull()).isTrue();
            media.remove("description");
        }
        assertThat(upgraded).isEqualTo(TREES.today());
    }

    @Test
    void addRecordNewToOldSkipsTheWholeLicense() throws Exception {
        assertThat(read("add-record", CURRENT, TREES.writtenBy("add-record"))).isEqualTo(TREES.today());
        assertThat(TREES.records(read(CURRENT, "add-record", TREES.today())).get(0).get("license").isNull()).isTrue();
    }

    @Test
    void removeFieldOldToNewSkipsTheFormatAndNewToOldReadsItAsNull() throws Exception {
        assertThat(read(CURRENT, "remove-field", TREES.today())).isEqualTo(TREES.writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, TREES.writtenBy("remove-field"));
        JsonNode expected = TREES.today();
        TREES.records(expected).forEach(media -> media.putNull("format"));
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void renameFieldLosesTheUriToNullBothWays() throws Exception {
        JsonNode upgraded = read(CURRENT, "rename-field", TREES.today());
        JsonNode expected = TREES.writtenBy("rename-field");
        TREES.records(expected).forEach(media -> media.putNull("url"));
        assertThat(upgraded).isEqualTo(expected);
        JsonNode old = read("rename-field", CURRENT, TREES.writtenBy("rename-field"));
        JsonNode expectedOld = TREES.today();
        TREES.records(expectedOld).forEach(media -> media.putNull("uri"));
        assertThat(old).isEqualTo(expectedOld);
    }

    @Test
    void widenNumberReadsBothWaysSinceJsonWritesTheSameDigits() throws Exception {
        assertThat(read(CURRENT, "widen-number", TREES.today())).isEqualTo(TREES.today());
        assertThat(read("widen-number", CURRENT, TREES.writtenBy("widen-number"))).isEqualTo(TREES.today());
    }

    @Test
    void widenNumberNewToOldRefusesAWidthBeyondAnInt() throws Exception {
        JsonNode written = TREES.writtenBy("widen-number");
        TREES.records(written).get(0).put("width", 1L << 40);
        byte[] payload = write("widen-number", written);
        Throwable refused = catchThrowable(() -> VERSIONS.codec(CURRENT, BENCHMARKED).read(payload));
        assertThat(refused).isNotNull();
        assertThat(refused.getMessage()).contains("1099511627776");
    }

    @Test
    void addEnumConstantNewToOldIsRefusedByPlayerValueOfAndOldToNewReadsAsWritten() throws Exception {
        byte[] payload = write("add-enum-constant", TREES.writtenBy("add-enum-constant"));
        Throwable refused = catchThrowable(() -> VERSIONS.codec(CURRENT, BENCHMARKED).read(payload));
        assertThat(refused).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("No enum constant io.serbench.core.media.Media.Player.HTML5");
        assertThat(read(CURRENT, "add-enum-constant", TREES.today())).isEqualTo(TREES.today());
    }

    @Test
    void reorderFieldsReadsEveryValueBothWays() throws Exception {
        assertThat(read(CURRENT, "reorder-fields", TREES.today())).isEqualTo(TREES.today());
        assertThat(read("reorder-fields", CURRENT, TREES.writtenBy("reorder-fields"))).isEqualTo(TREES.today());
    }

    private static List<String> mediaNames(String version) throws Exception {
        JsonNode payload = JSON.readTree(write(version, TREES.writtenBy(version)));
        return List.copyOf(payload.get("items").get(0).get("media").propertyNames());
    }

    private static byte[] write(String version, JsonNode batch) throws Exception {
        return VERSIONS.codec(version, BENCHMARKED).write(JSON.writeValueAsString(batch));
    }

    private static JsonNode read(String writer, String reader, JsonNode written) throws Exception {
        return JSON.readTree(VERSIONS.codec(reader, BENCHMARKED).read(write(writer, written)));
    }
}
