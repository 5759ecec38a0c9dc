package io.serbench.jackson;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

class JacksonCodecTest extends CodecContract {

    @Override
    protected Codec createCodec() {
        return new JacksonCodec();
    }

    /** Real JSON of the model, readable by any JSON parser, not some binary in disguise. */
    @Test
    void payloadIsPlainJsonOfTheModel() throws Exception {
        byte[] payload = codec().serialize(DatasetGenerator.generate(1));
        JsonNode user = new JsonMapper().readTree(payload).get("users").get(0);
        assertThat(user.get("id").asLong()).isEqualTo(1_000_000_000_000L);
        assertThat(user.get("role").asString()).isIn("USER", "ADMIN", "MODERATOR", "GUEST");
        assertThat(user.get("address").get("city").isString()).isTrue();
        assertThat(user.get("attributes").isObject()).isTrue();
    }
}
