package io.serbench.jmh;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Staged;
import io.serbench.core.dataset.Dataset;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

import java.util.concurrent.TimeUnit;

/**
 * The four stages of a staged codec (protobuf, grpc, avro, thrift: {@link Staged}), each measured
 * alone by JMH, as the services' engine measures them after the totals: {@code toWire} and
 * {@code encode} make up serialize, {@code decode} and {@code fromWire} deserialize. {@code decode}
 * alone is what harnesses that stop at the library's own objects (jvm-serializers) time as
 * deserialize. Not part of scripts/jmh.sh (whose frameworks are all of them); run it directly:
 *
 * <pre>java -jar services/jmh/target/jmh.jar StageBenchmark -p framework=protobuf,avro,thrift \
 *     -p dataset=mediacontent=1 -prof gc -jvmArgsAppend "$jvm_args"</pre>
 *
 * with {@code jvm_args} the services' JVM options, as scripts/jmh.sh builds them.
 *
 * <p>encode and fromWire get library objects made fresh for every operation, outside the timing,
 * as the engine gives them (protobuf caches on its messages when they are encoded and read): a
 * per-invocation setup of their own state makes {@value #BATCH} of them, and one invocation
 * handles all of them, so that the time stamps JMH takes around each such invocation weigh on
 * {@value #BATCH} operations; toWire and decode need no fresh input and have no such setup.
 * JMH leaves that setup out of the time but not out of {@code -prof gc}: the B/op it prints for
 * encode and fromWire include the inputs made for them (toWire's or decode's), where the
 * engine's count only what the timed calls allocate.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(3)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class StageBenchmark {
    /** Fresh library objects per invocation of encode and fromWire. */
    static final int BATCH = 10;

    /** A framework whose codec is staged: protobuf, grpc, avro or thrift. */
    @Param({"protobuf"})
    public String framework;

    /** A dataset label with a count: small, mediacontent=1. */
    @Param({"mediacontent=1"})
    public String dataset;

    private Staged<Object, Object> staged;
    private Object batch;
    private byte[] payload;

    @Setup(Level.Trial)
    @SuppressWarnings("unchecked")
    public void setUp() throws Exception {
        Dataset asked = Dataset.parse(dataset);
        if (!asked.hasCount()) {
            throw new IllegalArgumentException("dataset " + dataset + " names a model but no count");
        }
        Codec<?> codec = Codecs.create(framework).codec(asked.model());
        if (!(codec instanceof Staged<?, ?>)) {
            throw new IllegalArgumentException(framework + "'s codec has no stages (only protobuf, grpc, avro and "
                    + "thrift build objects of their own)");
        }
        staged = (Staged<Object, Object>) codec;
        batch = staged.model().generate(asked.count());
        payload = staged.serialize(batch);
    }

    /** What encode reads: library objects made by toWire, untimed, before each invocation. */
    @State(Scope.Thread)
    public static class FreshWire {
        final Object[] objects = new Object[BATCH];

        @Setup(Level.Invocation)
        public void make(StageBenchmark bench) throws Exception {
            for (int i = 0; i < BATCH; i++) {
                objects[i] = bench.staged.toWire(bench.batch);
            }
        }
    }

    /** What fromWire reads: library objects made by decode, untimed, before each invocation. */
    @State(Scope.Thread)
    public static class FreshDecoded {
        final Object[] objects = new Object[BATCH];

        @Setup(Level.Invocation)
        public void make(StageBenchmark bench) throws Exception {
            for (int i = 0; i < BATCH; i++) {
                objects[i] = bench.staged.decode(bench.payload);
            }
        }
    }

    @Benchmark
    public Object toWire() throws Exception {
        return staged.toWire(batch);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void encode(FreshWire wire, Blackhole sink) throws Exception {
        for (int i = 0; i < BATCH; i++) {
            sink.consume(staged.encode(wire.objects[i]));
        }
    }

    @Benchmark
    public Object decode() throws Exception {
        return staged.decode(payload);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void fromWire(FreshDecoded decoded, Blackhole sink) throws Exception {
        for (int i = 0; i < BATCH; i++) {
            sink.consume(staged.fromWire(decoded.objects[i]));
        }
    }
}
