package io.serbench.arrow;

/**
 * What one serialization needs, kept between serializations: a root of vectors that is reset
 * rather than rebuilt, the enum dictionaries and the output buffer. Not thread-safe:
 * {@link ArrowStreamCodec} lends each one to one thread at a time.
 *
 * @param <T> the model's batch type
 */
interface StreamWriter<T> extends AutoCloseable {

    /** The batch as one Arrow IPC stream: schema, dictionaries, one record batch, end of stream. */
    byte[] write(T batch) throws Exception;

    /** Whether its buffers are small enough to keep ({@link io.serbench.core.codec.BufferReuse}). */
    boolean worthKeeping();

    /** Releases the vectors and the writer's allocator. */
    @Override
    void close();
}
