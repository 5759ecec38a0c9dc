package io.serbench.protojava.evolution;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.UnknownFieldSet;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.media.MediaCanonical;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.protojava.ProtobufCodec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

import static io.serbench.core.evolution.Configuration.BENCHMARKED;
import static io.serbench.core.evolution.VersionCatalog.CURRENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Reads across versions of proto/versions/*&#47;mediacontent.proto give what protobuf's language
 * guide says of each change to jvm-serializers' proto2 Media: fields matched by number, an
 * unknown field kept and skipped, a missing optional field unset, and a missing required field
 * (or a required enum whose number the closed enum lacks) refusing the payload.
 */
class ProtobufMediaVersionsTest {
    private static final JsonMapper JSON = JsonMapper.shared();
    private static final ProtobufVersions VERSIONS = ProtobufVersions.mediaContent();
    private static final int ITEMS = 10;

    @Test
    void everyVersionOfTheCatalogHasItsSchemaAndTheUsersModelsConfiguration() {
        assertThat(VERSIONS.model()).isEqualTo(MediaModel.NAME);
        List<String> expected = new ArrayList<>(List.of(CURRENT));
        expected.addAll(VersionCatalog.versions());
        assertThat(VERSIONS.schemas().keySet()).containsExactlyElementsOf(expected);
        VERSIONS.schemas().values().forEach(batch -> assertThat(batch.getName()).isEqualTo("MediaBatch"));
        assertThat(VERSIONS.configurations()).isEqualTo(ProtobufVersions.users().configurations());
    }

    /** Today's version writes exactly the benchmarked codec's bytes, and reads the canonical tree back. */
    @Test
    void currentIsTheBenchmarkedSchema() throws Exception {
        byte[] written = write(CURRENT, today());
        assertThat(written).isEqualTo(ProtobufCodec.mediaContent().serialize(MediaDataset.generate(ITEMS)));
        assertThat(read(CURRENT, written)).isEqualTo(today());
    }

    static List<String> versions() {
        List<String> all = new ArrayList<>(List.of(CURRENT));
        all.addAll(VersionCatalog.versions());
        return all;
    }

    @ParameterizedTest
    @MethodSource("versions")
    void eachVersionReadsItsOwnBytesAsWritten(String version) throws Exception {
        assertThat(read(version, write(version, writtenBy(version)))).isEqualTo(writtenBy(version));
    }

    /** As the benchmarked codec's MediaConverter.parse: a count that is not the number of items is refused. */
    @Test
    void aCountThatIsNotTheNumberOfItemsIsRefused() throws Exception {
        DynamicMessage batch = codec(CURRENT).parse(write(CURRENT, today()));
        byte[] miscounted = batch.toBuilder()
                .setField(batch.getDescriptorForType().findFieldByName("count"), ITEMS + 1).build().toByteArray();
        assertThatThrownBy(() -> read(CURRENT, miscounted)).isInstanceOf(InvalidProtocolBufferException.class)
                .hasMessage("the MediaBatch says 11 items but holds 10");
    }

    @Test
    void addFieldOldToNewReadsDescriptionAsNullAndNewToOldKeepsItAsUnknownField() throws Exception {
        JsonNode upgraded = read("add-field", write(CURRENT, today()));
        assertThat(upgraded.get("items").get(0).get("media").get("description").isNull()).isTrue();
        assertThat(withoutMediaField(upgraded, "description")).isEqualTo(today());

        byte[] payload = write("add-field", writtenBy("add-field"));
        assertThat(read(CURRENT, payload)).isEqualTo(today());
        UnknownFieldSet unknown = firstMedia(CURRENT, payload).getUnknownFields();
        assertThat(unknown.asMap()).containsOnlyKeys(12);
        assertThat(unknown.getField(12).getLengthDelimitedList().get(0).toStringUtf8())
                .isEqualTo("Javaone Keynote, part 1");
    }

    @Test
    void addRecordReadsLicenseAsNullOldToNewAndSkipsItNewToOld() throws Exception {
        JsonNode upgraded = read("add-record", write(CURRENT, today()));
        assertThat(upgraded.get("items").get(0).get("media").get("license").isNull()).isTrue();
        byte[] payload = write("add-record", writtenBy("add-record"));
        assertThat(read(CURRENT, payload)).isEqualTo(today());
        assertThat(firstMedia(CURRENT, payload).getUnknownFields().hasField(12)).isTrue();
    }

    /** format is required in today's schema: bytes without it are refused, as the guide warns. */
    @Test
    void removeFieldKeepsFormatUnknownOldToNewAndRefusesItsAbsenceNewToOld() throws Exception {
        byte[] old = write(CURRENT, today());
        assertThat(read("remove-field", old)).isEqualTo(withoutMediaField(today(), "format"));
        assertThat(firstMedia("remove-field", old).getUnknownFields().hasField(5)).isTrue();

        byte[] payload = write("remove-field", writtenBy("remove-field"));
        assertThatThrownBy(() -> read(CURRENT, payload)).isInstanceOf(InvalidProtocolBufferException.class)
                .hasMessageContaining("Message missing required fields: items[0].media.format");
    }

