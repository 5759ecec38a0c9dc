package io.serbench.core.measure;

import io.serbench.core.codec.TimedCodec.ColdFigures;

/**
 * What POST /api/benchmark answers: an in-process measurement of one codec on one dataset.
 *
 * @param jitCompileMillis    time the JIT compilers spent compiling while the operations were
 *                            timed (null where the JVM does not tell): more than a few ms means
 *                            the code was still changing under the measurement
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
        Long jitCompileMillis,
        boolean roundTripEqual,
        String roundTripDifference,
        ColdFigures cold) {

    /**
     * What the warm-up really did.
     *
     * @param compileMillis time the JIT compilers spent compiling during the warm-up (null if unknown)
     * @param jitQuiet      whether the JIT had gone quiet when it ended; null when settling was
     *                      not asked for or the JVM does not tell compilation time
     */
    public record Warmup(int operations, long millis, Long compileMillis, Boolean jitQuiet) {
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
