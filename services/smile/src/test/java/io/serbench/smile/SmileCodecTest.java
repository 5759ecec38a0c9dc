package io.serbench.smile;

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
import tools.jackson.dataformat.smile.SmileMapper;

import java.util.Arrays;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SmileCodecTest extends CodecContract {
    /** A plain mapper: reads and writes Smile without any of the codec's settings. */
    private static final SmileMapper PLAIN = new SmileMapper();

    @Override
    protected Codec<UserBatch> createCodec() {
        return new SmileCodec<>(UsersModel.INSTANCE);
    }

    /** Real Smile: the header, then Jackson's tree reader (no binding) sees the model's fields in order. */
    @Test
    void payloadIsSmileObjectsOfTheModel() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        User first = batch.getUsers().get(0);
        byte[] payload = codec().serialize(batch);
        assertThat(Arrays.copyOf(payload, 3)).as("the Smile header").containsExactly(':', ')', '\n');
        JsonNode user = PLAIN.readTree(payload).get("users").get(0);
        PlainTrees.assertFirstUser(user, FieldOrder.MODEL);
        assertThat(user.get("id").asLong()).isEqualTo(first.getId());
        assertThat(user.get("score").isDouble()).isTrue();
        assertThat(user.get("role").asString()).isEqualTo(first.getRole().name());
        assertThat(user.get("attributes").propertyNames()).containsExactlyElementsOf(first.getAttributes().keySet());
    }

    @Test
    void aPayloadWithoutTheHeaderIsRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(2));
        byte[] headless = Arrays.copyOfRange(payload, 4, payload.length);
        assertThatThrownBy(() -> codec().deserialize(headless)).isInstanceOf(JacksonException.class);
    }

    @Test
    void trailingBytesAreRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(2));
        byte[] longer = Arrays.copyOf(payload, payload.length + 1);
        longer[payload.length] = (byte) 0x21; // Smile null: a complete second value
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
        refused(u -> u.put("role", 0), "role as an index");
        refused(u -> u.putNull("age"), "a null int");
        refused(u -> u.put("nickname", "x"), "an unknown field");
    }

    private void refused(Consumer<ObjectNode> change, String what) throws Exception {
        JsonNode root = PLAIN.readTree(codec().serialize(UsersDataset.generate(1)));
        change.accept((ObjectNode) root.get("users").get(0));
        byte[] payload = PLAIN.writeValueAsBytes(root);
        assertThatThrownBy(() -> codec().deserialize(payload)).as(what).isInstanceOf(JacksonException.class);
    }
}
