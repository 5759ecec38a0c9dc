package io.serbench.testkit;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.dataset.Dataset;
import io.serbench.core.dataset.DatasetCatalog;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

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
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What every codec of any model must do, checked on the codec alone (no HTTP): round trips of
 * the model's default datasets, thread safety, refusal of garbage and of truncated payloads, the
 * model's shape check on what it decodes, and reading the module's committed golden payload
 * ({@link GoldenPayloads}). {@link CodecContract} (users) and
 * {@link MediaCodecContract} (MediaContent) are this for one model each, with what only that
 * model needs; a framework module's codec tests extend those.
 *
 * @param <T> the model's batch type
 */
public abstract class ModelCodecContract<T> implements CodecUnderTest<T> {
    private final DataModel<T> model;
    private Codec<T> codec;

    protected ModelCodecContract(DataModel<T> model) {
        this.model = model;
    }

    /**
     * A new instance of the codec under test: by default the one the module's application makes
     * ({@link ServiceBeans}). A test of another configuration of the codec overrides this.
     */
    protected Codec<T> createCodec() {
        return ServiceBeans.of(getClass()).codec(model);
    }

    @Override
    public final Codec<T> codec() {
        if (codec == null) {
            codec = createCodec();
        }
        return codec;
    }

    @Override
    public final DataModel<T> model() {
        return model;
    }

    /** The model's default datasets (proto/datasets.json), smallest first as the file lists them. */
    protected final List<Dataset> defaultDatasets() {
        return DatasetCatalog.standard().defaults(model.name());
    }

    @Override
    public final T batch(int count) {
        return model.generate(count);
    }

    @Test
    void servesItsModel() {
        assertThat(codec().model()).as("the codec's model()").isSameAs(model);
    }

    @TestFactory
    Stream<DynamicTest> roundTripIsEqualFieldByField() {
        return defaultDatasets().stream().map(dataset -> DynamicTest.dynamicTest(dataset.label(), () -> {
            assertRoundTrips(batch(dataset.count()));
        }));
    }

    /** The batch comes back from its payload equal, field by field (the first difference is named). Returns it. */
    protected final T assertRoundTrips(T batch) throws Exception {
        T decoded = codec().deserialize(codec().serialize(batch));
        assertThat(model.firstDifference(batch, decoded)).as("first difference").isEmpty();
        assertThat(decoded).isEqualTo(batch);
        return decoded;
    }

    /**
     * The payload an earlier build wrote for the model's golden dataset, committed in the module,
     * still reads as that dataset, field by field (what is read is compared, not the bytes). With
     * {@code -Dserbench.golden.update=true} it writes the file instead ({@link GoldenPayloads}).
     */
    @Test
    void readsItsGoldenPayload() throws Exception {
        GoldenPayloads.check(getClass(), model, codec());
    }

    @Test
    void serializingLeavesTheBatchUntouched() throws Exception {
        int count = middleDefaultCount();
        T batch = batch(count);
        codec().serialize(batch);
        assertThat(batch).isEqualTo(batch(count));
    }

    @Test
    void eightThreadsAtOnceGetCorrectResults() throws Exception {
        List<T> batches = List.of(batch(1), batch(10), batch(100), batch(300));
        int threads = 8;
        int rounds = 40;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int offset = t;
                Callable<Integer> work = () -> {
                    start.await();
                    int checked = 0;
                    for (int i = 0; i < rounds; i++) {
                        T batch = batches.get((offset + i) % batches.size());
                        T decoded = codec().deserialize(codec().serialize(batch));
                        assertThat(model.firstDifference(batch, decoded)).isEmpty();
                        checked++;
                    }
                    return checked;
                };
                results.add(pool.submit(work));
            }
            start.countDown();
            for (Future<Integer> result : results) {
                assertThat(result.get(120, TimeUnit.SECONDS)).isEqualTo(rounds);
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
        byte[] payload = codec().serialize(batch(middleDefaultCount()));
        byte[] half = Arrays.copyOf(payload, payload.length / 2);
        byte[] lastByteMissing = Arrays.copyOf(payload, payload.length - 1);
        assertThatThrownBy(() -> codec().deserialize(half)).as("half a payload").isInstanceOf(Exception.class);
        assertThatThrownBy(() -> codec().deserialize(lastByteMissing)).as("all but the last byte")
                .isInstanceOf(Exception.class);
        stillWorks();
    }

    /** What the API runs after every decode (outside the timing) must pass on what the codec decodes. */
    @Test
    void decodedBatchPassesTheShapeCheck() throws Exception {
        model.checkShape(codec().deserialize(codec().serialize(batch(middleDefaultCount()))));
    }

    @Override
    public final void stillWorks() throws Exception {
        T batch = batch(10);
        assertThat(codec().deserialize(codec().serialize(batch))).isEqualTo(batch);
    }

    /** Decoding this text, as UTF-8, throws an exception whose message holds {@code message}. */
    protected final void assertRefused(String text, String message) {
        assertThatThrownBy(() -> codec().deserialize(text.getBytes(StandardCharsets.UTF_8))).hasMessageContaining(message);
    }

    /** Decoding this text, as UTF-8, throws an exception of this type. */
    protected final void assertRefused(String text, Class<? extends Throwable> type) {
        assertThatThrownBy(() -> codec().deserialize(text.getBytes(StandardCharsets.UTF_8))).isInstanceOf(type);
    }

    private int middleDefaultCount() {
        List<Dataset> defaults = defaultDatasets();
        return defaults.get(defaults.size() / 2).count();
    }
}
