package io.serbench.parquet;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.VersionTrees;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.SchemaElement;
import org.apache.parquet.format.Util;
import org.apache.parquet.io.ParquetDecodingException;
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
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * The parquet service's versions of MediaContent ({@link ParquetApplication#mediaVersions()}, no
 * Spring): every version writes its own media group and reads its own bytes back in both
 * configurations, and a cross-version read does what the configuration says, field by field: the
 * benchmarked codec refuses any file schema other than its own, and parquet-java's requested
 * schema ({@code compatible}) matches the media group's columns by name, leaves a missing one
 * unset (even a required one), skips an unknown one and refuses another primitive type. The
 * batches are the mediacontent=10 dataset, written the way proto/evolution.json says each version
 * writes them.
 */
class ParquetMediaVersionsTest {
    private static final VersionTrees TREES = VersionTrees.of(MediaModel.NAME);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final ModelVersions VERSIONS = new ParquetApplication().mediaVersions();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;

    @Test
    void theMediaContentModelInTheUsersModelsConfigurations() {
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        assertThat(VERSIONS.configurations())
                .isEqualTo(new ParquetApplication().versions().configurations());
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

    /** MediaFields moved out of the codec without changing a byte: today's version is the benchmarked codec. */
    @Test
    void todaysVersionWritesTheBenchmarkedCodecsBytes() throws Exception {
        MediaBatch batch = MediaDataset.generate(10);
        byte[] expected = ParquetCodec.mediaContent().serialize(batch);
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            assertThat(VERSIONS.codec(CURRENT, configuration).write(JSON.writeValueAsString(batch)))
                    .as(configuration).isEqualTo(expected);
        }
    }

    @Test
    void eachVersionWritesItsOwnMediaGroup() throws Exception {
        List<String> today = List.of("uri", "title", "width", "height", "format", "duration", "size", "bitrate",
                "persons", "player", "copyright");
        assertThat(mediaFields(CURRENT)).isEqualTo(today);
        assertThat(mediaFields("add-field")).endsWith("copyright", "description").hasSize(12);
        assertThat(mediaFields("add-record")).endsWith("copyright", "license").hasSize(12);
        assertThat(mediaFields("remove-field")).doesNotContain("format").hasSize(10);
        assertThat(mediaFields("rename-field")).startsWith("url", "title").doesNotContain("uri");
        List<String> reversed = new ArrayList<>(today);
        Collections.reverse(reversed);
        assertThat(mediaFields("reorder-fields")).isEqualTo(reversed);
        assertThat(mediaFields("add-enum-constant")).isEqualTo(today);
        assertThat(mediaElement("widen-number", "width").getType()).isEqualTo(org.apache.parquet.format.Type.INT64);
        assertThat(mediaElement(CURRENT, "width").getType()).isEqualTo(org.apache.parquet.format.Type.INT32);
    }

    @Test
    void benchmarkedRefusesAnyOtherFileSchemaInBothDirections() {
        for (String version : List.of("add-field", "add-record", "remove-field", "rename-field", "widen-number",
                "reorder-fields")) {
            assertThat(catchThrowable(() -> read(CURRENT, version, BENCHMARKED, TREES.today())))
                    .as("today's bytes read by %s", version).isInstanceOf(IOException.class);
            assertThat(catchThrowable(() -> read(version, CURRENT, BENCHMARKED, TREES.writtenBy(version))))
                    .as("%s's bytes read today", version).isInstanceOf(IOException.class);
        }
        assertThat(catchThrowable(() -> read(CURRENT, "add-field", BENCHMARKED, TREES.today())))
                .hasMessage("media is not a group of 12 fields in the file");
        assertThat(catchThrowable(() -> read("widen-number", CURRENT, BENCHMARKED, TREES.writtenBy("widen-number"))))
                .hasMessage("media.width is INT64 in the file, INT32 in the MediaContent schema");
        assertThat(catchThrowable(() -> read(CURRENT, "rename-field", BENCHMARKED, TREES.today())))
                .hasMessage("the file's schema has 'uri' where the MediaContent schema has media.url");
    }

