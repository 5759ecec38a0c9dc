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
 * @param stages              for a {@link io.serbench.core.codec.Staged} codec, each of its four
 *                            stages timed alone, after the totals; null for every other codec
 * @param stageWarmup         the stages' own warm-up; null for a codec without stages
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
        Stages stages,
        Warmup stageWarmup) {

    /** The same result without the raw samples (what /api/benchmark answers unless they are asked for). */
    public BenchmarkResult withoutSamples() {
        return new BenchmarkResult(framework, library, libraryVersion, dataset, model, count, payloadBytes, settings,
                warmup, serialize.withoutSamples(), deserialize.withoutSamples(), gc, jitCompileMillis,
                roundTripEqual, roundTripDifference, cold, stages == null ? null : stages.withoutSamples(), stageWarmup);
    }

    /**
     * What the warm-up really did: rounds of one batch of each operation it warms, bounded by
     * count and time, then (when settling was asked for) on until the JIT was quiet.
     *
     * @param operations    warm-up rounds, each one batch of every operation warmed (a
     *                      serialize and a deserialize pair where both batches hold one)
     * @param compileMillis time the JIT compilers spent compiling during the warm-up (null if unknown)
     * @param jitQuiet      whether the JIT had gone quiet when it ended; null when settling was
     *                      not asked for or the JVM does not tell compilation time
     */
    public record Warmup(int operations, long millis, Long compileMillis, Boolean jitQuiet) {
    }

    /**
     * One kind of operation, measured {@code iterations} times, each sample one batch of
     * {@code batch} operations back to back divided by {@code batch} ({@link BatchSize}).
     *
     * @param batch               operations per timed batch, chosen once per JVM for this
     *                            dataset and operation
     * @param allocatedBytesPerOp heap bytes the measuring thread allocated per operation
     *                            (ThreadMXBean), or null where the JVM cannot tell
     * @param offHeapBytesPerOp   bytes the codec allocated outside the heap per operation, for a
     *                            codec that counts them ({@link io.serbench.core.codec.OffHeapAllocations},
     *                            Arrow); null for every other codec
     * @param samples             every timing in nanoseconds, in the order taken; null when not asked for
     */
    public record Operation(Stats stats, int batch, Double allocatedBytesPerOp, Double offHeapBytesPerOp,
                            long[] samples) {
        Operation withoutSamples() {
            return new Operation(stats, batch, allocatedBytesPerOp, offHeapBytesPerOp, null);
        }
    }

    /**
     * For a {@link io.serbench.core.codec.Staged} codec: each stage timed alone in a loop of its
     * own, batched like the totals. {@code toWire} (model to the library's objects) and
     * {@code encode} make up serialize; {@code decode} and {@code fromWire} (the library's objects to
     * the model) make up deserialize. {@code decode} alone is what harnesses that stop at the
     * library's own objects time as deserialize.
     */
    public record Stages(Stage toWire, Stage encode, Stage decode, Stage fromWire) {
        Stages withoutSamples() {
            return new Stages(toWire.withoutSamples(), encode.withoutSamples(), decode.withoutSamples(),
                    fromWire.withoutSamples());
        }
    }

    /**
     * One stage's timings, per operation as for the totals.
     *
     * @param batch               operations per timed batch
     * @param allocatedBytesPerOp heap bytes allocated per operation inside the timed batches only
     *                            (not the fresh inputs made between them); null where the JVM cannot tell
     * @param samples             every per-operation sample (ns) in order; null when not asked for
     */
    public record Stage(Stats stats, int batch, Double allocatedBytesPerOp, long[] samples) {
        Stage withoutSamples() {
            return new Stage(stats, batch, allocatedBytesPerOp, null);
        }
    }

    /** Garbage collections that ran during the timed operations, over all collectors. */
    public record Gc(long collections, long timeMillis) {
    }
}
