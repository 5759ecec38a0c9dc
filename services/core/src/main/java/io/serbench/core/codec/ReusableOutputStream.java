package io.serbench.core.codec;

import java.io.ByteArrayOutputStream;

/**
 * A {@link ByteArrayOutputStream} that a codec keeps per thread ({@link PerThread}, or
 * {@link PerThreadStreams} for the stream alone) and empties with {@link #reset()}, and that
 * tells its capacity, the bytes it retains between calls under {@link BufferReuse}.
 */
public final class ReusableOutputStream extends ByteArrayOutputStream {

    public ReusableOutputStream() {
        super(BufferReuse.INITIAL_BYTES);
    }

    /** The bytes the stream holds room for (what it grew to). */
    public int capacity() {
        return buf.length;
    }
}
