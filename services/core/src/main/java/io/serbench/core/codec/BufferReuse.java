package io.serbench.core.codec;

/**
 * The one reuse rule every codec follows, so that no framework is measured with an
 * advantage (or a handicap) of buffer management that another does not get
 * (docs/methodology.md, "Buffer reuse: one rule for every codec").
 *
 * <ul>
 *   <li>Writers, readers, builders and output buffers are reused per thread ({@link PerThread})
 *       or pooled, as the libraries' own documentation recommends for speed.</li>
 *   <li>A reused buffer keeps what it grew to, up to {@link #MAX_RETAINED_BYTES}; a buffer
 *       that grew beyond that is dropped (or shrunk back) after the call, so one huge
 *       request does not pin memory for the life of the thread.</li>
 *   <li>The limit is the same for every framework and above every payload of the default
 *       datasets, so at those every codec writes into a buffer that is already big enough.</li>
 * </ul>
 */
public final class BufferReuse {

    /** What a per-thread buffer may keep between calls: 4 MiB. */
    public static final int MAX_RETAINED_BYTES = 4 * 1024 * 1024;

    /** What a fresh per-thread output buffer starts with: 64 KiB, every codec the same. */
    public static final int INITIAL_BYTES = 64 * 1024;

    /** Whether a reused buffer of this capacity may be kept for the next call. */
    public static boolean keeps(long capacityBytes) {
        return capacityBytes <= MAX_RETAINED_BYTES;
    }

    private BufferReuse() {
    }
}
