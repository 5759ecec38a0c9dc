package io.serbench.protojava.evolution;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.UnknownFieldSet;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersCanonical;
import io.serbench.core.users.UsersDataset;
import io.serbench.protojava.ProtobufCodec;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.util.function.Consumer;

import static io.serbench.core.evolution.Configuration.BENCHMARKED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Reads across versions of proto/versions/*&#47;serbench.proto give what protobuf's language guide
 * says of each change: fields matched by number, an unknown field kept and skipped, a missing
 * field read as its default, an open enum keeping a number it does not declare.
 */
class ProtobufVersionsTest {
    private static final JsonMapper JSON = JsonMapper.shared();
    private static final ProtobufVersions VERSIONS = ProtobufVersions.users();
    private static final UserBatch SMALL = UsersDataset.generate(10);

    @Test
    void everyVersionOfTheCatalogHasItsSchema() {
        assertThat(VERSIONS.schemas().keySet()).first().isEqualTo(VersionCatalog.CURRENT);
        assertThat(VERSIONS.schemas().keySet()).containsAll(VersionCatalog.versions())
                .hasSize(VersionCatalog.versions().size() + 1);
        assertThat(VERSIONS.configurations()).containsOnlyKeys(BENCHMARKED);
    }

    @Test
    void unknownVersionOrConfigurationIsRefused() {
        assertThatThrownBy(() -> VERSIONS.codec("no-such-version", BENCHMARKED))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> VERSIONS.codec("add-field", Configuration.COMPATIBLE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** Today's version writes exactly the benchmarked codec's bytes, and reads the canonical tree back. */
    @Test
    void currentIsTheBenchmarkedSchema() throws Exception {
        byte[] written = codec(VersionCatalog.CURRENT).write(today().toString());
        assertThat(written).isEqualTo(ProtobufCodec.users().serialize(SMALL));
        assertThat(JSON.readTree(codec(VersionCatalog.CURRENT).read(written))).isEqualTo(today());
    }

    @Test
    void addFieldOldToNewReadsNicknameAsNull() throws Exception {
        JsonNode read = read("add-field", write(VersionCatalog.CURRENT, today()));
        assertThat(read.get("users").get(0).has("nickname")).isTrue();
        assertThat(read.get("users").get(0).get("nickname").isNull()).isTrue();
        assertThat(without(read, "nickname")).isEqualTo(today());
    }

    /** "protobuf (with unknown fields kept)": today's reader keeps the new field among its unknown fields. */
    @Test
    void addFieldNewToOldSkipsNicknameAndKeepsItAsUnknownField() throws Exception {
        ObjectNode written = edit(today(), user -> user.put("nickname", "nick-" + user.get("id").longValue()));
        byte[] payload = write("add-field", written);
        assertThat(read(VersionCatalog.CURRENT, payload)).isEqualTo(today());
        UnknownFieldSet unknown = firstUser(VersionCatalog.CURRENT, payload).getUnknownFields();
        assertThat(unknown.asMap()).containsOnlyKeys(16);
        assertThat(unknown.getField(16).getLengthDelimitedList()).hasSize(1);
        assertThat(unknown.getField(16).getLengthDelimitedList().get(0).toStringUtf8())
                .isEqualTo("nick-" + SMALL.getUsers().get(0).getId());
    }

    @Test
    void addRecordReadsLoyaltyAsNullOldToNewAndSkipsItNewToOld() throws Exception {
        JsonNode read = read("add-record", write(VersionCatalog.CURRENT, today()));
        assertThat(read.get("users").get(0).get("loyalty").isNull()).isTrue();

        ObjectNode written = edit(today(), user -> user.putObject("loyalty").put("tier", "gold").put("points", 250));
        byte[] payload = write("add-record", written);
        assertThat(read(VersionCatalog.CURRENT, payload)).isEqualTo(today());
        assertThat(firstUser(VersionCatalog.CURRENT, payload).getUnknownFields().hasField(16)).isTrue();
        JsonNode back = read("add-record", payload);
        assertThat(back.get("users").get(0).get("loyalty")).isEqualTo(written.get("users").get(0).get("loyalty"));
    }

    /** A removed string field has no presence in proto3: today's reader sees the empty string. */
    @Test
    void removeFieldReadsLastNameAsEmptyNewToOldAndKeepsItUnknownOldToNew() throws Exception {
        byte[] payload = write("remove-field", without(today(), "lastName"));
        JsonNode read = read(VersionCatalog.CURRENT, payload);
        assertThat(read.get("users").get(0).get("lastName").stringValue()).isEmpty();
        assertThat(without(read, "lastName")).isEqualTo(without(today(), "lastName"));

        byte[] old = write(VersionCatalog.CURRENT, today());
        assertThat(read("remove-field", old)).isEqualTo(without(today(), "lastName"));
        assertThat(firstUser("remove-field", old).getUnknownFields().hasField(5)).isTrue();
    }

    @Test
    void renameFieldCarriesTheValueUnderTheNewName() throws Exception {
        JsonNode read = read("rename-field", write(VersionCatalog.CURRENT, today()));
        assertThat(read.get("users").get(0).has("email")).isFalse();
        assertThat(read.get("users").get(0).get("emailAddress").stringValue())
                .isEqualTo(SMALL.getUsers().get(0).getEmail());
    }

    /** int32 and int64 are compatible; a value beyond 32 bits is truncated as a cast to int32 would. */
    @Test
    void widenNumberReadsSmallValuesAndTruncatesLargeOnes() throws Exception {
        assertThat(read(VersionCatalog.CURRENT, write("widen-number", today()))).isEqualTo(today());
        assertThat(read("widen-number", write(VersionCatalog.CURRENT, today()))).isEqualTo(today());

        long large = (1L << 33) + 7;
        byte[] payload = write("widen-number", edit(today(), user -> user.put("age", large)));
        assertThat(read(VersionCatalog.CURRENT, payload).get("users").get(0).get("age").intValue()).isEqualTo((int) large);
    }

    /** Today's open enum keeps AUDITOR's number: the reader sees 5, with no name, and no error. */
    @Test
    void addEnumConstantNewToOldKeepsTheUnknownNumber() throws Exception {
        ObjectNode written = today();
        ((ObjectNode) written.get("users").get(0)).put("role", "AUDITOR");
        byte[] payload = write("add-enum-constant", written);
        JsonNode read = read(VersionCatalog.CURRENT, payload);
        assertThat(read.get("users").get(0).get("role").isIntegralNumber()).isTrue();
        assertThat(read.get("users").get(0).get("role").intValue()).isEqualTo(5);
        assertThat(read.get("users").get(1).get("role")).isEqualTo(today().get("users").get(1).get("role"));
        assertThat(read("add-enum-constant", payload)).isEqualTo(written);
        assertThat(read("add-enum-constant", write(VersionCatalog.CURRENT, today()))).isEqualTo(today());
    }

    /** The wire is in field-number order: declaring the fields in reverse changes no byte. */
    @Test
    void reorderFieldsWritesTheSameBytes() throws Exception {
        byte[] reordered = write("reorder-fields", today());
        assertThat(reordered).isEqualTo(write(VersionCatalog.CURRENT, today()));
        assertThat(read("reorder-fields", reordered)).isEqualTo(today());
    }

    private static ObjectNode today() {
        return JSON.valueToTree(UsersCanonical.of(SMALL));
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

    private static Message firstUser(String version, byte[] payload) throws Exception {
        DynamicMessage batch = codec(version).parse(payload);
        return (Message) batch.getRepeatedField(batch.getDescriptorForType().findFieldByName("users"), 0);
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
