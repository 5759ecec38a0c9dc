package io.serbench.cbor;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.PlainTrees;
import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.cbor.CBORMapper;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CborCodecTest extends CodecContract {
    /** A plain mapper: reads and writes CBOR without any of the codec's settings. */
    private static final CBORMapper PLAIN = new CBORMapper();

    @Override
    protected Codec<UserBatch> createCodec() {
        return new CborCodec<>(UsersModel.INSTANCE);
    }

    /** Real CBOR: Jackson's tree reader (no binding to the model) sees maps with the model's fields in order. */
    @Test
    void payloadIsCborMapsOfTheModel() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        User first = batch.getUsers().get(0);
        byte[] payload = codec().serialize(batch);
        assertThat(payload[0] & 0xff).as("an indefinite-length map").isEqualTo(0xbf);
        JsonNode user = PLAIN.readTree(payload).get("users").get(0);
        PlainTrees.assertFirstUser(user, FieldOrder.MODEL);
        assertThat(user.get("id").asLong()).isEqualTo(first.getId());
        assertThat(user.get("score").isDouble()).isTrue();
        assertThat(user.get("role").asString()).isEqualTo(first.getRole().name());
        assertThat(user.get("address").get("city").asString()).isEqualTo(first.getAddress().getCity());
        assertThat(user.get("attributes").propertyNames()).containsExactlyElementsOf(first.getAttributes().keySet());
    }

    @Test
    void doublesAreAlwaysFloat64EvenWhenIntegral() throws Exception {
        UserBatch batch = UsersDataset.generate(1);
        batch.getUsers().get(0).setScore(1.0);
        byte[] payload = codec().serialize(batch);
        byte[] key = {0x65, 's', 'c', 'o', 'r', 'e'}; // text(5) "score"
        int at = indexOf(payload, key) + key.length;
        assertThat(payload[at] & 0xff).as("float64 marker").isEqualTo(0xfb);
        assertThat(ByteBuffer.wrap(payload, at + 1, 8).getDouble()).isEqualTo(1.0);
    }

    @Test
    void trailingBytesAreRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(2));
        byte[] longer = Arrays.copyOf(payload, payload.length + 3); // three CBOR zeros
        assertThatThrownBy(() -> codec().deserialize(longer)).isInstanceOf(JacksonException.class)
                .hasMessageContaining("Trailing token");
        assertThat(codec().deserialize(payload).getUsers()).hasSize(2);
    }

    @Test
    void scalarsAreNotCoerced() throws Exception {
        refused(u -> u.put("score", 1), "score as an integer");
        refused(u -> u.put("age", 30.0), "age as a double");
        refused(u -> u.put("username", 12), "username as a number");
        refused(u -> u.put("active", 1), "active as a number");
        refused(u -> u.put("age", "30"), "age as a string");
        refused(u -> u.put("role", 0), "role as an index");
        refused(u -> u.putNull("age"), "a null int");
        refused(u -> u.put("nickname", "x"), "an unknown field");
    }

    @Test
    void fieldsInAnotherOrderAreAccepted() throws Exception {
        UserBatch batch = UsersDataset.generate(1);
        byte[] payload = editFirstUser(batch, user -> {
            List<String> names = new ArrayList<>(user.propertyNames());
            for (int i = names.size() - 1; i >= 0; i--) {
                JsonNode value = user.remove(names.get(i));
                user.set(names.get(i), value);
            }
        });
        assertThat(PLAIN.readTree(payload).get("users").get(0).propertyNames().iterator().next()).isEqualTo("orders");
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
    }

    @Test
    void aHugeDeclaredStringIsRefusedWithoutAllocatingIt() {
        ByteArrayOutputStream hostile = new ByteArrayOutputStream();
        hostile.writeBytes(new byte[]{(byte) 0xbf, 0x65, 'u', 's', 'e', 'r', 's', (byte) 0x9f, (byte) 0xbf});
        hostile.writeBytes(new byte[]{0x68, 'u', 's', 'e', 'r', 'n', 'a', 'm', 'e'});
        hostile.writeBytes(new byte[]{0x7a, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff}); // text of 2^31-1 bytes
        hostile.writeBytes("only a few bytes follow".getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> codec().deserialize(hostile.toByteArray())).isInstanceOf(JacksonException.class);
    }

    private void refused(Consumer<ObjectNode> change, String what) throws Exception {
        byte[] payload = editFirstUser(UsersDataset.generate(1), change);
        assertThatThrownBy(() -> codec().deserialize(payload)).as(what).isInstanceOf(JacksonException.class);
    }

    private byte[] editFirstUser(UserBatch batch, Consumer<ObjectNode> change) throws Exception {
        JsonNode root = PLAIN.readTree(codec().serialize(batch));
        change.accept((ObjectNode) root.get("users").get(0));
        return PLAIN.writeValueAsBytes(root);
    }

    private static int indexOf(byte[] payload, byte[] part) {
        outer:
        for (int i = 0; i + part.length <= payload.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (payload[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not in the payload");
    }
}
