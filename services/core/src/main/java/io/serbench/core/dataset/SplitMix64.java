package io.serbench.core.dataset;

/**
 * The SplitMix64 generator (Steele, Lea and Flood, 2014), written out here so that the
 * datasets depend on nothing but this file: the same seed gives the same sequence on
 * every JVM, now and later. Not thread-safe; one instance per generated object.
 */
public final class SplitMix64 {
    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, bound); the modulo bias is below 2^-32 for the bounds used here. */
    public int nextInt(int bound) {
        return (int) ((nextLong() >>> 1) % bound);
    }

    /** Uniform in [from, to], both inclusive. */
    public int between(int from, int to) {
        return from + nextInt(to - from + 1);
    }

    /** Uniform in [0, bound). */
    public long nextLong(long bound) {
        return (nextLong() >>> 1) % bound;
    }

    public boolean chance(int percent) {
        return nextInt(100) < percent;
    }

    public <T> T pick(T[] values) {
        return values[nextInt(values.length)];
    }
}
