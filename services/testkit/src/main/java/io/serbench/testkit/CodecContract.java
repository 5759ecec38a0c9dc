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

    /**
     * No allocation from a length read out of the payload: at every offset of a valid payload,
     * overwrite a few bytes with a huge length (32 and 64 bits, both byte orders, varints) and
     * decode. The codec may refuse the payload or decode something, but it must neither run
     * out of memory nor allocate more than {@link #allocationBudget} bytes: a 20-byte body
     * claiming a 2 GiB string gets an exception, not a 2 GiB array.
     */
    @Test
    void hugeDeclaredLengthsAllocateNothingHuge() throws Exception {
        byte[] valid = codec().serialize(DatasetGenerator.generate(1));
        long budget = allocationBudget(valid.length);
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        for (byte[] pattern : HUGE_LENGTHS) {
            for (int offset = 0; offset + pattern.length <= valid.length; offset++) {
                byte[] hostile = valid.clone();
                System.arraycopy(pattern, 0, hostile, offset, pattern.length);
                long before = threads.getCurrentThreadAllocatedBytes();
                try {
                    codec().deserialize(hostile);
                } catch (Exception | StackOverflowError refused) {
                    // refusing is the expected answer
                } catch (OutOfMemoryError e) {
                    throw new AssertionError("out of memory decoding " + describe(pattern) + " at offset " + offset
                            + " of a " + valid.length + "-byte payload", e);
                }
                long allocated = threads.getCurrentThreadAllocatedBytes() - before;
                assertThat(allocated).as("bytes allocated decoding %s at offset %d of a %d-byte payload",
                        describe(pattern), offset, valid.length).isLessThan(budget);
            }
        }
        stillWorks();
    }

    /** What decoding a hostile payload of {@code payloadBytes} may allocate: generous, but far from gigabytes. */
    protected long allocationBudget(int payloadBytes) {
        return 64L * payloadBytes + 16L * 1024 * 1024;
    }

    private static final byte[][] HUGE_LENGTHS = {
            {0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff},                         // 2^31-1, big-endian int32
            {(byte) 0xff, (byte) 0xff, (byte) 0xff, 0x7f},                         // 2^31-1, little-endian int32
            {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x07},            // 2^31-1 as a varint
            {(byte) 0xfe, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x0f},            // 2^32-2 as a zig-zag varint
            {0x00, 0x00, 0x00, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff}, // int64, big-endian
            {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x7f, 0x00, 0x00, 0x00}, // int64, little-endian
    };

    private static String describe(byte[] pattern) {
        StringBuilder hex = new StringBuilder();
        for (byte b : pattern) {
            hex.append(String.format("%02x", b));
        }
        return hex.toString();
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
