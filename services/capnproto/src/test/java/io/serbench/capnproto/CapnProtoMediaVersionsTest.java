package io.serbench.capnproto;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.VersionTrees;
import org.capnproto.DecodeException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The capnproto service's versions of MediaContent ({@link CapnProtoVersions#mediaContent()}):
 * every version has its compiled layout, today's version is the benchmarked codec's message, each
 * version reads its own bytes back, and a cross-version read does what Cap'n Proto's layout rules
 * make it do, field by field. The batch is the matrix's dataset (ten standard instances), written
 * here the way proto/evolution.json says each version writes it.
 */
class CapnProtoMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final CapnProtoVersions VERSIONS = CapnProtoVersions.mediaContent();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final int ITEMS = 10;

    @Test
    void everyVersionOfTheCatalogHasItsCompiledLayoutAndOneConfiguration() {
        List<String> expected = new ArrayList<>(List.of(CURRENT));
        expected.addAll(VersionCatalog.versions());
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.schemas().keySet()).containsExactlyElementsOf(expected);
        assertThat(VERSIONS.configurations()).isEqualTo(CapnProtoVersions.users().configurations());
        assertThat(VERSIONS.todaysCodec(BENCHMARKED).model()).isEqualTo(MediaModel.INSTANCE);
    }

    /** The bitrate group is read as one optional field at the bits the benchmarked schema classes use. */
    @Test
    void todaysLayoutIsTheOneTheBenchmarkedSchemaClassesUse() {
        CompiledSchema.Struct media = VERSIONS.schemas().get(CURRENT).struct("Media");
        assertThat(media.size().data).isEqualTo(io.serbench.capnproto.schema.Mediacontent.Media.STRUCT_SIZE.data);
        assertThat(media.size().pointers).isEqualTo(io.serbench.capnproto.schema.Mediacontent.Media.STRUCT_SIZE.pointers);
        CompiledSchema.Field bitrate = media.field("bitrate");
        assertThat(bitrate.ordinal()).isEqualTo(7);
        assertThat(bitrate.kind()).isEqualTo(CompiledSchema.Kind.INT32);
        assertThat(bitrate.bit() / 32).isEqualTo(io.serbench.capnproto.schema.Mediacontent.Media.BITRATE_VALUE_OFFSET);
        assertThat(bitrate.optional()).isEqualTo(new CompiledSchema.OptionalUnion(
                io.serbench.capnproto.schema.Mediacontent.Media.BITRATE_DISCRIMINANT_OFFSET * 16,
                io.serbench.capnproto.schema.Mediacontent.Media.BITRATE_VALUE_TAG,
                io.serbench.capnproto.schema.Mediacontent.Media.BITRATE_UNSET_TAG));
        assertThat(media.fields().stream().map(CompiledSchema.Field::name)).containsExactly(
                "uri", "title", "width", "height", "format", "duration", "size", "bitrate", "persons", "player",
                "copyright");
        assertThat(VERSIONS.schemas().get(CURRENT).enumerants("Player")).containsExactly("java", "flash");
    }

    @Test
    void theCompilersLayoutsOfTheRetiredTheWidenedAndTheReversedFields() {
        CompiledSchema.Struct removed = VERSIONS.schemas().get("remove-field").struct("Media");
        assertThat(removed.field("format")).isNull();
        CompiledSchema.Field obsolete = removed.fields().get(4);
        assertThat(obsolete.name()).isEqualTo("obsoleteFormat");
        assertThat(obsolete.pointer()).isEqualTo(VERSIONS.schemas().get(CURRENT).struct("Media").field("format").pointer());

        CompiledSchema.Struct widened = VERSIONS.schemas().get("widen-number").struct("Media");
        assertThat(widened.field("width").kind()).isEqualTo(CompiledSchema.Kind.INT64);
        assertThat(widened.size().data).isEqualTo((short) 5);
        assertThat(widened.field("height").bit()).isEqualTo(64);
        assertThat(widened.field("bitrate").bit()).isEqualTo(96);
        assertThat(widened.field("duration").bit()).isEqualTo(128);

        CompiledSchema.Struct reversed = VERSIONS.schemas().get("reorder-fields").struct("Media");
        assertThat(reversed.fields().stream().map(CompiledSchema.Field::name)).startsWith("copyright", "player")
                .endsWith("title", "uri");
        assertThat(reversed.field("bitrate").optional()).isEqualTo(
                VERSIONS.schemas().get(CURRENT).struct("Media").field("bitrate").optional());
    }

    /** Today's schema through its compiled layout writes and reads exactly what the benchmarked codec does. */
    @Test
    void todaysVersionWritesTheBenchmarkedCodecsMessageAndReadsItsBytes() throws Exception {
        MediaBatch batch = MediaDataset.generate(ITEMS);
        batch.getItems().get(1).getMedia().setCopyright("c");
        String canonical = new String(MediaModel.INSTANCE.canonicalJson(batch), StandardCharsets.UTF_8);
        CapnProtoCodec<MediaBatch> benchmarked = CapnProtoCodec.mediaContent();
        VersionedCodec today = VERSIONS.layoutCodec(CURRENT);

        byte[] written = today.write(canonical);
        assertThat(MediaModel.INSTANCE.firstDifference(batch, benchmarked.deserialize(written))).isEmpty();
        assertThat(JSON.readTree(today.read(benchmarked.serialize(batch)))).isEqualTo(JSON.readTree(canonical));
        assertThat(today.write(canonical)).isEqualTo(benchmarked.serialize(batch));
    }

    /** An unset bitrate is the union's Void member both ways, as the benchmarked converter writes it. */
    @Test
    void anUnsetBitrateIsTheVoidMember() throws Exception {
        ObjectNode batch = (ObjectNode) TREES.today();
        ((ObjectNode) batch.get("items").get(0).get("media")).putNull("bitrate");
        byte[] payload = VERSIONS.layoutCodec(CURRENT).write(JSON.writeValueAsString(batch));
        assertThat(CapnProtoCodec.mediaContent().deserialize(payload).getItems().get(0).getMedia().getBitrate()).isNull();
        assertThat(JSON.readTree(VERSIONS.layoutCodec(CURRENT).read(payload))).isEqualTo(batch);
    }

    @Test
    void aNullPlayerIsRefusedAsTheBenchmarkedConverterRefusesIt() {
        ObjectNode batch = (ObjectNode) TREES.today();
        ((ObjectNode) batch.get("items").get(0).get("media")).putNull("player");
        assertThatThrownBy(() -> VERSIONS.layoutCodec("reorder-fields").write(JSON.writeValueAsString(batch)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Media.player is null: the schema's Player enum has no null");
    }

    static Stream<String> versions() {
        return VERSIONS.schemas().keySet().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("versions")
    void eachVersionReadsItsOwnBytesAsWritten(String version) throws Exception {
        JsonNode written = TREES.writtenBy(version);
        assertThat(read(version, version, written)).isEqualTo(written);
        VersionedCodec layout = VERSIONS.layoutCodec(version);
        assertThat(JSON.readTree(layout.read(layout.write(JSON.writeValueAsString(written))))).isEqualTo(written);
    }

    /** The capnp tool (C++) decodes each version's bytes with that version's schema file, under its names. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("versions")
    void theCapnpToolDecodesEachVersionsBytesWithItsSchema(String version) throws Exception {
        String schema = version.equals(CURRENT) ? CapnpTool.MEDIACONTENT_SCHEMA
                : "../../proto/versions/" + version + "/mediacontent.capnp";
        byte[] payload = VERSIONS.codec(version, BENCHMARKED).write(JSON.writeValueAsString(TREES.writtenBy(version)));
        String text = new String(CapnpTool.capnp(payload, "decode", "--short", schema, "MediaBatch"), StandardCharsets.UTF_8);
        assertThat(text).startsWith("(items = [(images = [(uri = \"http://javaone.com/keynote_large.jpg\"")
                .contains("duration = 18000000", "bitrate = (value = 262144)", "height = 480");
        switch (version) {
            case "add-field" -> assertThat(text).contains("description = \"Javaone Keynote, part 10\"");
            case "add-record" -> assertThat(text).contains("license = (holder = \"Sun\", year = 2001)");
            case "remove-field" -> assertThat(text).doesNotContain("video/mpg4").doesNotContain("ormat");
            case "rename-field" -> assertThat(text).contains("media = (url = \"http://javaone.com/keynote.mpg\"");
            case "widen-number" -> assertThat(text).contains("width = 640, height = 480");
            case "add-enum-constant" -> assertThat(text).contains("player = html5").contains("player = java");
            default -> assertThat(text).contains("format = \"video/mpg4\"", "player = java",
                    "media = (uri = \"http://javaone.com/keynote.mpg\"");
        }
    }

    @Test
    void addFieldOldToNewReadsDescriptionAsANullPointer() throws Exception {
        JsonNode read = read(CURRENT, "add-field", TREES.today());
        for (JsonNode item : read.get("items")) {
            assertThat(item.get("media").get("description").isNull()).isTrue();
            ((ObjectNode) item.get("media")).remove("description");
        }
        assertThat(read).isEqualTo(TREES.today());
    }

    @Test
    void addFieldNewToOldIgnoresThePointerBeyondItsSection() throws Exception {
        assertThat(read("add-field", CURRENT, TREES.writtenBy("add-field"))).isEqualTo(TREES.today());
    }

    @Test
    void addRecordBothWays() throws Exception {
        JsonNode upgraded = read(CURRENT, "add-record", TREES.today());
        for (JsonNode item : upgraded.get("items")) {
            assertThat(item.get("media").get("license").isNull()).isTrue();
            ((ObjectNode) item.get("media")).remove("license");
        }
        assertThat(upgraded).isEqualTo(TREES.today());
        assertThat(read("add-record", CURRENT, TREES.writtenBy("add-record"))).isEqualTo(TREES.today());
    }

    @Test
    void removeFieldIgnoresTheObsoleteSlotAndTodaysReaderFindsItNull() throws Exception {
        assertThat(read(CURRENT, "remove-field", TREES.today())).isEqualTo(TREES.writtenBy("remove-field"));
        JsonNode expected = TREES.today();
        for (JsonNode item : expected.get("items")) {
            ((ObjectNode) item.get("media")).putNull("format");
        }
        assertThat(read("remove-field", CURRENT, TREES.writtenBy("remove-field"))).isEqualTo(expected);
    }

    @Test
    void renameFieldCarriesTheValueBothWaysSinceNamesAreNotOnTheWire() throws Exception {
        assertThat(read(CURRENT, "rename-field", TREES.today())).isEqualTo(TREES.writtenBy("rename-field"));
        assertThat(read("rename-field", CURRENT, TREES.writtenBy("rename-field"))).isEqualTo(TREES.today());
    }

    @Test
    void reorderFieldsReadsBothWaysSinceOrdinalsDecideTheLayout() throws Exception {
        assertThat(read(CURRENT, "reorder-fields", TREES.today())).isEqualTo(TREES.today());
        assertThat(read("reorder-fields", CURRENT, TREES.writtenBy("reorder-fields"))).isEqualTo(TREES.today());
    }

    /**
     * Int64 width takes bits [0, 64) and moves height, the bitrate and everything after (the
     * compiler's new layout). Today's reader finds width's low half as width, its upper half as
     * height, and every later field in another's bits: read without error, wrong.
     */
    @Test
    void widenNumberNewToOldReadsOtherFieldsFromTheMovedBits() throws Exception {
        JsonNode media = read("widen-number", CURRENT, TREES.writtenBy("widen-number")).get("items").get(0).get("media");
        assertThat(media.get("width").intValue()).isEqualTo(640);
        assertThat(media.get("height").intValue()).isZero();
        assertThat(media.get("duration").longValue()).isEqualTo(480L | (262144L << 32));
        assertThat(media.get("size").longValue()).isEqualTo(18_000_000L);
        assertThat(media.get("bitrate").intValue()).isEqualTo(58_982_400);
        assertThat(media.get("player").stringValue()).isEqualTo("JAVA");
        assertThat(media.get("uri")).isEqualTo(TREES.today().get("items").get(0).get("media").get("uri"));
    }

    /** Old to new, the wide reader's width is today's width and height together; its player lies beyond the old section. */
    @Test
    void widenNumberOldToNewReadsWidthFromTwoFields() throws Exception {
        JsonNode media = read(CURRENT, "widen-number", TREES.today()).get("items").get(0).get("media");
        assertThat(media.get("width").longValue()).isEqualTo(640L | (480L << 32));
        assertThat(media.get("height").intValue()).isEqualTo(18_000_000);
        assertThat(media.get("bitrate").intValue()).isZero();
        assertThat(media.get("duration").longValue()).isEqualTo(58_982_400L);
        assertThat(media.get("size").longValue()).isEqualTo(262_144L);
        assertThat(media.get("player").stringValue()).isEqualTo("JAVA");
    }

    @Test
    void addEnumConstantNewToOldIsRefusedAsTheBenchmarkedConverterRefusesIt() throws Exception {
        assertThat(read(CURRENT, "add-enum-constant", TREES.today())).isEqualTo(TREES.today());
        assertThatThrownBy(() -> read("add-enum-constant", CURRENT, TREES.writtenBy("add-enum-constant")))
                .isInstanceOf(DecodeException.class).hasMessage("a player number this schema does not know");
    }

    @Test
    void aPropertyTheVersionDoesNotHaveIsAnErrorOfTheHarness() {
        assertThatThrownBy(() -> VERSIONS.layoutCodec(CURRENT).write(JSON.writeValueAsString(TREES.writtenBy("add-field"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Media has no field 'description' in version current");
        assertThatThrownBy(() -> VERSIONS.codec("remove-field", BENCHMARKED).write(JSON.writeValueAsString(TREES.today())))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Media has no field 'format' in version remove-field");
    }

    private static JsonNode read(String writer, String reader, JsonNode written) throws Exception {
        VersionedCodec writing = VERSIONS.codec(writer, BENCHMARKED);
        VersionedCodec reading = VERSIONS.codec(reader, BENCHMARKED);
        return JSON.readTree(reading.read(writing.write(JSON.writeValueAsString(written))));
    }

}
