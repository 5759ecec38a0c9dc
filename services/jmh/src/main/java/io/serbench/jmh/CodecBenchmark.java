package io.serbench.jmh;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.core.dataset.DatasetSize;
import io.serbench.core.model.UserBatch;
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
 * time of one serialize (domain model to bytes) and one deserialize (bytes to domain
 * model) of the same codec object on the same dataset, with time-based warm-up in fresh
 * forked JVMs. Results are returned, so JMH consumes them and the JIT cannot drop the work.
 * Run with scripts/jmh.sh, which passes the framework list and the JVM options; the
 * orchestrator's report compares the two (the agreement table).
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

    @Param({"small", "medium", "large"})
    public String scenario;

    /** alone: the fork runs only the measured operation; paired: see the class comment. */
    @Param({"alone"})
    public String prime;

    static final long PAIRED_MILLIS = 5_000;

    private Codec codec;
    private UserBatch batch;
    private byte[] payload;
    /** Keeps the priming results alive, so that the JIT cannot drop the priming work. */
    private volatile Object sink;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        codec = Codecs.create(framework);
        batch = DatasetGenerator.generate(DatasetSize.parse(scenario, null));
        payload = codec.serialize(batch);
        if (!codec.deserialize(payload).equals(batch)) {
            throw new IllegalStateException(framework + " does not round-trip " + scenario);
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
    public UserBatch deserialize() throws Exception {
        return codec.deserialize(payload);
    }
}
