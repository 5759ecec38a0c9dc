package io.serbench.arrow;

import io.serbench.core.codec.BufferReuse;

import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.util.Arrays;

/**
 * A stream writer's destination: a byte array that grows as needed and is reused, one copy per
 * write. Kept by a {@link StreamWriter} between serializations.
 */
final class ByteArrayChannel implements WritableByteChannel {
    private byte[] buffer = new byte[BufferReuse.INITIAL_BYTES];
    private int size;

    @Override
    public int write(ByteBuffer source) {
        int length = source.remaining();
        if (length > buffer.length - size) {
            long needed = (long) size + length;
            if (needed > Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("an Arrow stream over 2 GiB does not fit in a byte array");
            }
            buffer = Arrays.copyOf(buffer, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, 2L * buffer.length)));
        }
        source.get(buffer, size, length);
        size += length;
        return length;
    }

    void reset() {
        size = 0;
    }

    int capacity() {
        return buffer.length;
    }

    byte[] toByteArray() {
        return Arrays.copyOf(buffer, size);
    }

    @Override
    public boolean isOpen() {
        return true;
    }

    @Override
    public void close() {
        // The stream writer closes its channel; this buffer lives on with its StreamWriter.
    }
}
