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
import java.util.List;

/**
 * The in-process measurement (docs/design.md#how-a-figure-is-measured; why each step is as it
 * is, with the figures that showed it: docs/methodology.md, "Server-side figures").
 *
 * <ol>
 *   <li>One serialize and deserialize through {@link TimedCodec}, so that a benchmark that
 *       is the first call after start-up records the cold figures.</li>
 *   <li>Warm-up: serialize + deserialize pairs until the count or the time bound is reached;
 *       then, if {@code settleMillis} allows, on in windows of {@value #WINDOW_MILLIS} ms until
 *       the JIT compilers were busy for at most {@value #QUIET_PERCENT}% of two windows in a
 *       row. A fixed warm-up that suits one codec is too short for another.</li>
 *   <li>{@code iterations} serializations, each timed alone with System.nanoTime, then
 *       {@code iterations} deserializations of one payload, each timed alone. Separate loops,
 *       as separate JMH benchmarks would be, so that allocation per operation can be
 *       attributed to each kind. Every result is written to a volatile field, so the JIT
 *       cannot discard the work. A full collection ({@code System.gc()}) runs before each of
 *       the two loops, outside them, so that the warm-up's garbage and then the serialize loop's
 *       do not land as collections inside the next loop; those two collections are not counted
 *       in {@code gc}.</li>
 *   <li>For a {@link Staged} codec (a library that builds its own object tree), each timed
 *       operation also times its conversion stage apart, in the same operation: one more
 *       System.nanoTime between the two stages.</li>
 *   <li>For a codec that counts its off-heap allocation ({@link OffHeapAllocations}), that count
 *       around each loop, per operation.</li>
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

    private final TimedCodec<T> timed;
    private final Codec<T> codec;
    private final DataModel<T> model;
    private final Framework framework;
    private final com.sun.management.ThreadMXBean threads;
    private final CompilationMXBean compiler;

    static final long WINDOW_MILLIS = 250;
    static final int QUIET_PERCENT = 5;

    /**
     * Written on every timed operation so that its result is used. Cleared before the next
     * operation (outside the timing): a decoded batch of the largest datasets takes a good part of
     * the heap, and holding the previous one while the next is built would need a third copy.
     */
    private volatile Object sink;

    /** The conversion stage's time of the last timed operation, for a staged codec. */
    private long lastConversionNanos;

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
            return measure(dataset, batch, settings);
        }
    }

    private BenchmarkResult measure(Dataset dataset, T batch, BenchmarkSettings settings) throws Exception {
        byte[] payload = timed.serialize(batch).value();
        sink = timed.deserialize(payload).value();

        BenchmarkResult.Warmup warmup = warmUp(batch, payload, settings);

        boolean staged = codec instanceof Staged<?, ?>;
        Long compiledBefore = compileMillis();

        System.gc(); // the warm-up's garbage, collected outside the timed loops
        Gc gcBefore = Gc.now();
        long[] serializeSamples = new long[settings.iterations()];
        long[] serializeConversion = staged ? new long[settings.iterations()] : null;
        long offHeapBefore = offHeapBytes();
        long allocatedBefore = allocatedBytes();
        for (int i = 0; i < serializeSamples.length; i++) {
            serializeSamples[i] = timeSerialize(batch);
            if (staged) {
                serializeConversion[i] = lastConversionNanos;
            }
        }
        long serializeAllocated = allocatedBytes() - allocatedBefore;
        long serializeOffHeap = offHeapBytes() - offHeapBefore;
        Gc gcSerialize = Gc.now().minus(gcBefore);

        sink = null;
        System.gc(); // the serialize loop's garbage, so that it is not collected inside the deserialize loop
        gcBefore = Gc.now();
        long[] deserializeSamples = new long[settings.iterations()];
        long[] deserializeConversion = staged ? new long[settings.iterations()] : null;
        offHeapBefore = offHeapBytes();
        allocatedBefore = allocatedBytes();
        for (int i = 0; i < deserializeSamples.length; i++) {
            deserializeSamples[i] = timeDeserialize(payload);
            if (staged) {
                deserializeConversion[i] = lastConversionNanos;
            }
        }
        long deserializeAllocated = allocatedBytes() - allocatedBefore;
        long deserializeOffHeap = offHeapBytes() - offHeapBefore;
        Gc gcTimed = Gc.now().minus(gcBefore).plus(gcSerialize);
        Long compiledAfter = compileMillis();

        sink = null;
        T back = codec.deserialize(codec.serialize(batch));
        String difference = model.firstDifference(batch, back).orElse(null);

        return new BenchmarkResult(framework.name(), framework.library(), framework.libraryVersion(),
                dataset.label(), dataset.model(), dataset.count(), payload.length, settings, warmup,
                operation(serializeSamples, serializeAllocated, serializeOffHeap),
                operation(deserializeSamples, deserializeAllocated, deserializeOffHeap),
                new BenchmarkResult.Gc(gcTimed.collections, gcTimed.millis),
                compiledBefore == null ? null : compiledAfter - compiledBefore,
                difference == null, difference, timed.cold(),
                staged ? new BenchmarkResult.Conversion(stage(serializeConversion), stage(deserializeConversion)) : null);
    }

    private BenchmarkResult.Warmup warmUp(T batch, byte[] payload, BenchmarkSettings settings)
            throws Exception {
        long start = System.nanoTime();
        Long compiledBefore = compileMillis();
        long deadline = start + settings.warmupMillis() * 1_000_000L;
        int operations = 0;
        while (operations < settings.warmup() && System.nanoTime() - deadline < 0) {
            warmUpOnce(batch, payload);
            operations++;
        }
        Boolean quiet = null;
        if (settings.settleMillis() > 0 && compiledBefore != null) {
            long settleDeadline = System.nanoTime() + settings.settleMillis() * 1_000_000L;
            int quietWindows = 0;
            while (quietWindows < 2 && System.nanoTime() - settleDeadline < 0) {
                long windowStart = System.nanoTime();
                long compiled = compileMillis();
                do {
                    warmUpOnce(batch, payload);
                    operations++;
                } while (System.nanoTime() - windowStart < WINDOW_MILLIS * 1_000_000L);
                long windowMillis = (System.nanoTime() - windowStart) / 1_000_000L;
                boolean busy = (compileMillis() - compiled) * 100 > windowMillis * QUIET_PERCENT;
                quietWindows = busy ? 0 : quietWindows + 1;
            }
            quiet = quietWindows >= 2;
        }
        return new BenchmarkResult.Warmup(operations, (System.nanoTime() - start) / 1_000_000L,
                compiledBefore == null ? null : compileMillis() - compiledBefore, quiet);
    }

    private void warmUpOnce(T batch, byte[] payload) throws Exception {
        timeSerialize(batch);
        timeDeserialize(payload);
    }

    /*
     * One operation, timed alone. The warm-up calls these very methods, so the code the JIT
     * compiles while warming up is the code that is then timed (warming up through another call
     * site left a codec's timed loop still compiling: docs/methodology.md, "Server-side figures").
     */
    @SuppressWarnings("unchecked")
    private long timeSerialize(T batch) throws Exception {
        if (codec instanceof Staged<?, ?> staged) {
            return timeStagedSerialize((Staged<T, ?>) staged, batch);
        }
        sink = null;
        long start = System.nanoTime();
        byte[] out = codec.serialize(batch);
        long elapsed = System.nanoTime() - start;
        sink = out;
        return elapsed;
    }

    @SuppressWarnings("unchecked")
    private long timeDeserialize(byte[] payload) throws Exception {
        if (codec instanceof Staged<?, ?> staged) {
            return timeStagedDeserialize((Staged<T, ?>) staged, payload);
        }
        sink = null;
        long start = System.nanoTime();
        T decoded = codec.deserialize(payload);
        long elapsed = System.nanoTime() - start;
        sink = decoded;
        return elapsed;
    }

    /** Serialize as the codec composes it (toWire, then encode), with the conversion's end marked. */
    private <W> long timeStagedSerialize(Staged<T, W> staged, T batch) throws Exception {
        sink = null;
        long start = System.nanoTime();
        W wire = staged.toWire(batch);
        long converted = System.nanoTime();
        byte[] out = staged.encode(wire);
        long end = System.nanoTime();
        sink = out;
        lastConversionNanos = converted - start;
        return end - start;
    }

    /** Deserialize as the codec composes it (decode, then fromWire), with the conversion's start marked. */
    private <W> long timeStagedDeserialize(Staged<T, W> staged, byte[] payload) throws Exception {
        sink = null;
        long start = System.nanoTime();
        W wire = staged.decode(payload);
        long decoded = System.nanoTime();
        T batch = staged.fromWire(wire);
        long end = System.nanoTime();
        sink = batch;
        lastConversionNanos = end - decoded;
        return end - start;
    }

    /** Milliseconds all JIT compiler threads have spent compiling so far; null where the JVM cannot tell. */
    private Long compileMillis() {
        return compiler == null ? null : compiler.getTotalCompilationTime();
    }

    private static CompilationMXBean compilationClock() {
        CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
        return bean != null && bean.isCompilationTimeMonitoringSupported() ? bean : null;
    }

    private BenchmarkResult.Operation operation(long[] samples, long allocated, long offHeap) {
        Double perOp = threads == null ? null : (double) allocated / samples.length;
        Double offHeapPerOp = codec instanceof OffHeapAllocations ? (double) offHeap / samples.length : null;
        return new BenchmarkResult.Operation(Stats.of(samples), perOp, offHeapPerOp, samples);
    }

    private static BenchmarkResult.Stage stage(long[] samples) {
        return new BenchmarkResult.Stage(Stats.of(samples), samples);
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
