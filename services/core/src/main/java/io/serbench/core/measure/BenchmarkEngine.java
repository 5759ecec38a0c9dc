package io.serbench.core.measure;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.OffHeapAllocations;
import io.serbench.core.codec.Staged;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.dataset.Dataset;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The in-process measurement (docs/design.md#how-a-figure-is-measured; why each step is as it
 * is, with the figures that showed it: docs/methodology.md, "Server-side figures").
 *
 * <ol>
 *   <li>One serialize and deserialize through {@link TimedCodec}, so that a benchmark that
 *       is the first call after start-up records the cold figures.</li>
 *   <li>Warm-up: rounds of one batch of serializations and one of deserializations until the
 *       count or the time bound is reached; then, if {@code settleMillis} allows, on in windows
 *       of {@value #WINDOW_MILLIS} ms until the JIT compilers were busy for at most
 *       {@value #QUIET_PERCENT}% of two windows in a row. A fixed warm-up that suits one codec is
 *       too short for another.</li>
 *   <li>The first time this JVM measures a dataset after a warm-up, each operation's batch size
 *       ({@link BatchSize}), from single timings taken after it; kept for the life of the JVM, so
 *       that every block of a dataset is measured alike. A call without warm-up times single
 *       operations and chooses nothing.</li>
 *   <li>{@code iterations} batches of serializations, then {@code iterations} batches of
 *       deserializations of one payload: {@code serialize(batch)} and {@code deserialize(payload)}
 *       exactly as a caller makes them, the same timed region for every codec, a staged one
 *       included. Separate loops, as separate JMH benchmarks would be, so that allocation per
 *       operation can be attributed to each kind. Every result is stored in a slot of a heap
 *       array that outlives the batch, so the JIT cannot discard the work. A full collection
 *       ({@code System.gc()}) runs before each loop, outside it, so that earlier garbage is not
 *       collected inside the next loop; those collections are not counted in {@code gc}.</li>
 *   <li>For a {@link Staged} codec (a library that builds its own object tree), then each of its
 *       four stages alone, with a warm-up and batch sizes of their own, in loops like the totals.
 *       {@code encode} and {@code fromWire} each get an input made fresh, untimed, for every
 *       operation: libraries cache on their objects (protobuf memoizes sizes when encoding and
 *       the decoded strings on first read), so a reused input would be cheaper than the one the
 *       total hands over.</li>
 *   <li>For a codec that counts its off-heap allocation ({@link OffHeapAllocations}), that count
 *       around each loop of the totals, per operation.</li>
 *   <li>A final round trip compared with the original by deep equality.</li>
 * </ol>
 *
 * <p>One benchmark runs at a time per service, whatever its model; concurrent callers wait
 * their turn.
 *
 * @param <T> the model's batch type
 */
public final class BenchmarkEngine<T> {
    /** One lock for every engine of the service: two models' benchmarks must not share the CPU. */
    private static final Object ONE_AT_A_TIME = new Object();

    static final long WINDOW_MILLIS = 250;
    static final int QUIET_PERCENT = 5;

    /**
     * The batch size of an operation not yet calibrated, while it warms up: more than one, so that
     * the JIT sees every batch loop go round (a loop that never repeated while it was profiled can
     * be compiled for a single pass and deoptimized when it first repeats).
     */
    static final int PROVISIONAL_BATCH = 2;

    private final TimedCodec<T> timed;
    private final Codec<T> codec;
    private final DataModel<T> model;
    private final Framework framework;
    private final com.sun.management.ThreadMXBean threads;
    private final CompilationMXBean compiler;

    /** Each dataset's and operation's batch size, chosen on its first measurement in this JVM. */
    private final Map<String, Integer> batchSizes = new HashMap<>();

    /**
     * Where every timed operation stores its result, one slot per operation of a batch. Cleared
     * after each batch (outside the timing): a decoded batch of the largest datasets takes a good
     * part of the heap, and holding the previous one while the next is built would need a third copy.
     */
    private Object[] results = new Object[1];

    /** The fresh inputs of the next batch of a stage that needs them (encode, fromWire). */
    private Object[] inputs = new Object[1];

    /**
     * @param framework the framework's name, library and version, for the result
     * @param timed     the codec, timed as the HTTP endpoints time it (so that a benchmark that is
     *                  the first call after start-up records the cold figures)
     */
    public BenchmarkEngine(Framework framework, TimedCodec<T> timed) {
        this.framework = framework;
        this.timed = timed;
        this.codec = timed.codec();
        this.model = timed.model();
        this.threads = allocationCounter();
        this.compiler = compilationClock();
    }

    /** An engine for a codec of its own (not shared with the HTTP endpoints' cold figures). */
    public static <T> BenchmarkEngine<T> of(Framework framework, Codec<T> codec) {
        return new BenchmarkEngine<>(framework, new TimedCodec<>(framework.name(), codec));
    }

    /**
     * @param dataset the dataset {@code batch} is, for the result: its model must be the codec's,
     *                and it must have a count
     */
    public BenchmarkResult run(Dataset dataset, T batch, BenchmarkSettings settings) throws Exception {
        if (!dataset.model().equals(model.name()) || !dataset.hasCount()) {
            throw new IllegalArgumentException("a " + model.name() + " codec measures a dataset of "
                    + model.name() + " with a count, not " + dataset.label());
        }
        synchronized (ONE_AT_A_TIME) {
            try {
                return measure(dataset, batch, settings);
            } finally {
                clear(results.length);
            }
        }
    }

    private BenchmarkResult measure(Dataset dataset, T batch, BenchmarkSettings settings) throws Exception {
        byte[] payload = timed.serialize(batch).value();
        timed.deserialize(payload);

        Loop serialize = new SerializeLoop(batch);
        Loop deserialize = new DeserializeLoop(payload);
        List<Loop> totals = List.of(serialize, deserialize);
        BenchmarkResult.Warmup warmup = warmUp(dataset, totals, settings);

        Long compiledBefore = compileMillis();
        Sampled serialized = sample(dataset, serialize, settings.iterations());
        Sampled deserialized = sample(dataset, deserialize, settings.iterations());
        Long compiledAfter = compileMillis();

        BenchmarkResult.Stages stages = null;
        BenchmarkResult.Warmup stageWarmup = null;
        if (codec instanceof Staged<?, ?>) {
            @SuppressWarnings("unchecked")
            Staged<T, Object> staged = (Staged<T, Object>) codec;
            List<Loop> loops = List.of(new ToWireLoop(staged, batch), new EncodeLoop(staged, batch),
                    new DecodeLoop(staged, payload), new FromWireLoop(staged, payload));
            stageWarmup = warmUp(dataset, loops, settings);
            BenchmarkResult.Stage[] timedStages = new BenchmarkResult.Stage[loops.size()];
            for (int i = 0; i < loops.size(); i++) {
                timedStages[i] = sample(dataset, loops.get(i), settings.iterations()).stage(threads != null);
            }
            stages = new BenchmarkResult.Stages(timedStages[0], timedStages[1], timedStages[2], timedStages[3]);
        }

        T back = codec.deserialize(codec.serialize(batch));
        String difference = model.firstDifference(batch, back).orElse(null);

        Gc gc = serialized.gc.plus(deserialized.gc);
        return new BenchmarkResult(framework.name(), framework.library(), framework.libraryVersion(),
                dataset.label(), dataset.model(), dataset.count(), payload.length, settings, warmup,
                operation(serialized), operation(deserialized),
                new BenchmarkResult.Gc(gc.collections, gc.millis),
                compiledBefore == null ? null : compiledAfter - compiledBefore,
                difference == null, difference, timed.cold(), stages, stageWarmup);
    }

    /**
     * Warms the loops up in rounds (one batch of each per round), with the batch size each will be
     * timed with where this JVM has chosen it already; then chooses it for those that have none.
     */
    private BenchmarkResult.Warmup warmUp(Dataset dataset, List<Loop> loops, BenchmarkSettings settings)
            throws Exception {
        int[] sizes = new int[loops.size()];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = batchSizes.getOrDefault(key(dataset, loops.get(i)), PROVISIONAL_BATCH);
        }
        long start = System.nanoTime();
        Long compiledBefore = compileMillis();
        long deadline = start + settings.warmupMillis() * 1_000_000L;
        int rounds = 0;
        while (rounds < settings.warmup() && System.nanoTime() - deadline < 0) {
            warmUpOnce(loops, sizes);
            rounds++;
        }
        Boolean quiet = null;
        if (settings.settleMillis() > 0 && compiledBefore != null) {
            long settleDeadline = System.nanoTime() + settings.settleMillis() * 1_000_000L;
            int quietWindows = 0;
            while (quietWindows < 2 && System.nanoTime() - settleDeadline < 0) {
                long windowStart = System.nanoTime();
                long compiled = compileMillis();
                do {
                    warmUpOnce(loops, sizes);
                    rounds++;
                } while (System.nanoTime() - windowStart < WINDOW_MILLIS * 1_000_000L);
                long windowMillis = (System.nanoTime() - windowStart) / 1_000_000L;
                boolean busy = (compileMillis() - compiled) * 100 > windowMillis * QUIET_PERCENT;
                quietWindows = busy ? 0 : quietWindows + 1;
            }
            quiet = quietWindows >= 2;
        }
        // Chosen only after a warm-up: a call without one (the run's verification times one
        // operation of each kind) would choose from interpreted code, and its choice would stay.
        for (Loop loop : loops) {
            if (rounds > 0 && !batchSizes.containsKey(key(dataset, loop))) {
                batchSizes.put(key(dataset, loop), calibrate(loop));
            }
        }
        return new BenchmarkResult.Warmup(rounds, (System.nanoTime() - start) / 1_000_000L,
                compiledBefore == null ? null : compileMillis() - compiledBefore, quiet);
    }

    /*
     * The warm-up runs the very loops that are then timed, so the code the JIT compiles while
     * warming up is the code that is timed (warming up through another call site left a codec's
     * timed loop still compiling: docs/methodology.md, "Server-side figures").
     */
    private void warmUpOnce(List<Loop> loops, int[] sizes) throws Exception {
        for (int i = 0; i < sizes.length; i++) {
            batch(loops.get(i), sizes[i]);
        }
    }

    /** The batch size for the loop: the 1-2-5 value that makes a batch of its median single timing long enough. */
    private int calibrate(Loop loop) throws Exception {
        long[] singles = new long[BatchSize.CALIBRATION_TIMINGS];
        for (int i = 0; i < singles.length; i++) {
            singles[i] = batch(loop, 1);
        }
        return BatchSize.forMedian(BatchSize.median(singles));
    }

    /** One batch of {@code k}: its inputs made (untimed), the operations timed, the results let go. */
    private long batch(Loop loop, int k) throws Exception {
        reserve(k);
        loop.prepare(k);
        long nanos = loop.time(k);
        clear(k);
        return nanos;
    }

    /** {@code iterations} batches of the loop, after a full collection, each batch one sample per operation. */
    private Sampled sample(Dataset dataset, Loop loop, int iterations) throws Exception {
        int k = batchSizes.getOrDefault(key(dataset, loop), 1);
        reserve(k);
        long[] samples = new long[iterations];
        System.gc(); // earlier garbage, collected outside the timed loop
        Gc gcBefore = Gc.now();
        long offHeapBefore = offHeapBytes();
        long allocated = 0;
        for (int i = 0; i < iterations; i++) {
            loop.prepare(k);
            long allocatedBefore = allocatedBytes();
            long nanos = loop.time(k);
            allocated += allocatedBytes() - allocatedBefore;
            clear(k);
            samples[i] = BatchSize.perOperation(nanos, k);
        }
        return new Sampled(samples, k, allocated, offHeapBytes() - offHeapBefore, Gc.now().minus(gcBefore));
    }

    private String key(Dataset dataset, Loop loop) {
        return dataset.label() + " " + loop.name;
    }

    private void reserve(int k) {
        if (results.length < k) {
            results = new Object[k];
            inputs = new Object[k];
        }
    }

    private void clear(int k) {
        Arrays.fill(results, 0, Math.min(k, results.length), null);
        Arrays.fill(inputs, 0, Math.min(k, inputs.length), null);
    }

    /**
     * One kind of operation, timed in batches. Each kind has its own loop in its own method, with
     * its own call site of the codec, as separate JMH benchmarks would.
     */
    private abstract class Loop {
        final String name;

        Loop(String name) {
            this.name = name;
        }

        /** Untimed: the inputs a batch of {@code k} needs, made fresh into {@code inputs}. */
        void prepare(int k) throws Exception {
        }

        /** Nanoseconds that {@code k} operations back to back took; each result stored in {@code results}. */
        abstract long time(int k) throws Exception;
    }

    private final class SerializeLoop extends Loop {
        private final T batch;

        SerializeLoop(T batch) {
            super("serialize");
            this.batch = batch;
        }

        @Override
        long time(int k) throws Exception {
            Codec<T> c = codec;
            T b = batch;
            Object[] out = results;
            long start = System.nanoTime();
            for (int i = 0; i < k; i++) {
                out[i] = c.serialize(b);
            }
            return System.nanoTime() - start;
        }
    }

    private final class DeserializeLoop extends Loop {
        private final byte[] payload;

        DeserializeLoop(byte[] payload) {
            super("deserialize");
            this.payload = payload;
        }

        @Override
        long time(int k) throws Exception {
            Codec<T> c = codec;
            byte[] p = payload;
            Object[] out = results;
            long start = System.nanoTime();
            for (int i = 0; i < k; i++) {
                out[i] = c.deserialize(p);
            }
            return System.nanoTime() - start;
        }
    }

    private final class ToWireLoop extends Loop {
        private final Staged<T, Object> staged;
        private final T batch;

        ToWireLoop(Staged<T, Object> staged, T batch) {
            super("toWire");
            this.staged = staged;
            this.batch = batch;
        }

        @Override
        long time(int k) throws Exception {
            Staged<T, Object> s = staged;
            T b = batch;
            Object[] out = results;
            long start = System.nanoTime();
            for (int i = 0; i < k; i++) {
                out[i] = s.toWire(b);
            }
            return System.nanoTime() - start;
        }
    }

    /** Encodes library objects made fresh by toWire for each operation, as the total encodes them. */
    private final class EncodeLoop extends Loop {
        private final Staged<T, Object> staged;
        private final T batch;

        EncodeLoop(Staged<T, Object> staged, T batch) {
            super("encode");
            this.staged = staged;
            this.batch = batch;
        }

        @Override
        void prepare(int k) throws Exception {
            for (int i = 0; i < k; i++) {
                inputs[i] = staged.toWire(batch);
            }
        }

        @Override
        long time(int k) throws Exception {
            Staged<T, Object> s = staged;
            Object[] in = inputs;
            Object[] out = results;
            long start = System.nanoTime();
            for (int i = 0; i < k; i++) {
                out[i] = s.encode(in[i]);
            }
            return System.nanoTime() - start;
        }
    }

    private final class DecodeLoop extends Loop {
        private final Staged<T, Object> staged;
        private final byte[] payload;

        DecodeLoop(Staged<T, Object> staged, byte[] payload) {
            super("decode");
            this.staged = staged;
            this.payload = payload;
        }

        @Override
        long time(int k) throws Exception {
            Staged<T, Object> s = staged;
            byte[] p = payload;
            Object[] out = results;
            long start = System.nanoTime();
            for (int i = 0; i < k; i++) {
                out[i] = s.decode(p);
            }
            return System.nanoTime() - start;
        }
    }

    /** Converts library objects decoded fresh for each operation, as the total converts them. */
    private final class FromWireLoop extends Loop {
        private final Staged<T, Object> staged;
        private final byte[] payload;

        FromWireLoop(Staged<T, Object> staged, byte[] payload) {
            super("fromWire");
            this.staged = staged;
            this.payload = payload;
        }

        @Override
        void prepare(int k) throws Exception {
            for (int i = 0; i < k; i++) {
                inputs[i] = staged.decode(payload);
            }
        }

        @Override
        long time(int k) throws Exception {
            Staged<T, Object> s = staged;
            Object[] in = inputs;
            Object[] out = results;
            long start = System.nanoTime();
            for (int i = 0; i < k; i++) {
                out[i] = s.fromWire(in[i]);
            }
            return System.nanoTime() - start;
        }
    }

    /** A timed loop's per-operation samples, its batch size, and what it allocated over all its operations. */
    private record Sampled(long[] samples, int batch, long allocated, long offHeap, Gc gc) {
        long operations() {
            return (long) samples.length * batch;
        }

        BenchmarkResult.Stage stage(boolean allocationKnown) {
            return new BenchmarkResult.Stage(Stats.of(samples), batch,
                    allocationKnown ? (double) allocated / operations() : null, samples);
        }
    }

    private BenchmarkResult.Operation operation(Sampled sampled) {
        Double perOp = threads == null ? null : (double) sampled.allocated / sampled.operations();
        Double offHeapPerOp = codec instanceof OffHeapAllocations ? (double) sampled.offHeap / sampled.operations() : null;
        return new BenchmarkResult.Operation(Stats.of(sampled.samples), sampled.batch, perOp, offHeapPerOp,
                sampled.samples);
    }

    /** Milliseconds all JIT compiler threads have spent compiling so far; null where the JVM cannot tell. */
    private Long compileMillis() {
        return compiler == null ? null : compiler.getTotalCompilationTime();
    }

    private static CompilationMXBean compilationClock() {
        CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
        return bean != null && bean.isCompilationTimeMonitoringSupported() ? bean : null;
    }

    /** Bytes the codec has allocated off-heap so far; 0 for a codec that does not count them. */
    private long offHeapBytes() {
        return codec instanceof OffHeapAllocations offHeap ? offHeap.offHeapAllocatedBytes() : 0;
    }

    /** Bytes this thread has allocated so far; 0 where the JVM cannot tell. */
    private long allocatedBytes() {
        return threads == null ? 0 : threads.getCurrentThreadAllocatedBytes();
    }

    private static com.sun.management.ThreadMXBean allocationCounter() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean bean
                && bean.isThreadAllocatedMemorySupported()) {
            bean.setThreadAllocatedMemoryEnabled(true);
            return bean;
        }
        return null;
    }

    /** Collection counts and times summed over every collector. */
    private record Gc(long collections, long millis) {
        static Gc now() {
            long collections = 0;
            long millis = 0;
            List<GarbageCollectorMXBean> beans = ManagementFactory.getGarbageCollectorMXBeans();
            for (GarbageCollectorMXBean bean : beans) {
                collections += Math.max(0, bean.getCollectionCount());
                millis += Math.max(0, bean.getCollectionTime());
            }
            return new Gc(collections, millis);
        }

        Gc minus(Gc earlier) {
            return new Gc(collections - earlier.collections, millis - earlier.millis);
        }

        Gc plus(Gc other) {
            return new Gc(collections + other.collections, millis + other.millis);
        }
    }
}
