package io.serbench.jmh;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.Dataset;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * What the services' in-process measurement claims, measured by JMH instead: the average
 * time of one serialize (model to bytes) and one deserialize (bytes to model) of the same codec
 * object on the same dataset, with time-based warm-up in fresh forked JVMs. Results are
 * returned, so JMH consumes them and the JIT cannot drop the work. Run with scripts/jmh.sh,
 * which passes the framework list and the JVM options; the orchestrator's report compares the
 * two (the agreement table). Any dataset label with a count, of any model the framework serves:
 * {@code -p dataset=large,mediacontent=10}.
 *
 * <p>{@code -p prime=paired} first runs serialize + deserialize pairs for
 * {@value #PAIRED_MILLIS} ms, as the service's warm-up does, before JMH's own warm-up of the
 * one measured operation. A fork normally only ever runs the operation it measures, so the
 * JIT compiles the library code the two operations share with one operation's profile; in
 * the service it has seen both. {@code paired} measures what that difference is worth.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(3)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class CodecBenchmark {

    /** Set by scripts/jmh.sh from the registry: -p framework=jackson,protobuf,... */
    @Param({"jackson"})
    public String framework;

    /** A dataset label with a count (proto/datasets.json): small, users=250, mediacontent=10. */
    @Param({"small", "medium", "large"})
    public String dataset;

    /** alone: the fork runs only the measured operation; paired: see the class comment. */
    @Param({"alone"})
    public String prime;

    static final long PAIRED_MILLIS = 5_000;

    private Codec<Object> codec;
    private Object batch;
    private byte[] payload;
    /** Keeps the priming results alive, so that the JIT cannot drop the priming work. */
    private volatile Object sink;

    @Setup(Level.Trial)
    @SuppressWarnings("unchecked")
    public void setUp() throws Exception {
        Dataset asked = Dataset.parse(dataset);
        if (!asked.hasCount()) {
            throw new IllegalArgumentException("dataset " + dataset + " names a model but no count");
        }
        codec = (Codec<Object>) Codecs.create(framework).codec(asked.model());
        batch = codec.model().generate(asked.count());
        payload = codec.serialize(batch);
        String difference = codec.model().firstDifference(batch, codec.deserialize(payload)).orElse(null);
        if (difference != null) {
            throw new IllegalStateException(framework + " does not round-trip " + asked + ": " + difference);
        }
        switch (prime) {
            case "alone" -> { }
            case "paired" -> {
                long deadline = System.nanoTime() + PAIRED_MILLIS * 1_000_000L;
                while (System.nanoTime() - deadline < 0) {
                    sink = codec.serialize(batch);
                    sink = codec.deserialize(payload);
                }
            }
            default -> throw new IllegalArgumentException("prime is alone or paired, not " + prime);
        }
    }

    @Benchmark
    public byte[] serialize() throws Exception {
        return codec.serialize(batch);
    }

    @Benchmark
    public Object deserialize() throws Exception {
        return codec.deserialize(payload);
    }
}
