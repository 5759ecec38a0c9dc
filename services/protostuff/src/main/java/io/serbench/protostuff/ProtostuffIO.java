package io.serbench.protostuff;

import io.protostuff.ByteArrayInput;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtobufException;
import io.protostuff.ProtobufIOUtil;
import io.protostuff.Schema;
import io.serbench.core.codec.BufferReuse;

/**
 * The protobuf-format reading and writing both codecs of this service share: writing through
 * one {@link LinkedBuffer} per thread, cleared after each use and grown by {@link BufferReuse}'s
 * rule; reading as {@link ProtobufIOUtil#mergeFrom} does, but strict about the end.
 */
final class ProtostuffIO {
    private static final int INITIAL_BUFFER = 64 * 1024;

    private final ThreadLocal<Buffer> buffers = ThreadLocal.withInitial(() -> new Buffer(INITIAL_BUFFER));

    <T> byte[] toByteArray(T message, Schema<T> schema) {
        Buffer buffer = buffers.get();
        byte[] payload;
        try {
            payload = ProtobufIOUtil.toByteArray(message, schema, buffer.head);
        } finally {
            buffer.head.clear();
        }
        if (payload.length > buffer.size && buffer.size < BufferReuse.MAX_RETAINED_BYTES) {
            // Grow for next time (the next power of two), up to the limit every codec keeps (BufferReuse).
            int next = payload.length >= BufferReuse.MAX_RETAINED_BYTES / 2
                    ? BufferReuse.MAX_RETAINED_BYTES : Integer.highestOneBit(payload.length) << 1;
            buffers.set(new Buffer(next));
        }
        return payload;
    }

    static <T> T parse(byte[] payload, Schema<T> schema) throws Exception {
        // What ProtobufIOUtil.mergeFrom does, without its wrapping every error in a
        // RuntimeException that says "should never happen": the caller sees protostuff's reason.
        T message = schema.newMessage();
        ByteArrayInput input = new ByteArrayInput(payload, false);
        try {
            schema.mergeFrom(input, message);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ProtobufException("truncated: a length or a field runs past the end of the payload", e);
        }
        input.checkLastTagWas(0);
        return message;
    }

    /** A per-thread LinkedBuffer and the size of its first (reused) node. */
    private static final class Buffer {
        final LinkedBuffer head;
        final int size;

        Buffer(int size) {
            this.head = LinkedBuffer.allocate(size);
            this.size = size;
        }
    }
}
