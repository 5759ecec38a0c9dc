package io.serbench.thrift;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.Role;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import org.apache.thrift.TDeserializer;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.transport.TTransportException;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ThriftCodecTest extends CodecContract {

    @Override
    protected Codec<UserBatch> createCodec() {
        return ThriftCodec.users();
    }

    /** The bytes are TCompactProtocol of the schema: Thrift's own TDeserializer reads them into the generated struct. */
    @Test
    void payloadIsCompactProtocolOfTheSchema() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        io.serbench.thrift.generated.UserBatch struct = new io.serbench.thrift.generated.UserBatch();
        new TDeserializer(new TCompactProtocol.Factory()).deserialize(struct, codec().serialize(batch));

        assertThat(struct.getUsersSize()).isEqualTo(3);
        User first = batch.getUsers().get(0);
        io.serbench.thrift.generated.User user = struct.getUsers().get(0);
        assertThat(user.getId()).isEqualTo(first.getId());
        assertThat(user.getUsername()).isEqualTo(first.getUsername());
        assertThat(user.getAddress().getCity()).isEqualTo(first.getAddress().getCity());
        assertThat(user.getRole().name()).isEqualTo(first.getRole().name());
        assertThat(Double.doubleToRawLongBits(user.getScore())).isEqualTo(Double.doubleToRawLongBits(first.getScore()));
        assertThat(user.getAttributesSize()).isEqualTo(first.getAttributes().size());
        int index = 0;
        for (Map.Entry<String, String> entry : first.getAttributes().entrySet()) {
            assertThat(user.getAttributes().get(index).getKey()).isEqualTo(entry.getKey());
            assertThat(user.getAttributes().get(index).getValue()).isEqualTo(entry.getValue());
            index++;
        }
    }

    /** Optional fields: a null is an unset field, and nothing turns into an empty value. */
    @Test
    void nullsStayNull() throws Exception {
        User user = new User();
        user.setId(7);
        UserBatch back = codec().deserialize(codec().serialize(new UserBatch(List.of(user))));
        assertThat(back.getUsers()).containsExactly(user);
        User read = back.getUsers().get(0);
        assertThat(read.getUsername()).isNull();
        assertThat(read.getTags()).isNull();
        assertThat(read.getAttributes()).isNull();
        assertThat(read.getRole()).isNull();
        assertThat(codec().deserialize(codec().serialize(new UserBatch(null))).getUsers()).isNull();
    }

    @Test
    void trailingBytesAreRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(2));
        byte[] longer = Arrays.copyOf(payload, payload.length + 3);
        assertThatThrownBy(() -> codec().deserialize(longer))
                .isInstanceOf(TProtocolException.class)
                .hasMessageContaining("3 bytes left");
        assertThat(codec().deserialize(payload).getUsers()).hasSize(2);
    }

    // Compact protocol bytes: a field header is (id delta << 4) | type, with the types
    // I64 = 6, BINARY = 8, LIST = 9, STRUCT = 12; a list header of 0xFC is "size follows as a
    // varint, elements are structs"; 0x80 0x80 0x80 0x80 0x04 is the varint 2^30.

    /** A batch claiming 2^30 users in a few bytes: refused before a list is sized from the count. */
    @Test
    void aDeclaredListSizeBeyondThePayloadIsRefused() {
        byte[] payload = {0x19, (byte) 0xFC, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x04, 0, 0, 0};
        assertThatThrownBy(() -> codec().deserialize(payload)).isInstanceOf(TTransportException.class);
    }

    /** A user whose username claims 2^30 bytes: refused before a buffer is sized from the length. */
    @Test
    void aDeclaredStringLengthBeyondThePayloadIsRefused() {
        byte[] payload = {0x19, 0x1C, 0x16, 0x02, 0x18, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x04, 'a', 'b'};
        assertThatThrownBy(() -> codec().deserialize(payload)).isInstanceOf(TTransportException.class);
    }

    /** The model's primitives are required fields: a user without them is not ours. */
    @Test
    void aStructWithoutItsRequiredFieldsIsRefused() {
        byte[] payload = {0x19, 0x1C, 0x00, 0x00}; // users: a list of one empty User struct
        assertThatThrownBy(() -> codec().deserialize(payload))
                .isInstanceOf(TProtocolException.class)
                .hasMessageContaining("Required field 'id'");
    }

    /**
     * Thrift's documented forward compatibility: the generated reader maps an enum number it does
     * not know to no value, so it reads back as null rather than failing.
     */
    @Test
    void anUnknownEnumNumberReadsAsNull() throws Exception {
        UserBatch batch = new UserBatch(List.of(UsersDataset.user(0)));
        batch.getUsers().get(0).setRole(Role.USER);
        byte[] asUser = codec().serialize(batch);
        batch.getUsers().get(0).setRole(Role.GUEST);
        byte[] asGuest = codec().serialize(batch);
        int at = firstDifference(asUser, asGuest); // the role's value: zig-zag varint 2 (1) against 8 (4)
        byte[] unknown = asGuest.clone();
        unknown[at] = 2 * 9; // 9: no Role has that number
        assertThat(codec().deserialize(unknown).getUsers().get(0).getRole()).isNull();
    }

    private static int firstDifference(byte[] a, byte[] b) {
        int i = 0;
        while (a[i] == b[i]) {
            i++;
        }
        return i;
    }
}
