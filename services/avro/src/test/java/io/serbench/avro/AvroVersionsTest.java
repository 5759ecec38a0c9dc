package io.serbench.avro;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import org.apache.avro.AvroTypeException;
import org.apache.avro.Schema;
import org.apache.avro.SchemaNormalization;
import org.apache.avro.message.MissingSchemaException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * The avro service's versions of the users model ({@link AvroVersions}): every version has its
 * schema, each reads its own bytes back, and a cross-version read in each configuration does
 * what Avro's specification says it does (schema resolution in {@code compatible}, the reader's
 * schema taken as the writer's in {@code benchmarked}), field by field. The batches are written
 * here the way proto/evolution.json says each version writes them.
 */
class AvroVersionsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final AvroVersions VERSIONS = AvroVersions.users();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final String COMPATIBLE = Configuration.COMPATIBLE;

    @Test
    void everyVersionOfTheCatalogHasItsOwnSchema() {
        List<String> expected = new ArrayList<>(List.of(CURRENT));
        expected.addAll(VersionCatalog.versions());
        assertThat(VERSIONS.schemas().keySet()).containsExactlyElementsOf(expected);
        Set<Long> fingerprints = new HashSet<>();
        for (Schema schema : VERSIONS.schemas().values()) {
            assertThat(schema.getFullName()).isEqualTo("io.serbench.avro.generated.UserBatch");
            fingerprints.add(SchemaNormalization.parsingFingerprint64(schema));
        }
        assertThat(fingerprints).as("each version's fingerprint tells it apart").hasSize(expected.size());
        assertThat(VERSIONS.configurations().keySet()).containsExactly(BENCHMARKED, COMPATIBLE);
    }

    @Test
    void theSchemaOfTodayIsTheOneTheBenchmarkedCodecIsGeneratedFrom() {
        assertThat(SchemaNormalization.toParsingForm(VERSIONS.schemas().get(CURRENT)))
                .isEqualTo(SchemaNormalization.toParsingForm(io.serbench.avro.generated.UserBatch.getClassSchema()));
    }

    static Stream<Arguments> versionsAndConfigurations() {
        return VERSIONS.schemas().keySet().stream()
                .flatMap(v -> Stream.of(Arguments.of(v, BENCHMARKED), Arguments.of(v, COMPATIBLE)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("versionsAndConfigurations")
    void eachVersionReadsItsOwnBytesAsWritten(String version, String configuration) throws Exception {
        JsonNode written = writtenBy(version);
        assertThat(read(version, version, configuration, written)).isEqualTo(written);
    }

    @Test
    void theBenchmarkedBytesAreTheBenchmarkedCodecsBytes() throws Exception {
        byte[] generic = VERSIONS.codec(CURRENT, BENCHMARKED).write(JSON.writeValueAsString(today()));
        io.serbench.avro.generated.UserBatch specific = new org.apache.avro.specific.SpecificDatumReader<io.serbench.avro.generated.UserBatch>(
                io.serbench.avro.generated.UserBatch.getClassSchema())
                .read(null, org.apache.avro.io.DecoderFactory.get().binaryDecoder(generic, null));
        assertThat(AvroCodec.users().encode(specific)).isEqualTo(generic);
    }

    @Test
    void compatibleBytesAreAvrosSingleObjectEncodingWithTheWritersFingerprint() throws Exception {
        byte[] payload = VERSIONS.codec("add-field", COMPATIBLE).write(JSON.writeValueAsString(writtenBy("add-field")));
        assertThat(Arrays.copyOf(payload, 2)).containsExactly(0xC3, 0x01);
        long fingerprint = ByteBuffer.wrap(payload, 2, 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
        assertThat(fingerprint).isEqualTo(SchemaNormalization.parsingFingerprint64(VERSIONS.schemas().get("add-field")));
    }

    @Test
    void compatibleAddFieldOldToNewReadsNicknameAsItsDefaultNull() throws Exception {
        JsonNode read = read(CURRENT, "add-field", COMPATIBLE, today());
        for (int i = 0; i < read.get("users").size(); i++) {
            ObjectNode user = (ObjectNode) read.get("users").get(i);
            assertThat(user.get("nickname").isNull()).isTrue();
            user.remove("nickname");
        }
        assertThat(read).isEqualTo(today());
    }

    @Test
    void compatibleAddFieldNewToOldSkipsNickname() throws Exception {
        assertThat(read("add-field", CURRENT, COMPATIBLE, writtenBy("add-field"))).isEqualTo(today());
    }

    @Test
    void compatibleRenameFieldFollowsTheAliasOnlyWhereTheReaderHasIt() throws Exception {
        JsonNode upgraded = read(CURRENT, "rename-field", COMPATIBLE, today());
        assertThat(upgraded).isEqualTo(writtenBy("rename-field"));

        JsonNode old = read("rename-field", CURRENT, COMPATIBLE, writtenBy("rename-field"));
        JsonNode expected = today();
        for (JsonNode user : expected.get("users")) {
            ((ObjectNode) user).putNull("email");
        }
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void compatibleWidenNumberPromotesIntToLongAndRefusesLongToInt() throws Exception {
        assertThat(read(CURRENT, "widen-number", COMPATIBLE, today())).isEqualTo(today());
        Throwable refused = catchThrowable(() -> read("widen-number", CURRENT, COMPATIBLE, writtenBy("widen-number")));
        assertThat(rootCause(refused)).isInstanceOf(AvroTypeException.class).hasMessageContaining("long");
    }

    @Test
    void compatibleAddEnumConstantRefusesTheUnknownSymbolWhereTodaysRoleHasNoDefault() throws Exception {
        assertThat(read(CURRENT, "add-enum-constant", COMPATIBLE, today())).isEqualTo(today());
        Throwable refused = catchThrowable(() -> read("add-enum-constant", CURRENT, COMPATIBLE,
                writtenBy("add-enum-constant")));
        assertThat(rootCause(refused)).isInstanceOf(AvroTypeException.class).hasMessageContaining("AUDITOR");
    }

    @Test
    void compatibleReorderFieldsMatchesFieldsByName() throws Exception {
        assertThat(read(CURRENT, "reorder-fields", COMPATIBLE, today())).isEqualTo(today());
        assertThat(read("reorder-fields", CURRENT, COMPATIBLE, writtenBy("reorder-fields"))).isEqualTo(today());
    }

    @Test
    void compatibleRefusesAFingerprintNoVersionHas() throws Exception {
        byte[] payload = VERSIONS.codec(CURRENT, COMPATIBLE).write(JSON.writeValueAsString(today()));
        payload[5] ^= 0x55;
        assertThatThrownBy(() -> VERSIONS.codec(CURRENT, COMPATIBLE).read(payload))
                .isInstanceOf(MissingSchemaException.class);
    }

    @Test
    void benchmarkedWidenNumberReadsBothWaysSinceIntAndLongShareTheirVarint() throws Exception {
        assertThat(read(CURRENT, "widen-number", BENCHMARKED, today())).isEqualTo(today());
        assertThat(read("widen-number", CURRENT, BENCHMARKED, writtenBy("widen-number"))).isEqualTo(today());
    }

    @Test
    void benchmarkedRenameFieldReadsTheSameBytesUnderTheOtherName() throws Exception {
        assertThat(read(CURRENT, "rename-field", BENCHMARKED, today())).isEqualTo(writtenBy("rename-field"));
    }

    @Test
    void benchmarkedReorderFieldsDoesNotReadTheValuesBackAsWritten() {
        assertNotReadAsWritten("reorder-fields", CURRENT, today());
        assertNotReadAsWritten(CURRENT, "reorder-fields", today());
    }

    @Test
    void benchmarkedAddFieldDoesNotReadTheValuesBackAsWritten() {
        assertNotReadAsWritten("add-field", CURRENT, today());
        JsonNode expected = writtenBy("add-field");
        for (JsonNode user : expected.get("users")) {
            ((ObjectNode) user).putNull("nickname");
        }
        assertNotReadAsWritten(CURRENT, "add-field", expected);
    }

    /** Either Avro throws, or a field of some user is not what was written: the reader took the bytes for its own. */
    private static void assertNotReadAsWritten(String writer, String reader, JsonNode expected) {
        JsonNode read;
        try {
            read = read(writer, reader, BENCHMARKED, writtenBy(writer));
        } catch (Exception refused) {
            return;
        }
        List<String> differing = new ArrayList<>();
        for (int i = 0; i < Math.min(read.get("users").size(), expected.get("users").size()); i++) {
            JsonNode got = read.get("users").get(i);
            JsonNode want = expected.get("users").get(i);
            for (String field : want.propertyNames()) {
                if (!want.get(field).equals(got.get(field))) {
                    differing.add("users[" + i + "]." + field);
                }
            }
        }
        assertThat(differing.isEmpty() && read.get("users").size() == expected.get("users").size())
                .as("%s bytes read by %s in benchmarked: some field differs (%s)", writer, reader, differing).isFalse();
    }

    private static JsonNode read(String writer, String reader, String configuration, JsonNode written) throws Exception {
        VersionedCodec writing = VERSIONS.codec(writer, configuration);
        VersionedCodec reading = VERSIONS.codec(reader, configuration);
        return JSON.readTree(reading.read(writing.write(JSON.writeValueAsString(written))));
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
