package io.serbench.avajejsonb;

import io.serbench.core.media.MediaBatch;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import static io.serbench.testkit.Payloads.utf8;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Plain JSON of jvm-serializers' field names in its order, with no hasBitrate flag; the bitrate
 * goes through NullableIntAdapter (MediaMixIn): null when unset, 0 when zero ({@link AvajejsonbTrees}).
 */
class AvajejsonbMediaCodecTest extends MediaCodecContract implements AvajejsonbTrees<MediaBatch> {

    @Test
    void strictOnInput() throws Exception {
        assertRefused("{\"items\":[{\"media\":{\"codec\":\"x\"}}]}", "Unknown property codec");
        assertRefused("{\"items\":[{\"media\":{\"width\":null}}]}", "Read NULL value for int");
        assertRefused("{\"items\":[{\"media\":{\"player\":\"VLC\"}}]}", Exception.class);
        assertRefused("null", Exception.class);
        // @Json.Ignore makes hasBitrate a known property that is skipped, not an unknown one: it
        // cannot set or unset the bitrate.
        MediaBatch batch = codec().deserialize(utf8("{\"items\":[{\"media\":{\"bitrate\":7,\"hasBitrate\":false}}]}"));
        assertThat(batch.getItems().get(0).getMedia().getBitrate()).isEqualTo(7);
    }
}
