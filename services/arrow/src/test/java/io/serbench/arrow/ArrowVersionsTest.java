package io.serbench.arrow;

import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.users.Role;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.dictionary.Dictionary;
import org.apache.arrow.vector.ipc.ArrowStreamReader;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.Schema;
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
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The arrow service's versions of the users model (its {@code versions()} bean, made here
 * without Spring): every version writes a stream with its own schema and reads its own bytes
 * back, and a cross-version read does what the benchmarked reader does with a stream whose schema
 * is not its own: it refuses it before reading a value, except where only the Role dictionary
 * grows, which today's enum cannot hold. The batches are written the way proto/evolution.json
 * says each version writes them.
 */
class ArrowVersionsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ModelVersions VERSIONS = ClassVersions.users(ArrowConfigurations.class);
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;

    @Test
    void theConfigurationsAreTheBenchmarkedOneAndTheReaderByName() {
        assertThat(VERSIONS.configurations().keySet()).containsExactly(BENCHMARKED, COMPATIBLE);
    }

    static Stream<Arguments> everyVersionInEachConfiguration() {
        return Stream.concat(Stream.of(CURRENT), VersionCatalog.versions().stream())
                .flatMap(v -> Stream.of(Arguments.of(v, BENCHMARKED), Arguments.of(v, COMPATIBLE)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyVersionInEachConfiguration")
    void eachVersionReadsItsOwnBytesAsWritten(String version, String configuration) throws Exception {
        JsonNode written = writtenBy(version);
        assertThat(read(version, version, configuration, written)).isEqualTo(written);
    }

    /** Both configurations write what the benchmarked codec writes; only their readers differ. */
    @Test
    void todaysVersionWritesTheBenchmarkedCodecsBytesInBothConfigurations() throws Exception {
        UserBatch batch = UsersDataset.generate(5);
        try (ArrowCodec<UserBatch, ?> benchmarked = ArrowCodec.users()) {
            byte[] expected = benchmarked.serialize(batch);
            for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
                assertThat(VERSIONS.codec(CURRENT, configuration).write(JSON.writeValueAsString(batch)))
                        .as(configuration).isEqualTo(expected);
            }
        }
    }

    /** serbench.configuration=compatible times the reader by name over today's model, reading its own bytes whole. */
    @Test
    @SuppressWarnings("unchecked")
    void theCompatibleCodecCanBeTimedOverTodaysModel() throws Exception {
        ArrowCodec<UserBatch, ?> compatible = (ArrowCodec<UserBatch, ?>) VERSIONS.todaysCodec(COMPATIBLE);
        try (compatible) {
            UserBatch batch = UsersDataset.generate(20);
            assertThat(compatible.deserialize(compatible.serialize(batch))).isEqualTo(batch);
            assertThat(compatible.decodeMemoryInUse()).isZero();
        }
    }

    /** Each version's stream carries that version's schema: the change is in the bytes, not only in the classes. */
    @Test
    void eachVersionsStreamCarriesItsOwnSchema() throws Exception {
        assertThat(columns(CURRENT)).containsExactly("id", "username", "email", "firstName", "lastName", "age",
                "score", "active", "role", "createdAt", "address", "profile", "tags", "attributes", "orders");
        assertThat(columns("add-field")).endsWith("orders", "nickname");
        assertThat(columns("add-record")).endsWith("orders", "loyalty");
        assertThat(columns("remove-field")).doesNotContain("lastName").hasSize(14);
        assertThat(columns("rename-field")).contains("emailAddress").doesNotContain("email");
        assertThat(columns("reorder-fields")).startsWith("orders", "attributes").endsWith("username", "id");
        assertThat(field("widen-number", "age").getType()).isEqualTo(new ArrowType.Int(64, true));
        assertThat(field(CURRENT, "age").getType()).isEqualTo(new ArrowType.Int(32, true));
        assertThat(field("add-record", "loyalty").getChildren()).extracting(Field::getName)
                .containsExactly("tier", "points");
        assertThat(field("add-record", "loyalty").getChildren().get(1).isNullable()).isFalse();
        try (BufferAllocator allocator = new RootAllocator();
             ArrowStreamReader reader = new ArrowStreamReader(new ByteArrayInputStream(payload("add-enum-constant")),
                     allocator)) {
            assertThat(reader.loadNextBatch()).isTrue();
            long roleDictionary = reader.getVectorSchemaRoot().getSchema().findField("role").getDictionary().getId();
            VarCharVector names = (VarCharVector) reader.getDictionaryVectors().get(roleDictionary).getVector();
            assertThat(names.getValueCount()).isEqualTo(5);
            assertThat(names.getObject(4).toString()).isEqualTo("AUDITOR");
        }
    }

    static Stream<Arguments> refusedCells() {
        return Stream.of(
                Arguments.of(CURRENT, "add-field", IllegalArgumentException.class,
                        "expected 16 columns, the stream has 15"),
                Arguments.of("add-field", CURRENT, IOException.class,
                        "a schema larger or deeper than the user batch schema"),
                Arguments.of(CURRENT, "add-record", IllegalArgumentException.class,
                        "expected 16 columns, the stream has 15"),
                Arguments.of("add-record", CURRENT, IOException.class,
                        "a schema larger or deeper than the user batch schema"),
                Arguments.of(CURRENT, "remove-field", IOException.class,
                        "a schema larger or deeper than the user batch schema"),
                Arguments.of("remove-field", CURRENT, IllegalArgumentException.class,
                        "expected 15 columns, the stream has 14"),
                Arguments.of(CURRENT, "rename-field", IllegalArgumentException.class,
                        "not the user batch schema: emailAddress is named 'email'"),
                Arguments.of("rename-field", CURRENT, IllegalArgumentException.class,
                        "not the user batch schema: email is named 'emailAddress'"),
                Arguments.of(CURRENT, "widen-number", IllegalArgumentException.class,
                        "not the user batch schema: age is of type Int(32, true)"),
                Arguments.of("widen-number", CURRENT, IllegalArgumentException.class,
                        "not the user batch schema: age is of type Int(64, true)"),
                Arguments.of("add-enum-constant", CURRENT, IllegalArgumentException.class,
                        "the Role dictionary has 5 entries; the enum has 4"),
                Arguments.of(CURRENT, "reorder-fields", IllegalArgumentException.class,
                        "not the user batch schema: orders is named 'id'"),
                Arguments.of("reorder-fields", CURRENT, IllegalArgumentException.class,
                        "not the user batch schema: id is named 'orders'"));
    }

    /** The benchmarked reader checks the stream's schema against its own and refuses another before any value. */
    @ParameterizedTest(name = "{0} read by {1}")
    @MethodSource("refusedCells")
    void benchmarkedRefusesAStreamOfAnotherSchema(String writer, String reader, Class<? extends Exception> type,
                                                  String message) {
        assertThatThrownBy(() -> read(writer, reader, BENCHMARKED, writtenBy(writer))).isInstanceOf(type)
                .hasMessage(message);
    }

    /** Today's Role dictionary is a prefix of the new version's: the new reader reads every value as written. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void aNewEnumConstantsReaderReadsTodaysStreamAsWritten(String configuration) throws Exception {
        assertThat(read(CURRENT, "add-enum-constant", configuration, writtenBy(CURRENT))).isEqualTo(writtenBy(CURRENT));
    }

    /** The refusal does not depend on the new constant being used: the whole dictionary travels in the stream. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void aNewEnumConstantsStreamIsRefusedByTodaysReaderEvenWithoutTheConstantInAnyRow(String configuration) {
        assertThatThrownBy(() -> read("add-enum-constant", CURRENT, configuration, writtenBy(CURRENT)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the Role dictionary has 5 entries; the enum has 4");
    }

    static Stream<String> configurations() {
        return Stream.of(BENCHMARKED, COMPATIBLE);
    }

    @Test
    void compatibleReadsAnAddedFieldOrRecordAsNullAndSkipsItInTodaysReader() throws Exception {
        for (String change : List.of("add-field", "add-record")) {
            String added = change.equals("add-field") ? "nickname" : "loyalty";
            JsonNode upgraded = read(CURRENT, change, COMPATIBLE, writtenBy(CURRENT));
            for (JsonNode user : upgraded.get("users")) {
                assertThat(user.get(added).isNull()).as(change).isTrue();
                ((ObjectNode) user).remove(added);
            }
            assertThat(upgraded).as(change).isEqualTo(writtenBy(CURRENT));
            assertThat(read(change, CURRENT, COMPATIBLE, writtenBy(change))).as(change).isEqualTo(writtenBy(CURRENT));
        }
    }

    @Test
    void compatibleSkipsARemovedFieldAndReadsItAsNullInTodaysReader() throws Exception {
        assertThat(read(CURRENT, "remove-field", COMPATIBLE, writtenBy(CURRENT))).isEqualTo(writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, COMPATIBLE, writtenBy("remove-field"));
        JsonNode expected = writtenBy(CURRENT);
        for (JsonNode user : expected.get("users")) {
            ((ObjectNode) user).putNull("lastName");
        }
        assertThat(old).isEqualTo(expected);
    }

    /** A column is known by its name only: renamed, its values are lost to null both ways. */
    @Test
    void compatibleLosesARenamedFieldToNullBothWays() throws Exception {
        JsonNode upgraded = read(CURRENT, "rename-field", COMPATIBLE, writtenBy(CURRENT));
        JsonNode expectedUpgraded = writtenBy("rename-field");
        for (JsonNode user : expectedUpgraded.get("users")) {
            ((ObjectNode) user).putNull("emailAddress");
        }
        assertThat(upgraded).isEqualTo(expectedUpgraded);
        JsonNode old = read("rename-field", CURRENT, COMPATIBLE, writtenBy("rename-field"));
        JsonNode expectedOld = writtenBy(CURRENT);
        for (JsonNode user : expectedOld.get("users")) {
            ((ObjectNode) user).putNull("email");
        }
        assertThat(old).isEqualTo(expectedOld);
    }

    /** Arrow converts no column type into another: int32 and int64 are different columns. */
    @Test
    void compatibleRefusesAWidenedColumnBothWays() {
        assertThatThrownBy(() -> read(CURRENT, "widen-number", COMPATIBLE, writtenBy(CURRENT)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not the user batch schema: age is of type Int(32, true)");
        assertThatThrownBy(() -> read("widen-number", CURRENT, COMPATIBLE, writtenBy("widen-number")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not the user batch schema: age is of type Int(64, true)");
    }

    @Test
    void compatibleReadsReorderedColumnsByName() throws Exception {
        assertThat(read(CURRENT, "reorder-fields", COMPATIBLE, writtenBy(CURRENT))).isEqualTo(writtenBy(CURRENT));
        assertThat(read("reorder-fields", CURRENT, COMPATIBLE, writtenBy("reorder-fields")))
                .isEqualTo(writtenBy(CURRENT));
    }

    /** A missing column is read as nulls (remove-field above), unless it holds an enum: its dictionary would be missing too. */
    @Test
    void theReaderByNameRefusesAMissingColumnThatHoldsAnEnum() {
        try (BufferAllocator allocator = new RootAllocator();
             VarCharVector roleNames = (VarCharVector) Columns.dictionary(UserBatchSchema.ROLE, Role.values(), allocator)
                     .getVector()) {
            Map<Long, Dictionary> roleOnly = Map.of(UserBatchSchema.ROLE.getId(),
                    new Dictionary(roleNames, UserBatchSchema.ROLE));
            for (String enumColumn : List.of("role", "orders")) {
                Schema without = new Schema(UserBatchSchema.SCHEMA.getFields().stream()
                        .filter(f -> !f.getName().equals(enumColumn)).toList());
                assertThatThrownBy(() -> UserBatchSchema.STREAM.requireSameColumnsByName(without, roleOnly))
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessage("not the user batch schema: " + enumColumn
                                + " is missing, and an enum's dictionary with it");
            }
        }
    }

    /** Nothing a read by name moves or makes is left behind in the decode's allocator. */
    @Test
    void compatibleReadsHoldNoMemoryAfterwards() throws Exception {
        byte[] added = payload("add-record");
        try (ArrowCodec<UserBatch, ?> compatible = ArrowCodec.compatibleUsers()) {
            assertThat(compatible.deserialize(added).getUsers()).hasSize(3);
            assertThat(compatible.decodeMemoryInUse()).isZero();
        }
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written)
            throws Exception {
        byte[] payload = VERSIONS.codec(writer, configuration).write(JSON.writeValueAsString(written));
        return JSON.readTree(VERSIONS.codec(reader, configuration).read(payload));
    }

    private static byte[] payload(String version) throws Exception {
        return VERSIONS.codec(version, BENCHMARKED).write(JSON.writeValueAsString(writtenBy(version)));
    }

    /** The schema of the stream {@code version} writes, read by Arrow's own reader. */
    private static List<Field> schema(String version) throws Exception {
        try (BufferAllocator allocator = new RootAllocator();
             ArrowStreamReader reader = new ArrowStreamReader(new ByteArrayInputStream(payload(version)), allocator)) {
            VectorSchemaRoot root = reader.getVectorSchemaRoot();
            return root.getSchema().getFields();
        }
    }

    private static List<String> columns(String version) throws Exception {
        return schema(version).stream().map(Field::getName).toList();
    }

    private static Field field(String version, String name) throws Exception {
        return schema(version).stream().filter(f -> f.getName().equals(name)).findFirst().orElseThrow();
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
                    user.properties().forEach(e -> fields.put(e.getKey().equals("email") ? "emailAddress" : e.getKey(),
                            e.getValue()));
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

    /** Three users of today's model, every field set, as the evolution API's JSON (read back, so numbers compare as parsed). */
    private static JsonNode today() {
        ArrayNode users = NODES.arrayNode();
        users.add(user(41, "USER", 36));
        users.add(user(42, "ADMIN", 58));
        users.add(user(43, "GUEST", 27));
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
        user.putObject("attributes").put("zeta", "1").put("alpha", "2").putNull("empty");
        ObjectNode order = user.putArray("orders").addObject();
        order.put("orderId", id * 10).put("status", "PAID").put("placedAt", 1_600_000_100_000L + id);
        order.putArray("items").addObject().put("sku", "SKU-" + id).put("quantity", 2).put("unitPrice", 9.99);
        return user;
    }
}
