package io.serbench.cbor;

import io.serbench.core.media.MediaBatch;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CborMediaCodecTest extends MediaCodecContract implements CborTrees<MediaBatch> {

    @Test
    void theBatchIsAnIndefiniteLengthMap() throws Exception {
        assertThat(codec().serialize(batch(2))[0] & 0xff).isEqualTo(0xbf);
    }
}
