package io.serbench.thrift;

import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionClassLoader;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.VersionTrees;
import org.apache.thrift.TFieldIdEnum;
import org.apache.thrift.meta_data.FieldMetaData;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static io.serbench.core.evolution.Configuration.BENCHMARKED;
import static io.serbench.core.evolution.VersionCatalog.CURRENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The thrift service's versions of MediaContent ({@link ThriftVersions#mediaContent()}): each
 * version is proto/versions/&lt;version&gt;/mediacontent.thrift's own generated structs under
 * today's names, reads its own bytes back, and a read across versions does what Thrift's rules
 * say. Unlike the users model, Media's format, width and player are required, so a version that
 * drops one (removed, written as another type, or an enum value the reader does not declare) is
 * refused by the generated reader. The batches are written as proto/evolution.json says each
 * version writes them (the orchestrator's evolution.written_by).
 */
class ThriftMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    private static final JsonMapper JSON = JsonMapper.shared();
    private static final ThriftVersions VERSIONS = ThriftVersions.mediaContent();
    private static final MediaBatch TEN = MediaDataset.generate(10);

    @Test
    void everyVersionIsItsOwnGeneratedStructsUnderTodaysNames() {
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.configurations()).isEqualTo(ThriftVersions.users().configurations());
        assertThat(codec(CURRENT).batchClass()).isSameAs(io.serbench.thrift.generated.MediaBatch.class);
        for (String version : VersionCatalog.versions()) {
            Class<?> batch = codec(version).batchClass();
            assertThat(batch.getName()).isEqualTo(io.serbench.thrift.generated.MediaBatch.class.getName());
            assertThat(((VersionClassLoader) batch.getClassLoader()).version()).isEqualTo(version);
        }
        assertThat(mediaFields("add-field")).endsWith("description");
        assertThat(mediaFields("add-record")).endsWith("license");
        assertThat(mediaFields("remove-field")).doesNotContain("format").hasSize(mediaFields(CURRENT).size() - 1);
        assertThat(mediaFields("rename-field")).startsWith("url").doesNotContain("uri");
        assertThat(mediaFields("reorder-fields")).containsExactlyElementsOf(reversed(mediaFields(CURRENT)));
        assertThat(mediaField("widen-number", "width").valueMetaData.type).isEqualTo(TType.I64);
        assertThat(mediaField(CURRENT, "width").valueMetaData.type).isEqualTo(TType.I32);
    }

    /** Today's version writes exactly the benchmarked codec's bytes, and reads the canonical tree back. */
    @Test
    void currentIsTheBenchmarkedCodec() throws Exception {
        byte[] written = write(CURRENT, TREES.today());
        assertThat(written).isEqualTo(ThriftCodec.mediaContent().serialize(TEN));
        assertThat(read(CURRENT, written)).isEqualTo(TREES.today());
    }

    static Stream<String> everyVersion() {
        return Stream.concat(Stream.of(CURRENT), VersionCatalog.versions().stream());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyVersion")
    void eachVersionReadsItsOwnBytesAsWritten(String version) throws Exception {
        JsonNode written = TREES.writtenBy(version);
        assertThat(read(version, write(version, written))).isEqualTo(written);
    }

    @Test
    void addFieldLeavesDescriptionUnsetOldToNewAndSkipsItNewToOld() throws Exception {
        JsonNode upgraded = read("add-field", write(CURRENT, TREES.today()));
        for (JsonNode item : upgraded.get("items")) {
            assertThat(item.get("media").get("description").isNull()).isTrue();
        }
        assertThat(without(upgraded, "description")).isEqualTo(TREES.today());

        byte[] payload = write("add-field", TREES.writtenBy("add-field"));
        assertThat(payload.length).isGreaterThan(write(CURRENT, TREES.today()).length);
        assertThat(read(CURRENT, payload)).isEqualTo(TREES.today());
    }

    @Test
    void addRecordSkipsTheWholeLicenseStructNewToOld() throws Exception {
        byte[] payload = write("add-record", TREES.writtenBy("add-record"));
        assertThat(read(CURRENT, payload)).isEqualTo(TREES.today());
        assertThat(read("add-record", payload).get("items").get(4).get("media").get("license"))
                .isEqualTo(JSON.readTree("{\"holder\":\"Sun\",\"year\":2004}"));
        assertThat(without(read("add-record", write(CURRENT, TREES.today())), "license")).isEqualTo(TREES.today());
    }

    /**
     * Old bytes: the new reader skips id 5. New bytes: today's reader finds its required format
     * missing and refuses the struct, as "Required Is Forever" warns.
     */
    @Test
    void removeFieldIsSkippedOldToNewAndRefusedNewToOld() throws Exception {
        assertThat(read("remove-field", write(CURRENT, TREES.today()))).isEqualTo(without(TREES.today(), "format"));
        byte[] payload = write("remove-field", TREES.writtenBy("remove-field"));
        assertThatThrownBy(() -> read(CURRENT, payload)).isInstanceOf(TProtocolException.class)
                .hasMessageStartingWith("Required field 'format' was not present! Struct: Media(");
    }

    /** The id is on the wire, the name is not: the value comes through under either name. */
    @Test
    void renameFieldCarriesTheUriByItsId() throws Exception {
        assertThat(read("rename-field", write(CURRENT, TREES.today()))).isEqualTo(TREES.writtenBy("rename-field"));
        assertThat(read(CURRENT, write("rename-field", TREES.writtenBy("rename-field")))).isEqualTo(TREES.today());
    }

    /**
     * Field 3 written as the other integer type is skipped, and the required width is then
     * missing. (The generated check of a primitive runs inside the struct's read scheme, whose own
     * toString the message ends with, not the struct's.)
     */
    @Test
    void widenNumberIsRefusedBothWaysAsARequiredFieldNotFound() throws Exception {
        String notFound = "Required field 'width' was not found in serialized data! Struct: "
                + "io.serbench.thrift.generated.Media$MediaStandardScheme@";
        byte[] old = write(CURRENT, TREES.today());
        assertThatThrownBy(() -> read("widen-number", old)).isInstanceOf(TProtocolException.class)
                .hasMessageStartingWith(notFound);
        byte[] widened = write("widen-number", TREES.writtenBy("widen-number"));
        assertThatThrownBy(() -> read(CURRENT, widened)).isInstanceOf(TProtocolException.class)
                .hasMessageStartingWith(notFound);
    }

    /**
     * Today's generated Player finds no constant for HTML5's value 2 and leaves the field unset;
     * player is required, so the generated reader then refuses the struct.
     */
    @Test
    void addEnumConstantNewToOldIsRefusedAsAMissingRequiredPlayer() throws Exception {
        JsonNode written = TREES.writtenBy("add-enum-constant");
        assertThat(written.get("items").get(3).get("media").get("player").stringValue()).isEqualTo("HTML5");
        byte[] payload = write("add-enum-constant", written);
        assertThatThrownBy(() -> read(CURRENT, payload)).isInstanceOf(TProtocolException.class)
                .hasMessageStartingWith("Required field 'player' was not present! Struct: Media(");
        assertThat(read("add-enum-constant", write(CURRENT, TREES.today()))).isEqualTo(TREES.today());
    }

    /** The generated writer writes fields in id order: declaring them in reverse changes no byte. */
    @Test
    void reorderFieldsWritesTheSameBytes() throws Exception {
        byte[] reordered = write("reorder-fields", TREES.writtenBy("reorder-fields"));
        assertThat(reordered).isEqualTo(write(CURRENT, TREES.today()));
        assertThat(read(CURRENT, reordered)).isEqualTo(TREES.today());
        assertThat(read("reorder-fields", write(CURRENT, TREES.today()))).isEqualTo(TREES.writtenBy("reorder-fields"));
    }

    @Test
    void aPropertyTheVersionDoesNotHaveIsAnErrorOfTheHarness() {
        assertThatThrownBy(() -> write(CURRENT, TREES.writtenBy("add-field")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Media has no field 'description'");
        assertThatThrownBy(() -> write(CURRENT, TREES.writtenBy("add-enum-constant")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Media.player: Player has no constant 'HTML5'");
    }

    private static StructVersionCodec codec(String version) {
        return VERSIONS.structCodec(version, BENCHMARKED);
    }

    private static byte[] write(String version, JsonNode tree) throws Exception {
        return codec(version).write(tree.toString());
    }

    private static JsonNode read(String version, byte[] payload) throws Exception {
        return JSON.readTree(codec(version).read(payload));
    }

    private static List<String> mediaFields(String version) {
        return mediaMetadata(version).keySet().stream().map(TFieldIdEnum::getFieldName).toList();
    }

    private static FieldMetaData mediaField(String version, String name) {
        return mediaMetadata(version).entrySet().stream().filter(e -> e.getKey().getFieldName().equals(name))
                .findFirst().orElseThrow().getValue();
    }

    private static Map<TFieldIdEnum, FieldMetaData> mediaMetadata(String version) {
        try {
            return StructTree.fields(Class.forName(io.serbench.thrift.generated.Media.class.getName(), true,
                    codec(version).batchClass().getClassLoader()));
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    private static List<String> reversed(List<String> names) {
        List<String> copy = new ArrayList<>(names);
        java.util.Collections.reverse(copy);
        return copy;
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
