package io.serbench.arrow;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.core.web.ServedModels;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Started with serbench.configuration=compatible (run.py's arrow-compatible entry), the service
 * times the reader that takes its columns by name: it writes the benchmarked bytes, and reads a
 * stream with a column it does not know, which the benchmarked reader refuses.
 */
@SpringBootTest(properties = "serbench.configuration=compatible")
class ArrowCompatibleServiceTest {

    @Autowired
    ServedModels models;

    @Autowired
    ModelVersions versions;

    @Test
    void theServedUsersCodecIsTheReaderByName() throws Exception {
        @SuppressWarnings("unchecked")
        Codec<UserBatch> served = (Codec<UserBatch>) models.get(UsersModel.NAME).timed().codec();
        UserBatch small = UsersDataset.generate(10);
        try (ArrowCodec<UserBatch, ?> benchmarked = ArrowCodec.users()) {
            byte[] payload = served.serialize(small);
            assertThat(payload).isEqualTo(benchmarked.serialize(small));
            assertThat(served.deserialize(payload)).isEqualTo(small);

            byte[] withNickname = versions.codec("add-field", Configuration.BENCHMARKED)
                    .write(JsonMapper.shared().writeValueAsString(small));
            assertThat(served.deserialize(withNickname)).isEqualTo(small);
            assertThatThrownBy(() -> benchmarked.deserialize(withNickname))
                    .hasMessage("a schema larger or deeper than the user batch schema");
        }
    }
}
