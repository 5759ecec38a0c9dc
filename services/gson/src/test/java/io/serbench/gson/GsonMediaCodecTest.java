package io.serbench.gson;

import io.serbench.core.media.MediaBatch;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import static io.serbench.testkit.Payloads.utf8;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GsonMediaCodecTest extends MediaCodecContract implements GsonTrees<MediaBatch> {

    @Test
    void strictOnInput() {
        assertThatThrownBy(() -> codec().deserialize(utf8("{\"items\":[{\"media\":{\"hasBitrate\":true}}]}")))
                .hasMessageContaining("unknown field \"hasBitrate\" in Media");
        assertThatThrownBy(() -> codec().deserialize(utf8("{\"items\":[{\"media\":{\"bitrate\":\"5\"}}]}")))
                .hasMessageContaining("expected a number but was STRING");
        assertThatThrownBy(() -> codec().deserialize(utf8("{\"items\":[{\"media\":{\"player\":\"VLC\"}}]}")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> codec().deserialize(utf8("null"))).isInstanceOf(Exception.class);
    }
}
