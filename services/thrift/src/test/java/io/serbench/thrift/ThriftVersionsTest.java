package io.serbench.thrift;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionClassLoader;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersCanonical;
import io.serbench.core.users.UsersDataset;
import org.apache.thrift.TFieldIdEnum;
import org.apache.thrift.meta_data.FieldMetaData;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static io.serbench.core.evolution.Configuration.BENCHMARKED;
import static io.serbench.core.evolution.VersionCatalog.CURRENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The thrift service's versions of the users model ({@link ThriftVersions}): each version is its
 * own generated structs under today's names, each reads its own bytes back, and a read across
 * versions does what Thrift's rules say: fields matched by id, an id the reader lacks (or of
 * another type than it declares) skipped, a field the bytes lack unset, an enum value the reader
 * does not declare unset. The batches are written as proto/evolution.json says each version
 * writes them.
 */
class ThriftVersionsTest {
    private static final JsonMapper JSON = JsonMapper.shared();
    private static final ThriftVersions VERSIONS = ThriftVersions.users();
    private static final UserBatch SMALL = UsersDataset.generate(10);

    @Test
    void everyVersionIsItsOwnGeneratedStructsUnderTodaysNames() {
        assertThat(VERSIONS.configurations()).containsOnlyKeys(BENCHMARKED);
        assertThat(codec(CURRENT).batchClass()).isSameAs(io.serbench.thrift.generated.UserBatch.class);
        for (String version : VersionCatalog.versions()) {
            Class<?> batch = codec(version).batchClass();
            assertThat(batch.getName()).isEqualTo(io.serbench.thrift.generated.UserBatch.class.getName());
            assertThat(batch.getClassLoader()).isInstanceOf(VersionClassLoader.class);
            assertThat(((VersionClassLoader) batch.getClassLoader()).version()).isEqualTo(version);
        }
        assertThat(userFields("add-field")).endsWith("nickname");
        assertThat(userFields("add-record")).endsWith("loyalty");
        assertThat(userFields("remove-field")).doesNotContain("lastName").hasSize(userFields(CURRENT).size() - 1);
        assertThat(userFields("rename-field")).contains("emailAddress").doesNotContain("email");
        assertThat(userFields("reorder-fields")).containsExactlyElementsOf(reversed(userFields(CURRENT)));
        assertThat(userField("widen-number", "age").valueMetaData.type).isEqualTo(TType.I64);
        assertThat(userField(CURRENT, "age").valueMetaData.type).isEqualTo(TType.I32);
    }

