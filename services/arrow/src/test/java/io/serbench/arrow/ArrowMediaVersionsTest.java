package io.serbench.arrow;

import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.VersionTrees;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.ipc.ArrowStreamReader;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The arrow service's versions of MediaContent (its {@code mediaVersions()} bean, made here
 * without Spring): every version writes a stream whose media struct has its own fields and reads
 * its own bytes back; across versions the benchmarked reader refuses a stream whose schema is not
 * its own before reading a value, and the reader by name takes the media struct's fields by name.
 * The batches are the mediacontent=10 dataset, written the way proto/evolution.json says each
 * version writes them.
 */
class ArrowMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final ModelVersions VERSIONS = ClassVersions.mediaContent(ArrowConfigurations.class);
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;

    @Test
    void theMediaContentModelInTheUsersModelsConfigurations() {
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.configurations())
                .isEqualTo(ClassVersions.users(ArrowConfigurations.class).configurations());
    }

    static Stream<Arguments> everyVersionInEachConfiguration() {
        return Stream.concat(Stream.of(CURRENT), VersionCatalog.versions().stream())
                .flatMap(v -> Stream.of(Arguments.of(v, BENCHMARKED), Arguments.of(v, COMPATIBLE)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyVersionInEachConfiguration")
    void eachVersionReadsItsOwnBytesAsWritten(String version, String configuration) throws Exception {
        JsonNode written = TREES.writtenBy(version);
        assertThat(read(version, version, configuration, written)).isEqualTo(written);
    }

    /** MediaColumns moved out of the row code without changing a byte: today's version is the benchmarked codec. */
    @Test
    void todaysVersionWritesTheBenchmarkedCodecsBytesInBothConfigurations() throws Exception {
        MediaBatch batch = MediaDataset.generate(10);
        try (ArrowCodec<MediaBatch, ?> benchmarked = ArrowCodec.mediaContent()) {
            byte[] expected = benchmarked.serialize(batch);
            for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
                assertThat(VERSIONS.codec(CURRENT, configuration).write(JSON.writeValueAsString(batch)))
                        .as(configuration).isEqualTo(expected);
            }
        }
    }

    @Test
    void eachVersionWritesItsOwnMediaStruct() throws Exception {
        List<String> today = List.of("uri", "title", "width", "height", "format", "duration", "size", "bitrate",
                "persons", "player", "copyright");
        assertThat(mediaFields(CURRENT)).isEqualTo(today);
        assertThat(mediaFields("add-field")).endsWith("copyright", "description").hasSize(12);
        assertThat(mediaFields("add-record")).endsWith("copyright", "license").hasSize(12);
        assertThat(mediaField("add-record", "license").getChildren()).extracting(Field::getName)
                .containsExactly("holder", "year");
        assertThat(mediaFields("remove-field")).doesNotContain("format").hasSize(10);
        assertThat(mediaFields("rename-field")).startsWith("url", "title").doesNotContain("uri");
        List<String> reversed = new ArrayList<>(today);
        Collections.reverse(reversed);
        assertThat(mediaFields("reorder-fields")).isEqualTo(reversed);
        assertThat(mediaField("widen-number", "width").getType()).isEqualTo(new ArrowType.Int(64, true));
        assertThat(mediaField(CURRENT, "width").getType()).isEqualTo(new ArrowType.Int(32, true));
        try (BufferAllocator allocator = new RootAllocator();
             ArrowStreamReader reader = new ArrowStreamReader(new ByteArrayInputStream(payload("add-enum-constant")),
                     allocator)) {
            assertThat(reader.loadNextBatch()).isTrue();
            long players = reader.getVectorSchemaRoot().getSchema().findField("media").getChildren().stream()
                    .filter(f -> f.getName().equals("player")).findFirst().orElseThrow().getDictionary().getId();
            VarCharVector names = (VarCharVector) reader.getDictionaryVectors().get(players).getVector();
            assertThat(names.getValueCount()).isEqualTo(3);
            assertThat(names.getObject(2).toString()).isEqualTo("HTML5");
        }
    }

    static Stream<Arguments> refusedCells() {
        return Stream.of(
                Arguments.of(CURRENT, "add-field", IllegalArgumentException.class,
                        "not the MediaContent batch schema: media is with 11 children"),
                Arguments.of("add-field", CURRENT, IOException.class,
                        "a schema larger or deeper than the MediaContent batch schema"),
                Arguments.of(CURRENT, "add-record", IllegalArgumentException.class,
                        "not the MediaContent batch schema: media is with 11 children"),
                Arguments.of("add-record", CURRENT, IOException.class,
                        "a schema larger or deeper than the MediaContent batch schema"),
                Arguments.of(CURRENT, "remove-field", IOException.class,
                        "a schema larger or deeper than the MediaContent batch schema"),
                Arguments.of("remove-field", CURRENT, IllegalArgumentException.class,
                        "not the MediaContent batch schema: media is with 10 children"),
                Arguments.of(CURRENT, "rename-field", IllegalArgumentException.class,
                        "not the MediaContent batch schema: media.url is named 'uri'"),
                Arguments.of("rename-field", CURRENT, IllegalArgumentException.class,
                        "not the MediaContent batch schema: media.uri is named 'url'"),
                Arguments.of(CURRENT, "widen-number", IllegalArgumentException.class,
                        "not the MediaContent batch schema: media.width is of type Int(32, true)"),
                Arguments.of("widen-number", CURRENT, IllegalArgumentException.class,
                        "not the MediaContent batch schema: media.width is of type Int(64, true)"),
                Arguments.of("add-enum-constant", CURRENT, IllegalArgumentException.class,
                        "the Player dictionary has 3 entries; the enum has 2"),
                Arguments.of(CURRENT, "reorder-fields", IllegalArgumentException.class,
                        "not the MediaContent batch schema: media.copyright is named 'uri'"),
                Arguments.of("reorder-fields", CURRENT, IllegalArgumentException.class,
                        "not the MediaContent batch schema: media.uri is named 'copyright'"));
    }

    /** The benchmarked reader checks the stream's schema against its own and refuses another before any value. */
    @ParameterizedTest(name = "{0} read by {1}")
    @MethodSource("refusedCells")
    void benchmarkedRefusesAStreamOfAnotherSchema(String writer, String reader, Class<? extends Exception> type,
                                                  String message) {
        assertThatThrownBy(() -> read(writer, reader, BENCHMARKED, TREES.writtenBy(writer))).isInstanceOf(type)
                .hasMessage(message);
    }

    /** Today's Player dictionary is a prefix of the new version's; the new one is refused whole, used or not. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void aNewPlayerIsReadByTheNewVersionAndTheDictionaryRefusedByTodays(String configuration) throws Exception {
        assertThat(read(CURRENT, "add-enum-constant", configuration, TREES.writtenBy(CURRENT))).isEqualTo(TREES.writtenBy(CURRENT));
        assertThatThrownBy(() -> read("add-enum-constant", CURRENT, configuration, TREES.writtenBy("add-enum-constant")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the Player dictionary has 3 entries; the enum has 2");
        assertThatThrownBy(() -> read("add-enum-constant", CURRENT, configuration, TREES.writtenBy(CURRENT)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the Player dictionary has 3 entries; the enum has 2");
    }

    static Stream<String> configurations() {
        return Stream.of(BENCHMARKED, COMPATIBLE);
    }

    /** The media struct's fields are taken by name: an added one is null in the new reader and skipped in today's. */
    @Test
    void compatibleReadsAnAddedFieldOrRecordAsNullAndSkipsItInTodaysReader() throws Exception {
        for (String change : List.of("add-field", "add-record")) {
            String added = change.equals("add-field") ? "description" : "license";
            JsonNode upgraded = read(CURRENT, change, COMPATIBLE, TREES.writtenBy(CURRENT));
            for (JsonNode item : upgraded.get("items")) {
                assertThat(item.get("media").get(added).isNull()).as(change).isTrue();
                ((ObjectNode) item.get("media")).remove(added);
            }
            assertThat(upgraded).as(change).isEqualTo(TREES.writtenBy(CURRENT));
            assertThat(read(change, CURRENT, COMPATIBLE, TREES.writtenBy(change))).as(change).isEqualTo(TREES.writtenBy(CURRENT));
        }
    }

    /** A removed field is skipped by the new reader; today's reader has no null to read its required format as. */
    @Test
    void compatibleSkipsARemovedFieldAndRefusesItsAbsenceWhereItIsRequired() throws Exception {
        assertThat(read(CURRENT, "remove-field", COMPATIBLE, TREES.writtenBy(CURRENT))).isEqualTo(TREES.writtenBy("remove-field"));
        assertThatThrownBy(() -> read("remove-field", CURRENT, COMPATIBLE, TREES.writtenBy("remove-field")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not the MediaContent batch schema: media.format is missing, and not nullable");
    }

    /** A field is known by its name only: the renamed uri, required on both sides, is missing both ways. */
    @Test
    void compatibleRefusesARenamedRequiredFieldBothWays() {
        assertThatThrownBy(() -> read(CURRENT, "rename-field", COMPATIBLE, TREES.writtenBy(CURRENT)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not the MediaContent batch schema: media.url is missing, and not nullable");
        assertThatThrownBy(() -> read("rename-field", CURRENT, COMPATIBLE, TREES.writtenBy("rename-field")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not the MediaContent batch schema: media.uri is missing, and not nullable");
    }

    /** Arrow converts no type into another: an int32 field and an int64 one are different fields. */
    @Test
    void compatibleRefusesAWidenedFieldBothWays() {
        assertThatThrownBy(() -> read(CURRENT, "widen-number", COMPATIBLE, TREES.writtenBy(CURRENT)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not the MediaContent batch schema: media.width is of type Int(32, true)");
        assertThatThrownBy(() -> read("widen-number", CURRENT, COMPATIBLE, TREES.writtenBy("widen-number")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not the MediaContent batch schema: media.width is of type Int(64, true)");
    }

    @Test
    void compatibleReadsReorderedFieldsByName() throws Exception {
        assertThat(read(CURRENT, "reorder-fields", COMPATIBLE, TREES.writtenBy(CURRENT))).isEqualTo(TREES.writtenBy(CURRENT));
        assertThat(read("reorder-fields", CURRENT, COMPATIBLE, TREES.writtenBy("reorder-fields")))
                .isEqualTo(TREES.writtenBy(CURRENT));
    }

    /** Nothing a read by name moves, hands over or makes inside a struct is left behind in the decode's allocator. */
    @Test
    void compatibleReadsHoldNoMemoryAfterwards() throws Exception {
        try (ArrowCodec<MediaBatch, ?> compatible = ArrowCodec.compatibleMediaContent()) {
            for (String version : List.of("add-record", "add-field", "reorder-fields")) {
                assertThat(compatible.deserialize(payload(version)).getItems()).as(version).hasSize(10);
                assertThat(compatible.decodeMemoryInUse()).as(version).isZero();
            }
        }
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written)
            throws Exception {
        byte[] payload = VERSIONS.codec(writer, configuration).write(JSON.writeValueAsString(written));
        return JSON.readTree(VERSIONS.codec(reader, configuration).read(payload));
    }

    private static byte[] payload(String version) throws Exception {
        return VERSIONS.codec(version, BENCHMARKED).write(JSON.writeValueAsString(TREES.writtenBy(version)));
    }

    /** The media struct's fields in the stream {@code version} writes, read by Arrow's own reader. */
    private static List<Field> media(String version) throws Exception {
        try (BufferAllocator allocator = new RootAllocator();
             ArrowStreamReader reader = new ArrowStreamReader(new ByteArrayInputStream(payload(version)), allocator)) {
            return reader.getVectorSchemaRoot().getSchema().findField("media").getChildren();
        }
    }

    private static List<String> mediaFields(String version) throws Exception {
        return media(version).stream().map(Field::getName).toList();
    }

    private static Field mediaField(String version, String name) throws Exception {
        return media(version).stream().filter(f -> f.getName().equals(name)).findFirst().orElseThrow();
    }

}
