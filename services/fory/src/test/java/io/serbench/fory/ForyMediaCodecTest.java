package io.serbench.fory;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ForyMediaCodecTest extends MediaCodecContract implements RefusesTrailingBytes<MediaBatch> {
    /** Fory's own format: a plain Fory, configured here and not by the codec, reads it. */
    @Test
    void payloadIsForyOfTheRegisteredClasses() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(1));
        assertThat(ForeignPayloads.plainFory().deserialize(payload)).isEqualTo(MediaDataset.generate(1));
    }

    @Test
    void aUserBatchIsNotAMediaBatch() {
        byte[] users = ForyCodec.users().serialize(UsersDataset.generate(1));
        assertThatThrownBy(() -> codec().deserialize(users)).hasMessageContaining("not a MediaBatch");
    }
}
