package io.serbench.core.web;

import io.serbench.core.measure.BenchmarkSettings;

/**
 * The body of POST /api/benchmark. Give {@code scenario}, {@code users} or {@code mediacontent}; the other
 * fields default to {@link BenchmarkSettings#defaults()}.
 *
 * @param samples whether to return every raw sample (default true)
 */
public record BenchmarkRequest(String scenario, Integer users, Integer mediacontent, Integer warmup, Long warmupMillis,
                               Integer iterations, Long settleMillis, Boolean samples) {

    BenchmarkSettings settings() {
        BenchmarkSettings d = BenchmarkSettings.defaults();
        return new BenchmarkSettings(
                warmup != null ? warmup : d.warmup(),
                warmupMillis != null ? warmupMillis : d.warmupMillis(),
                iterations != null ? iterations : d.iterations(),
                settleMillis != null ? settleMillis : d.settleMillis());
    }

    boolean includeSamples() {
        return samples == null || samples;
    }
}
