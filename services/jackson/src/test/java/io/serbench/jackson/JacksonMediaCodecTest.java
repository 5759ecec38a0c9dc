package io.serbench.jackson;

import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

class JacksonMediaCodecTest extends MediaCodecContract {

    @Override
    protected MediaCodec createMediaCodec() {
        return new JacksonMediaCodec();
    }

    /** Plain JSON of jvm-serializers' field names, with no flag beside the bitrate. */
    @Test
    void payloadIsPlainJsonOfTheModel() throws Exception {
        JsonNode media = new JsonMapper().readTree(codec().serialize(MediaDataset.generate(1)))
                .get("items").get(0).get("media");
        assertThat(media.get("bitrate").asInt()).isEqualTo(262_144);
        assertThat(media.has("hasBitrate")).isFalse();
        assertThat(media.get("player").asString()).isEqualTo("JAVA");
        assertThat(media.get("copyright").isNull()).isTrue();
    }
}
