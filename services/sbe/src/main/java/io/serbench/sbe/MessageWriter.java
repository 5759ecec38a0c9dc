package io.serbench.sbe;

import io.serbench.core.codec.BufferReuse;
import org.agrona.ExpandableArrayBuffer;

import java.util.Collections;
import java.util.List;

/**
 * A thread's encoder flyweights (in the subclass, one per schema) and the buffer they write into.
 *
 * @param <T> the model's batch type
 */
abstract class MessageWriter<T> {
    /** What the encoders write into; what it grew to is kept. */
    protected final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(BufferReuse.INITIAL_BYTES);

    /** The batch as one message: header and body, copied out of the buffer. */
    final byte[] write(T batch) {
        int length = encode(batch);
        byte[] payload = new byte[length];
        buffer.getBytes(0, payload, 0, length);
        return payload;
    }

    /** Encodes the batch from offset 0 of {@link #buffer} (header first) and answers the bytes written. */
    protected abstract int encode(T batch);

    /** What the writer keeps between writes: its buffer. */
    final long retainedBytes() {
        return buffer.capacity();
    }

    /** A group has a count and no null: a null list is written as an empty one. */
    protected static <E> List<E> orEmpty(List<E> list) {
        return list == null ? Collections.emptyList() : list;
    }
}
