package io.serbench.core.codec;

import java.io.IOException;
import java.io.OutputStream;

/**
 * One {@link ReusableOutputStream} per thread, used the way {@link BufferReuse} says: emptied
 * before each call, kept while it is at most {@link BufferReuse#MAX_RETAINED_BYTES}, dropped
 * after a call that grew it beyond. For codecs whose library writes to an OutputStream.
 */
public final class PerThreadStreams {
    private final ThreadLocal<ReusableOutputStream> streams = ThreadLocal.withInitial(ReusableOutputStream::new);

    /** What a codec writes into the stream. */
    @FunctionalInterface
    public interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    /** The bytes the body wrote into this thread's stream. */
    public byte[] write(Body body) throws IOException {
        ReusableOutputStream bytes = streams.get();
        bytes.reset();
        body.writeTo(bytes);
        byte[] payload = bytes.toByteArray();
        if (!bytes.keep()) {
            streams.remove();
        }
        return payload;
    }
}
