package io.serbench.dsljson;

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

class DsljsonMediaCodecTest extends MediaCodecContract {

    @Override
    protected Codec<MediaBatch> createCodec() {
        return new DsljsonCodec<>(MediaModel.INSTANCE, CompiledMediaModel.class);
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
        PlainTrees.assertPlainJsonOfMediaContent(codec().serialize(MediaDataset.generate(1)), FieldOrder.ANY);
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
