package io.serbench.fory;

import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ForyMediaCodecTest extends MediaCodecContract {

    @Override
    protected MediaCodec createMediaCodec() {
        return new ForyMediaCodec();
    }

    /** Fory's own format: a separately built Fory of the same registration reads it. */
    @Test
    void payloadIsForyOfTheRegisteredClasses() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(1));
        assertThat(ForyCodec.newFory().deserialize(payload)).isEqualTo(MediaDataset.generate(1));
    }

    @Test
    void aUserBatchIsNotAMediaBatch() {
        byte[] users = new ForyCodec().serialize(DatasetGenerator.generate(1));
        assertThatThrownBy(() -> codec().deserialize(users)).hasMessageContaining("not a MediaBatch");
    }
}
