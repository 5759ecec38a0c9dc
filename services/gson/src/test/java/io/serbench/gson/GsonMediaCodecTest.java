package io.serbench.gson;

import io.serbench.core.media.MediaBatch;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

class GsonMediaCodecTest extends MediaCodecContract implements GsonTrees<MediaBatch> {

    @Test
    void strictOnInput() {
        assertRefused("{\"items\":[{\"media\":{\"hasBitrate\":true}}]}", "unknown field \"hasBitrate\" in Media");
        assertRefused("{\"items\":[{\"media\":{\"bitrate\":\"5\"}}]}", "expected a number but was STRING");
        assertRefused("{\"items\":[{\"media\":{\"player\":\"VLC\"}}]}", IllegalArgumentException.class);
        assertRefused("null", Exception.class);
    }
}
