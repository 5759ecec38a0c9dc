package io.serbench.arrow;

import io.serbench.testkit.Refusal;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What both models' tests check of the Arrow stream and of the codec's off-heap memory: the stream
 * ends with its end-of-stream marker and nothing after it; every allocator of the codec counts what
 * it allocates; and after each test the decodes hold nothing and the codec's allocators close.
 */
interface ArrowStreams<T> extends RefusesTrailingBytes<T> {

    /** A whole end-of-stream marker more. */
    @Override
    default byte[] trailingBytes() {
        return new byte[8];
    }

    @Override
    default Refusal trailingBytesRefusal() {
        return Refusal.saying("8 bytes after the end-of-stream");
    }

    /** The codec under test, as Arrow's: its allocators can be asked and closed. */
    @SuppressWarnings("unchecked")
    default ArrowCodec<T, ?> arrow() {
        return (ArrowCodec<T, ?>) codec();
    }

    @AfterEach
    default void releaseTheAllocators() {
        assertThat(arrow().decodeMemoryInUse()).as("off-heap bytes held after the decodes").isZero();
        arrow().close();
    }

    @Test
    default void aStreamWithoutItsEndOfStreamMarkerIsRefused() throws Exception {
        byte[] payload = codec().serialize(batch(2));
        byte[] withoutMarker = Arrays.copyOf(payload, payload.length - 8);
        assertThatThrownBy(() -> codec().deserialize(withoutMarker))
                .hasMessageContaining("without its end-of-stream marker");
    }

    @Test
    default void offHeapAllocationIsCountedByEveryAllocatorOfTheCodec() throws Exception {
        T batch = batch(50);
        long start = arrow().offHeapAllocatedBytes();
        byte[] payload = arrow().serialize(batch);
        long afterSerialize = arrow().offHeapAllocatedBytes();
        assertThat(afterSerialize).isGreaterThan(start); // the writer's vectors, in a child allocator
        assertThat(arrow().deserialize(payload)).isEqualTo(batch);
        // the decode's own limited allocator, a grandchild of the root: at least the record batch's body
        assertThat(arrow().offHeapAllocatedBytes() - afterSerialize).isGreaterThan(payload.length / 2);
    }
}
