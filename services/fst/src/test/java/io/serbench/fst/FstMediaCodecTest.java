package io.serbench.fst;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FstMediaCodecTest extends MediaCodecContract implements RefusesTrailingBytes<MediaBatch> {
    /** FST's own stream: a plain FSTObjectInput of the same registration reads it. */
    @Test
    void payloadIsFstOfTheRegisteredClasses() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(1));
        Object decoded = FstCodec.newConfiguration().asObject(payload);
        assertThat(decoded).isEqualTo(MediaDataset.generate(1));
        // strings travel as text, the Hangul character as UTF-16 or UTF-8 but not as '?'
        assertThat(new String(payload, StandardCharsets.ISO_8859_1)).contains("Bill Gates");
    }

    /** The two models do not read each other's payloads as their own. */
    @Test
    void aUserBatchIsNotAMediaBatch() throws Exception {
        byte[] users = FstCodec.users().serialize(UsersDataset.generate(1));
        assertThatThrownBy(() -> codec().deserialize(users)).hasMessageContaining("not a MediaBatch");
    }
}
