package io.serbench.capnproto;

import io.serbench.capnproto.schema.Serbench;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;
import org.capnproto.ArrayOutputStream;
import org.capnproto.DecodeException;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.ReaderOptions;
import org.capnproto.Serialize;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.ArrayBlockingQueue;

/**
 * Cap'n Proto messages of proto/serbench.capnp, built and read with the capnproto-java runtime
 * through the reader/builder classes in {@link Serbench} (hand-written from the schema compiler's
 * layout: no Java code generator is available here). The domain conversion, in
 * {@link CapnProtoConverter}, is inside the timed work, and reading visits every field.
 *
 * <p><b>Encoding: the standard stream framing ({@link Serialize}), not the packed one.</b> Both
 * were measured on the LARGE dataset (warm, median of 200, this 2-core machine): packed was
 * 18% smaller and took about 2.5 times as long to serialize and to deserialize. Packing removes
 * the zero bytes of pointers, padding and small numbers, but this dataset is mostly text, which
 * it cannot shrink. (At LARGE the standard payload is 1,459,688 bytes, 1.5x protobuf's.)
 * The standard framing is also what lets a reader use the bytes in place: decoding wraps the
 * payload without copying or unpacking it, and the size of every segment it declares is checked
 * against the bytes actually there before anything is read.
 *
 * <p>Speed, as the runtime allows:
 * <ul>
 *   <li>one {@link MessageBuilder} per message over a first segment taken from a small pool
 *       ({@code MessageBuilder(ByteBuffer)}, cleared with {@code clearFirstSegment()} after use),
 *       sized from the largest message seen so far so that a message fits in one segment;</li>
 *   <li>the output array is sized exactly ({@code computeSerializedSizeInWords}) and written
 *       once; strings are read straight from the payload's bytes.</li>
 * </ul>
 *
 * <p>Safety on untrusted bytes:
 * <ul>
 *   <li>the traversal limit is the payload's own size in words, so however many pointers share
 *       one object (amplification) the reader reads no more than the payload holds; a segment
 *       table declaring more words than are present is refused before anything is read;</li>
 *   <li>the nesting limit is {@value #NESTING_LIMIT}: the schema is not recursive and is 6
 *       pointer levels deep (batch, users, user, orders, order, items);</li>
 *   <li>list sizes are checked against what the payload can hold before a domain list is sized
 *       from them (see {@link CapnProtoConverter#read});</li>
 *   <li>a payload longer than its message (trailing bytes), shorter (truncated), or with an enum
 *       number the schema does not know is refused.</li>
 * </ul>
 * Thread-safe: messages are per call; the pool is a concurrent queue.
 */
public final class CapnProtoCodec implements Codec {
    /** Pointer levels a reader may follow: the schema's depth with room to spare, far below the default 64. */
    static final int NESTING_LIMIT = 8;

    private final FirstSegments firstSegments = new FirstSegments();

    @Override
    public String name() {
        return "capnproto";
    }

    @Override
    public String library() {
        return "capnproto-java";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(MessageBuilder.class, "org.capnproto", "runtime");
    }

    @Override
    public String contentType() {
        return "application/x-capnproto";
    }

    @Override
    public boolean schemaDriven() {
        return true;
    }

    @Override
    public byte[] serialize(UserBatch batch) throws IOException {
        ByteBuffer firstSegment = firstSegments.obtain();
        MessageBuilder message = new MessageBuilder(firstSegment);
        try {
            CapnProtoConverter.write(batch, message.initRoot(Serbench.UserBatch.factory));
            byte[] out = new byte[Math.toIntExact(Serialize.computeSerializedSizeInWords(message) * 8)];
            Serialize.write(new ArrayOutputStream(ByteBuffer.wrap(out)), message);
            return out;
        } finally {
            firstSegments.release(message, firstSegment);
        }
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws IOException {
        long payloadWords = payload.length / 8;
        ByteBuffer input = ByteBuffer.wrap(payload);
        // The segments are slices of the payload: nothing is copied, and a declared size larger
        // than the bytes present fails here.
        MessageReader message = Serialize.read(input, new ReaderOptions(payloadWords, NESTING_LIMIT));
        if (input.hasRemaining()) {
            throw new DecodeException(input.remaining() + " bytes left after the message");
        }
        return CapnProtoConverter.read(message.getRoot(Serbench.UserBatch.factory), payloadWords);
    }

    /**
     * First segments for MessageBuilder, reused as its documentation suggests to avoid a large
     * allocation per message. A buffer grows to the largest message seen (up to a cap), so a
     * message fits in one segment; a message that outgrows it still works (the runtime adds
     * segments) and makes later buffers larger. Only a few buffers are kept, of at most
     * {@link BufferReuse#MAX_RETAINED_BYTES} each (the rule every codec follows).
     */
    static final class FirstSegments {
        private static final int KEPT = 8;
        private static final int MIN_BYTES = BufferReuse.INITIAL_BYTES;
        private static final int MAX_KEPT_BYTES = BufferReuse.MAX_RETAINED_BYTES;

        private final ArrayBlockingQueue<ByteBuffer> free = new ArrayBlockingQueue<>(KEPT);
        private volatile int bytes = MIN_BYTES;

        ByteBuffer obtain() {
            int wanted = bytes;
            ByteBuffer buffer = free.poll();
            // A buffer too small for the largest message seen is dropped, not reused.
            return buffer != null && buffer.capacity() >= wanted ? buffer : ByteBuffer.allocate(wanted);
        }

        void release(MessageBuilder message, ByteBuffer firstSegment) {
            long used = 0;
            for (ByteBuffer segment : message.getSegmentsForOutput()) {
                used += segment.limit();
            }
            if (used > firstSegment.capacity() && firstSegment.capacity() < MAX_KEPT_BYTES) {
                // Round up to a word, with a quarter to spare for the next, slightly larger message.
                bytes = (int) Math.min(MAX_KEPT_BYTES, (used + used / 4 + 7) & ~7L);
            }
            if (firstSegment.capacity() <= MAX_KEPT_BYTES) {
                message.clearFirstSegment(); // MessageBuilder(ByteBuffer) needs a zeroed buffer
                free.offer(firstSegment);
            }
        }
    }
}
