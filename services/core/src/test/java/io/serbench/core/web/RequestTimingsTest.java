package io.serbench.core.web;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RequestTimingsTest {

    @Test
    void findsWhatWasRecordedExactlyAndNothingElse() {
        RequestTimings timings = new RequestTimings(4);
        timings.record("a", 1_000, 900, 400);
        timings.record("b", 2_000, 1_500, 0);

        Map<String, RequestTimings.Entry> found = timings.find(List.of("a", "b", "never"));

        assertThat(found).containsOnlyKeys("a", "b");
        assertThat(found.get("a").handlingNanos()).isEqualTo(1_000);
        assertThat(found.get("a").handlingToLastWriteNanos()).isEqualTo(900);
        assertThat(found.get("a").codecNanos()).isEqualTo(400);
        assertThat(found.get("b").handlingNanos()).isEqualTo(2_000);
    }

    @Test
    void forgetsTheOldestOnceFullAndAnswersTheLatestOfARepeatedId() {
        RequestTimings timings = new RequestTimings(3);
        for (int i = 0; i < 5; i++) {
            timings.record("r" + i, i, i, 0);
        }
        timings.record("r4", 99, 98, 7);

        assertThat(timings.find(List.of("r0", "r1", "r2", "r3", "r4"))).containsOnlyKeys("r3", "r4");
        assertThat(timings.find(List.of("r4")).get("r4").handlingNanos()).isEqualTo(99);
    }

    @Test
    void keepsEveryRecordFromConcurrentWritersWithinCapacity() throws InterruptedException {
        RequestTimings timings = new RequestTimings(1000);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        IntStream.range(0, 1000).forEach(i -> pool.execute(() -> timings.record("c" + i, i, i, 0)));
        pool.shutdown();
        assertThat(pool.awaitTermination(10, TimeUnit.SECONDS)).isTrue();

        Map<String, RequestTimings.Entry> found = timings.find(IntStream.range(0, 1000).mapToObj(i -> "c" + i).toList());
        assertThat(found).hasSize(1000);
        assertThat(found.get("c123").handlingNanos()).isEqualTo(123);
    }

    @Test
    void refusesANonPositiveCapacity() {
        assertThatThrownBy(() -> new RequestTimings(0)).hasMessageContaining("capacity must be at least 1");
    }
}
