package io.serbench.capnproto;

import io.serbench.core.codec.BufferReuse;
import org.capnproto.MessageBuilder;

import java.nio.ByteBuffer;
import java.util.concurrent.ArrayBlockingQueue;

/**
 * First segments for {@link MessageBuilder}, reused as its documentation suggests to avoid a
 * large allocation per message. A pool rather than core's PerThread: the runtime takes the
 * caller's buffer ({@code MessageBuilder(ByteBuffer)}) and needs it zeroed after use
 * ({@code clearFirstSegment()}), and its size is learnt from the largest message any thread built.
 * A buffer grows to the largest message seen (up to a cap), so a message fits in one segment; a
 * message that outgrows it still works (the runtime adds segments) and makes later buffers larger.
 * Only a few buffers are kept, each only if {@link BufferReuse#keeps} it (the rule every codec
 * follows). Thread-safe: a concurrent queue.
 */
final class FirstSegments {
    private static final int KEPT = 8;
    private static final int MIN_BYTES = BufferReuse.INITIAL_BYTES;
    /** The largest first segment the pool grows to: the most a kept buffer may hold. */
    private static final int MAX_BYTES = BufferReuse.MAX_RETAINED_BYTES;

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
        if (used > firstSegment.capacity() && firstSegment.capacity() < MAX_BYTES) {
            // Round up to a word, with a quarter to spare for the next, slightly larger message.
            bytes = (int) Math.min(MAX_BYTES, (used + used / 4 + 7) & ~7L);
        }
        if (BufferReuse.keeps(firstSegment.capacity())) {
            message.clearFirstSegment(); // MessageBuilder(ByteBuffer) needs a zeroed buffer
            free.offer(firstSegment);
        }
    }
}
