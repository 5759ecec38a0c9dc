package io.serbench.smile;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import static org.assertj.core.api.Assertions.assertThat;

class SmileCodecTest extends CodecContract implements SmileTrees<UserBatch> {

    /** The user's values as the model has them: the score a double, the attributes in their order. */
    @Test
    void payloadIsSmileObjectsOfTheModel() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        User first = batch.getUsers().get(0);
        JsonNode user = PLAIN.readTree(codec().serialize(batch)).get("users").get(0);
        assertThat(user.get("id").asLong()).isEqualTo(first.getId());
        assertThat(user.get("score").isDouble()).isTrue();
        assertThat(user.get("role").asString()).isEqualTo(first.getRole().name());
        assertThat(user.get("attributes").propertyNames()).containsExactlyElementsOf(first.getAttributes().keySet());
    }
}
