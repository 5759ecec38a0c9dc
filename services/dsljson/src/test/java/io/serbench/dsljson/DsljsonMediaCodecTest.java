package io.serbench.dsljson;

import io.serbench.core.media.MediaBatch;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import static io.serbench.testkit.Payloads.utf8;
import static org.assertj.core.api.Assertions.assertThat;

class DsljsonMediaCodecTest extends MediaCodecContract implements DsljsonTrees<MediaBatch> {

    /** DSL-JSON's number readers also take a number in quotes, as they do for the user model; the value is exact. */
    @Test
    void aQuotedNumberIsReadAsTheNumber() throws Exception {
        MediaBatch batch = codec().deserialize(utf8("{\"items\":[{\"media\":{\"bitrate\":\"5\"}}]}"));
        assertThat(batch.getItems().get(0).getMedia().getBitrate()).isEqualTo(5);
    }

    @Test
    void badValuesTrailingDataAndNullAreRefused() {
        assertRefused("{\"items\":[{\"media\":{\"player\":\"VLC\"}}]}", IllegalArgumentException.class);
        assertRefused("{\"items\":[{\"media\":{\"bitrate\":\"fast\"}}]}", Exception.class);
        assertRefused("{\"items\":[{\"media\":{\"width\":1.5}}]}", Exception.class);
        assertRefused("{\"items\":[]} x", "data after the end of the document");
        assertRefused("null", "not a batch");
    }
}
