package io.serbench.flatbuffers;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionClassLoader;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The flatbuffers service's versions of the users model ({@link FlatBuffersConfigurations}): each
 * version is the code flatc generated from its own schema under today's names, reads its own
 * bytes back, and a cross-version read does what FlatBuffers' vtables make it do, field by
 * field. The batches are written the way proto/evolution.json says each version writes them.
 */
class FlatBuffersConfigurationsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final ModelVersions VERSIONS = FlatBuffersConfigurations.versions();
    private static final String CURRENT = VersionCatalog.CURRENT;
    private static final String BENCHMARKED = Configuration.BENCHMARKED;
    private static final UserBatch BATCH = UsersDataset.generate(6);
    private static final Path PROTO = Path.of("../../proto");

    @Test
    void oneConfigurationTheBenchmarkedOne() {
        assertThat(VERSIONS.configurations().keySet()).containsExactly(BENCHMARKED);
        assertThatThrownBy(() -> VERSIONS.codec(CURRENT, Configuration.COMPATIBLE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown configuration 'compatible'; known: benchmarked");
        assertThatThrownBy(() -> VERSIONS.codec("add-fields", BENCHMARKED))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("unknown version 'add-fields'");
    }

    static Stream<String> versions() {
        return Stream.concat(Stream.of(CURRENT), VersionCatalog.versions().stream());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("versions")
    void eachVersionReadsItsOwnBytesAsWritten(String version) throws Exception {
        JsonNode written = writtenBy(version);
        assertThat(read(version, version, written)).isEqualTo(written);
    }

    @Test
    void todaysVersionWritesWhatTheBenchmarkedCodecWrites() throws Exception {
        byte[] benchmarked = FlatBuffersCodec.users().serialize(BATCH);
        assertThat(VERSIONS.codec(CURRENT, BENCHMARKED).write(JSON.writeValueAsString(today()))).isEqualTo(benchmarked);
    }

    /** flatc ran on each version's schema: the same class name, another class, with that version's accessors. */
    @Test
    void eachVersionLoadsTheTablesGeneratedFromItsOwnSchema() throws Exception {
        assertThat(accessors(CURRENT)).contains("lastName", "email", "age").doesNotContain("nickname");
        assertThat(accessors("add-field")).contains("nickname", "lastName");
        assertThat(accessors("add-record")).contains("loyalty");
        assertThat(accessors("remove-field")).doesNotContain("lastName").contains("firstName");
        assertThat(accessors("rename-field")).contains("emailAddress").doesNotContain("email");
        Method age = userTable("widen-number").getMethod("age");
        assertThat(age.getReturnType()).isEqualTo(long.class);
        assertThat(loader("add-enum-constant").loadClass("serbench_fb.Role").getField("AUDITOR").getByte(null))
                .isEqualTo((byte) 5);
        Class<?> versioned = userTable("add-field");
        assertThat(versioned.getName()).isEqualTo(serbench_fb.User.class.getName());
        assertThat(versioned).isNotEqualTo(serbench_fb.User.class);
    }

    /**
     * flatc's own check that a schema is an evolution of another ({@code --conform}, the rules of
     * flatbuffers.dev/evolution): every version's schema of either model passes it but
     * widen-number's, which changes a field's type, as the matrix asks and FlatBuffers forbids.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("changes")
    void flatcFindsEveryVersionAnEvolutionOfTodaysSchemaButTheWidenedType(String version) throws Exception {
        for (Map.Entry<String, String> schema : Map.of("serbench.fbs", "age", "mediacontent.fbs", "width").entrySet()) {
            Process flatc = new ProcessBuilder("flatc", "--conform", PROTO.resolve(schema.getKey()).toString(),
                    PROTO.resolve("versions").resolve(version).resolve(schema.getKey()).toString())
                    .redirectErrorStream(true).start();
            String said = new String(flatc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int exit = flatc.waitFor();
            if (version.equals("widen-number")) {
                assertThat(exit).as(schema.getKey()).isNotZero();
                assertThat(said).contains("schemas don't conform: types differ for field: " + schema.getValue());
            } else {
                assertThat(exit).as(schema.getKey() + ": " + said).isZero();
            }
        }
    }

    static Stream<String> changes() {
        return VersionCatalog.versions().stream();
    }

    @Test
    void addFieldOldToNewReadsNicknameAsNullAndEveryOtherFieldAsWritten() throws Exception {
        JsonNode read = read(CURRENT, "add-field", today());
        for (JsonNode user : read.get("users")) {
            assertThat(user.get("nickname").isNull()).isTrue();
            ((ObjectNode) user).remove("nickname");
        }
        assertThat(read).isEqualTo(today());
    }

    @Test
    void addFieldNewToOldSkipsNickname() throws Exception {
        assertThat(read("add-field", CURRENT, writtenBy("add-field"))).isEqualTo(today());
    }

    @Test
    void addRecordOldToNewReadsLoyaltyAsNullAndNewToOldSkipsIt() throws Exception {
        JsonNode read = read(CURRENT, "add-record", today());
        for (JsonNode user : read.get("users")) {
            assertThat(user.get("loyalty").isNull()).isTrue();
            ((ObjectNode) user).remove("loyalty");
        }
        assertThat(read).isEqualTo(today());
        assertThat(read("add-record", CURRENT, writtenBy("add-record"))).isEqualTo(today());
    }

    @Test
    void removeFieldNeitherReadsTheDeprecatedFieldNorWritesIt() throws Exception {
        assertThat(read(CURRENT, "remove-field", today())).isEqualTo(writtenBy("remove-field"));
        JsonNode old = read("remove-field", CURRENT, writtenBy("remove-field"));
        JsonNode expected = today();
        for (JsonNode user : expected.get("users")) {
            ((ObjectNode) user).putNull("lastName");
        }
        assertThat(old).isEqualTo(expected);
    }

    @Test
    void renameFieldReadsTheSameSlotUnderEitherName() throws Exception {
        assertThat(read(CURRENT, "rename-field", today())).isEqualTo(writtenBy("rename-field"));
        assertThat(read("rename-field", CURRENT, writtenBy("rename-field"))).isEqualTo(today());
    }

    /**
     * The new version reads 8 bytes where today's wrote a 4-byte int: the age's own bytes and the
     * next 4 of the table. Today's reads the low 4 bytes of the new long, which hold small values whole.
     */
    @Test
    void widenNumberReadsTheNeighbouringBytesIntoTheLongAndTheLowHalfBack() throws Exception {
        JsonNode read = read(CURRENT, "widen-number", today());
        List<JsonNode> written = list(today().get("users"));
        List<JsonNode> users = list(read.get("users"));
        for (int i = 0; i < users.size(); i++) {
            long age = users.get(i).get("age").longValue();
            long wrote = written.get(i).get("age").longValue();
            assertThat(age).as("users[%d].age", i).isNotEqualTo(wrote);
            assertThat(age & 0xFFFF_FFFFL).as("users[%d].age's low half", i).isEqualTo(wrote);
            ((ObjectNode) users.get(i)).put("age", (int) wrote); // today's int, for the comparison below
        }
        assertThat(read).as("every other field").isEqualTo(today());
        assertThat(read("widen-number", CURRENT, writtenBy("widen-number"))).isEqualTo(today());
    }

    @Test
    void addEnumConstantNewToOldRefusesTheUnknownRoleNumber() throws Exception {
        assertThat(read(CURRENT, "add-enum-constant", today())).isEqualTo(today());
        byte[] payload = VERSIONS.codec("add-enum-constant", BENCHMARKED)
                .write(JSON.writeValueAsString(writtenBy("add-enum-constant")));
        assertThatThrownBy(() -> VERSIONS.codec(CURRENT, BENCHMARKED).read(payload))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("unknown Role number 5");
    }

    /** The reordered schema keeps every field's id, so its tables are laid out as today's. */
    @Test
    void reorderFieldsWritesTodaysBytesAndReadsBothWays() throws Exception {
        byte[] reordered = VERSIONS.codec("reorder-fields", BENCHMARKED).write(JSON.writeValueAsString(writtenBy("reorder-fields")));
        assertThat(reordered).isEqualTo(VERSIONS.codec(CURRENT, BENCHMARKED).write(JSON.writeValueAsString(today())));
        assertThat(read(CURRENT, "reorder-fields", today())).isEqualTo(writtenBy("reorder-fields"));
        assertThat(read("reorder-fields", CURRENT, writtenBy("reorder-fields"))).isEqualTo(today());
    }

    private static JsonNode read(String writer, String reader, JsonNode written) throws Exception {
        VersionedCodec writing = VERSIONS.codec(writer, BENCHMARKED);
        VersionedCodec reading = VERSIONS.codec(reader, BENCHMARKED);
        return JSON.readTree(reading.read(writing.write(JSON.writeValueAsString(written))));
    }

    private static VersionClassLoader loader(String version) {
        return new VersionClassLoader(version, FlatBuffersConfigurationsTest.class.getClassLoader(),
                List.of("io.serbench.core.users", "io.serbench.flatbuffers", "serbench_fb"));
    }

    private static Class<?> userTable(String version) throws ClassNotFoundException {
        return loader(version).loadClass("serbench_fb.User");
    }

    private static List<String> accessors(String version) throws ClassNotFoundException {
        return Arrays.stream(userTable(version).getMethods()).filter(m -> m.getParameterCount() == 0)
                .map(Method::getName).toList();
    }

    private static List<JsonNode> list(JsonNode array) {
        List<JsonNode> list = new ArrayList<>();
        array.forEach(list::add);
        return list;
    }

    /** Today's batch as the evolution API speaks it: read by today's version from the benchmarked codec's bytes. */
    private static JsonNode today() {
        try {
            return JSON.readTree(VERSIONS.codec(CURRENT, BENCHMARKED).read(FlatBuffersCodec.users().serialize(BATCH)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The batch as {@code version} writes it (proto/evolution.json), from {@link #today()}. */
    private static JsonNode writtenBy(String version) {
        JsonNode batch = today();
        int index = 0;
        for (JsonNode node : batch.get("users")) {
            ObjectNode user = (ObjectNode) node;
            switch (version) {
                case "add-field" -> user.put("nickname", "nick-" + user.get("id").longValue());
                case "add-record" -> user.putObject("loyalty").put("tier", "gold").put("points", 120 + index);
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
}
