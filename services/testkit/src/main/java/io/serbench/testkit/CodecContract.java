package io.serbench.testkit;

import io.serbench.core.canonical.CanonicalDiff;
import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.core.dataset.Scenario;
import io.serbench.core.model.UserBatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.http.MediaType;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What every codec must do, checked on the codec alone (no HTTP). A framework module
 * extends this and returns its codec; see services/README.md.
 */
public abstract class CodecContract {

    /** A new instance of the codec under test. */
    protected abstract Codec createCodec();

    private Codec codec;

    protected final Codec codec() {
        if (codec == null) {
            codec = createCodec();
        }
        return codec;
    }

    @ParameterizedTest
    @EnumSource(Scenario.class)
    void roundTripIsEqualFieldByField(Scenario scenario) throws Exception {
        UserBatch original = DatasetGenerator.generate(scenario.users());
        UserBatch decoded = codec().deserialize(codec().serialize(original));
        assertThat(CanonicalDiff.firstDifference(original, decoded)).as("first difference").isEmpty();
        assertThat(decoded).isEqualTo(original);
    }

    @Test
    void serializingLeavesTheBatchUntouched() throws Exception {
        UserBatch batch = DatasetGenerator.generate(Scenario.MEDIUM.users());
        codec().serialize(batch);
        assertThat(batch).isEqualTo(DatasetGenerator.generate(Scenario.MEDIUM.users()));
    }

    @Test
    void payloadGrowsWithUsers() throws Exception {
        int small = codec().serialize(DatasetGenerator.generate(Scenario.SMALL.users())).length;
        int medium = codec().serialize(DatasetGenerator.generate(Scenario.MEDIUM.users())).length;
        int large = codec().serialize(DatasetGenerator.generate(Scenario.LARGE.users())).length;
        assertThat(medium).isGreaterThan(5 * small);
        assertThat(large).isGreaterThan(50 * small);
    }

    @Test
    void eightThreadsAtOnceGetCorrectResults() throws Exception {
        List<UserBatch> batches = List.of(DatasetGenerator.generate(1), DatasetGenerator.generate(10),
                DatasetGenerator.generate(100), DatasetGenerator.generate(300));
        int threads = 8;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int offset = t;
                Callable<Integer> work = () -> {
                    start.await();
                    int checked = 0;
                    for (int i = 0; i < 40; i++) {
                        UserBatch batch = batches.get((offset + i) % batches.size());
                        UserBatch decoded = codec().deserialize(codec().serialize(batch));
                        assertThat(CanonicalDiff.firstDifference(batch, decoded)).isEmpty();
                        checked++;
                    }
                    return checked;
                };
                results.add(pool.submit(work));
            }
            start.countDown();
            for (Future<Integer> result : results) {
                assertThat(result.get(120, TimeUnit.SECONDS)).isEqualTo(40);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void garbageIsRejected() throws Exception {
        byte[] random = new byte[4096];
        new Random(42).nextBytes(random);
        assertThatThrownBy(() -> codec().deserialize(random)).isInstanceOf(Exception.class);
        byte[] text = "this is not a payload of any kind".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> codec().deserialize(text)).isInstanceOf(Exception.class);
        stillWorks();
    }

    @Test
    void truncatedPayloadsAreRejected() throws Exception {
        byte[] payload = codec().serialize(DatasetGenerator.generate(Scenario.MEDIUM.users()));
        byte[] half = Arrays.copyOf(payload, payload.length / 2);
        byte[] lastByteMissing = Arrays.copyOf(payload, payload.length - 1);
        assertThatThrownBy(() -> codec().deserialize(half)).as("half a payload").isInstanceOf(Exception.class);
        assertThatThrownBy(() -> codec().deserialize(lastByteMissing)).as("all but the last byte")
                .isInstanceOf(Exception.class);
        stillWorks();
    }

    @Test
    void describesItself() {
        assertThat(codec().name()).matches("[a-z][a-z0-9]*");
        assertThat(codec().library()).isNotBlank();
        assertThat(codec().libraryVersion()).matches("\\d+(\\.\\d+)+.*");
        assertThat(MediaType.parseMediaType(codec().contentType()).isConcrete()).isTrue();
    }

    private void stillWorks() throws Exception {
        UserBatch batch = DatasetGenerator.generate(Scenario.SMALL.users());
        assertThat(codec().deserialize(codec().serialize(batch))).isEqualTo(batch);
    }
}
