package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;

import java.util.Arrays;

/** What a hostile writer can legally build: many offsets to one piece of data. */
final class SharedOffsets {
    private SharedOffsets() {
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
