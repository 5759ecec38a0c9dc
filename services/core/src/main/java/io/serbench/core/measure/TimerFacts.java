package io.serbench.core.measure;

import java.util.Arrays;

/**
 * What {@code System.nanoTime} costs and how finely it steps on this machine, measured once per
 * JVM (on first use) and reported in /api/info, so that a results file says how far its shortest
 * figures are from the timer's own limits. The engine times batches that last far longer than
 * either ({@link BatchSize}).
 *
 * @param costNanos the median cost of one call, from bursts of back-to-back calls
 * @param stepNanos the smallest non-zero difference between two consecutive calls: the finest
 *                  interval a single timing can resolve (never below the cost of one call)
 */
public record TimerFacts(double costNanos, long stepNanos) {
    private static final int BURST_CALLS = 1_000;
    private static final int WARM_UP_BURSTS = 1_000;
    private static final int MEASURED_BURSTS = 101;
    private static final int STEP_PAIRS = 100_000;

    /** This JVM's timer, measured on the first call and kept. */
    public static TimerFacts measured() {
        return Holder.FACTS;
    }

    private static final class Holder {
        static final TimerFacts FACTS = measure();
    }

    /** Measures now, after a warm-up that lets the JIT compile the measuring loops. */
    static TimerFacts measure() {
        long ignored = 0;
        for (int i = 0; i < WARM_UP_BURSTS; i++) {
            ignored += burst(BURST_CALLS);
            ignored += smallestStep(BURST_CALLS);
        }
        double[] perCall = new double[MEASURED_BURSTS];
        for (int i = 0; i < perCall.length; i++) {
            perCall[i] = (double) burst(BURST_CALLS) / BURST_CALLS;
        }
        Arrays.sort(perCall);
        double cost = Math.round(perCall[perCall.length / 2] * 10) / 10.0;
        long step = smallestStep(STEP_PAIRS);
        if (ignored == Long.MIN_VALUE) { // never true; keeps the warm-up's results used
            step = -1;
        }
        return new TimerFacts(cost, step);
    }

    /** Nanoseconds that {@code calls} back-to-back reads of the clock took. */
    private static long burst(int calls) {
        long start = System.nanoTime();
        long last = start;
        for (int i = 0; i < calls; i++) {
            last = System.nanoTime();
        }
        return last - start;
    }

    /** The smallest non-zero difference between consecutive reads over {@code reads} reads. */
    private static long smallestStep(int reads) {
        long smallest = Long.MAX_VALUE;
        long previous = System.nanoTime();
        for (int i = 0; i < reads; i++) {
            long now = System.nanoTime();
            long difference = now - previous;
            if (difference > 0 && difference < smallest) {
                smallest = difference;
            }
            previous = now;
        }
        return smallest;
    }
}
