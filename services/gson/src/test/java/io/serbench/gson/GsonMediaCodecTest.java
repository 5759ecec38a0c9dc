package io.serbench.gson;

import com.google.gson.JsonIOException;
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

class GsonMediaCodecTest extends MediaCodecContract {

    @Override
    protected Codec<MediaBatch> createCodec() {
        return new GsonCodec<>(MediaModel.INSTANCE, MediaAdapters::register);
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** Plain JSON of jvm-serializers' field names in its order, read by another JSON library; no hasBitrate flag. */
    @Test
    void payloadIsPlainJsonOfTheModel() throws Exception {
        PlainTrees.assertPlainJsonOfMediaContent(codec().serialize(MediaDataset.generate(1)), FieldOrder.MODEL);
    }

    @Test
    void anUnsetBitrateIsNullAndZeroIsZero() throws Exception {
        MediaBatch batch = new MediaBatch(List.of(MediaDataset.standardInstance()));
        batch.getItems().get(0).getMedia().setBitrate(null);
        assertThat(new String(codec().serialize(batch), StandardCharsets.UTF_8)).contains("\"bitrate\":null,");
        batch.getItems().get(0).getMedia().setBitrate(0);
        byte[] zero = codec().serialize(batch);
        assertThat(new String(zero, StandardCharsets.UTF_8)).contains("\"bitrate\":0,");
        assertThat(codec().deserialize(zero).getItems().get(0).getMedia().getBitrate()).isZero();
    }

    @Test
    void strictOnInput() {
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[{\"media\":{\"hasBitrate\":true}}]}")))
                .hasMessageContaining("unknown field \"hasBitrate\" in Media");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[{\"media\":{\"bitrate\":\"5\"}}]}")))
                .hasMessageContaining("expected a number but was STRING");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[{\"media\":{\"player\":\"VLC\"}}]}")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"items\":[]} {\"items\":[]}")))
                .isInstanceOf(Exception.class);
        assertThatThrownBy(() -> codec().deserialize(bytes("null"))).isInstanceOf(Exception.class);
    }

    @Test
    void theGsonInstanceNeverFallsBackToReflection() {
        assertThatThrownBy(() -> ((GsonCodec<?>) codec()).gson().toJson(new GsonCodecTest.NotInTheModel()))
                .isInstanceOf(JsonIOException.class)
                .hasMessageContaining("ReflectionAccessFilter does not permit using reflection");
    }
}
