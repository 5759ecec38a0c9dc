package io.serbench.flatbuffers;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionClassLoader;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.VersionTrees;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The flatbuffers service's versions of MediaContent ({@link FlatBuffersConfigurations#mediaVersions()}):
 * each version is the code flatc generated from its own proto/versions/&lt;version&gt;/mediacontent.fbs
 * under today's names, with its own {@link MediaTable}; each reads its own bytes back, and a
 * cross-version read does what FlatBuffers' vtables make it do, field by field, with the
 * service's checks of a required field and of an enum number around them. The batches are written
 * the way proto/evolution.json says each version writes them.
 */
class FlatBuffersMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final ModelVersions VERSIONS = FlatBuffersConfigurations.mediaVersions();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final MediaBatch BATCH = MediaDataset.generate(10);

    @Test
    void theSameOneConfigurationAsTheUsersModel() {
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.configurations()).isEqualTo(FlatBuffersConfigurations.versions().configurations());
        assertThatThrownBy(() -> VERSIONS.codec(CURRENT, Configuration.COMPATIBLE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown configuration 'compatible'; known: benchmarked");
    }

    static Stream<String> versions() {
        return Stream.concat(Stream.of(CURRENT), VersionCatalog.versions().stream());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("versions")
    void eachVersionReadsItsOwnBytesAsWritten(String version) throws Exception {
        JsonNode written = TREES.writtenBy(version);
        assertThat(read(version, version, written)).isEqualTo(written);
    }

    @Test
    void todaysVersionWritesWhatTheBenchmarkedCodecWrites() throws Exception {
        byte[] benchmarked = FlatBuffersCodec.mediaContent().serialize(BATCH);
        assertThat(write(CURRENT, TREES.today())).isEqualTo(benchmarked);
    }

    /** flatc ran on each version's schema: the same class name, another class, with that version's accessors. */
    @Test
    void eachVersionLoadsTheTablesGeneratedFromItsOwnSchema() throws Exception {
        assertThat(accessors(CURRENT)).contains("uri", "format", "width").doesNotContain("description", "license");
        assertThat(accessors("add-field")).contains("description", "format");
        assertThat(accessors("add-record")).contains("license");
        assertThat(accessors("remove-field")).doesNotContain("format").contains("title");
        assertThat(accessors("rename-field")).contains("url").doesNotContain("uri");
        Method width = mediaTable("widen-number").getMethod("width");
        assertThat(width.getReturnType()).isEqualTo(long.class);
        assertThat(loader("add-enum-constant").loadClass("serbench_fb.Player").getField("HTML5").getByte(null))
                .isEqualTo((byte) 2);
        Class<?> versioned = mediaTable("add-field");
        assertThat(versioned.getName()).isEqualTo(serbench_fb.Media.class.getName());
        assertThat(versioned).isNotEqualTo(serbench_fb.Media.class);
    }

    @Test
    void addFieldOldToNewReadsDescriptionAsNullAndNewToOldSkipsIt() throws Exception {
        JsonNode read = read(CURRENT, "add-field", TREES.today());
        for (JsonNode item : read.get("items")) {
            assertThat(item.get("media").get("description").isNull()).isTrue();
        }
        assertThat(without(read, "description")).isEqualTo(TREES.today());
        assertThat(write("add-field", TREES.writtenBy("add-field")).length).isGreaterThan(write(CURRENT, TREES.today()).length);
        assertThat(read("add-field", CURRENT, TREES.writtenBy("add-field"))).isEqualTo(TREES.today());
    }

    @Test
    void addRecordOldToNewReadsLicenseAsNullAndNewToOldSkipsTheWholeTable() throws Exception {
        assertThat(without(read(CURRENT, "add-record", TREES.today()), "license")).isEqualTo(TREES.today());
        assertThat(read(CURRENT, "add-record", TREES.today()).get("items").get(0).get("media").get("license").isNull())
                .isTrue();
        assertThat(read("add-record", CURRENT, TREES.writtenBy("add-record"))).isEqualTo(TREES.today());
        assertThat(read("add-record", "add-record", TREES.writtenBy("add-record")).get("items").get(5).get("media")
                .get("license")).isEqualTo(JSON.readTree("{\"holder\":\"Oracle\",\"year\":2005}"));
    }

    /**
     * The new version neither reads nor writes the deprecated format. Today's reader, whose schema
     * still marks it required, refuses its absence, as the C++ verifier would.
     */
    @Test
    void removeFieldSkipsFormatOldToNewAndTodaysReaderRefusesItsAbsence() throws Exception {
        assertThat(read(CURRENT, "remove-field", TREES.today())).isEqualTo(TREES.writtenBy("remove-field"));
        byte[] payload = write("remove-field", TREES.writtenBy("remove-field"));
        assertThatThrownBy(() -> VERSIONS.codec(CURRENT, BENCHMARKED).read(payload))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("the required field Media.format is missing");
    }

    @Test
    void renameFieldReadsTheSameSlotUnderEitherName() throws Exception {
        assertThat(read(CURRENT, "rename-field", TREES.today())).isEqualTo(TREES.writtenBy("rename-field"));
        assertThat(read("rename-field", CURRENT, TREES.writtenBy("rename-field"))).isEqualTo(TREES.today());
    }

    /**
     * The new version reads 8 bytes where today's wrote a 4-byte int: the width's own bytes and
     * the next 4 of the table (another field's offset, never 0). Today's reads the low 4 bytes of
     * the new long, which hold small values whole.
     */
    @Test
    void widenNumberReadsTheNeighbouringBytesIntoTheLongAndTheLowHalfBack() throws Exception {
        JsonNode read = read(CURRENT, "widen-number", TREES.today());
        for (int i = 0; i < BATCH.getItems().size(); i++) {
            ObjectNode media = (ObjectNode) read.get("items").get(i).get("media");
            long width = media.get("width").longValue();
            int wrote = BATCH.getItems().get(i).getMedia().getWidth();
            assertThat(width).as("items[%d].media.width", i).isNotEqualTo(wrote);
            assertThat(width & 0xFFFF_FFFFL).as("items[%d].media.width's low half", i).isEqualTo(wrote);
            media.put("width", wrote); // today's int, for the comparison below
        }
        assertThat(read).as("every other field").isEqualTo(TREES.today());
        assertThat(read("widen-number", CURRENT, TREES.writtenBy("widen-number"))).isEqualTo(TREES.today());
    }

    /** FlatBuffers hands today's reader the bare number 2; the service's mapping refuses it. */
    @Test
    void addEnumConstantNewToOldRefusesTheUnknownPlayerNumber() throws Exception {
        assertThat(read(CURRENT, "add-enum-constant", TREES.today())).isEqualTo(TREES.today());
        JsonNode written = TREES.writtenBy("add-enum-constant");
        assertThat(written.get("items").get(9).get("media").get("player").stringValue()).isEqualTo("HTML5");
        byte[] payload = write("add-enum-constant", written);
        assertThatThrownBy(() -> VERSIONS.codec(CURRENT, BENCHMARKED).read(payload))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("unknown Player number 2");
    }

    /** Media's fields all carry explicit ids, which the reversed declaration keeps: today's layout. */
    @Test
    void reorderFieldsWritesTodaysBytesAndReadsBothWays() throws Exception {
        assertThat(write("reorder-fields", TREES.writtenBy("reorder-fields"))).isEqualTo(write(CURRENT, TREES.today()));
        assertThat(read(CURRENT, "reorder-fields", TREES.today())).isEqualTo(TREES.writtenBy("reorder-fields"));
        assertThat(read("reorder-fields", CURRENT, TREES.writtenBy("reorder-fields"))).isEqualTo(TREES.today());
    }

    private static byte[] write(String version, JsonNode tree) throws Exception {
        return VERSIONS.codec(version, BENCHMARKED).write(JSON.writeValueAsString(tree));
    }

    private static JsonNode read(String writer, String reader, JsonNode written) throws Exception {
        return JSON.readTree(VERSIONS.codec(reader, BENCHMARKED).read(write(writer, written)));
    }

    private static VersionClassLoader loader(String version) {
        return new VersionClassLoader(version, FlatBuffersMediaVersionsTest.class.getClassLoader(),
                List.of("io.serbench.core.media", "io.serbench.flatbuffers", "serbench_fb"));
    }

    private static Class<?> mediaTable(String version) throws ClassNotFoundException {
        return loader(version).loadClass("serbench_fb.Media");
    }

    private static List<String> accessors(String version) throws ClassNotFoundException {
        return Arrays.stream(mediaTable(version).getMethods()).filter(m -> m.getParameterCount() == 0)
                .map(Method::getName).toList();
    }

    /** A copy of the tree with {@code change} applied to each item's media. */
    private static ObjectNode edit(JsonNode tree, Consumer<ObjectNode> change) {
        ObjectNode copy = (ObjectNode) tree.deepCopy();
        copy.get("items").forEach(item -> change.accept((ObjectNode) item.get("media")));
        return copy;
    }

    private static ObjectNode without(JsonNode tree, String field) {
        return edit(tree, media -> media.remove(field));
    }
}
