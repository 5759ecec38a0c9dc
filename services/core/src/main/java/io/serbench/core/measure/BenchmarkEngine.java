package io.serbench.core.measure;

import io.serbench.core.canonical.CanonicalDiff;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.TimedCodec;
import io.serbench.core.dataset.DatasetSize;
import io.serbench.core.model.UserBatch;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * The in-process measurement of DESIGN section 6.
 *
 * <ol>
 *   <li>One serialize and deserialize through {@link TimedCodec}, so that a benchmark that
 *       is the first call after start-up records the cold figures.</li>
 *   <li>Warm-up: serialize + deserialize pairs until the count or the time bound is reached.</li>
 *   <li>{@code iterations} serializations, each timed alone with System.nanoTime, then
 *       {@code iterations} deserializations of one payload, each timed alone. Separate loops,
 *       as separate JMH benchmarks would be, so that allocation per operation can be
 *       attributed to each kind. Every result is written to a volatile field, so the JIT
 *       cannot discard the work.</li>
 *   <li>A final round trip compared with the original by deep equality.</li>
 * </ol>
 *
 * <p>One benchmark runs at a time per service; concurrent callers wait their turn.
 */
public final class BenchmarkEngine {
    private final TimedCodec timed;
    private final Codec codec;
    private final com.sun.management.ThreadMXBean threads;

    /**
     * Written on every timed operation so that its result is used. Cleared before the next
     * operation (outside the timing): at users=100000 a decoded batch is hundreds of MB, and
     * holding the previous one while the next is built would need a third copy in the heap.
     */
    private volatile Object sink;

    public BenchmarkEngine(TimedCodec timed) {
        this.timed = timed;
        this.codec = timed.codec();
        this.threads = allocationCounter();
    }

    public synchronized BenchmarkResult run(DatasetSize size, UserBatch batch, BenchmarkSettings settings)
            throws Exception {
        byte[] payload = timed.serialize(batch).value();
        sink = timed.deserialize(payload).value();

        BenchmarkResult.Warmup warmup = warmUp(batch, payload, settings);

        Gc gcBefore = Gc.now();
        long[] serializeSamples = new long[settings.iterations()];
        long allocatedBefore = allocatedBytes();
        for (int i = 0; i < serializeSamples.length; i++) {
            sink = null;
            long start = System.nanoTime();
            byte[] out = codec.serialize(batch);
            serializeSamples[i] = System.nanoTime() - start;
            sink = out;
        }
        long serializeAllocated = allocatedBytes() - allocatedBefore;

        long[] deserializeSamples = new long[settings.iterations()];
        allocatedBefore = allocatedBytes();
        for (int i = 0; i < deserializeSamples.length; i++) {
            sink = null;
            long start = System.nanoTime();
            UserBatch decoded = codec.deserialize(payload);
            deserializeSamples[i] = System.nanoTime() - start;
            sink = decoded;
        }
        long deserializeAllocated = allocatedBytes() - allocatedBefore;
        Gc gcAfter = Gc.now();

        sink = null;
        UserBatch back = codec.deserialize(codec.serialize(batch));
        String difference = CanonicalDiff.firstDifference(batch, back).orElse(null);

        return new BenchmarkResult(codec.name(), codec.library(), codec.libraryVersion(), size.label(),
                size.users(), payload.length, settings, warmup,
                operation(serializeSamples, serializeAllocated),
                operation(deserializeSamples, deserializeAllocated),
                new BenchmarkResult.Gc(gcAfter.collections - gcBefore.collections, gcAfter.millis - gcBefore.millis),
                difference == null, difference, timed.cold());
    }

    private BenchmarkResult.Warmup warmUp(UserBatch batch, byte[] payload, BenchmarkSettings settings)
            throws Exception {
        long start = System.nanoTime();
        long deadline = start + settings.warmupMillis() * 1_000_000L;
        int operations = 0;
        while (operations < settings.warmup() && System.nanoTime() - deadline < 0) {
            sink = null;
            sink = codec.serialize(batch);
            sink = null;
            sink = codec.deserialize(payload);
            operations++;
        }
        return new BenchmarkResult.Warmup(operations, (System.nanoTime() - start) / 1_000_000L);
    }

    private BenchmarkResult.Operation operation(long[] samples, long allocated) {
        Double perOp = threads == null ? null : (double) allocated / samples.length;
        return new BenchmarkResult.Operation(Stats.of(samples), perOp, samples);
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
    }
}
