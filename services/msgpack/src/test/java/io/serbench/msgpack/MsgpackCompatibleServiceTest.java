package io.serbench.msgpack;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.core.web.ServedModels;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessageFormatException;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Started with serbench.configuration=compatible (run.py's msgpack-compatible entry), the service
 * times the tolerant unpacker: it writes the benchmarked bytes, and reads a payload with a key
 * today's model does not have (a user of the add-field version), which the benchmarked reader
 * refuses.
 */
@SpringBootTest(properties = "serbench.configuration=compatible")
class MsgpackCompatibleServiceTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Autowired
    ServedModels models;

    @Autowired
    ModelVersions usersVersions;

    @Test
    void theServedUsersCodecIsTheTolerantOne() throws Exception {
        @SuppressWarnings("unchecked")
        Codec<UserBatch> served = (Codec<UserBatch>) models.get(UsersModel.NAME).timed().codec();
        UserBatch small = UsersDataset.generate(10);
        assertThat(served.serialize(small)).isEqualTo(MsgpackCodec.users().serialize(small));

        JsonNode withNicknames = JSON.readTree(JSON.writeValueAsString(small));
        withNicknames.get("users").forEach(user -> ((ObjectNode) user).put("nickname", "nick"));
        byte[] newer = usersVersions.codec("add-field", Configuration.BENCHMARKED).write(JSON.writeValueAsString(withNicknames));
        assertThat(served.deserialize(newer)).isEqualTo(small);
        assertThatThrownBy(() -> MsgpackCodec.users().deserialize(newer)).isInstanceOf(MessageFormatException.class);
    }
}
