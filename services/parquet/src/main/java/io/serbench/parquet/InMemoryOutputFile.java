package io.serbench.parquet;

import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;

import java.util.Arrays;

/**
 * Parquet's file abstraction over a growable byte array: the writer writes a whole file into
 * it, and {@link #toByteArray} is the payload. No file system, no Hadoop.
 */
final class InMemoryOutputFile implements OutputFile {
    private byte[] bytes;
    private int size;

    /** @param expectedBytes the first capacity: a good guess saves the array's regrowth copies */
    InMemoryOutputFile(int expectedBytes) {
        this.bytes = new byte[Math.max(expectedBytes, 64)];
    }

    /** Makes room for a file of this size up front (a reused file keeps what it has if that is more). */
    void reserve(int expectedBytes) {
        if (expectedBytes > bytes.length) {
            bytes = new byte[expectedBytes];
        }
    }

    /** The bytes the array has room for (what it grew to). */
    int capacity() {
        return bytes.length;
    }

    byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }

    @Override
    public PositionOutputStream create(long blockSizeHint) {
        size = 0;
        return new PositionOutputStream() {
            @Override
            public long getPos() {
                return size;
            }

            @Override
            public void write(int b) {
                ensureRoom(1);
                bytes[size++] = (byte) b;
            }

            @Override
            public void write(byte[] source, int offset, int length) {
                ensureRoom(length);
                System.arraycopy(source, offset, bytes, size, length);
                size += length;
            }
        };
    }

    @Override
    public PositionOutputStream createOrOverwrite(long blockSizeHint) {
        return create(blockSizeHint);
    }

    @Override
    public boolean supportsBlockSize() {
        return false; // no block alignment: no padding between row groups
    }

    @Override
    public long defaultBlockSize() {
        return 0;
    }

    @Override
    public String getPath() {
        return "memory";
    }

    private void ensureRoom(int more) {
        if (more > bytes.length - size) {
            long wanted = Math.max((long) size + more, 2L * bytes.length);
            if (wanted > Integer.MAX_VALUE - 8) {
                if ((long) size + more > Integer.MAX_VALUE - 8) {
                    throw new IllegalStateException("a Parquet file over 2 GB does not fit in one payload");
                }
                wanted = Integer.MAX_VALUE - 8;
            }
            bytes = Arrays.copyOf(bytes, (int) wanted);
        }
    }
}
