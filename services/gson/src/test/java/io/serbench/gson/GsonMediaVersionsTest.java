package io.serbench.gson;

import com.google.gson.JsonParseException;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.media.MediaDataset;
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

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * The gson service's versions of the MediaContent model ({@link GsonConfigurations#mediaContent()}
 * through {@link ClassVersions}), as {@link GsonVersionsTest} checks the users model's: every
 * version reads its own bytes back in both configurations, the benchmarked adapters refuse a
 * field Media does not have and leave a missing one at its default, the compatible adapters skip
 * the unknown field, and each version's own {@link MediaFields} writes what the version has. The
 * batches are written here the way proto/evolution.json and the orchestrator say each version
 * writes them.
 */
class GsonMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    /** The evolution API's JSON: bean properties in declaration order, as core's BeanTreeCodec writes them. */
    private static final JsonMapper JSON = JsonMapper.builder()
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();
    private static final ModelVersions VERSIONS = ClassVersions.mediaContent(GsonConfigurations.class);
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;

    @Test
    void theSameConfigurationsAsTheUsersModel() {
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.configurations()).containsOnlyKeys(BENCHMARKED, COMPATIBLE)
                .isEqualTo(ClassVersions.users(GsonConfigurations.class).configurations());
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
        JsonNode written = TREES.writtenBy(version);
        assertThat(read(version, version, configuration, written)).isEqualTo(written);
    }

    @Test
    void todaysBytesInEitherConfigurationAreTheBenchmarkedCodecsBytes() throws Exception {
        byte[] benchmarked = GsonCodec.mediaContent().serialize(MediaDataset.generate(10));
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
    void addFieldOldToNewReadsDescriptionAsNullInBothConfigurations() throws Exception {
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            JsonNode read = read(CURRENT, "add-field", configuration, TREES.today());
            for (JsonNode media : TREES.records(read)) {
                assertThat(media.get("description").isNull()).as(configuration).isTrue();
                ((ObjectNode) media).remove("description");
            }
            assertThat(read).as(configuration).isEqualTo(TREES.today());
        }
    }

    @Test
    void addFieldNewToOldIsRefusedWhenBenchmarkedAndLosesOnlyTheDescriptionWhenCompatible() throws Exception {
        assertThat(refusal("add-field", CURRENT, BENCHMARKED)).isInstanceOf(JsonParseException.class)
                .hasMessage("unknown field \"description\" in Media at $.items[0].media.description");
        assertThat(read("add-field", CURRENT, COMPATIBLE, TREES.writtenBy("add-field"))).isEqualTo(TREES.today());
    }

    @Test
    void addRecordNewToOldSkipsTheWholeLicenseWhenCompatible() throws Exception {
        assertThat(refusal("add-record", CURRENT, BENCHMARKED)).isInstanceOf(JsonParseException.class)
                .hasMessage("unknown field \"license\" in Media at $.items[0].media.license");
        assertThat(read("add-record", CURRENT, COMPATIBLE, TREES.writtenBy("add-record"))).isEqualTo(TREES.today());
        JsonNode upgraded = read(CURRENT, "add-record", BENCHMARKED, TREES.today());
        assertThat(TREES.records(upgraded)).allSatisfy(media -> assertThat(media.get("license").isNull()).isTrue());
    }

    @Test
    void removeFieldOldToNewRefusesOrSkipsFormatAndNewToOldReadsItAsNull() throws Exception {
        assertThat(refusal(CURRENT, "remove-field", BENCHMARKED)).isInstanceOf(JsonParseException.class)
                .hasMessage("unknown field \"format\" in Media at $.items[0].media.format");
        assertThat(read(CURRENT, "remove-field", COMPATIBLE, TREES.today())).isEqualTo(TREES.writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, BENCHMARKED, TREES.writtenBy("remove-field"));
        JsonNode expected = TREES.today();
        for (JsonNode media : TREES.records(expected)) {
            ((ObjectNode) media).putNull("format");
        }
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void renameFieldLosesTheUriWhenCompatibleAndIsRefusedWhenBenchmarked() throws Exception {
        assertThat(refusal(CURRENT, "rename-field", BENCHMARKED))
                .hasMessage("unknown field \"uri\" in Media at $.items[0].media.uri");
        assertThat(refusal("rename-field", CURRENT, BENCHMARKED))
                .hasMessage("unknown field \"url\" in Media at $.items[0].media.url");
        JsonNode upgraded = read(CURRENT, "rename-field", COMPATIBLE, TREES.today());
        JsonNode expected = TREES.writtenBy("rename-field");
        for (JsonNode media : TREES.records(expected)) {
            ((ObjectNode) media).putNull("url");
        }
        assertThat(upgraded).isEqualTo(expected);
        JsonNode downgraded = read("rename-field", CURRENT, COMPATIBLE, TREES.writtenBy("rename-field"));
        assertThat(TREES.records(downgraded)).allSatisfy(media -> assertThat(media.get("uri").isNull()).isTrue());
    }

    @Test
    void widenNumberReadsBothWaysSinceJsonWritesTheSameDigits() throws Exception {
        assertThat(read(CURRENT, "widen-number", BENCHMARKED, TREES.today())).isEqualTo(TREES.today());
        assertThat(read("widen-number", CURRENT, BENCHMARKED, TREES.writtenBy("widen-number"))).isEqualTo(TREES.today());
    }

    @Test
    void widenNumberNewToOldRefusesAWidthBeyondAnInt() throws Exception {
        JsonNode written = TREES.writtenBy("widen-number");
        ((ObjectNode) TREES.records(written).get(0)).put("width", 1L << 40);
        byte[] payload = payload("widen-number", BENCHMARKED, written);
        Throwable refused = catchThrowable(() -> VERSIONS.codec(CURRENT, BENCHMARKED).read(payload));
        assertThat(refused).isInstanceOf(NumberFormatException.class)
                .hasMessage("Expected an int but was 1099511627776 at line 1 column 107 path $.items[0].media.width");
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
        byte[] payload = payload(version, BENCHMARKED, TREES.writtenBy(version));
        JsonNode media = JSON.readTree(new String(payload, StandardCharsets.UTF_8)).get("items").get(0).get("media");
        return List.copyOf(media.propertyNames());
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