    @Test
    void unknownVersionOrConfigurationIsRefused() {
        assertThatThrownBy(() -> VERSIONS.codec("no-such-version", BENCHMARKED))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown version 'no-such-version'");
        assertThatThrownBy(() -> VERSIONS.codec("add-field", Configuration.COMPATIBLE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("known: benchmarked");
    }

    /** Today's version writes exactly the benchmarked codec's bytes, and reads the canonical tree back. */
    @Test
    void currentIsTheBenchmarkedCodec() throws Exception {
        byte[] written = write(CURRENT, today());
        assertThat(written).isEqualTo(ThriftCodec.users().serialize(SMALL));
        assertThat(read(CURRENT, written)).isEqualTo(today());
    }

    static Stream<String> everyVersion() {
        return Stream.concat(Stream.of(CURRENT), VersionCatalog.versions().stream());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyVersion")
    void eachVersionReadsItsOwnBytesAsWritten(String version) throws Exception {
        JsonNode written = writtenBy(version);
        assertThat(read(version, write(version, written))).isEqualTo(written);
    }

    @Test
    void addFieldOldToNewLeavesNicknameUnset() throws Exception {
        JsonNode read = read("add-field", write(CURRENT, today()));
        for (JsonNode user : read.get("users")) {
            assertThat(user.get("nickname").isNull()).isTrue();
        }
        assertThat(without(read, "nickname")).isEqualTo(today());
    }

    @Test
    void addFieldNewToOldSkipsNickname() throws Exception {
        byte[] payload = write("add-field", writtenBy("add-field"));
        assertThat(payload.length).isGreaterThan(write(CURRENT, today()).length);
        assertThat(read(CURRENT, payload)).isEqualTo(today());
    }

    @Test
    void addRecordLeavesLoyaltyUnsetOldToNewAndSkipsTheWholeStructNewToOld() throws Exception {
        JsonNode upgraded = read("add-record", write(CURRENT, today()));
        assertThat(upgraded.get("users").get(0).get("loyalty").isNull()).isTrue();
        assertThat(without(upgraded, "loyalty")).isEqualTo(today());

        byte[] payload = write("add-record", writtenBy("add-record"));
        assertThat(read(CURRENT, payload)).isEqualTo(today());
        assertThat(read("add-record", payload).get("users").get(0).get("loyalty"))
                .isEqualTo(writtenBy("add-record").get("users").get(0).get("loyalty"));
    }

    @Test
    void removeFieldSkipsLastNameOldToNewAndLeavesItUnsetNewToOld() throws Exception {
        assertThat(read("remove-field", write(CURRENT, today()))).isEqualTo(without(today(), "lastName"));

        JsonNode old = read(CURRENT, write("remove-field", writtenBy("remove-field")));
        for (JsonNode user : old.get("users")) {
            assertThat(user.get("lastName").isNull()).isTrue();
        }
        assertThat(without(old, "lastName")).isEqualTo(without(today(), "lastName"));
    }

    /** The id is on the wire, the name is not: the value comes through under either name. */
    @Test
    void renameFieldCarriesTheValueByItsId() throws Exception {
        assertThat(read("rename-field", write(CURRENT, today()))).isEqualTo(writtenBy("rename-field"));
        assertThat(read(CURRENT, write("rename-field", writtenBy("rename-field")))).isEqualTo(today());
    }

    /**
     * The generated reader skips field 6 written as the other integer type, and then finds the
     * required age missing: refused both ways, whatever the values.
     */
    @Test
    void widenNumberIsRefusedBothWaysAsARequiredFieldNotFound() throws Exception {
        byte[] old = write(CURRENT, today());
        assertThatThrownBy(() -> read("widen-number", old)).isInstanceOf(TProtocolException.class)
                .hasMessageStartingWith("Required field 'age' was not found in serialized data! Struct: ");
        byte[] widened = write("widen-number", writtenBy("widen-number"));
        assertThatThrownBy(() -> read(CURRENT, widened)).isInstanceOf(TProtocolException.class)
                .hasMessageStartingWith("Required field 'age' was not found in serialized data! Struct: ");
    }

    /** Today's generated Role finds no constant for AUDITOR's value and leaves role unset. */
    @Test
    void addEnumConstantNewToOldLeavesTheUnknownValueUnset() throws Exception {
        JsonNode written = writtenBy("add-enum-constant");
        JsonNode read = read(CURRENT, write("add-enum-constant", written));
        JsonNode expected = today();
        for (int i = 0; i < expected.get("users").size(); i++) {
            if (i % 3 == 0) {
                assertThat(written.get("users").get(i).get("role").stringValue()).isEqualTo("AUDITOR");
                assertThat(read.get("users").get(i).get("role").isNull()).as("users[%d].role", i).isTrue();
                ((ObjectNode) expected.get("users").get(i)).putNull("role");
            }
        }
        assertThat(read).isEqualTo(expected);
        assertThat(read("add-enum-constant", write(CURRENT, today()))).isEqualTo(today());
    }

    /** The generated writer writes fields in id order: declaring them in reverse changes no byte. */
    @Test
    void reorderFieldsWritesTheSameBytes() throws Exception {
        byte[] reordered = write("reorder-fields", writtenBy("reorder-fields"));
        assertThat(reordered).isEqualTo(write(CURRENT, today()));
        assertThat(read(CURRENT, reordered)).isEqualTo(today());
        assertThat(read("reorder-fields", write(CURRENT, today()))).isEqualTo(today());
    }

    @Test
    void aPropertyTheVersionDoesNotHaveIsAnErrorOfTheHarness() {
        assertThatThrownBy(() -> write(CURRENT, writtenBy("add-field")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("User has no field 'nickname'");
        assertThatThrownBy(() -> write(CURRENT, writtenBy("add-enum-constant")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("User.role: Role has no constant 'AUDITOR'");
    }

    private static StructVersionCodec codec(String version) {
        return VERSIONS.structCodec(version, BENCHMARKED);
    }

    private static byte[] write(String version, JsonNode tree) throws Exception {
        return codec(version).write(tree.toString());
    }

    private static JsonNode read(String version, byte[] payload) throws Exception {
        return JSON.readTree(codec(version).read(payload));
    }

    private static List<String> userFields(String version) {
        return userMetadata(version).keySet().stream().map(TFieldIdEnum::getFieldName).toList();
    }

    private static FieldMetaData userField(String version, String name) {
        return userMetadata(version).entrySet().stream().filter(e -> e.getKey().getFieldName().equals(name))
                .findFirst().orElseThrow().getValue();
    }

    private static Map<TFieldIdEnum, FieldMetaData> userMetadata(String version) {
        try {
            return StructTree.fields(Class.forName(io.serbench.thrift.generated.User.class.getName(), true,
                    codec(version).batchClass().getClassLoader()));
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    private static List<String> reversed(List<String> names) {
        List<String> copy = new ArrayList<>(names);
        java.util.Collections.reverse(copy);
        return copy;
    }

    /** The small batch's canonical tree, read back from its JSON so that numbers compare as parsed. */
    private static ObjectNode today() {
        return (ObjectNode) JSON.readTree(JSON.writeValueAsString(UsersCanonical.of(SMALL)));
    }

    /** The batch as {@code version} writes it (proto/evolution.json), from {@link #today()}. */
    private static ObjectNode writtenBy(String version) {
        int[] index = {0};
        return edit(today(), user -> {
            switch (version) {
                case "add-field" -> user.put("nickname", "nick-" + user.get("id").longValue());
                case "add-record" -> user.putObject("loyalty").put("tier", "gold").put("points", 100 + index[0]);
                case "remove-field" -> user.remove("lastName");
                case "rename-field" -> {
                    Map<String, JsonNode> fields = new LinkedHashMap<>();
                    user.properties().forEach(e -> fields.put(e.getKey().equals("email") ? "emailAddress" : e.getKey(), e.getValue()));
                    user.removeAll();
                    fields.forEach(user::set);
                }
                case "add-enum-constant" -> {
                    if (index[0] % 3 == 0) {
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
            index[0]++;
        });
    }

    private static ObjectNode edit(JsonNode tree, Consumer<ObjectNode> change) {
        ObjectNode copy = (ObjectNode) tree.deepCopy();
        copy.get("users").forEach(user -> change.accept((ObjectNode) user));
        return copy;
    }

    private static ObjectNode without(JsonNode tree, String field) {
        return edit(tree, user -> user.remove(field));
    }
}
