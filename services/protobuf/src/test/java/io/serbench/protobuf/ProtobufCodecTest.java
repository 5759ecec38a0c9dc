package io.serbench.protobuf;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ProtobufCodecTest extends CodecContract {
    /** The bytes are real protobuf: the generated parser reads them without our converter. */
    @Test
    void payloadIsProtobufOfTheSchema() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        io.serbench.proto.UserBatch message = io.serbench.proto.UserBatch.parseFrom(codec().serialize(batch));
        assertThat(message.getUsersCount()).isEqualTo(3);
        User first = batch.getUsers().get(0);
        assertThat(message.getUsers(0).getId()).isEqualTo(first.getId());
        assertThat(message.getUsers(0).getAddress().getCity()).isEqualTo(first.getAddress().getCity());
        assertThat(message.getUsers(0).getRole().name()).isEqualTo(first.getRole().name());
        assertThat(message.getUsers(0).getAttributesCount()).isEqualTo(first.getAttributes().size());
    }

    /** proto3 has no null: documented in ProtoConverter, reported by the fidelity checks. */
    @Test
    void nullsComeBackAsProto3Defaults() throws Exception {
        User user = new User();
        UserBatch decoded = codec().deserialize(codec().serialize(new UserBatch(List.of(user))));
        User back = decoded.getUsers().get(0);
        assertThat(back.getUsername()).isEmpty();
        assertThat(back.getTags()).isEmpty();
        assertThat(back.getRole()).isNull();
        assertThat(back.getAddress()).isNull();
    }
}
