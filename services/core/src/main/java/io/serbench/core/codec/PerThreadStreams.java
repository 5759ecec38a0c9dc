package io.serbench.core.codec;

import java.io.OutputStream;

/**
 * One {@link ReusableOutputStream} per thread on {@link PerThread}: emptied before each write,
 * dropped after a write that failed or grew it beyond {@link BufferReuse#MAX_RETAINED_BYTES}.
 * For codecs whose library writes to an OutputStream; the payload is one copy out of the stream.
 */
public final class PerThreadStreams {
    private final PerThread<ReusableOutputStream> streams = PerThread.of(ReusableOutputStream::new)
            .resetting(ReusableOutputStream::reset)
            .retaining(ReusableOutputStream::capacity);

    /** What a codec writes into the stream. */
    @FunctionalInterface
    public interface Body<X extends Exception> {
        void writeTo(OutputStream out) throws X;
    }

    /** The bytes the body wrote into this thread's stream. */
    public <X extends Exception> byte[] write(Body<X> body) throws X {
        return streams.use(out -> {
            body.writeTo(out);
            return out.toByteArray();
        });
    }
}
