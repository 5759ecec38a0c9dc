package io.serbench.core.measure;

/**
 * How long to warm up and how much to measure.
 *
 * @param warmup       upper bound on warm-up rounds, each one batch of every operation warmed (one
 *                     serialize plus one deserialize where both batches hold one operation)
 * @param warmupMillis upper bound on warm-up time; warm-up ends at whichever bound comes first
 * @param iterations   timed samples of each kind, each one batch ({@link BatchSize})
 * @param settleMillis after those bounds, up to this long more warm-up while the JIT is still
 *                     compiling (0: no such wait); see {@link BenchmarkEngine}
 */
public record BenchmarkSettings(int warmup, long warmupMillis, int iterations, long settleMillis) {
    public static final int DEFAULT_WARMUP = 2_000;
    public static final long DEFAULT_WARMUP_MILLIS = 3_000;
    public static final int DEFAULT_ITERATIONS = 500;
    /** Off unless asked for: the orchestrator asks (--settle-ms); direct callers keep a bounded warm-up. */
    public static final long DEFAULT_SETTLE_MILLIS = 0;

    public static final int MAX_WARMUP = 10_000_000;
    public static final long MAX_WARMUP_MILLIS = 600_000;
    public static final int MAX_ITERATIONS = 1_000_000;

    /** @throws IllegalArgumentException naming the field that is out of range */
    public BenchmarkSettings {
        check("warmup", warmup, 0, MAX_WARMUP);
        check("warmupMillis", warmupMillis, 0, MAX_WARMUP_MILLIS);
        check("iterations", iterations, 1, MAX_ITERATIONS);
        check("settleMillis", settleMillis, 0, MAX_WARMUP_MILLIS);
    }

    /** Bounded warm-up only, without waiting for the JIT. */
    public BenchmarkSettings(int warmup, long warmupMillis, int iterations) {
        this(warmup, warmupMillis, iterations, 0);
    }

    public static BenchmarkSettings defaults() {
        return new BenchmarkSettings(DEFAULT_WARMUP, DEFAULT_WARMUP_MILLIS, DEFAULT_ITERATIONS, DEFAULT_SETTLE_MILLIS);
    }

    private static void check(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be from " + min + " to " + max + ", got " + value);
        }
    }
}
