package io.serbench.core.codec;

import java.io.ByteArrayOutputStream;

/**
 * A {@link ByteArrayOutputStream} that a codec keeps per thread and empties with
 * {@link #reset()}, and that tells its capacity, so the codec can apply {@link BufferReuse}:
 * keep it while it is at most {@link BufferReuse#MAX_RETAINED_BYTES}, drop it after a call
 * that grew it beyond.
 */
public final class ReusableOutputStream extends ByteArrayOutputStream {

    public ReusableOutputStream() {
        super(BufferReuse.INITIAL_BYTES);
    }

    /** The bytes the stream holds room for (what it grew to). */
    public int capacity() {
        return buf.length;
    }

    /** Whether {@link BufferReuse} lets this stream be kept for the next call. */
    public boolean keep() {
        return BufferReuse.keeps(buf.length);
    }
}
