package io.serbench.core.measure;

import java.util.Arrays;

/**
 * The distribution of a set of timings, in nanoseconds. Percentiles use the nearest-rank
 * method on the sorted samples (p50 of 200 samples is the 100th smallest): every reported
 * percentile is a value that was really measured, never an interpolation or a multiple
 * of the mean.
 *
 * @param stdev the sample standard deviation (n - 1), 0 for a single sample
 */
public record Stats(int count, long min, long p50, long p90, long p99, long max, double mean, double stdev) {

    public static Stats of(long[] samples) {
        if (samples.length == 0) {
            throw new IllegalArgumentException("no samples");
        }
        long[] sorted = samples.clone();
        Arrays.sort(sorted);
        double sum = 0;
        for (long s : sorted) {
            sum += s;
        }
        double mean = sum / sorted.length;
        double squares = 0;
        for (long s : sorted) {
            squares += (s - mean) * (s - mean);
        }
        double stdev = sorted.length > 1 ? Math.sqrt(squares / (sorted.length - 1)) : 0.0;
        return new Stats(sorted.length, sorted[0], nearestRank(sorted, 50), nearestRank(sorted, 90),
                nearestRank(sorted, 99), sorted[sorted.length - 1], mean, stdev);
    }

    /** The smallest sample with at least {@code percent}% of the samples at or below it. */
    static long nearestRank(long[] sorted, int percent) {
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(rank, 1) - 1];
    }

    /** Coefficient of variation: stdev / mean. */
    public double cv() {
        return mean == 0 ? 0 : stdev / mean;
    }
}
