package io.serbench.core.codec;

/**
 * A codec that allocates outside the Java heap (Arrow's buffers) and can count it, so that its
 * allocation per operation is not understated by the heap counter alone.
 */
public interface OffHeapAllocations {

    /** Bytes this codec has allocated off-heap since it was created (only ever grows). */
    long offHeapAllocatedBytes();
}
