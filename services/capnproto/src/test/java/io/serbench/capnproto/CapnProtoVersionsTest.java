package io.serbench.capnproto;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import org.capnproto.DecodeException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
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
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The capnproto service's versions of the users model ({@link CapnProtoVersions}): every version
 * has its compiled layout, today's version is the benchmarked codec's message, each version reads
 * its own bytes back, and a cross-version read does what Cap'n Proto's layout rules make it do,
 * field by field. The batches are written here the way proto/evolution.json says each version
 * writes them.
 */
class CapnProtoVersionsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final CapnProtoVersions VERSIONS = CapnProtoVersions.users();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;

    @Test
    void everyVersionOfTheCatalogHasItsCompiledLayoutAndOneConfiguration() {
        List<String> expected = new ArrayList<>(List.of(CURRENT));
        expected.addAll(VersionCatalog.versions());
        assertThat(VERSIONS.schemas().keySet()).containsExactlyElementsOf(expected);
        assertThat(VERSIONS.configurations().keySet()).containsExactly(BENCHMARKED);
        assertThatThrownBy(() -> VERSIONS.codec(CURRENT, Configuration.COMPATIBLE))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("unknown configuration 'compatible'; known: benchmarked");
    }

    @Test
    void todaysLayoutIsTheOneTheBenchmarkedSchemaClassesUse() {
        CompiledSchema today = VERSIONS.schemas().get(CURRENT);
        CompiledSchema.Struct user = today.struct("User");
        assertThat(user.size().data).isEqualTo(io.serbench.capnproto.schema.Serbench.User.STRUCT_SIZE.data);
        assertThat(user.size().pointers).isEqualTo(io.serbench.capnproto.schema.Serbench.User.STRUCT_SIZE.pointers);
        assertThat(user.field("createdAt").bit() / 64).isEqualTo(io.serbench.capnproto.schema.Serbench.User.CREATED_AT_OFFSET);
        assertThat(user.field("orders").pointer()).isEqualTo(io.serbench.capnproto.schema.Serbench.User.ORDERS_POINTER);
        assertThat(today.enumerants("Role")).containsExactly("unspecified", "user", "admin", "moderator", "guest");
    }

    /** The compiler's layouts of the changes that move or retire something, as each version reads them. */
    @Test
    void theCompilersLayoutsOfTheRetiredAndTheWidenedField() {
        CompiledSchema.Struct removed = VERSIONS.schemas().get("remove-field").struct("User");
        assertThat(removed.field("lastName")).isNull();
        CompiledSchema.Field obsolete = removed.fields().get(4);
        assertThat(obsolete.name()).isEqualTo("obsoleteLastName");
        assertThat(obsolete.obsolete()).isTrue();
        assertThat(obsolete.pointer()).isEqualTo(VERSIONS.schemas().get(CURRENT).struct("User").field("lastName").pointer());

        CompiledSchema.Struct widened = VERSIONS.schemas().get("widen-number").struct("User");
        assertThat(widened.field("age").kind()).isEqualTo(CompiledSchema.Kind.INT64);
        assertThat(widened.size().data).isEqualTo((short) 5);
        assertThat(widened.field("active").bit()).isEqualTo(192);
        assertThat(widened.field("createdAt").bit()).isEqualTo(256);

        List<String> reversed = VERSIONS.schemas().get("reorder-fields").struct("User").fields().stream()
                .map(CompiledSchema.Field::name).toList();
        assertThat(reversed).startsWith("orders", "attributes").endsWith("username", "id");
    }

    /**
     * The dataset the matrix writes: today's schema through its compiled layout writes and reads
     * exactly what the benchmarked codec does (and the matrix's today is that codec itself).
     */
    @Test
    void todaysVersionWritesTheBenchmarkedCodecsMessageAndReadsItsBytes() throws Exception {
        UserBatch batch = UsersDataset.generate(20);
        String canonical = new String(UsersModel.INSTANCE.canonicalJson(batch), StandardCharsets.UTF_8);
        CapnProtoCodec<UserBatch> benchmarked = CapnProtoCodec.users();
        VersionedCodec today = VERSIONS.layoutCodec(CURRENT);

        byte[] written = today.write(canonical);
        assertThat(UsersModel.INSTANCE.firstDifference(batch, benchmarked.deserialize(written))).isEmpty();
        assertThat(JSON.readTree(today.read(benchmarked.serialize(batch)))).isEqualTo(JSON.readTree(canonical));
        // Once both first segments have grown to the message, both write it in one segment, the same bytes.
        assertThat(today.write(canonical)).isEqualTo(benchmarked.serialize(batch));
    }

    static Stream<String> versions() {
        return VERSIONS.schemas().keySet().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("versions")
    void eachVersionReadsItsOwnBytesAsWritten(String version) throws Exception {
        JsonNode written = writtenBy(version);
        assertThat(read(version, version, written)).isEqualTo(written);
        VersionedCodec layout = VERSIONS.layoutCodec(version);
        assertThat(JSON.readTree(layout.read(layout.write(JSON.writeValueAsString(written))))).isEqualTo(written);
    }

    @Test
    void todayIsTheBenchmarkedCodecOverTheModelsClasses() throws Exception {
        assertThat(VERSIONS.todaysCodec(BENCHMARKED).getClass()).isEqualTo(CapnProtoCodec.class);
        byte[] payload = VERSIONS.codec(CURRENT, BENCHMARKED).write(JSON.writeValueAsString(today()));
        assertThat(CapnProtoCodec.users().deserialize(payload).getUsers().get(1).getRole())
                .isEqualTo(io.serbench.core.users.Role.ADMIN);
    }

    /**
     * The reference implementation (the capnp tool, C++) decodes each version's bytes with that
     * version's schema file and finds what the version wrote, under that version's names.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("versions")
    void theCapnpToolDecodesEachVersionsBytesWithItsSchema(String version) throws Exception {
        String schema = version.equals(CURRENT) ? CapnpTool.SERBENCH_SCHEMA : "../../proto/versions/" + version + "/serbench.capnp";
        byte[] payload = VERSIONS.codec(version, BENCHMARKED).write(JSON.writeValueAsString(writtenBy(version)));
        String text = new String(CapnpTool.capnp(payload, "decode", "--short", schema, "UserBatch"), StandardCharsets.UTF_8);
        assertThat(text).startsWith("(users = [(").contains("createdAt = 1600000000042", "attributes = [(key = \"zeta\", value = \"1\")");
        switch (version) {
            case "add-field" -> assertThat(text).contains("nickname = \"nick-41\"");
            case "add-record" -> assertThat(text).contains("loyalty = (tier = \"gold\", points = 120)");
            case "remove-field" -> assertThat(text).doesNotContain("Lovelace").doesNotContain("astName");
            case "rename-field" -> assertThat(text).contains("emailAddress = \"user41@example.com\"");
            case "widen-number" -> assertThat(text).contains("age = 58");
            case "add-enum-constant" -> assertThat(text).contains("role = auditor").contains("role = admin");
            default -> assertThat(text).contains("lastName = \"Lovelace\"", "email = \"user42@example.com\"", "role = user");
        }
    }

    @Test
    void addFieldOldToNewReadsNicknameAsANullPointer() throws Exception {
        JsonNode read = read(CURRENT, "add-field", today());
        for (JsonNode user : read.get("users")) {
            assertThat(user.get("nickname").isNull()).isTrue();
            ((ObjectNode) user).remove("nickname");
        }
        assertThat(read).isEqualTo(today());
    }

    @Test
    void addFieldNewToOldIgnoresThePointerBeyondItsSection() throws Exception {
        assertThat(read("add-field", CURRENT, writtenBy("add-field"))).isEqualTo(today());
    }

    @Test
    void addRecordBothWays() throws Exception {
        JsonNode upgraded = read(CURRENT, "add-record", today());
        for (JsonNode user : upgraded.get("users")) {
            assertThat(user.get("loyalty").isNull()).isTrue();
            ((ObjectNode) user).remove("loyalty");
        }
        assertThat(upgraded).isEqualTo(today());
        assertThat(read("add-record", CURRENT, writtenBy("add-record"))).isEqualTo(today());
    }

    @Test
    void removeFieldIgnoresTheObsoleteSlotAndTodaysReaderFindsItNull() throws Exception {
        assertThat(read(CURRENT, "remove-field", today())).isEqualTo(writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, writtenBy("remove-field"));
        JsonNode expected = today();
        for (JsonNode user : expected.get("users")) {
            ((ObjectNode) user).putNull("lastName");
        }
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void renameFieldCarriesTheValueBothWaysSinceNamesAreNotOnTheWire() throws Exception {
        assertThat(read(CURRENT, "rename-field", today())).isEqualTo(writtenBy("rename-field"));
        assertThat(read("rename-field", CURRENT, writtenBy("rename-field"))).isEqualTo(today());
    }

    @Test
    void reorderFieldsReadsBothWaysSinceOrdinalsDecideTheLayout() throws Exception {
        assertThat(read(CURRENT, "reorder-fields", today())).isEqualTo(today());
        assertThat(read("reorder-fields", CURRENT, writtenBy("reorder-fields"))).isEqualTo(today());
    }

    /**
     * Int64 age takes bits [64, 128) and moves active, role and createdAt (the compiler's new
     * layout). Today's reader then finds the wide age's upper half where active and role were, and
     * the moved active and role where createdAt was: read without error, wrong.
     */
    @Test
    void widenNumberNewToOldReadsOtherFieldsFromTheMovedBits() throws Exception {
        JsonNode read = read("widen-number", CURRENT, writtenBy("widen-number"));
        JsonNode admin = read.get("users").get(1); // id 42: active, ADMIN (2)
        assertThat(admin.get("age").intValue()).isEqualTo(58);
        assertThat(admin.get("active").booleanValue()).isFalse();
        assertThat(admin.get("role").isNull()).isTrue();
        assertThat(admin.get("createdAt").longValue()).isEqualTo(1L | (2L << 16));
        assertThat(admin.get("score")).isEqualTo(today().get("users").get(1).get("score"));
    }

    /** Old to new, the wide reader's role lies in createdAt's bits: here a number Role does not have. */
    @Test
    void widenNumberOldToNewMeetsAnEnumerantNumberItsSchemaDoesNotHave() {
        assertThatThrownBy(() -> read(CURRENT, "widen-number", today()))
                .isInstanceOf(DecodeException.class).hasMessage("a role number this schema does not know");
    }

    @Test
    void addEnumConstantNewToOldIsRefusedAsTheBenchmarkedConverterRefusesIt() throws Exception {
        assertThat(read(CURRENT, "add-enum-constant", today())).isEqualTo(today());
        assertThatThrownBy(() -> read("add-enum-constant", CURRENT, writtenBy("add-enum-constant")))
                .isInstanceOf(DecodeException.class).hasMessage("a role number this schema does not know");
    }

    @Test
    void aPropertyTheVersionDoesNotHaveIsAnErrorOfTheHarness() {
        assertThatThrownBy(() -> VERSIONS.layoutCodec(CURRENT).write(JSON.writeValueAsString(writtenBy("add-field"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("User has no field 'nickname' in version current");
        assertThatThrownBy(() -> VERSIONS.codec(CURRENT, BENCHMARKED).write(JSON.writeValueAsString(writtenBy("add-field"))))
                .isInstanceOf(tools.jackson.databind.exc.UnrecognizedPropertyException.class).hasMessageContaining("nickname");
        assertThatThrownBy(() -> VERSIONS.codec("remove-field", BENCHMARKED).write(JSON.writeValueAsString(today())))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("User has no field 'lastName' in version remove-field");
    }

    private static JsonNode read(String writer, String reader, JsonNode written) throws Exception {
        VersionedCodec writing = VERSIONS.codec(writer, BENCHMARKED);
        VersionedCodec reading = VERSIONS.codec(reader, BENCHMARKED);
        return JSON.readTree(reading.read(writing.write(JSON.writeValueAsString(written))));
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

    /** Two users of today's model, every field set, as canonical JSON (read back, so numbers compare as parsed). */
    private static JsonNode today() {
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
