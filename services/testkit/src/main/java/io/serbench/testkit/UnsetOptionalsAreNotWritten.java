package io.serbench.testkit;

import io.serbench.core.media.MediaBatch;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Opt-in check for a MediaContent codec whose schema gives optional fields presence (a union with
 * null, an optional field): an unset bitrate is no value on the wire at all, a bitrate of 0 is a
 * value of a few bytes, and the two stay apart.
 */
public interface UnsetOptionalsAreNotWritten extends CodecUnderTest<MediaBatch> {

    /** What a bitrate of 0 adds to the payload of a batch whose bitrate is unset. */
    int bytesOfAZeroBitrate();

    @Test
    default void anUnsetBitrateIsNotAZeroBitrate() throws Exception {
        MediaBatch unset = batch(1);
        unset.getItems().get(0).getMedia().setBitrate(null);
        MediaBatch zero = batch(1);
        zero.getItems().get(0).getMedia().setBitrate(0);
        byte[] unsetPayload = codec().serialize(unset);
        byte[] zeroPayload = codec().serialize(zero);
        assertThat(zeroPayload).hasSize(unsetPayload.length + bytesOfAZeroBitrate());
        assertThat(codec().deserialize(unsetPayload).getItems().get(0).getMedia().getBitrate()).isNull();
        assertThat(codec().deserialize(zeroPayload).getItems().get(0).getMedia().getBitrate()).isZero();
    }
}
