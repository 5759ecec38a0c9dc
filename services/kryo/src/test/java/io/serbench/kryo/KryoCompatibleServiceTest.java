package io.serbench.kryo;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.core.web.ServedModels;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Started with serbench.configuration=compatible (run.py's kryo-compatible entry), the service
 * times Kryo's CompatibleFieldSerializer: the codec it serves writes what that configuration
 * writes, not what the benchmarked one does, and reads it back whole.
 */
@SpringBootTest(properties = "serbench.configuration=compatible")
class KryoCompatibleServiceTest {

    @Autowired
    ServedModels models;

    @Test
    void theServedUsersCodecIsTheCompatibleOne() throws Exception {
        @SuppressWarnings("unchecked")
        Codec<UserBatch> served = (Codec<UserBatch>) models.get(UsersModel.NAME).timed().codec();
        UserBatch small = UsersDataset.generate(10);
        byte[] payload = served.serialize(small);
        assertThat(payload).isEqualTo(KryoCodec.compatibleUsers().serialize(small))
                .isNotEqualTo(KryoCodec.users().serialize(small));
        assertThat(served.deserialize(payload)).isEqualTo(small);
    }
}
