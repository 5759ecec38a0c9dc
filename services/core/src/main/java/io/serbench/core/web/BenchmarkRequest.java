package io.serbench.core.web;

import io.serbench.core.measure.BenchmarkSettings;

/**
 * The body of POST /api/benchmark: {@code dataset} (a label with a count) and the settings, which
 * default to {@link BenchmarkSettings#defaults()}.
 *
 * @param samples whether to return every raw sample (default true)
 */
public record BenchmarkRequest(String dataset, Integer warmup, Long warmupMillis, Integer iterations,
                               Long settleMillis, Boolean samples) {
    static final String SHAPE = "{\"dataset\", \"warmup\", \"warmupMillis\", \"iterations\", \"settleMillis\", \"samples\"}";

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
