package io.serbench.arrow;

import io.serbench.core.codec.BufferReuse;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.dictionary.DictionaryProvider;
import org.apache.arrow.vector.ipc.ArrowStreamWriter;

import java.io.IOException;
import java.util.List;

/**
 * Everything one serialization needs, kept between serializations: a root of the model's
 * vectors (reset, not rebuilt, so their buffers are reused), the model's row writer bound to
 * them, the enum dictionaries and the output buffer, all in a child allocator of its own. Not
 * thread-safe: {@link ArrowCodec} lends each one to one thread at a time.
 *
 * @param <T> the model's batch type
 * @param <R> the model's row type
 */
final class StreamWriter<T, R> implements AutoCloseable {
    private final ArrowModel<T, R> model;
    private final BufferAllocator allocator;
    private final VectorSchemaRoot root;
    private final RowWriter<R> rows;
    private final DictionaryProvider.MapDictionaryProvider dictionaries;
    private final ByteArrayChannel out = new ByteArrayChannel();

    /** A writer with its own child allocator of {@code parent}, released by {@link #close()}. */
    static <T, R> StreamWriter<T, R> open(ArrowModel<T, R> model, BufferAllocator parent) {
        BufferAllocator allocator = parent.newChildAllocator("arrow-" + model.model().name() + "-writer", 0,
                Long.MAX_VALUE);
        VectorSchemaRoot root = null;
        try {
            root = VectorSchemaRoot.create(model.stream().schema(), allocator);
            root.allocateNew();
            return new StreamWriter<>(model, allocator, root);
        } catch (RuntimeException e) {
            if (root != null) {
                root.close();
            }
            allocator.close();
            throw e;
        }
    }

    private StreamWriter(ArrowModel<T, R> model, BufferAllocator allocator, VectorSchemaRoot root) {
        this.model = model;
        this.allocator = allocator;
        this.root = root;
        this.rows = model.writer().apply(root);
        this.dictionaries = model.stream().dictionaries(allocator);
    }

    /** The batch as one Arrow IPC stream: schema, the dictionaries, one record batch, end of stream. */
    byte[] write(T batch) throws IOException {
        List<R> values = model.rows().apply(batch);
        for (FieldVector vector : root.getFieldVectors()) {
            vector.reset(); // zeroes validity and offsets, keeps the buffers
        }
        int count = values.size();
        for (int i = 0; i < count; i++) {
            rows.write(i, values.get(i));
        }
        root.setRowCount(count); // sets every vector's value count, children included

        out.reset();
        // A writer per stream: it writes the schema first and the end-of-stream marker on end().
        try (ArrowStreamWriter writer = new ArrowStreamWriter(root, dictionaries, out)) {
            writer.start();
            writer.writeBatch();
            writer.end();
        }
        return out.toByteArray();
    }

    /**
     * {@link BufferReuse}, the rule every codec follows: the output array and the vectors' off-heap
     * buffers are kept while each is at most {@link BufferReuse#MAX_RETAINED_BYTES}.
     */
    boolean worthKeeping() {
        return BufferReuse.keeps(out.capacity()) && BufferReuse.keeps(allocator.getAllocatedMemory());
    }

    /** Releases the vectors, the dictionaries and the writer's allocator. */
    @Override
    public void close() {
        try {
            root.close();
            dictionaries.close();
        } finally {
            allocator.close();
        }
    }
}
