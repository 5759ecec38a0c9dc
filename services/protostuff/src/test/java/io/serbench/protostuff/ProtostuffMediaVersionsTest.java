package io.serbench.protostuff;

import io.protostuff.runtime.RuntimeSchema;
import io.serbench.core.evolution.ClassVersions;
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

/**
 * protostuff's versions of MediaContent ({@link ProtostuffConfigurations} through
 * {@link ClassVersions}): each version's runtime schema numbers Media's fields by its own
 * {@link MediaFields}, so fields are matched by number across versions, an unknown number is
 * skipped, a missing one left unset, and an enum number the reader does not declare reads as null.
 */
class ProtostuffMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    /** Bean JSON in declaration order, not a format under test. */
    private static final JsonMapper JSON = JsonMapper.builder().disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();
    private static final ModelVersions VERSIONS = ClassVersions.mediaContent(ProtostuffConfigurations.class);
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
        assertThat(write(CURRENT, TREES.today())).isEqualTo(ProtostuffCodec.mediaContent().serialize(batch));
    }

    @Test
    void todaysMediaFieldsAreTheLayoutsNumbers() {
        assertThat(ProtoSchemas.runtimeFields((RuntimeSchema<?>) MediaLayout.MEDIA)).hasSize(12)
                .containsEntry(1, "uri").containsEntry(5, "format").containsEntry(12, "has_bitrate");
    }

    @Test
    void theReorderedMediaWritesTodaysVeryBytes() throws Exception {
        assertThat(write("reorder-fields", TREES.writtenBy("reorder-fields"))).isEqualTo(write(CURRENT, TREES.today()));
    }

    @Test
    void theRenamedUriKeepsItsNumberSoItsBytesAreTodays() throws Exception {
        assertThat(write("rename-field", TREES.writtenBy("rename-field"))).isEqualTo(write(CURRENT, TREES.today()));
        assertThat(read(CURRENT, "rename-field", TREES.today())).isEqualTo(TREES.writtenBy("rename-field"));
        assertThat(read("rename-field", CURRENT, TREES.writtenBy("rename-field"))).isEqualTo(TREES.today());
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

    /** Number 5 stays unused in the new version: no other field takes today's format bytes. */
    @Test
    void removeFieldOldToNewSkipsTheFormatAndNewToOldReadsItAsNull() throws Exception {
        assertThat(read(CURRENT, "remove-field", TREES.today())).isEqualTo(TREES.writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, TREES.writtenBy("remove-field"));
        JsonNode expected = TREES.today();
        TREES.records(expected).forEach(media -> media.putNull("format"));
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void widenNumberReadsBothWaysSinceAVarintIsTheSameBytes() throws Exception {
        assertThat(write("widen-number", TREES.writtenBy("widen-number"))).isEqualTo(write(CURRENT, TREES.today()));
        assertThat(read(CURRENT, "widen-number", TREES.today())).isEqualTo(TREES.today());
        assertThat(read("widen-number", CURRENT, TREES.writtenBy("widen-number"))).isEqualTo(TREES.today());
    }

    /** protobuf's rule for an int64 read as int32: the value is truncated, as in a C++ cast. */
    @Test
    void widenNumberNewToOldKeepsOnlyTheLow32BitsOfAWidthBeyondAnInt() throws Exception {
        JsonNode written = TREES.writtenBy("widen-number");
        TREES.records(written).get(0).put("width", (1L << 40) + 7);
        JsonNode old = JSON.readTree(VERSIONS.codec(CURRENT, BENCHMARKED).read(write("widen-number", written)));
        assertThat(TREES.records(old).get(0).get("width").longValue()).isEqualTo(7);
    }

    @Test
    void addEnumConstantNewToOldReadsHtml5AsNull() throws Exception {
        JsonNode old = read("add-enum-constant", CURRENT, TREES.writtenBy("add-enum-constant"));
        List<ObjectNode> medias = TREES.records(old);
        for (int i = 0; i < medias.size(); i++) {
            assertThat(medias.get(i).get("player").isNull()).as("item %d", i).isEqualTo(i % 3 == 0);
        }
        assertThat(read(CURRENT, "add-enum-constant", TREES.today())).isEqualTo(TREES.today());
    }

    private static byte[] write(String version, JsonNode batch) throws Exception {
        return VERSIONS.codec(version, BENCHMARKED).write(JSON.writeValueAsString(batch));
    }

    private static JsonNode read(String writer, String reader, JsonNode written) throws Exception {
        return JSON.readTree(VERSIONS.codec(reader, BENCHMARKED).read(write(writer, written)));
    }
}
