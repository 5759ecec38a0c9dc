package io.serbench.bson;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.core.web.ServedModels;
import org.bson.BsonDocument;
import org.bson.BsonString;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Started with serbench.configuration=compatible (run.py's bson-compatible entry), the service
 * times the codec that skips an unknown field and defaults a missing one: it writes the
 * benchmarked bytes, and reads a document the benchmarked codec refuses.
 */
@SpringBootTest(properties = "serbench.configuration=compatible")
class BsonCompatibleServiceTest {

    @Autowired
    ServedModels models;

    @Test
    void theServedUsersCodecIsTheCompatibleOne() throws Exception {
        @SuppressWarnings("unchecked")
        Codec<UserBatch> served = (Codec<UserBatch>) models.get(UsersModel.NAME).timed().codec();
        UserBatch small = UsersDataset.generate(10);
        byte[] payload = served.serialize(small);
        assertThat(payload).isEqualTo(BsonCodec.users().serialize(small));
        assertThat(served.deserialize(payload)).isEqualTo(small);

        byte[] changed = BsonDocuments.edit(payload, root -> {
            BsonDocument user = root.getArray("users").get(0).asDocument();
            user.put("nickname", new BsonString("nick"));
            user.remove("lastName");
        });
        UserBatch read = served.deserialize(changed);
        assertThat(read.getUsers().get(0).getLastName()).isNull();
        read.getUsers().get(0).setLastName(small.getUsers().get(0).getLastName());
        assertThat(read).isEqualTo(small);
        assertThatThrownBy(() -> BsonCodec.users().deserialize(changed)).hasMessageContaining("nickname");
    }
}
