package io.serbench.core.measure;

import io.serbench.core.measure.TimedCodec.ColdFigures;

/**
 * What POST /api/benchmark answers: an in-process measurement of one codec on one dataset.
 *
 * @param jitCompileMillis    time the JIT compilers spent compiling while the operations were
 *                            timed (null where the JVM does not tell): more than a few ms means
 *                            the code was still changing under the measurement
 * @param roundTripDifference the first differing path when the round trip is not equal, else null
 * @param dataset             the dataset's label ({@code large}, {@code mediacontent=10})
 * @param model               the dataset's model
 * @param count               how many top-level objects the batch holds
 */
public record BenchmarkResult(
        String framework,
        String library,
        String libraryVersion,
        String dataset,
        String model,
        int count,
        int payloadBytes,
        BenchmarkSettings settings,
        Warmup warmup,
        Operation serialize,
        Operation deserialize,
        Gc gc,
        Long jitCompileMillis,
        boolean roundTripEqual,
        String roundTripDifference,
        ColdFigures cold,
        Conversion conversion) {

    /** The same result without the raw samples (what /api/benchmark answers unless they are asked for). */
    public BenchmarkResult withoutSamples() {
        return new BenchmarkResult(framework, library, libraryVersion, dataset, model, count, payloadBytes, settings,
                warmup, serialize.withoutSamples(), deserialize.withoutSamples(), gc, jitCompileMillis,
                roundTripEqual, roundTripDifference, cold,
                conversion == null ? null : new Conversion(conversion.serialize.withoutSamples(),
                        conversion.deserialize.withoutSamples()));
    }

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
     * @param offHeapBytesPerOp   bytes the codec allocated outside the heap per operation, for a
     *                            codec that counts them ({@link io.serbench.core.codec.OffHeapAllocations},
     *                            Arrow); null for every other codec
     * @param samples             every timing in nanoseconds, in the order taken; null when not asked for
     */
    public record Operation(Stats stats, Double allocatedBytesPerOp, Double offHeapBytesPerOp, long[] samples) {
        Operation withoutSamples() {
            return new Operation(stats, allocatedBytesPerOp, offHeapBytesPerOp, null);
        }
    }

    /**
     * For a {@link io.serbench.core.codec.Staged} codec: the conversion stage of each operation,
     * timed inside the same timed operations (model to generated objects in serialize, generated
     * objects to model in deserialize). The encoding's share is the total minus this.
     */
    public record Conversion(Stage serialize, Stage deserialize) {
    }

    /** One stage's timings: stats and, when asked for, every sample (ns) in the operations' order. */
    public record Stage(Stats stats, long[] samples) {
        Stage withoutSamples() {
            return new Stage(stats, null);
        }
    }

    /** Garbage collections that ran during the timed operations, over all collectors. */
    public record Gc(long collections, long timeMillis) {
    }
}
