package io.serbench.core.measure;

import io.serbench.core.codec.TimedCodec.ColdFigures;

/**
 * What POST /api/benchmark answers: an in-process measurement of one codec on one dataset.
 *
 * @param roundTripDifference the first differing path when the round trip is not equal, else null
 */
public record BenchmarkResult(
        String framework,
        String library,
        String libraryVersion,
        String dataset,
        int users,
        int payloadBytes,
        BenchmarkSettings settings,
        Warmup warmup,
        Operation serialize,
        Operation deserialize,
        Gc gc,
        boolean roundTripEqual,
        String roundTripDifference,
        ColdFigures cold) {

    /** What the warm-up really did before it hit one of its bounds. */
    public record Warmup(int operations, long millis) {
    }

    /**
     * One kind of operation, measured {@code iterations} times.
     *
     * @param allocatedBytesPerOp heap bytes the measuring thread allocated per operation
     *                            (ThreadMXBean), or null where the JVM cannot tell
     * @param samples             every timing in nanoseconds, in the order taken; null when not asked for
     */
    public record Operation(Stats stats, Double allocatedBytesPerOp, long[] samples) {
    }

    /** Garbage collections that ran during the timed operations, over all collectors. */
    public record Gc(long collections, long timeMillis) {
    }
}
