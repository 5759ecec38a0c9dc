package io.serbench.core.measure;

import org.junit.jupiter.api.Test;

import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class StatsTest {

    @Test
    void nearestRankPercentilesOfOneToHundred() {
        long[] samples = LongStream.rangeClosed(1, 100).map(i -> 101 - i).toArray(); // unsorted on purpose
        Stats stats = Stats.of(samples);
        assertThat(stats.count()).isEqualTo(100);
        assertThat(stats.min()).isEqualTo(1);
        assertThat(stats.p50()).isEqualTo(50);
        assertThat(stats.p90()).isEqualTo(90);
        assertThat(stats.p99()).isEqualTo(99);
        assertThat(stats.max()).isEqualTo(100);
        assertThat(stats.mean()).isEqualTo(50.5);
        assertThat(stats.stdev()).isCloseTo(29.011, within(0.001));
        assertThat(samples[0]).as("the caller's samples stay in measured order").isEqualTo(100);
    }

    @Test
    void percentilesAreMeasuredValuesNotMultiplesOfTheMean() {
        Stats stats = Stats.of(new long[]{10, 10, 10, 10, 10, 10, 10, 10, 10, 1000});
        assertThat(stats.p50()).isEqualTo(10);
        assertThat(stats.p90()).isEqualTo(10);
        assertThat(stats.p99()).isEqualTo(1000);
        assertThat(stats.mean()).isEqualTo(109.0);
    }

    @Test
    void singleSample() {
        Stats stats = Stats.of(new long[]{7});
        assertThat(stats.p50()).isEqualTo(7);
        assertThat(stats.p99()).isEqualTo(7);
        assertThat(stats.stdev()).isZero();
        assertThat(stats.cv()).isZero();
    }
}
