package io.serbench.thrift;

import io.serbench.core.users.Role;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.NullFieldsStayNull;
import org.apache.thrift.TDeserializer;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.transport.TTransportException;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.serbench.testkit.Payloads.firstDifference;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ThriftCodecTest extends CodecContract implements CompactStructs<UserBatch>, NullFieldsStayNull {
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

    /**
     * A user whose username claims 2^30 bytes: refused before a buffer is sized from the length
     * (the bytes are explained in {@link CompactStructIoTest}).
     */
    @Test
    void aDeclaredStringLengthBeyondThePayloadIsRefused() {
        byte[] payload = {0x19, 0x1C, 0x16, 0x02, 0x18, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x04, 'a', 'b'};
        assertThatThrownBy(() -> codec().deserialize(payload)).isInstanceOf(TTransportException.class);
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
}
