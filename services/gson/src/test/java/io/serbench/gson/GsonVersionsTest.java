package io.serbench.gson;

import com.google.gson.JsonParseException;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.users.UserBatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * The gson service's versions of the users model ({@link GsonConfigurations} through
 * {@link ClassVersions}): every version reads its own bytes back in both configurations, the
 * benchmarked adapters refuse a field they do not know and leave a missing one at its default,
 * the compatible adapters skip the unknown field, and each version's own {@link UserFields}
 * writes what the version has. The batches are written here the way proto/evolution.json says
 * each version writes them.
 */
class GsonVersionsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ModelVersions VERSIONS = ClassVersions.users(GsonConfigurations.class);
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
    void todaysBytesInEitherConfigurationAreTheBenchmarkedCodecsBytes() throws Exception {
        JsonNode today = today();
        UserBatch batch = JSON.treeToValue(today, UserBatch.class);
        byte[] benchmarked = GsonCodec.users().serialize(batch);
        assertThat(VERSIONS.codec(CURRENT, BENCHMARKED).write(JSON.writeValueAsString(today))).isEqualTo(benchmarked);
        assertThat(VERSIONS.codec(CURRENT, COMPATIBLE).write(JSON.writeValueAsString(today))).isEqualTo(benchmarked);
    }

    @Test
    void eachVersionWritesItsOwnFieldNamesInItsOwnOrder() throws Exception {
        assertThat(userNames("add-field")).endsWith("orders", "nickname");
        assertThat(userNames("add-record")).endsWith("orders", "loyalty");
        assertThat(userNames("remove-field")).doesNotContain("lastName").contains("firstName", "age");
        assertThat(userNames("rename-field")).contains("emailAddress").doesNotContain("email");
        assertThat(userNames("reorder-fields")).startsWith("orders", "attributes").endsWith("username", "id");
        assertThat(userNames(CURRENT)).startsWith("id", "username").endsWith("attributes", "orders");
    }

    @Test
    void addFieldOldToNewReadsNicknameAsNullInBothConfigurations() throws Exception {
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            JsonNode read = read(CURRENT, "add-field", configuration, today());
            for (JsonNode user : read.get("users")) {
                assertThat(user.get("nickname").isNull()).as(configuration).isTrue();
                ((ObjectNode) user).remove("nickname");
            }
            assertThat(read).as(configuration).isEqualTo(today());
        }
    }

    @Test
    void addFieldNewToOldIsRefusedWhenBenchmarkedAndSkippedWhenCompatible() throws Exception {
        assertThat(refusal("add-field", CURRENT, BENCHMARKED)).isInstanceOf(JsonParseException.class)
                .hasMessage("unknown field \"nickname\" in User at $.users[0].nickname");
        assertThat(read("add-field", CURRENT, COMPATIBLE, writtenBy("add-field"))).isEqualTo(today());
    }

    @Test
    void addRecordNewToOldSkipsTheWholeRecordWhenCompatible() throws Exception {
        assertThat(refusal("add-record", CURRENT, BENCHMARKED)).isInstanceOf(JsonParseException.class)
                .hasMessage("unknown field \"loyalty\" in User at $.users[0].loyalty");
        assertThat(read("add-record", CURRENT, COMPATIBLE, writtenBy("add-record"))).isEqualTo(today());
        JsonNode upgraded = read(CURRENT, "add-record", BENCHMARKED, today());
        assertThat(upgraded.get("users").get(0).get("loyalty").isNull()).isTrue();
    }

    @Test
    void removeFieldOldToNewRefusesOrSkipsLastNameAndNewToOldReadsItAsNull() throws Exception {
        assertThat(refusal(CURRENT, "remove-field", BENCHMARKED)).isInstanceOf(JsonParseException.class)
                .hasMessage("unknown field \"lastName\" in User at $.users[0].lastName");
        assertThat(read(CURRENT, "remove-field", COMPATIBLE, today())).isEqualTo(writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, BENCHMARKED, writtenBy("remove-field"));
        JsonNode expected = today();
        for (JsonNode user : expected.get("users")) {
            ((ObjectNode) user).putNull("lastName");
        }
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void renameFieldLosesTheAddressWhenCompatibleAndIsRefusedWhenBenchmarked() throws Exception {
        assertThat(refusal(CURRENT, "rename-field", BENCHMARKED))
                .hasMessage("unknown field \"email\" in User at $.users[0].email");
        assertThat(refusal("rename-field", CURRENT, BENCHMARKED))
                .hasMessage("unknown field \"emailAddress\" in User at $.users[0].emailAddress");
        JsonNode upgraded = read(CURRENT, "rename-field", COMPATIBLE, today());
        JsonNode expected = writtenBy("rename-field");
        for (JsonNode user : expected.get("users")) {
            ((ObjectNode) user).putNull("emailAddress");
        }
        assertThat(upgraded).isEqualTo(expected);
    }

    @Test
    void widenNumberReadsBothWaysSinceJsonWritesTheSameDigits() throws Exception {
        assertThat(read(CURRENT, "widen-number", BENCHMARKED, today())).isEqualTo(today());
        assertThat(read("widen-number", CURRENT, BENCHMARKED, writtenBy("widen-number"))).isEqualTo(today());
    }

    @Test
    void widenNumberNewToOldRefusesAnAgeBeyondAnInt() throws Exception {
        JsonNode written = writtenBy("widen-number");
        ((ObjectNode) written.get("users").get(0)).put("age", 1L << 40);
        byte[] payload = VERSIONS.codec("widen-number", BENCHMARKED).write(JSON.writeValueAsString(written));
        Throwable refused = catchThrowable(() -> VERSIONS.codec(CURRENT, BENCHMARKED).read(payload));
        assertThat(refused).isInstanceOf(NumberFormatException.class).hasMessageContaining("1099511627776");
    }

    @Test
    void addEnumConstantNewToOldIsRefusedByRoleValueOfInBothConfigurations() throws Exception {
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            assertThat(refusal("add-enum-constant", CURRENT, configuration)).as(configuration)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("No enum constant io.serbench.core.users.Role.AUDITOR");
        }
        assertThat(read(CURRENT, "add-enum-constant", BENCHMARKED, today())).isEqualTo(today());
    }

    @Test
    void reorderFieldsReadsEveryValueBothWays() throws Exception {
        assertThat(read(CURRENT, "reorder-fields", BENCHMARKED, today())).isEqualTo(today());
        assertThat(read("reorder-fields", CURRENT, BENCHMARKED, writtenBy("reorder-fields"))).isEqualTo(today());
    }

    private static List<String> userNames(String version) throws Exception {
        byte[] payload = VERSIONS.codec(version, BENCHMARKED).write(JSON.writeValueAsString(writtenBy(version)));
        JsonNode user = JSON.readTree(new String(payload, StandardCharsets.UTF_8)).get("users").get(0);
        return List.copyOf(user.propertyNames());
    }

    private static Throwable refusal(String writer, String reader, String configuration) throws Exception {
        byte[] payload = VERSIONS.codec(writer, configuration).write(JSON.writeValueAsString(writtenBy(writer)));
        Throwable refused = catchThrowable(() -> VERSIONS.codec(reader, configuration).read(payload));
        assertThat(refused).as("%s bytes read by %s (%s) are refused", writer, reader, configuration).isNotNull();
        return refused;
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written) throws Exception {
        VersionedCodec writing = VERSIONS.codec(writer, configuration);
        VersionedCodec reading = VERSIONS.codec(reader, configuration);
        return JSON.readTree(reading.read(writing.write(JSON.writeValueAsString(written))));
    }

    /** The batch as {@code version} writes it (proto/evolution.json), from {@link #today()}. */
    static JsonNode writtenBy(String version) {
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

    /** Two users of today's model, every field set, as the evolution API's JSON (read back, so numbers compare as parsed). */
    static JsonNode today() {
        ArrayNode users = NODES.arrayNode();
        users.add(user(41, "USER", 36));
        users.add(user(42, "ADMIN", 58));
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
