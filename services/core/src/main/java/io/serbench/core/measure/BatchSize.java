package io.serbench.core.measure;

import java.util.Arrays;

/**
 * How many operations one timed sample holds. An operation shorter than the timer can resolve
 * well (its cost and step are tens of nanoseconds, {@link TimerFacts}) is timed in batches of
 * {@code k} back to back, and a sample is the batch's time divided by {@code k}, as JMH does.
 *
 * <p>{@code k} is the smallest value of the 1-2-5 series (1, 2, 5, 10, 20, 50, ...) that makes a
 * batch last at least {@link #TARGET_NANOS}, judged by the median of
 * {@link #CALIBRATION_TIMINGS} single timings taken after the warm-up. A coarse series, so that
 * two JVMs of one service choose the same {@code k} unless the operation sits at a boundary of it.
 */
public final class BatchSize {
    /** The shortest batch: far above the timer's cost and step, so neither moves a sample. */
    public static final long TARGET_NANOS = 20_000;

    /** How many single timings calibrate an operation's batch size (their median). */
    public static final int CALIBRATION_TIMINGS = 31;

    private BatchSize() {
    }

    /** The batch size for an operation whose single timings have this median. */
    public static int forMedian(long medianNanos) {
        long median = Math.max(1, medianNanos);
        long k = 1;
        while (k * median < TARGET_NANOS) {
            k = next(k);
        }
        return (int) k;
    }

    /** The median of single timings (the lower middle one of an even count). */
    public static long median(long[] timings) {
        if (timings.length == 0) {
            throw new IllegalArgumentException("no timings");
        }
        long[] sorted = timings.clone();
        Arrays.sort(sorted);
        return sorted[(sorted.length - 1) / 2];
    }

    /** The next value of the 1-2-5 series: 1, 2, 5, 10, 20, 50, ... */
    static long next(long k) {
        long decade = 1;
        while (decade * 10 <= k) {
            decade *= 10;
        }
        long mantissa = k / decade;
        return mantissa == 1 ? 2 * decade : mantissa == 2 ? 5 * decade : 10 * decade;
    }

    /** One batch's time as a per-operation sample: nanoseconds divided by {@code k}, rounded. */
    public static long perOperation(long batchNanos, int k) {
        return (batchNanos + k / 2) / k;
    }
}
