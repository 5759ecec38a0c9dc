package io.serbench.core.web;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The server-side times of the last {@link #capacity()} requests that carried a request id
 * ({@value #HEADER}), for the orchestrator to fetch after a phase and pair with its own round
 * trips. A lock-free ring: recording is one increment and one store, never a lock on the
 * request path. An id the ring no longer holds (or never held) is reported as missing,
 * never guessed.
 */
public final class RequestTimings {
    public static final String HEADER = "X-Request-Id";
    /** Longer ids are not recorded (the filter answers 400): bounds the ring's memory. */
    public static final int MAX_ID_LENGTH = 128;
    public static final int DEFAULT_CAPACITY = 8192;

    /**
     * One request, in nanoseconds from the front of the filter chain: until the flush that
     * completed the response ({@code handlingNanos}), until its final write began
     * ({@code handlingToLastWriteNanos}, at most the first), and the codec time inside.
     */
    public record Entry(long sequence, String id, long handlingNanos, long handlingToLastWriteNanos, long codecNanos) {
    }

    private final AtomicReferenceArray<Entry> ring;
    private final AtomicLong next = new AtomicLong();

    public RequestTimings(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1, got " + capacity);
        }
        this.ring = new AtomicReferenceArray<>(capacity);
    }

    public int capacity() {
        return ring.length();
    }

    /** How many requests were recorded since start-up, including those the ring has forgotten. */
    public long recorded() {
        return next.get();
    }

    public void record(String id, long handlingNanos, long handlingToLastWriteNanos, long codecNanos) {
        long sequence = next.getAndIncrement();
        ring.set((int) (sequence % ring.length()),
                new Entry(sequence, id, handlingNanos, handlingToLastWriteNanos, codecNanos));
    }

    /**
     * The entries of the ids asked for that the ring still holds; an id recorded twice
     * answers its latest request. One pass over the ring, whatever the number of ids.
     */
    public Map<String, Entry> find(Collection<String> ids) {
        Map<String, Entry> wanted = new HashMap<>(ids.size() * 2);
        for (String id : ids) {
            wanted.put(id, null);
        }
        for (int i = 0; i < ring.length(); i++) {
            Entry entry = ring.get(i);
            if (entry != null && wanted.containsKey(entry.id())) {
                Entry known = wanted.get(entry.id());
                if (known == null || known.sequence() < entry.sequence()) {
                    wanted.put(entry.id(), entry);
                }
            }
        }
        wanted.values().removeIf(e -> e == null);
        return wanted;
    }
}
