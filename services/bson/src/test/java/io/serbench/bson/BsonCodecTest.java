package io.serbench.bson;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonSerializationException;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import static io.serbench.bson.BsonDocuments.read;
import static io.serbench.testkit.Payloads.indexOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BsonCodecTest extends CodecContract {
    /** Real BSON: the library's generic BsonDocument reader sees the model with its exact types. */
    @Test
    void payloadIsBsonDocumentsOfTheModel() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        User first = batch.getUsers().get(0);
        BsonDocument root = read(codec().serialize(batch));
        assertThat(root.keySet()).containsExactly("users");
        assertThat(root.getArray("users")).hasSize(3);
        BsonDocument user = root.getArray("users").get(0).asDocument();
        assertThat(user.keySet()).containsExactly("id", "username", "email", "firstName", "lastName", "age", "score",
                "active", "role", "createdAt", "address", "profile", "tags", "attributes", "orders");
        assertThat(user.get("id").isInt64()).isTrue();
        assertThat(user.getInt64("id").getValue()).isEqualTo(first.getId());
        assertThat(user.get("createdAt").isInt64()).isTrue();
        assertThat(user.get("age").isInt32()).isTrue();
        assertThat(user.get("score").isDouble()).isTrue();
        assertThat(user.getString("role").getValue()).isEqualTo(first.getRole().name());
        assertThat(user.getDocument("address").getString("city").getValue()).isEqualTo(first.getAddress().getCity());
        assertThat(user.getDocument("attributes").keySet()).containsExactlyElementsOf(first.getAttributes().keySet());
        BsonDocument order = firstOrder(UsersDataset.generate(20));
        assertThat(order.get("orderId").isInt64()).isTrue();
        assertThat(order.get("placedAt").isInt64()).isTrue();
        assertThat(order.getArray("items").get(0).asDocument().get("quantity").isInt32()).isTrue();
    }

    @Test
    void nullsAreBsonNull() throws Exception {
        UserBatch batch = UsersDataset.generate(1);
        batch.getUsers().get(0).setAddress(null);
        batch.getUsers().get(0).setRole(null);
        BsonDocument user = read(codec().serialize(batch)).getArray("users").get(0).asDocument();
        assertThat(user.get("address").isNull()).isTrue();
        assertThat(user.get("role").isNull()).isTrue();
    }

    @Test
    void trailingBytesAreRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(2));
        byte[] longer = Arrays.copyOf(payload, payload.length + 3);
        assertThatThrownBy(() -> codec().deserialize(longer)).isInstanceOf(BsonSerializationException.class)
                .hasMessageContaining("the payload has " + longer.length);
        // Declaring the longer length does not help: the document ends before it.
        ByteBuffer.wrap(longer).order(ByteOrder.LITTLE_ENDIAN).putInt(0, longer.length);
        assertThatThrownBy(() -> codec().deserialize(longer)).isInstanceOf(BsonSerializationException.class);
        assertThat(codec().deserialize(payload).getUsers()).hasSize(2);
    }

    @Test
    void everyFieldMustHaveItsExactType() throws Exception {
        refused(u -> u.put("id", new BsonInt32(7)), "an int32 for an int64");
        refused(u -> u.put("age", new BsonInt64(30)), "an int64 for an int32");
        refused(u -> u.put("score", new BsonInt32(1)), "an int32 for a double");
        refused(u -> u.put("age", new BsonDouble(30)), "a double for an int32");
        refused(u -> u.put("username", new BsonInt32(1)), "an int32 for a string");
        refused(u -> u.put("active", new BsonInt32(1)), "an int32 for a boolean");
        refused(u -> u.put("role", new BsonString("OWNER")), "an unknown enum name");
    }

    @Test
    void unknownMissingAndRepeatedFieldsAreRefused() throws Exception {
        assertThatThrownBy(() -> codec().deserialize(editFirstUser(u -> u.put("nickname", new BsonString("x")))))
                .hasMessageContaining("User has no field 'nickname'");
        assertThatThrownBy(() -> codec().deserialize(editFirstUser(u -> u.remove("email"))))
                .hasMessageContaining("User lacks field 'email'");
        byte[] payload = codec().serialize(UsersDataset.generate(1));
        byte[] twice = replace(payload, cstring("username"), cstring("lastName"));
        assertThatThrownBy(() -> codec().deserialize(twice)).hasMessageContaining("User has field 'lastName' twice");
    }

    @Test
    void fieldsInAnotherOrderAreAccepted() throws Exception {
        UserBatch batch = UsersDataset.generate(1);
        byte[] payload = editFirstUser(batch, u -> {
            List<String> names = new ArrayList<>(u.keySet());
            for (int i = names.size() - 1; i >= 0; i--) {
                BsonValue value = u.remove(names.get(i));
                u.put(names.get(i), value);
            }
        });
        assertThat(read(payload).getArray("users").get(0).asDocument().getFirstKey()).isEqualTo("orders");
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
    }

    @Test
    void aStringLongerThanThePayloadIsRefusedBeforeReading() throws Exception {
        UserBatch batch = UsersDataset.generate(1);
        byte[] payload = codec().serialize(batch);
        byte[] name = cstring("username");
        int lengthAt = indexOf(payload, name) + name.length;
        ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).putInt(lengthAt, Integer.MAX_VALUE);
        assertThatThrownBy(() -> codec().deserialize(payload)).isInstanceOf(BsonSerializationException.class)
                .hasMessageContaining("2147483647 bytes were required");
    }

    private void refused(Consumer<BsonDocument> change, String what) throws Exception {
        BsonDocuments.refused(codec(), editFirstUser(change), what);
    }

    private byte[] editFirstUser(Consumer<BsonDocument> change) throws Exception {
        return editFirstUser(UsersDataset.generate(1), change);
    }

    private byte[] editFirstUser(UserBatch batch, Consumer<BsonDocument> change) throws Exception {
        return BsonDocuments.edit(codec().serialize(batch), root -> change.accept(root.getArray("users").get(0).asDocument()));
    }

    private BsonDocument firstOrder(UserBatch batch) throws Exception {
        for (BsonValue user : read(codec().serialize(batch)).getArray("users")) {
            if (!user.asDocument().getArray("orders").isEmpty()) {
                return user.asDocument().getArray("orders").get(0).asDocument();
            }
        }
        throw new AssertionError("no user has an order");
    }

    private static byte[] cstring(String s) {
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        return Arrays.copyOf(utf8, utf8.length + 1);
    }

    private static byte[] replace(byte[] payload, byte[] part, byte[] same) {
        byte[] out = payload.clone();
        System.arraycopy(same, 0, out, indexOf(payload, part), same.length);
        return out;
    }
}
