package io.serbench.cbor;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import static io.serbench.testkit.Payloads.indexOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CborCodecTest extends CodecContract implements CborTrees<UserBatch> {

    /** The batch is an indefinite-length map; the user's values as the model has them, the attributes in their order. */
    @Test
    void payloadIsCborMapsOfTheModel() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        User first = batch.getUsers().get(0);
        byte[] payload = codec().serialize(batch);
        assertThat(payload[0] & 0xff).as("an indefinite-length map").isEqualTo(0xbf);
        JsonNode user = PLAIN.readTree(payload).get("users").get(0);
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
    void aHugeDeclaredStringIsRefusedWithoutAllocatingIt() {
        ByteArrayOutputStream hostile = new ByteArrayOutputStream();
        hostile.writeBytes(new byte[]{(byte) 0xbf, 0x65, 'u', 's', 'e', 'r', 's', (byte) 0x9f, (byte) 0xbf});
        hostile.writeBytes(new byte[]{0x68, 'u', 's', 'e', 'r', 'n', 'a', 'm', 'e'});
        hostile.writeBytes(new byte[]{0x7a, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff}); // text of 2^31-1 bytes
        hostile.writeBytes("only a few bytes follow".getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> codec().deserialize(hostile.toByteArray())).isInstanceOf(JacksonException.class);
    }
}
