package io.serbench.avajejsonb;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.PlainTrees;
import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AvajejsonbMediaCodecTest extends MediaCodecContract {

    @Override
    protected Codec<MediaBatch> createCodec() {
        return new AvajejsonbCodec<>(MediaModel.INSTANCE);
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** Plain JSON of jvm-serializers' field names in its order, read by another JSON library; no hasBitrate flag. */
    @Test
    void payloadIsPlainJsonOfTheModel() throws Exception {
        PlainTrees.assertPlainJsonOfMediaContent(codec().serialize(MediaDataset.generate(1)), FieldOrder.MODEL);
    }

    /** The bitrate goes through NullableIntAdapter (MediaMixIn): null when unset, 0 when zero. */
    @Test
    void anUnsetBitrateIsNullAndZeroIsZero() throws Exception {
        MediaBatch batch = new MediaBatch(List.of(MediaDataset.standardInstance()));
        batch.getItems().get(0).getMedia().setBitrate(null);
        byte[] unset = codec().serialize(batch);
        assertThat(new String(unset, StandardCharsets.UTF_8)).contains("\"bitrate\":null,");
        assertThat(codec().deserialize(unset).getItems().get(0).getMedia().getBitrate()).isNull();
        batch.getItems().get(0).getMedia().setBitrate(0);
        byte[] zero = codec().serialize(batch);
        assertThat(new String(zero, StandardCharsets.UTF_8)).contains("\"bitrate\":0,");
        assertThat(codec().deserialize(zero).getItems().get(0).getMedia().getBitrate()).isZero();
    }

    @Test
    void strictOnInput() throws Exception {
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[{\"media\":{\"codec\":\"x\"}}]}")))
                .hasMessageContaining("Unknown property codec");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[{\"media\":{\"width\":null}}]}")))
                .hasMessageContaining("Read NULL value for int");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[{\"media\":{\"player\":\"VLC\"}}]}")))
                .isInstanceOf(Exception.class);
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[]} {}")))
                .hasMessageContaining("data after the end of the document");
        assertThatThrownBy(() -> codec().deserialize(bytes("null"))).isInstanceOf(Exception.class);
        // @Json.Ignore makes hasBitrate a known property that is skipped, not an unknown one: it
        // cannot set or unset the bitrate.
        MediaBatch batch = codec().deserialize(bytes("{\"items\":[{\"media\":{\"bitrate\":7,\"hasBitrate\":false}}]}"));
        assertThat(batch.getItems().get(0).getMedia().getBitrate()).isEqualTo(7);
    }
}
