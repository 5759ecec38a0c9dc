package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.serbench.core.codec.BufferReuse;

import java.util.Arrays;

/**
 * A thread's {@link FlatBufferBuilder} and a stack of child offsets waiting to become a vector:
 * what a model's writer builds its tables with, children before their parents.
 *
 * @param <T> the model's batch type
 */
abstract class TableWriter<T> {
    /** The builder, cleared before each write; what its buffer grew to is kept. */
    protected final FlatBufferBuilder builder = new FlatBufferBuilder(BufferReuse.INITIAL_BYTES);
    private int[] offsets = new int[1024];
    private int top;

    /** The batch as a size-prefixed buffer carrying the schema's file identifier. */
    final byte[] write(T batch, String fileIdentifier) {
        builder.finishSizePrefixed(root(batch), fileIdentifier);
        return builder.sizedByteArray();
    }

    /** Builds the batch's tables and answers the root table's offset. */
    protected abstract int root(T batch);

    /** Before each write: an empty builder and an empty stack. */
    final void reset() {
        builder.clear();
        top = 0;
    }

    /** What the builder keeps between writes: its buffer. Only after a finished write. */
    final long retainedBytes() {
        return builder.dataBuffer().capacity();
    }

    /** Where the offsets of the next vector start: {@code int mark = mark(); push...; vector(mark)}. */
    protected final int mark() {
        return top;
    }

    protected final void push(int offset) {
        if (top == offsets.length) {
            offsets = Arrays.copyOf(offsets, top * 2);
        }
        offsets[top++] = offset;
    }

    /** The offsets pushed since {@code mark}, as a vector in the same order. */
    protected final int vector(int mark) {
        FlatBufferBuilder b = builder;
        b.startVector(Integer.BYTES, top - mark, Integer.BYTES);
        for (int i = top - 1; i >= mark; i--) { // a builder writes back to front
            b.addOffset(offsets[i]);
        }
        top = mark;
        return b.endVector();
    }

    /** 0 is "absent" to the generated add methods: a null string stays null. */
    protected final int string(String s) {
        return s == null ? 0 : builder.createString(s);
    }

    protected static <E> E element(E element, String list) {
        if (element == null) {
            throw new IllegalArgumentException("a FlatBuffers vector cannot hold null (in " + list + ")");
        }
        return element;
    }
}
