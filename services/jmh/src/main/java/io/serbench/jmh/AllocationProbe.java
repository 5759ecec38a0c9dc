package io.serbench.jmh;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.TimedCodec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.core.dataset.DatasetSize;
import io.serbench.core.measure.BenchmarkEngine;
import io.serbench.core.measure.BenchmarkResult;
import io.serbench.core.measure.BenchmarkSettings;
import io.serbench.core.model.UserBatch;

/**
 * A quick look at allocation per operation, without HTTP or JMH: runs the services' own
 * {@link BenchmarkEngine} on each named codec and prints payload size, min, p50 and B/op of both
 * operations (plus off-heap B/op and conversion p50s where the codec reports them).
 *
 * <pre>java -cp services/jmh/target/jmh.jar io.serbench.jmh.AllocationProbe large kryo,fst,...</pre>
 *
 * The warm-up goes on up to 10 s more until the JIT is quiet (as a run does). Figures to publish
 * come from a run or from JMH; this is for before/after checks of one change.
 */
public final class AllocationProbe {
    private AllocationProbe() {
    }

    /**
     * Hessian reads its version from its jar's file name, which a shaded jar does not have: such a
     * codec is measured behind a wrapper that names the version "unknown" (it implements no optional
     * interface, so the engine treats it the same).
     */
    private static Codec versioned(Codec codec) {
        try {
            codec.libraryVersion();
            return codec;
        } catch (RuntimeException | Error e) {
            return new Codec() {
                public String name() { return codec.name(); }
                public String library() { return codec.library(); }
                public String libraryVersion() { return "unknown"; }
                public String contentType() { return codec.contentType(); }
                public boolean schemaDriven() { return codec.schemaDriven(); }
                public byte[] serialize(UserBatch batch) throws Exception { return codec.serialize(batch); }
                public UserBatch deserialize(byte[] payload) throws Exception { return codec.deserialize(payload); }
            };
        }
    }

    /** A conversion stage's min and p50 in µs, or a dash for a codec without stages. */
    private static String stage(BenchmarkResult.Stage stage) {
        return stage == null ? "-" : String.format("%.1f/%.1f", stage.stats().min() / 1e3, stage.stats().p50() / 1e3);
    }

    private static String orDash(Double value) {
        return value == null ? "-" : String.format("%.0f", value);
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: AllocationProbe small|medium|large|users=N framework[,framework...] [iterations]");
            System.exit(2);
        }
        String dataset = args[0];
        DatasetSize size = dataset.startsWith("users=")
                ? DatasetSize.ofUsers(Integer.parseInt(dataset.substring(6)))
                : DatasetSize.parse(dataset, null);
        int iterations = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        UserBatch batch = DatasetGenerator.generate(size);
        System.out.printf("%-12s %10s %12s %12s %12s %12s %14s %14s %17s %17s %14s %14s%n", "framework", "payload",
                "ser min us", "ser p50 us", "deser min us", "deser p50 us", "ser B/op", "deser B/op", "ser conv min/p50", "deser conv min/p50",
                "ser off-heap", "deser off-heap");
        for (String framework : args[1].split(",")) {
            Codec codec = versioned(Codecs.create(framework));
            BenchmarkResult result = BenchmarkEngine.of(codec)
                    .run(size, batch, new BenchmarkSettings(2_000, 3_000, iterations, 10_000));
            BenchmarkResult.Conversion conversion = result.conversion();
            System.out.printf("%-12s %10d %12.1f %12.1f %12.1f %12.1f %14.0f %14.0f %17s %17s %14s %14s  %s%n",
                    framework, result.payloadBytes(), result.serialize().stats().min() / 1e3,
                    result.serialize().stats().p50() / 1e3, result.deserialize().stats().min() / 1e3,
                    result.deserialize().stats().p50() / 1e3, result.serialize().allocatedBytesPerOp(),
                    result.deserialize().allocatedBytesPerOp(),
                    stage(conversion == null ? null : conversion.serialize()),
                    stage(conversion == null ? null : conversion.deserialize()),
                    orDash(result.serialize().offHeapBytesPerOp()), orDash(result.deserialize().offHeapBytesPerOp()),
                    result.roundTripEqual() ? "" : "ROUND TRIP FAILED " + result.roundTripDifference());
        }
    }
}
