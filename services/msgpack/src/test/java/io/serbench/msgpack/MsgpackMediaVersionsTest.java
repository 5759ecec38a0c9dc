package io.serbench.msgpack;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.VersionTrees;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.msgpack.core.MessageFormatException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The msgpack service's versions of the MediaContent model (its {@code mediaVersions()} bean), as
 * {@link MsgpackVersionsTest} for the users model: every version in each configuration reads its
 * own bytes back, and a cross-version read does what the strict reader (benchmarked) or the
 * tolerant one (compatible, {@code MessageUnpacker.skipValue()}) does with the other version's
 * keys of Media. The batches are the mediacontent=10 dataset, written here as
 * proto/evolution.json says each version writes it.
 */
class MsgpackMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final ModelVersions VERSIONS = new MsgpackApplication().mediaVersions();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;
    private static final List<String> BOTH = List.of(BENCHMARKED, COMPATIBLE);

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
    void theModelsShareTheirConfigurations() {
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.configurations()).isEqualTo(new MsgpackApplication().usersVersions().configurations());
    }

    @Test
    void theCurrentVersionWritesTheBenchmarkedCodecsBytes() throws Exception {
        MediaBatch batch = MediaDataset.generate(10);
        String json = JSON.writeValueAsString(batch);
        byte[] benchmarked = MsgpackCodec.mediaContent().serialize(batch);
        assertThat(VERSIONS.codec(CURRENT, BENCHMARKED).write(json)).isEqualTo(benchmarked);
        assertThat(VERSIONS.codec(CURRENT, COMPATIBLE).write(json)).isEqualTo(benchmarked);
        assertThat(VERSIONS.todaysCodec(COMPATIBLE).deserialize(benchmarked)).isEqualTo(batch);
    }

    @Test
    void benchmarkedRefusesAnAddedFieldInBothDirections() {
        assertThatThrownBy(() -> read("add-field", CURRENT, BENCHMARKED, TREES.writtenBy("add-field")))
                .isInstanceOf(MessageFormatException.class)
                .hasMessage("Media is a map of 12 entries, expected its 11 fields");
        assertThatThrownBy(() -> read(CURRENT, "add-field", BENCHMARKED, TREES.today()))
                .isInstanceOf(MessageFormatException.class)
                .hasMessage("Media is a map of 11 entries, expected its 12 fields");
    }

    @Test
    void compatibleAddFieldSkipsDescriptionOrLeavesItNull() throws Exception {
        assertThat(read("add-field", CURRENT, COMPATIBLE, TREES.writtenBy("add-field"))).isEqualTo(TREES.today());
        JsonNode upgraded = read(CURRENT, "add-field", COMPATIBLE, TREES.today());
        assertThat(upgraded).isEqualTo(eachMedia(TREES.today(), media -> media.putNull("description")));
    }

    @Test
    void compatibleAddRecordSkipsTheWholeLicenseMapOrLeavesItNull() throws Exception {
        assertThat(read("add-record", CURRENT, COMPATIBLE, TREES.writtenBy("add-record"))).isEqualTo(TREES.today());
        JsonNode upgraded = read(CURRENT, "add-record", COMPATIBLE, TREES.today());
        assertThat(upgraded).isEqualTo(eachMedia(TREES.today(), media -> media.putNull("license")));
    }

    @Test
    void removeFieldIsRefusedStrictlyAndDefaultedTolerantly() throws Exception {
        assertThatThrownBy(() -> read(CURRENT, "remove-field", BENCHMARKED, TREES.today()))
                .isInstanceOf(MessageFormatException.class)
                .hasMessage("Media is a map of 11 entries, expected its 10 fields");
        assertThatThrownBy(() -> read("remove-field", CURRENT, BENCHMARKED, TREES.writtenBy("remove-field")))
                .isInstanceOf(MessageFormatException.class)
                .hasMessage("Media is a map of 10 entries, expected its 11 fields");
        assertThat(read(CURRENT, "remove-field", COMPATIBLE, TREES.today())).isEqualTo(TREES.writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, COMPATIBLE, TREES.writtenBy("remove-field"));
        assertThat(old).isEqualTo(eachMedia(TREES.today(), media -> media.putNull("format")));
    }

    @Test
    void renameFieldIsRefusedStrictlyAndLosesTheValueTolerantly() throws Exception {
        assertThatThrownBy(() -> read(CURRENT, "rename-field", BENCHMARKED, TREES.today()))
                .isInstanceOf(MessageFormatException.class)
                .hasMessage("Media has no field 'uri'");
        assertThatThrownBy(() -> read("rename-field", CURRENT, BENCHMARKED, TREES.writtenBy("rename-field")))
                .isInstanceOf(MessageFormatException.class)
                .hasMessage("Media has no field 'url'");
        JsonNode upgraded = read(CURRENT, "rename-field", COMPATIBLE, TREES.today());
        assertThat(upgraded).isEqualTo(eachMedia(TREES.writtenBy("rename-field"), media -> media.putNull("url")));
        JsonNode old = read("rename-field", CURRENT, COMPATIBLE, TREES.writtenBy("rename-field"));
        assertThat(old).isEqualTo(eachMedia(TREES.today(), media -> media.putNull("uri")));
    }

    @Test
    void widenNumberWritesTheSameBytesAndReadsBothWays() throws Exception {
        byte[] today = VERSIONS.codec(CURRENT, BENCHMARKED).write(JSON.writeValueAsString(TREES.today()));
        byte[] widened = VERSIONS.codec("widen-number", BENCHMARKED).write(JSON.writeValueAsString(TREES.writtenBy("widen-number")));
        assertThat(widened).as("packLong and packInt both take the shortest encoding").isEqualTo(today);
        for (String configuration : BOTH) {
            assertThat(read(CURRENT, "widen-number", configuration, TREES.today())).isEqualTo(TREES.today());
            assertThat(read("widen-number", CURRENT, configuration, TREES.writtenBy("widen-number"))).isEqualTo(TREES.today());
        }
    }

    @Test
    void anAddedPlayerIsRefusedByTodaysReaderInBothConfigurations() throws Exception {
        for (String configuration : BOTH) {
            assertThatThrownBy(() -> read("add-enum-constant", CURRENT, configuration, TREES.writtenBy("add-enum-constant")))
                    .isInstanceOf(MessageFormatException.class)
                    .hasMessage("'HTML5' is not a Player");
            assertThat(read(CURRENT, "add-enum-constant", configuration, TREES.today())).isEqualTo(TREES.today());
        }
    }

    @Test
    void reorderedKeysAreReadByNameInBothConfigurations() throws Exception {
        for (String configuration : BOTH) {
            assertThat(read(CURRENT, "reorder-fields", configuration, TREES.today())).isEqualTo(TREES.today());
            assertThat(read("reorder-fields", CURRENT, configuration, TREES.writtenBy("reorder-fields"))).isEqualTo(TREES.today());
        }
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written) throws Exception {
        byte[] payload = VERSIONS.codec(writer, configuration).write(JSON.writeValueAsString(written));
        return JSON.readTree(VERSIONS.codec(reader, configuration).read(payload));
    }

    /** The batch with {@code change} made to each item's media. */
    static JsonNode eachMedia(JsonNode batch, Consumer<ObjectNode> change) {
        batch.get("items").forEach(item -> change.accept((ObjectNode) item.get("media")));
        return batch;
    }

}
