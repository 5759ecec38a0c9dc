package io.serbench.arrow;

import io.serbench.testkit.Refusal;
import io.serbench.testkit.RefusesTrailingBytes;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.ipc.ArrowStreamReader;
import org.apache.arrow.vector.types.pojo.Field;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.List;

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

    /** What a test checks of the record batch Arrow's own reader loaded. */
    interface RecordBatchCheck {
        void check(ArrowStreamReader reader, VectorSchemaRoot root) throws Exception;
    }

    /**
     * Reads the payload of {@code batch} with Arrow's own stream reader, without our converter: one
     * record batch of {@code rows} rows and these columns, which {@code check} checks further, then
     * the end of the stream.
     */
    default void readWithArrow(T batch, int rows, List<String> columns, RecordBatchCheck check) throws Exception {
        try (BufferAllocator allocator = new RootAllocator();
             ArrowStreamReader reader = new ArrowStreamReader(
                     new ByteArrayInputStream(codec().serialize(batch)), allocator)) {
            assertThat(reader.loadNextBatch()).isTrue();
            VectorSchemaRoot root = reader.getVectorSchemaRoot();
            assertThat(root.getRowCount()).isEqualTo(rows);
            assertThat(root.getSchema().getFields()).extracting(Field::getName).containsExactlyElementsOf(columns);
            check.check(reader, root);
            assertThat(reader.loadNextBatch()).isFalse();
        }
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
