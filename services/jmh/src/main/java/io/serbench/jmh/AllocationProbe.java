package io.serbench.jmh;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.Dataset;
import io.serbench.core.measure.BenchmarkEngine;
import io.serbench.core.measure.BenchmarkResult;
import io.serbench.core.measure.BenchmarkSettings;

import java.util.function.Function;

/**
 * A quick look at allocation per operation, without HTTP or JMH: runs the services' own
 * {@link BenchmarkEngine} on each named framework's codec of the dataset's model and prints
 * payload size, min, p50, B/op and batch size of both operations (plus off-heap B/op, and the
 * min/p50 of each stage where the codec has stages).
 *
 * <pre>java -cp services/jmh/target/jmh.jar io.serbench.jmh.AllocationProbe large kryo,fst,...
 * java -cp services/jmh/target/jmh.jar io.serbench.jmh.AllocationProbe mediacontent=10 kryo,fst,...</pre>
 *
 * The warm-up goes on up to 10 s more until the JIT is quiet (as a run does). Figures to publish
 * come from a run or from JMH; this is for before/after checks of one change.
 */
public final class AllocationProbe {
    private AllocationProbe() {
    }

    /**
     * The framework's bean, or a stand-in with the version "unknown" where the library cannot
     * tell its version from inside the shaded jar (Hessian reads it from its jar's file name):
     * the probe prints no version, and the engine treats both the same.
     */
    private static Framework framework(Codecs codecs) {
        try {
            return codecs.framework();
        } catch (RuntimeException | Error e) {
            return new Framework(codecs.name(), codecs.name(), "unknown", "application/octet-stream", false);
        }
    }

    /** A stage's min and p50 in µs, or a dash for a codec without stages. */
    private static String stage(BenchmarkResult.Stages stages, Function<BenchmarkResult.Stages, BenchmarkResult.Stage> which) {
        if (stages == null) {
            return "-";
        }
        BenchmarkResult.Stage stage = which.apply(stages);
        return String.format("%.2f/%.2f", stage.stats().min() / 1e3, stage.stats().p50() / 1e3);
    }

    private static String orDash(Double value) {
        return value == null ? "-" : String.format("%.0f", value);
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: AllocationProbe DATASET framework[,framework...] [iterations]"
                    + "  (DATASET: a label with a count, e.g. large, users=250, mediacontent=10)");
            System.exit(2);
        }
        Dataset dataset = Dataset.parse(args[0]);
        if (!dataset.hasCount()) {
            throw new IllegalArgumentException("dataset " + args[0] + " names a model but no count");
        }
        int iterations = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        System.out.printf("%-12s %10s %12s %12s %12s %12s %14s %14s %9s %14s %14s %14s %14s %14s %14s%n", "framework",
                "payload", "ser min us", "ser p50 us", "deser min us", "deser p50 us", "ser B/op", "deser B/op", "batches",
                "toWire min/p50", "encode min/p50", "decode min/p50", "fromWire", "ser off-heap", "deser off-heap");
        for (String name : args[1].split(",")) {
            Codecs codecs = Codecs.create(name);
            BenchmarkResult result = measure(framework(codecs), codecs.codec(dataset.model()), dataset, iterations);
            BenchmarkResult.Stages stages = result.stages();
            System.out.printf("%-12s %10d %12.2f %12.2f %12.2f %12.2f %14.0f %14.0f %9s %14s %14s %14s %14s %14s %14s  %s%n",
                    name, result.payloadBytes(), result.serialize().stats().min() / 1e3,
                    result.serialize().stats().p50() / 1e3, result.deserialize().stats().min() / 1e3,
                    result.deserialize().stats().p50() / 1e3, result.serialize().allocatedBytesPerOp(),
                    result.deserialize().allocatedBytesPerOp(),
                    result.serialize().batch() + "/" + result.deserialize().batch(),
                    stage(stages, BenchmarkResult.Stages::toWire), stage(stages, BenchmarkResult.Stages::encode),
                    stage(stages, BenchmarkResult.Stages::decode), stage(stages, BenchmarkResult.Stages::fromWire),
                    orDash(result.serialize().offHeapBytesPerOp()), orDash(result.deserialize().offHeapBytesPerOp()),
                    result.roundTripEqual() ? "" : "ROUND TRIP FAILED " + result.roundTripDifference());
        }
    }

    /** The engine on the codec, with the warm-up a run gives it: bounded, then up to 10 s more until the JIT is quiet. */
    private static <T> BenchmarkResult measure(Framework framework, Codec<T> codec, Dataset dataset, int iterations)
            throws Exception {
        return BenchmarkEngine.of(framework, codec).run(dataset, codec.model().generate(dataset.count()),
                new BenchmarkSettings(2_000, 3_000, iterations, 10_000));
    }
}
