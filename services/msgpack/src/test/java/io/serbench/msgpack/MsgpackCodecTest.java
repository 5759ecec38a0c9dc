package io.serbench.msgpack;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessageFormat;
import org.msgpack.core.MessageFormatException;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageTypeException;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.MapValue;
import org.msgpack.value.Value;
import org.msgpack.value.ValueFactory;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static io.serbench.msgpack.MsgpackTrees.field;
import static io.serbench.msgpack.MsgpackTrees.keys;
import static io.serbench.testkit.Payloads.indexOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MsgpackCodecTest extends CodecContract implements MsgpackTrees<UserBatch> {
    /** Real MessagePack: msgpack-core's generic Value reader sees the values as the model has them, without our unpacker. */
    @Test
    void payloadIsMessagePackMapsOfTheModel() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        User first = batch.getUsers().get(0);
        MapValue root = MessagePack.newDefaultUnpacker(codec().serialize(batch)).unpackValue().asMapValue();
        Value users = root.map().get(ValueFactory.newString("users"));
        assertThat(users.asArrayValue().size()).isEqualTo(3);
        MapValue user = users.asArrayValue().get(0).asMapValue();
        assertThat(field(user, "id").asIntegerValue().toLong()).isEqualTo(first.getId());
        assertThat(field(user, "score").isFloatValue()).isTrue();
        assertThat(field(user, "role").asStringValue().asString()).isEqualTo(first.getRole().name());
        assertThat(field(field(user, "address").asMapValue(), "city").asStringValue().asString())
                .isEqualTo(first.getAddress().getCity());
        assertThat(keys(field(user, "attributes").asMapValue())).containsExactlyElementsOf(first.getAttributes().keySet());
    }

    @Test
    void doublesAreAlwaysFloat64EvenWhenIntegral() throws Exception {
        UserBatch batch = UsersDataset.generate(1);
        batch.getUsers().get(0).setScore(1.0);
        byte[] payload = codec().serialize(batch);
        int at = valueOf(payload, "score");
        assertThat(MessageFormat.valueOf(payload[at])).isEqualTo(MessageFormat.FLOAT64);
        assertThat(ByteBuffer.wrap(payload, at + 1, 8).getDouble()).isEqualTo(1.0);
    }

    @Test
    void fieldsInAnotherOrderAreAccepted() throws Exception {
        UserBatch batch = UsersDataset.generate(1);
        MapValue user = firstUser(codec().serialize(batch));
        Value[] kvs = user.getKeyValueArray();
        List<Value> reversed = new ArrayList<>();
        for (int i = kvs.length - 2; i >= 0; i -= 2) {
            reversed.add(kvs[i]);
            reversed.add(kvs[i + 1]);
        }
        byte[] payload = batchOf(ValueFactory.newMap(reversed.toArray(new Value[0])));
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
    }

    @Test
    void aFloat32OrAnIntegerForADoubleIsRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(1));
        int at = valueOf(payload, "score");
        byte[] float32 = splice(payload, at, 9, new byte[]{(byte) 0xca, 0x3f, (byte) 0x80, 0, 0});
        byte[] integer = splice(payload, at, 9, new byte[]{0x01});
        assertThatThrownBy(() -> codec().deserialize(float32)).isInstanceOf(MessageTypeException.class)
                .hasMessageContaining("expected a float64, found FLOAT32");
        assertThatThrownBy(() -> codec().deserialize(integer)).isInstanceOf(MessageTypeException.class);
    }

    @Test
    void aFloatForAnIntegerAndBinForAStringAreRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(1));
        int age = valueOf(payload, "age");
        byte[] floatAge = splice(payload, age, 1, new byte[]{(byte) 0xcb, 0x40, 0x40, 0, 0, 0, 0, 0, 0});
        assertThatThrownBy(() -> codec().deserialize(floatAge)).isInstanceOf(MessageTypeException.class);
        int username = valueOf(payload, "username");
        int length = payload[username] & 0x1f; // generated usernames are short: a fixstr
        byte[] bin = splice(payload, username, 1, new byte[]{(byte) 0xc4, (byte) length});
        assertThatThrownBy(() -> codec().deserialize(bin)).isInstanceOf(MessageTypeException.class);
    }

    @Test
    void unknownRepeatedAndMissingFieldsAreRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(1));
        byte[] unknown = replaceKey(payload, "email", "emaik");
        assertThatThrownBy(() -> codec().deserialize(unknown)).isInstanceOf(MessageFormatException.class)
                .hasMessageContaining("User has no field 'emaik'");
        byte[] twice = replaceKey(payload, "username", "lastName");
        assertThatThrownBy(() -> codec().deserialize(twice)).isInstanceOf(MessageFormatException.class)
                .hasMessageContaining("User has field 'lastName' twice");
        int userMap = indexOf(payload, new byte[]{(byte) 0x8f, (byte) 0xa2, 'i', 'd'});
        byte[] fourteen = payload.clone();
        fourteen[userMap] = (byte) 0x8e;
        assertThatThrownBy(() -> codec().deserialize(fourteen)).isInstanceOf(MessageFormatException.class)
                .hasMessageContaining("User is a map of 14 entries, expected its 15 fields");
    }

    @Test
    void malformedUtf8IsRefused() throws Exception {
        UserBatch batch = UsersDataset.generate(1);
        batch.getUsers().get(0).setUsername("ab");
        byte[] payload = codec().serialize(batch);
        int at = valueOf(payload, "username");
        byte[] malformed = splice(payload, at, 3, new byte[]{(byte) 0xa2, (byte) 0xc3, 0x28}); // a lead byte, no continuation
        assertThatThrownBy(() -> codec().deserialize(malformed)).hasMessageContaining("Input length");
        // A real U+FFFD is text like any other.
        batch.getUsers().get(0).setUsername("\uFFFD");
        assertThat(codec().deserialize(codec().serialize(batch))).isEqualTo(batch);
    }

    private static MapValue firstUser(byte[] payload) throws Exception {
        MapValue root = MessagePack.newDefaultUnpacker(payload).unpackValue().asMapValue();
        return field(root, "users").asArrayValue().get(0).asMapValue();
    }

    private static byte[] batchOf(Value user) throws Exception {
        var packer = MessagePack.newDefaultBufferPacker();
        packer.packValue(ValueFactory.newMap(ValueFactory.newString("users"), ValueFactory.newArray(user)));
        return packer.toByteArray();
    }

    /** Where the value of the first field with this name starts (names are fixstr). */
    private static int valueOf(byte[] payload, String name) throws Exception {
        byte[] key = fixstr(name);
        int at = indexOf(payload, key) + key.length;
        try (MessageUnpacker check = MessagePack.newDefaultUnpacker(payload, at, payload.length - at)) {
            check.getNextFormat(); // a value starts here
        }
        return at;
    }

    private static byte[] replaceKey(byte[] payload, String name, String replacement) {
        return splice(payload, indexOf(payload, fixstr(name)), name.length() + 1, fixstr(replacement));
    }

    private static byte[] fixstr(String s) {
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[utf8.length + 1];
        out[0] = (byte) (0xa0 | utf8.length);
        System.arraycopy(utf8, 0, out, 1, utf8.length);
        return out;
    }

    private static byte[] splice(byte[] payload, int at, int remove, byte[] insert) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(payload, 0, at);
        out.writeBytes(insert);
        out.write(payload, at + remove, payload.length - at - remove);
        return out.toByteArray();
    }
}
