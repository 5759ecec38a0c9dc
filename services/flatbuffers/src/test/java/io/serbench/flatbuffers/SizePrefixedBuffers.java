package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.serbench.testkit.Refusal;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What both models' tests check of the framing ({@link FlatBuffersCodec}): a size-prefixed buffer
 * that fills the payload exactly, with the model's file identifier; and the shared-offsets payload
 * both build.
 */
interface SizePrefixedBuffers<T> extends RefusesTrailingBytes<T> {

    @Override
    default Refusal trailingBytesRefusal() {
        return Refusal.saying("size prefix");
    }

    @Test
    default void aForeignFileIdentifierIsRefused() throws Exception {
        byte[] payload = codec().serialize(batch(1));
        payload[8] = 'X';
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("file identifier");
    }

    /**
     * 20 000 vector slots all pointing at one 1000-character string, added to the builder: an
     * 80 KB payload that would decode into 20 million characters.
     */
    static int[] slotsOfOneLongString(FlatBufferBuilder b) {
        int shared = b.createString("x".repeat(1000));
        int[] slots = new int[20_000];
        Arrays.fill(slots, shared);
        return slots;
    }
}