    @Test
    void renameFieldCarriesTheValueUnderEachVersionsName() throws Exception {
        assertThat(read("rename-field", write(CURRENT, today()))).isEqualTo(writtenBy("rename-field"));
        assertThat(read(CURRENT, write("rename-field", writtenBy("rename-field")))).isEqualTo(today());
    }

    /** int32 and int64 are compatible; a width beyond 32 bits is truncated as a cast to int32 would. */
    @Test
    void widenNumberReadsSmallValuesAndTruncatesLargeOnes() throws Exception {
        assertThat(read(CURRENT, write("widen-number", today()))).isEqualTo(today());
        assertThat(read("widen-number", write(CURRENT, today()))).isEqualTo(today());

        long large = (1L << 33) + 7;
        JsonNode wide = eachMedia(today(), (index, media) -> media.put("width", large));
        assertThat(read(CURRENT, write("widen-number", wide)).get("items").get(0).get("media").get("width").intValue())
                .isEqualTo((int) large);
    }

    /** Today's closed Player keeps HTML5's number among the unknown fields, so the required player is unset. */
    @Test
    void addEnumConstantNewToOldRefusesThePayload() throws Exception {
        byte[] payload = write("add-enum-constant", writtenBy("add-enum-constant"));
        assertThatThrownBy(() -> read(CURRENT, payload)).isInstanceOf(InvalidProtocolBufferException.class)
                .hasMessageContaining("Message missing required fields: items[0].media.player");
        assertThat(read("add-enum-constant", write(CURRENT, today()))).isEqualTo(today());
    }

    /** The wire is in field-number order: declaring the fields in reverse changes no byte. */
    @Test
    void reorderFieldsWritesTheSameBytes() throws Exception {
        assertThat(write("reorder-fields", writtenBy("reorder-fields"))).isEqualTo(write(CURRENT, today()));
        assertThat(read(CURRENT, write("reorder-fields", writtenBy("reorder-fields")))).isEqualTo(today());
    }

    /** The mediacontent=10 dataset as the service's canonical JSON (read back, so numbers compare as parsed). */
    private static JsonNode today() {
        return JSON.readTree(JSON.writeValueAsString(MediaCanonical.of(MediaDataset.generate(ITEMS))));
    }

    /** The batch as {@code version} writes it (proto/evolution.json's mediacontent entry). */
    private static JsonNode writtenBy(String version) {
        return eachMedia(today(), (index, media) -> {
            switch (version) {
                case "add-field" -> media.put("description", media.get("title").stringValue() + ", part " + (index + 1));
                case "add-record" -> media.putObject("license")
                        .put("holder", List.of("JavaOne", "Sun", "Oracle").get(index % 3)).put("year", 2000 + index);
                case "remove-field" -> media.remove("format");
                case "rename-field" -> rebuild(media, false, "uri", "url");
                case "add-enum-constant" -> {
                    if (index % 3 == 0) {
                        media.put("player", "HTML5");
                    }
                }
                case "reorder-fields" -> rebuild(media, true, null, null);
                default -> {
                }
            }
        });
    }

    private static JsonNode withoutMediaField(JsonNode batch, String field) {
        return eachMedia(batch.deepCopy(), (index, media) -> media.remove(field));
    }

    private static JsonNode eachMedia(JsonNode batch, BiConsumer<Integer, ObjectNode> change) {
        int index = 0;
        for (JsonNode item : batch.get("items")) {
            change.accept(index++, (ObjectNode) item.get("media"));
        }
        return batch;
    }

    /** The record's fields again, one renamed or all reversed. */
    private static void rebuild(ObjectNode record, boolean reversed, String from, String to) {
        List<Map.Entry<String, JsonNode>> fields = new ArrayList<>(record.properties());
        if (reversed) {
            Collections.reverse(fields);
        }
        Map<String, JsonNode> kept = new LinkedHashMap<>();
        fields.forEach(e -> kept.put(e.getKey().equals(from) ? to : e.getKey(), e.getValue()));
        record.removeAll();
        kept.forEach(record::set);
    }

    private static DescriptorCodec codec(String version) {
        return VERSIONS.descriptorCodec(version, BENCHMARKED);
    }

    private static byte[] write(String version, JsonNode tree) throws Exception {
        return codec(version).write(tree.toString());
    }

    private static JsonNode read(String version, byte[] payload) throws Exception {
        return JSON.readTree(codec(version).read(payload));
    }

    private static Message firstMedia(String version, byte[] payload) throws Exception {
        DynamicMessage batch = codec(version).parse(payload);
        Message item = (Message) batch.getRepeatedField(batch.getDescriptorForType().findFieldByName("items"), 0);
        return (Message) item.getField(item.getDescriptorForType().findFieldByName("media"));
    }
}
