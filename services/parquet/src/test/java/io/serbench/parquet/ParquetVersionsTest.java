package io.serbench.parquet;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.users.UsersDataset;
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
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * The parquet service's versions of the users model ({@link ParquetApplication#versions()}, no
 * Spring): every version writes its own schema and reads its own bytes back in both
 * configurations, and a cross-version read does what the configuration says, field by field: the
 * benchmarked codec refuses any file schema other than its own, and parquet-java's requested
 * schema ({@code compatible}) matches columns by name, reads a missing one as null, skips an
 * unknown one and refuses another primitive type. The batches are written here the way
 * proto/evolution.json says each version writes them.
 */
class ParquetVersionsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ModelVersions VERSIONS = new ParquetApplication().versions();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;

    @Test
    void twoConfigurationsBenchmarkedFirst() {
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
        JsonNode written = writtenBy(version);
        assertThat(read(version, version, configuration, written)).isEqualTo(written);
    }

    @Test
    void todaysVersionWritesTheBenchmarkedCodecsBytes() throws Exception {
        String batch = VERSIONS.codec(CURRENT, BENCHMARKED).read(ParquetCodec.users().serialize(UsersDataset.generate(20)));
        byte[] expected = ParquetCodec.users().serialize(UsersDataset.generate(20));
        assertThat(VERSIONS.codec(CURRENT, BENCHMARKED).write(batch)).isEqualTo(expected);
        assertThat(VERSIONS.codec(CURRENT, COMPATIBLE).write(batch)).isEqualTo(expected);
    }

    @Test
    void eachVersionWritesItsOwnFileSchema() throws Exception {
        assertThat(topLevelFields("add-field")).endsWith("orders", "nickname");
        assertThat(topLevelFields("add-record")).endsWith("orders", "loyalty");
        assertThat(topLevelFields("remove-field")).doesNotContain("lastName").hasSize(14);
        assertThat(topLevelFields("rename-field")).contains("emailAddress").doesNotContain("email");
        assertThat(topLevelFields("reorder-fields")).startsWith("orders", "attributes").endsWith("username", "id");
        assertThat(topLevelFields("add-enum-constant")).isEqualTo(topLevelFields(CURRENT));
        SchemaElement age = schema("widen-number").stream().filter(e -> e.getName().equals("age")).findFirst().orElseThrow();
        assertThat(age.getType()).isEqualTo(org.apache.parquet.format.Type.INT64);
    }

    @Test
    void benchmarkedRefusesAnyOtherFileSchemaInBothDirections() {
        for (String version : List.of("add-field", "add-record", "remove-field", "rename-field", "widen-number",
                "reorder-fields")) {
            assertThat(catchThrowable(() -> read(CURRENT, version, BENCHMARKED, today())))
                    .as("today's bytes read by %s", version).isInstanceOf(IOException.class);
            assertThat(catchThrowable(() -> read(version, CURRENT, BENCHMARKED, writtenBy(version))))
                    .as("%s's bytes read today", version).isInstanceOf(IOException.class);
        }
        assertThat(catchThrowable(() -> read(CURRENT, "add-field", BENCHMARKED, today())))
                .hasMessage("the file's schema has 15 top-level fields, the user schema 16");
        assertThat(catchThrowable(() -> read(CURRENT, "widen-number", BENCHMARKED, today())))
                .hasMessage("age is INT32 in the file, INT64 in the user schema");
    }

    @Test
    void anAddedEnumConstantIsReadByTheNewVersionAndRefusedByTodaysInBothConfigurations() throws Exception {
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            assertThat(read(CURRENT, "add-enum-constant", configuration, today())).isEqualTo(today());
            Throwable refused = catchThrowable(() -> read("add-enum-constant", CURRENT, configuration,
                    writtenBy("add-enum-constant")));
            assertThat(rootCause(refused)).isInstanceOf(ParquetDecodingException.class)
                    .hasMessage("'AUDITOR' is not a role");
        }
    }

    @Test
    void compatibleAddFieldReadsNicknameAsNullOldToNewAndSkipsItNewToOld() throws Exception {
        JsonNode upgraded = read(CURRENT, "add-field", COMPATIBLE, today());
        for (JsonNode user : upgraded.get("users")) {
            assertThat(user.get("nickname").isNull()).isTrue();
            ((ObjectNode) user).remove("nickname");
        }
        assertThat(upgraded).isEqualTo(today());
        assertThat(read("add-field", CURRENT, COMPATIBLE, writtenBy("add-field"))).isEqualTo(today());
    }

    @Test
    void compatibleAddRecordReadsLoyaltyAsNullOldToNewAndSkipsItNewToOld() throws Exception {
        JsonNode upgraded = read(CURRENT, "add-record", COMPATIBLE, today());
        for (JsonNode user : upgraded.get("users")) {
            assertThat(user.get("loyalty").isNull()).isTrue();
            ((ObjectNode) user).remove("loyalty");
        }
        assertThat(upgraded).isEqualTo(today());
        assertThat(read("add-record", CURRENT, COMPATIBLE, writtenBy("add-record"))).isEqualTo(today());
    }

    @Test
    void compatibleRemoveFieldSkipsLastNameOldToNewAndReadsItAsNullNewToOld() throws Exception {
        assertThat(read(CURRENT, "remove-field", COMPATIBLE, today())).isEqualTo(writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, COMPATIBLE, writtenBy("remove-field"));
        JsonNode expected = today();
        for (JsonNode user : expected.get("users")) {
            ((ObjectNode) user).putNull("lastName");
        }
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void compatibleRenameFieldLosesTheAddressBothWaysSinceColumnsAreMatchedByName() throws Exception {
        JsonNode upgraded = read(CURRENT, "rename-field", COMPATIBLE, today());
        JsonNode expectedNew = writtenBy("rename-field");
        for (JsonNode user : expectedNew.get("users")) {
            ((ObjectNode) user).putNull("emailAddress");
        }
        assertThat(upgraded).isEqualTo(expectedNew);
        JsonNode old = read("rename-field", CURRENT, COMPATIBLE, writtenBy("rename-field"));
        JsonNode expectedOld = today();
        for (JsonNode user : expectedOld.get("users")) {
            ((ObjectNode) user).putNull("email");
        }
        assertThat(old).isEqualTo(expectedOld);
    }

    @Test
    void compatibleWidenNumberIsRefusedBothWaysByStrictTypeChecking() {
        Throwable upgraded = catchThrowable(() -> read(CURRENT, "widen-number", COMPATIBLE, today()));
        assertThat(upgraded).isInstanceOf(ParquetDecodingException.class).hasMessage(
                "The requested schema is not compatible with the file schema. incompatible types: required int64 age"
                        + " != required int32 age");
        Throwable old = catchThrowable(() -> read("widen-number", CURRENT, COMPATIBLE, writtenBy("widen-number")));
        assertThat(old).isInstanceOf(ParquetDecodingException.class).hasMessage(
                "The requested schema is not compatible with the file schema. incompatible types: required int32 age"
                        + " != required int64 age");
    }

    @Test
    void compatibleReorderFieldsMatchesColumnsByName() throws Exception {
        assertThat(read(CURRENT, "reorder-fields", COMPATIBLE, today())).isEqualTo(writtenBy("reorder-fields"));
        assertThat(read("reorder-fields", CURRENT, COMPATIBLE, writtenBy("reorder-fields"))).isEqualTo(today());
    }

    @Test
    void compatibleReadsTheGeneratedDatasetAsTheBenchmarkedCodecDoes() throws Exception {
        byte[] payload = ParquetCodec.users().serialize(UsersDataset.generate(200));
        assertThat(new RequestedSchemaCodec<>(ParquetModel.USERS).deserialize(payload))
                .isEqualTo(ParquetCodec.users().deserialize(payload));
    }

    @Test
    void theCompatibleConfigurationCanBeTimedOverTodaysModel() throws Exception {
        assertThat(VERSIONS.todaysCodec(COMPATIBLE)).isInstanceOf(RequestedSchemaCodec.class);
        assertThat(VERSIONS.todaysCodec(BENCHMARKED)).isInstanceOf(ParquetCodec.class);
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written) throws Exception {
        VersionedCodec writing = VERSIONS.codec(writer, configuration);
        VersionedCodec reading = VERSIONS.codec(reader, configuration);
        return JSON.readTree(reading.read(writing.write(JSON.writeValueAsString(written))));
    }

    private static List<SchemaElement> schema(String version) throws Exception {
        byte[] payload = VERSIONS.codec(version, BENCHMARKED).write(JSON.writeValueAsString(writtenBy(version)));
        int footerLength = (payload[payload.length - 8] & 0xFF) | (payload[payload.length - 7] & 0xFF) << 8
                | (payload[payload.length - 6] & 0xFF) << 16 | (payload[payload.length - 5] & 0xFF) << 24;
        FileMetaData footer = Util.readFileMetaData(new ByteArrayInputStream(payload,
                payload.length - 8 - footerLength, footerLength));
        return footer.getSchema();
    }

    /** The names of User's fields in the file's schema, in its order. */
    private static List<String> topLevelFields(String version) throws Exception {
        List<SchemaElement> elements = schema(version);
        List<String> names = new ArrayList<>();
        int next = 1;
        for (int field = 0; field < elements.get(0).getNum_children(); field++) {
            names.add(elements.get(next).getName());
            next = skip(elements, next);
        }
        return names;
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

    /** The batch as {@code version} writes it (proto/evolution.json), from {@link #today()}. */
    private static JsonNode writtenBy(String version) {
        ObjectNode batch = (ObjectNode) today();
        int index = 0;
        for (JsonNode node : batch.get("users")) {
            ObjectNode user = (ObjectNode) node;
            switch (version) {
                case "add-field" -> user.put("nickname", "nick-" + user.get("id").longValue());
                case "add-record" -> user.set("loyalty", NODES.objectNode().put("tier", "gold").put("points", 120));
                case "remove-field" -> user.remove("lastName");
                case "rename-field" -> {
                    Map<String, JsonNode> fields = new LinkedHashMap<>();
                    user.properties().forEach(e -> fields.put(e.getKey().equals("email") ? "emailAddress" : e.getKey(), e.getValue()));
                    user.removeAll();
                    fields.forEach(user::set);
                }
                case "add-enum-constant" -> {
                    if (index % 3 == 0) {
                        user.put("role", "AUDITOR");
                    }
                }
                case "reorder-fields" -> {
                    List<Map.Entry<String, JsonNode>> fields = new ArrayList<>(user.properties());
                    user.removeAll();
                    for (int i = fields.size() - 1; i >= 0; i--) {
                        user.set(fields.get(i).getKey(), fields.get(i).getValue());
                    }
                }
                default -> {
                }
            }
            index++;
        }
        return batch;
    }

    /** Three users of today's model, every field set (some to null), as JSON read back so numbers compare as parsed. */
    private static JsonNode today() {
        ArrayNode users = NODES.arrayNode();
        users.add(user(41, "USER", 36));
        users.add(user(42, "ADMIN", 58));
        users.add(user(43, "GUEST", 19));
        ObjectNode batch = NODES.objectNode();
        batch.set("users", users);
        return JSON.readTree(JSON.writeValueAsString(batch));
    }

    private static ObjectNode user(long id, String role, int age) {
        ObjectNode user = NODES.objectNode();
        user.put("id", id);
        user.put("username", "user" + id);
        user.put("email", "user" + id + "@example.com");
        user.put("firstName", "Ada");
        user.put("lastName", "Lovelace");
        user.put("age", age);
        user.put("score", 0.1 * id);
        user.put("active", id % 2 == 0);
        user.put("role", role);
        user.put("createdAt", 1_600_000_000_000L + id);
        ObjectNode address = user.putObject("address");
        address.put("street", id + " Main St").put("city", "Lyon").putNull("country").put("postalCode", "69001");
        address.put("latitude", 45.76).put("longitude", 4.83);
        ObjectNode profile = user.putObject("profile");
        profile.put("bio", "bio " + id).putNull("avatarUrl");
        profile.putArray("links").addObject().put("platform", "web").put("url", "https://example.com/" + id);
        profile.putObject("preferences").put("theme", "dark").put("language", "fr")
                .put("emailNotifications", true).put("pushNotifications", false);
        user.putArray("tags").add("a").add("b");
        user.putObject("attributes").put("zeta", "1").put("alpha", "2");
        ObjectNode order = user.putArray("orders").addObject();
        order.put("orderId", id * 10).put("status", "PAID").put("placedAt", 1_600_000_100_000L + id);
        order.putArray("items").addObject().put("sku", "SKU-" + id).put("quantity", 2).put("unitPrice", 9.99);
        return user;
    }
}
