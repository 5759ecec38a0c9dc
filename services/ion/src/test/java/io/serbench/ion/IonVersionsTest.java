package io.serbench.ion;

import com.amazon.ion.IonException;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The ion service's versions of the users model (its {@code usersVersions()} bean): every version in
 * each configuration reads its own bytes back, and a cross-version read does what the strict
 * reader (benchmarked) or the tolerant one (compatible: an unknown field left for
 * {@code IonReader.next()} to step over) does with the other version's fields. The batches are written here as proto/evolution.json says each
 * version writes them.
 */
class IonVersionsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ModelVersions VERSIONS = new IonApplication().usersVersions();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;

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
    void bothConfigurationsAreDescribed() {
        assertThat(VERSIONS.configurations().keySet()).containsExactly(BENCHMARKED, COMPATIBLE);
        assertThat(VERSIONS.configurations().get(COMPATIBLE)).contains("IonReader.next()");
    }

    @Test
    void theCurrentVersionWritesTheBenchmarkedCodecsBytes() throws Exception {
        UserBatch batch = UsersDataset.generate(5);
        String json = JSON.writeValueAsString(batch);
        byte[] benchmarked = IonCodec.users().serialize(batch);
        assertThat(VERSIONS.codec(CURRENT, BENCHMARKED).write(json)).isEqualTo(benchmarked);
        assertThat(VERSIONS.codec(CURRENT, COMPATIBLE).write(json)).isEqualTo(benchmarked);
        assertThat(VERSIONS.todaysCodec(COMPATIBLE).deserialize(benchmarked)).isEqualTo(batch);
    }

    @Test
    void benchmarkedRefusesAnAddedFieldInBothDirections() {
        assertThatThrownBy(() -> read("add-field", CURRENT, BENCHMARKED, writtenBy("add-field")))
                .isInstanceOf(IonException.class)
                .hasMessage("User has no field 'nickname'");
        assertThatThrownBy(() -> read(CURRENT, "add-field", BENCHMARKED, today()))
                .isInstanceOf(IonException.class)
                .hasMessage("User lacks 1 of its 16 fields");
    }

    @Test
    void compatibleAddFieldNewToOldSkipsNicknameAndKeepsEveryOtherField() throws Exception {
        assertThat(read("add-field", CURRENT, COMPATIBLE, writtenBy("add-field"))).isEqualTo(today());
    }

    @Test
    void compatibleAddFieldOldToNewLeavesNicknameNull() throws Exception {
        JsonNode read = read(CURRENT, "add-field", COMPATIBLE, today());
        for (JsonNode user : read.get("users")) {
            assertThat(user.get("nickname").isNull()).isTrue();
            ((ObjectNode) user).remove("nickname");
        }
        assertThat(read).isEqualTo(today());
    }

    @Test
    void compatibleAddRecordNewToOldStepsOverTheWholeLoyaltyStruct() throws Exception {
        assertThat(read("add-record", CURRENT, COMPATIBLE, writtenBy("add-record"))).isEqualTo(today());
    }

    @Test
    void compatibleRemoveFieldReadsLastNameAsNullAndSkipsItBack() throws Exception {
        JsonNode upgraded = read(CURRENT, "remove-field", COMPATIBLE, today());
        assertThat(upgraded).isEqualTo(writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, COMPATIBLE, writtenBy("remove-field"));
        JsonNode expected = today();
        expected.get("users").forEach(user -> ((ObjectNode) user).putNull("lastName"));
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void renameFieldIsRefusedStrictlyAndLosesTheValueTolerantly() throws Exception {
        assertThatThrownBy(() -> read(CURRENT, "rename-field", BENCHMARKED, today()))
                .isInstanceOf(IonException.class)
                .hasMessage("User has no field 'email'");
        JsonNode upgraded = read(CURRENT, "rename-field", COMPATIBLE, today());
        JsonNode expected = writtenBy("rename-field");
        expected.get("users").forEach(user -> ((ObjectNode) user).putNull("emailAddress"));
        assertThat(upgraded).isEqualTo(expected);
    }

    @Test
    void widenNumberWritesTheSameBytesAndReadsBothWays() throws Exception {
        byte[] today = VERSIONS.codec(CURRENT, BENCHMARKED).write(JSON.writeValueAsString(today()));
        byte[] widened = VERSIONS.codec("widen-number", BENCHMARKED).write(JSON.writeValueAsString(writtenBy("widen-number")));
        assertThat(widened).as("an Ion int has one encoding, whether written from an int or a long").isEqualTo(today);
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            assertThat(read(CURRENT, "widen-number", configuration, today())).isEqualTo(today());
            assertThat(read("widen-number", CURRENT, configuration, writtenBy("widen-number"))).isEqualTo(today());
        }
    }

    @Test
    void anAddedEnumConstantIsRefusedByTodaysReaderInBothConfigurations() throws Exception {
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            assertThatThrownBy(() -> read("add-enum-constant", CURRENT, configuration, writtenBy("add-enum-constant")))
                    .isInstanceOf(IonException.class)
                    .hasMessage("no Role named 'AUDITOR'");
            assertThat(read(CURRENT, "add-enum-constant", configuration, today())).isEqualTo(today());
        }
    }

    @Test
    void reorderedFieldsAreReadByNameInBothConfigurations() throws Exception {
        for (String configuration : List.of(BENCHMARKED, COMPATIBLE)) {
            assertThat(read(CURRENT, "reorder-fields", configuration, today())).isEqualTo(today());
            assertThat(read("reorder-fields", CURRENT, configuration, writtenBy("reorder-fields"))).isEqualTo(today());
        }
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written) throws Exception {
        byte[] payload = VERSIONS.codec(writer, configuration).write(JSON.writeValueAsString(written));
        return JSON.readTree(VERSIONS.codec(reader, configuration).read(payload));
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
        user.putObject("attributes").put("zeta", "1").put("alpha", "2").putNull("empty");
        ObjectNode order = user.putArray("orders").addObject();
        order.put("orderId", id * 10).put("status", "PAID").put("placedAt", 1_600_000_100_000L + id);
        order.putArray("items").addObject().put("sku", "SKU-" + id).put("quantity", 2).put("unitPrice", 9.99);
        return user;
    }
}