    /** An ENUM column holds names: the schema does not change, and today's converter refuses the new name. */
    @Test
    void anAddedPlayerIsReadByTheNewVersionAndRefusedByTodaysInBothConfigurations() throws Exception {
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            assertThat(read(CURRENT, "add-enum-constant", configuration, TREES.today())).isEqualTo(TREES.today());
            Throwable refused = catchThrowable(() -> read("add-enum-constant", CURRENT, configuration,
                    TREES.writtenBy("add-enum-constant")));
            assertThat(rootCause(refused)).isInstanceOf(ParquetDecodingException.class)
                    .hasMessage("'HTML5' is not a player");
        }
    }

    @Test
    void compatibleReadsAnAddedFieldOrRecordAsNullAndSkipsItInTodaysReader() throws Exception {
        for (String change : List.of("add-field", "add-record")) {
            String added = change.equals("add-field") ? "description" : "license";
            JsonNode upgraded = read(CURRENT, change, COMPATIBLE, TREES.today());
            for (JsonNode item : upgraded.get("items")) {
                assertThat(item.get("media").get(added).isNull()).as(change).isTrue();
                ((ObjectNode) item.get("media")).remove(added);
            }
            assertThat(upgraded).as(change).isEqualTo(TREES.today());
            assertThat(read(change, CURRENT, COMPATIBLE, TREES.writtenBy(change))).as(change).isEqualTo(TREES.today());
        }
    }

    /** A requested column the file lacks is never set, even one the reader's schema makes required. */
    @Test
    void compatibleSkipsARemovedFieldAndLeavesItUnsetInTodaysReaderThoughItIsRequired() throws Exception {
        assertThat(read(CURRENT, "remove-field", COMPATIBLE, TREES.today())).isEqualTo(TREES.writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, COMPATIBLE, TREES.writtenBy("remove-field"));
        JsonNode expected = TREES.today();
        for (JsonNode item : expected.get("items")) {
            ((ObjectNode) item.get("media")).putNull("format");
        }
        assertThat(old).isEqualTo(expected);
    }

    /** Columns are matched by name: a renamed one is another column, lost to null both ways. */
    @Test
    void compatibleLosesARenamedFieldToNullBothWays() throws Exception {
        JsonNode upgraded = read(CURRENT, "rename-field", COMPATIBLE, TREES.today());
        JsonNode expectedUpgraded = TREES.writtenBy("rename-field");
        for (JsonNode item : expectedUpgraded.get("items")) {
            ((ObjectNode) item.get("media")).putNull("url");
        }
        assertThat(upgraded).isEqualTo(expectedUpgraded);
        JsonNode old = read("rename-field", CURRENT, COMPATIBLE, TREES.writtenBy("rename-field"));
        JsonNode expectedOld = TREES.today();
        for (JsonNode item : expectedOld.get("items")) {
            ((ObjectNode) item.get("media")).putNull("uri");
        }
        assertThat(old).isEqualTo(expectedOld);
    }

    /** parquet.strict.typing: an int32 column is not read as int64, nor the reverse. */
    @Test
    void compatibleRefusesAWidenedColumnBothWays() {
        assertThat(rootCause(catchThrowable(() -> read(CURRENT, "widen-number", COMPATIBLE, TREES.today()))))
                .isInstanceOf(ParquetDecodingException.class)
                .hasMessage("The requested schema is not compatible with the file schema. incompatible types:"
                        + " required int64 width != required int32 width");
        assertThat(rootCause(catchThrowable(() -> read("widen-number", CURRENT, COMPATIBLE, TREES.writtenBy("widen-number")))))
                .isInstanceOf(ParquetDecodingException.class)
                .hasMessage("The requested schema is not compatible with the file schema. incompatible types:"
                        + " required int32 width != required int64 width");
    }

    @Test
    void compatibleReadsReorderedColumnsByName() throws Exception {
        assertThat(read(CURRENT, "reorder-fields", COMPATIBLE, TREES.today())).isEqualTo(TREES.today());
        assertThat(read("reorder-fields", CURRENT, COMPATIBLE, TREES.writtenBy("reorder-fields"))).isEqualTo(TREES.today());
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written) throws Exception {
        VersionedCodec writing = VERSIONS.codec(writer, configuration);
        VersionedCodec reading = VERSIONS.codec(reader, configuration);
        return JSON.readTree(reading.read(writing.write(JSON.writeValueAsString(written))));
    }

    /** The elements of the footer's schema of the file {@code version} writes, depth first. */
    private static List<SchemaElement> schema(String version) throws Exception {
        byte[] payload = VERSIONS.codec(version, BENCHMARKED).write(JSON.writeValueAsString(TREES.writtenBy(version)));
        int footerLength = (payload[payload.length - 8] & 0xFF) | (payload[payload.length - 7] & 0xFF) << 8
                | (payload[payload.length - 6] & 0xFF) << 16 | (payload[payload.length - 5] & 0xFF) << 24;
        FileMetaData footer = Util.readFileMetaData(new ByteArrayInputStream(payload,
                payload.length - 8 - footerLength, footerLength));
        return footer.getSchema();
    }

    /** The names of Media's fields in the file's schema, in its order. */
    private static List<String> mediaFields(String version) throws Exception {
        List<SchemaElement> elements = schema(version);
        int media = indexOfTopLevel(elements, "media");
        List<String> names = new ArrayList<>();
        int next = media + 1;
        for (int field = 0; field < elements.get(media).getNum_children(); field++) {
            names.add(elements.get(next).getName());
            next = skip(elements, next);
        }
        return names;
    }

    private static SchemaElement mediaElement(String version, String name) throws Exception {
        List<SchemaElement> elements = schema(version);
        int media = indexOfTopLevel(elements, "media");
        int next = media + 1;
        for (int field = 0; field < elements.get(media).getNum_children(); field++) {
            if (elements.get(next).getName().equals(name)) {
                return elements.get(next);
            }
            next = skip(elements, next);
        }
        throw new AssertionError(name + " is not a field of media in " + version);
    }

    private static int indexOfTopLevel(List<SchemaElement> elements, String name) {
        int next = 1;
        for (int field = 0; field < elements.get(0).getNum_children(); field++) {
            if (elements.get(next).getName().equals(name)) {
                return next;
            }
            next = skip(elements, next);
        }
        throw new AssertionError("no top-level field " + name);
    }

    /** The index after the element at {@code at} and all its descendants. */
    private static int skip(List<SchemaElement> elements, int at) {
        int children = elements.get(at).isSetNum_children() ? elements.get(at).getNum_children() : 0;
        int next = at + 1;
        for (int i = 0; i < children; i++) {
            next = skip(elements, next);
        }
        return next;
    }

    private static Throwable rootCause(Throwable e) {
        assertThat(e).as("the read was refused").isNotNull();
        while (e.getCause() != null && e.getCause() != e) {
            e = e.getCause();
        }
        return e;
    }

}
