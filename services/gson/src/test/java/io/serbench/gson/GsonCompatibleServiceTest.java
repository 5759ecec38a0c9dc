package io.serbench.gson;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.core.web.ServedModels;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

import static io.serbench.testkit.Payloads.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Started with serbench.configuration=compatible (run.py's gson-compatible entry), the service
 * times the adapters that skip an unknown field: they write the benchmarked bytes, and read a
 * field the model lacks where the benchmarked adapters refuse it.
 */
@SpringBootTest(properties = "serbench.configuration=compatible")
class GsonCompatibleServiceTest {

    @Autowired
    ServedModels models;

    @Test
    void theServedUsersCodecIsTheCompatibleOne() throws Exception {
        @SuppressWarnings("unchecked")
        Codec<UserBatch> served = (Codec<UserBatch>) models.get(UsersModel.NAME).timed().codec();
        UserBatch small = UsersDataset.generate(10);
        byte[] payload = served.serialize(small);
        assertThat(payload).isEqualTo(GsonCodec.users().serialize(small));
        assertThat(served.deserialize(payload)).isEqualTo(small);

        byte[] unknownField = utf8("{\"users\":[{\"id\":9,\"nickname\":{\"a\":[1,2]},\"age\":3}]}");
        UserBatch read = served.deserialize(unknownField);
        assertThat(read.getUsers().get(0).getId()).isEqualTo(9);
        assertThat(read.getUsers().get(0).getAge()).isEqualTo(3);
        assertThatThrownBy(() -> GsonCodec.users().deserialize(unknownField)).hasMessageContaining("nickname");
    }
}
