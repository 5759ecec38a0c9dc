package io.serbench.dsljson;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DsljsonMediaCodecTest extends MediaCodecContract {

    @Override
    protected MediaCodec createMediaCodec() {
        return new DsljsonMediaCodec();
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Plain JSON of the model's bean properties, read by another JSON library: jvm-serializers'
     * field names (in DSL-JSON's order), no hasBitrate flag, enums as names, nulls written.
     */
    @Test
    void payloadIsPlainJsonOfTheModel() throws Exception {
        JsonNode content = new JsonMapper().readTree(codec().serialize(MediaDataset.generate(1))).get("items").get(0);
        JsonNode media = content.get("media");
        assertThat(media.propertyNames()).containsExactlyInAnyOrder("uri", "title", "width", "height", "format",
                "duration", "size", "bitrate", "persons", "player", "copyright");
        assertThat(media.get("bitrate").asInt()).isEqualTo(262_144);
        assertThat(media.get("duration").isIntegralNumber()).isTrue();
        assertThat(media.get("player").asString()).isEqualTo("JAVA");
        assertThat(media.get("copyright").isNull()).as("null written, not left out").isTrue();
        assertThat(content.get("images").get(0).propertyNames())
                .containsExactlyInAnyOrder("uri", "title", "width", "height", "size");
        assertThat(content.get("images").get(1).get("size").asString()).isEqualTo("SMALL");
    }

    @Test
    void anUnsetBitrateIsNullAndZeroIsZero() throws Exception {
        MediaBatch batch = new MediaBatch(List.of(MediaDataset.standardInstance()));
        batch.getItems().get(0).getMedia().setBitrate(null);
        byte[] unset = codec().serialize(batch);
        assertThat(new String(unset, StandardCharsets.UTF_8)).contains("\"bitrate\":null");
        assertThat(codec().deserialize(unset).getItems().get(0).getMedia().getBitrate()).isNull();
        batch.getItems().get(0).getMedia().setBitrate(0);
        byte[] zero = codec().serialize(batch);
        assertThat(new String(zero, StandardCharsets.UTF_8)).contains("\"bitrate\":0");
        assertThat(codec().deserialize(zero).getItems().get(0).getMedia().getBitrate()).isZero();
    }

    /** DSL-JSON's number readers also take a number in quotes, as they do for the user model; the value is exact. */
    @Test
    void aQuotedNumberIsReadAsTheNumber() throws Exception {
        MediaBatch batch = codec().deserialize(bytes("{\"items\":[{\"media\":{\"bitrate\":\"5\"}}]}"));
        assertThat(batch.getItems().get(0).getMedia().getBitrate()).isEqualTo(5);
    }

    @Test
    void badValuesTrailingDataAndNullAreRefused() {
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[{\"media\":{\"player\":\"VLC\"}}]}")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[{\"media\":{\"bitrate\":\"fast\"}}]}")))
                .isInstanceOf(Exception.class);
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[{\"media\":{\"width\":1.5}}]}")))
                .isInstanceOf(Exception.class);
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[]} x")))
                .hasMessageContaining("data after the end of the document");
        assertThatThrownBy(() -> codec().deserialize(bytes("null"))).hasMessageContaining("not a batch");
    }
}
