package io.serbench.core.measure;

import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.Dataset;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class BenchmarkEngineTest {
    private static final Framework FRAMEWORK = JavaSerializationCodec.FRAMEWORK;
    private final Dataset medium = Dataset.parse("medium");
    private final UserBatch batch = UsersDataset.generate(medium.count());

    private static JavaSerializationCodec<UserBatch> usersCodec() {
        return new JavaSerializationCodec<>(UsersModel.INSTANCE);
    }

    @Test
    void measuresBothOperationsWithEverySample() throws Exception {
        TimedCodec<UserBatch> timed = new TimedCodec<>(FRAMEWORK.name(), usersCodec());
        BenchmarkResult result = new BenchmarkEngine<>(FRAMEWORK, timed).run(medium, batch, new BenchmarkSettings(20, 5_000, 50));

        assertThat(result.framework()).isEqualTo("testjava");
        assertThat(result.library()).isEqualTo("java.io");
        assertThat(result.dataset()).isEqualTo("medium");
        assertThat(result.model()).isEqualTo("users");
        assertThat(result.count()).isEqualTo(100);
        assertThat(result.payloadBytes()).isGreaterThan(10_000);
        assertThat(result.warmup().operations()).isEqualTo(20);
        for (BenchmarkResult.Operation op : new BenchmarkResult.Operation[]{result.serialize(), result.deserialize()}) {
            assertThat(op.samples()).hasSize(50);
            assertThat(op.batch()).isPositive();
            assertThat(java.util.Arrays.stream(op.samples()).min().orElseThrow()).isPositive();
            assertThat(op.stats().count()).isEqualTo(50);
            assertThat(op.stats().min()).isLessThanOrEqualTo(op.stats().p50());
            assertThat(op.stats().p50()).isLessThanOrEqualTo(op.stats().p99());
            assertThat(op.allocatedBytesPerOp()).isGreaterThan(1_000.0);
        }
        assertThat(result.roundTripEqual()).isTrue();
        assertThat(result.roundTripDifference()).isNull();
        assertThat(result.cold().serialize().count()).isEqualTo(100);
        assertThat(result.cold().deserialize()).isNotNull();
    }

    /** The same engine measures the second model: its dataset's label and count, its own equality. */
    @Test
    void measuresTheMediaContentModel() throws Exception {
        TimedCodec<MediaBatch> timed = new TimedCodec<>(FRAMEWORK.name(),
                new JavaSerializationCodec<>(MediaModel.INSTANCE));
        Dataset ten = Dataset.parse("mediacontent=10");
        BenchmarkResult result = new BenchmarkEngine<>(FRAMEWORK, timed)
                .run(ten, MediaDataset.generate(10), new BenchmarkSettings(5, 5_000, 5));
        assertThat(result.framework()).isEqualTo("testjava");
        assertThat(result.dataset()).isEqualTo("mediacontent=10");
        assertThat(result.model()).isEqualTo("mediacontent");
        assertThat(result.count()).isEqualTo(10);
        assertThat(result.roundTripEqual()).isTrue();
        assertThat(result.stages()).isNull();
        assertThat(timed.cold().serialize().count()).isEqualTo(10);
    }

    @Test
    void aDatasetOfAnotherModelOrWithoutACountIsRefused() {
        BenchmarkEngine<UserBatch> engine = BenchmarkEngine.of(FRAMEWORK, usersCodec());
        BenchmarkSettings settings = new BenchmarkSettings(0, 0, 1);
        assertThatIllegalArgumentException().isThrownBy(() -> engine.run(Dataset.parse("mediacontent=10"), batch, settings))
                .withMessage("a users codec measures a dataset of users with a count, not mediacontent=10");
        assertThatIllegalArgumentException().isThrownBy(() -> engine.run(Dataset.parse("users"), batch, settings))
                .withMessage("a users codec measures a dataset of users with a count, not users");
    }

    @Test
    void aPlainCodecHasNoStagesAndNoOffHeapFigure() throws Exception {
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, usersCodec())
                .run(medium, batch, new BenchmarkSettings(5, 5_000, 5));
        assertThat(result.stages()).isNull();
        assertThat(result.stageWarmup()).isNull();
        assertThat(result.serialize().offHeapBytesPerOp()).isNull();
        assertThat(result.withoutSamples().serialize().samples()).isNull();
        assertThat(result.withoutSamples().serialize().stats()).isEqualTo(result.serialize().stats());
    }

    /**
     * The totals time serialize(batch) and deserialize(payload) as the codec answers them (this
     * stand-in's totals are not the sums of its stages); then each stage alone, batched, every
     * library object handed to encode and fromWire made fresh for it (a reused one fails).
     */
    @Test
    void aStagedCodecHasItsTotalsTimedWholeAndEachStageTimedAlone() throws Exception {
        UserBatch one = UsersDataset.generate(1);
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, new SpinStagedCodec(one))
                .run(Dataset.parse("users=1"), one, new BenchmarkSettings(5, 5_000, 30));
        assertThat(result.roundTripEqual()).isTrue();
        assertThat(result.serialize().stats().p50()).isGreaterThanOrEqualTo(SpinStagedCodec.SERIALIZE);
        assertThat(result.deserialize().stats().p50()).isGreaterThanOrEqualTo(SpinStagedCodec.DESERIALIZE);
        assertThat(result.serialize().batch()).isEqualTo(1);

        BenchmarkResult.Stages stages = result.stages();
        assertThat(result.stageWarmup().operations()).isEqualTo(5);
        BenchmarkResult.Stage[] each = {stages.toWire(), stages.fromWire(), stages.encode(), stages.decode()};
        long[] spins = {SpinStagedCodec.TO_WIRE, SpinStagedCodec.FROM_WIRE, SpinStagedCodec.ENCODE,
                SpinStagedCodec.DECODE};
        int[] batches = {20, 10, 2, 1};
        for (int i = 0; i < each.length; i++) {
            BenchmarkResult.Stage stage = each[i];
            assertThat(stage.samples()).hasSize(30);
            assertThat(stage.stats().p50()).as("stage %d", i).isGreaterThanOrEqualTo(spins[i]);
            if (i + 1 < each.length) {
                assertThat(stage.stats().p50()).as("stage %d", i).isLessThan(spins[i + 1]);
            }
            assertThat(stage.batch()).as("stage %d", i).isEqualTo(batches[i]);
            assertThat(stage.allocatedBytesPerOp()).isNotNull();
        }
        BenchmarkResult.Stages bare = result.withoutSamples().stages();
        assertThat(bare.decode().samples()).isNull();
        assertThat(bare.decode().stats()).isEqualTo(stages.decode().stats());
        assertThat(bare.decode().batch()).isEqualTo(1);
    }

    @Test
    void offHeapAllocationIsReportedPerOperation() throws Exception {
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, new OffHeapCountingCodec())
                .run(medium, batch, new BenchmarkSettings(5, 5_000, 10));
        assertThat(result.serialize().offHeapBytesPerOp()).as("per operation, whatever the batch size")
                .isEqualTo(1_000.0);
        assertThat(result.deserialize().offHeapBytesPerOp()).isEqualTo(0.0);
    }

    /** Counts 1000 off-heap bytes per serialize, none per deserialize. */
    static final class OffHeapCountingCodec extends JavaSerializationCodec<UserBatch>
            implements io.serbench.core.codec.OffHeapAllocations {
        OffHeapCountingCodec() {
            super(UsersModel.INSTANCE);
        }

        private final java.util.concurrent.atomic.AtomicLong allocated = new java.util.concurrent.atomic.AtomicLong();

        @Override
        public byte[] serialize(UserBatch batch) throws Exception {
            allocated.addAndGet(1_000);
            return super.serialize(batch);
        }

        @Override
        public long offHeapAllocatedBytes() {
            return allocated.get();
        }
    }

    /**
     * A call without warm-up (the run's verification) times single operations and chooses no batch
     * size: code still interpreted would choose 1, and the JVM would keep it. Here the operations
     * are slow during the first call, as cold code is, and fast afterwards.
     */
    @Test
    void aCallWithoutWarmupDoesNotChooseTheBatchSize() throws Exception {
        UserBatch one = UsersDataset.generate(1);
        SpinCodec codec = new SpinCodec(one, 40_000, 40_000);
        BenchmarkEngine<UserBatch> engine = BenchmarkEngine.of(FRAMEWORK, codec);
        Dataset dataset = Dataset.parse("users=1");
        BenchmarkResult cold = engine.run(dataset, one, new BenchmarkSettings(0, 0, 1));
        assertThat(cold.serialize().batch()).isEqualTo(1);
        codec.serializeNanos = 250;
        codec.deserializeNanos = 3_000;
        BenchmarkResult warm = engine.run(dataset, one, new BenchmarkSettings(BenchmarkSettings.MAX_WARMUP, 500, 40));
        assertThat(warm.serialize().batch()).as("chosen from the fast operations, not the cold call's 1")
                .isGreaterThanOrEqualTo(10);
        assertThat(warm.deserialize().batch()).isGreaterThanOrEqualTo(2);
    }

    /**
     * An operation of a few hundred nanoseconds is timed in batches long enough for the timer, and
     * every sample is one operation's share of its batch; one of tens of microseconds alone.
     */
    @Test
    void eachOperationGetsTheBatchSizeItsDurationCallsFor() throws Exception {
        UserBatch one = UsersDataset.generate(1);
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, new SpinCodec(one, 250, 3_000))
                .run(Dataset.parse("users=1"), one, new BenchmarkSettings(BenchmarkSettings.MAX_WARMUP, 500, 40));
        // The batch follows the calibration's measured median (BatchSize.forMedian: 100 for 250 ns,
        // 10 for 3 µs on an idle machine); a busy machine measures the spins longer and may halve it.
        assertThat(result.serialize().batch()).isBetween(20, 100);
        assertThat(result.deserialize().batch()).isBetween(2, 10);
        assertThat(result.serialize().batch()).isGreaterThan(result.deserialize().batch());
        assertThat(result.serialize().stats().min()).as("per operation").isGreaterThanOrEqualTo(250);
        assertThat(result.serialize().stats().p50()).as("per operation, not per batch").isLessThan(2_000);
        assertThat(result.deserialize().stats().min()).isGreaterThanOrEqualTo(3_000);
        assertThat(result.deserialize().stats().p50()).isLessThan(20_000);
        assertThat(result.serialize().samples()).hasSize(40);

        BenchmarkResult slow = BenchmarkEngine.of(FRAMEWORK, new SpinCodec(one, 50_000, 50_000))
                .run(Dataset.parse("users=1"), one, new BenchmarkSettings(5, 5_000, 5));
        assertThat(slow.serialize().batch()).isEqualTo(1);
        assertThat(slow.deserialize().batch()).isEqualTo(1);
        assertThat(slow.serialize().stats().min()).isGreaterThanOrEqualTo(50_000);
    }

    /** The orchestrator measures a dataset in several blocks: the first block's batch size stays. */
    @Test
    void theBatchSizeOfADatasetIsKeptForTheEngineLifeAndChosenApartForAnother() throws Exception {
        UserBatch one = UsersDataset.generate(1);
        SpinCodec codec = new SpinCodec(one, 250, 250);
        BenchmarkEngine<UserBatch> engine = BenchmarkEngine.of(FRAMEWORK, codec);
        BenchmarkSettings settings = new BenchmarkSettings(BenchmarkSettings.MAX_WARMUP, 500, 3);
        int chosen = engine.run(Dataset.parse("users=1"), one, settings).serialize().batch();
        // 100 for 250 ns on an idle machine (BatchSize.forMedian); a busy one measures the spins longer and may halve it.
        assertThat(chosen).isBetween(20, 100);

        codec.serializeNanos = 50_000;
        settings = new BenchmarkSettings(5, 5_000, 3);
        BenchmarkResult again = engine.run(Dataset.parse("users=1"), one, settings);
        assertThat(again.serialize().batch()).isEqualTo(chosen);
        assertThat(again.serialize().stats().min()).isGreaterThanOrEqualTo(50_000);
        assertThat(engine.run(Dataset.parse("users=2"), UsersDataset.generate(2), settings).serialize().batch())
                .isEqualTo(1);
    }

    /**
     * In a JVM of its own, with the services' JVM options (so that the JIT can inline the codec
     * into the engine's loop and, with their collector, has no safepoint inside the codec's counted
     * loop to keep its values alive), a codec whose only output is its result keeps its whole cost:
     * an engine that let the results go unobserved measured 0-1 ns here, the computation dropped.
     */
    @Test
    void theJitCannotDropTheWorkOfABatch() throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(servicesJvmOptions());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ResultsMustBeObservedProbe.class.getName()));
        Process probe = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(probe.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(probe.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(probe.exitValue()).as(output).isZero();
        Matcher figures = Pattern.compile("batch=(\\d+) min=(\\d+) p50=(\\d+)").matcher(output);
        assertThat(figures.find()).as(output).isTrue();
        // 2,000 rounds of six dependent single-cycle steps: at least 12,000 cycles, over 2 us at 5 GHz
        assertThat(Long.parseLong(figures.group(2))).as(output).isGreaterThan(1_000);
        assertThat(Integer.parseInt(figures.group(1))).as("batched: " + output).isGreaterThan(1);
    }

    /** services/jvm-common.options, the options every service runs with. */
    private static List<String> servicesJvmOptions() throws IOException {
        List<String> options = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("..", "jvm-common.options"))) {
            String option = line.replaceAll("#.*", "").trim();
            if (!option.isEmpty()) {
                options.add(option);
            }
        }
        assertThat(options).contains("-XX:+UseParallelGC");
        return options;
    }

    @Test
    void warmUpStopsAtItsTimeBound() throws Exception {
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, usersCodec())
                .run(medium, batch, new BenchmarkSettings(BenchmarkSettings.MAX_WARMUP, 200, 5));
        assertThat(result.warmup().operations()).isLessThan(BenchmarkSettings.MAX_WARMUP);
        assertThat(result.warmup().millis()).isBetween(200L, 5_000L);
    }

    @Test
    void withoutSettlingTheWarmUpIsTheBoundedOneAndTheJitIsNotJudged() throws Exception {
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, usersCodec())
                .run(medium, batch, new BenchmarkSettings(20, 5_000, 5));
        assertThat(result.warmup().operations()).isEqualTo(20);
        assertThat(result.warmup().jitQuiet()).isNull();
        assertThat(result.warmup().compileMillis()).isNotNegative();
        assertThat(result.jitCompileMillis()).isNotNegative();
    }

    @Test
    void settlingGoesOnInWindowsUntilTheJitIsQuietOrTheTimeIsUp() throws Exception {
        long settle = 3_000;
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, usersCodec())
                .run(medium, batch, new BenchmarkSettings(20, 5_000, 5, settle));
        BenchmarkResult.Warmup warmup = result.warmup();
        assertThat(warmup.jitQuiet()).isNotNull();
        assertThat(warmup.operations()).isGreaterThan(20 + 1);
        // at least two windows, and no more than the allowance plus one window (and some slack)
        assertThat(warmup.millis()).isGreaterThanOrEqualTo(2 * BenchmarkEngine.WINDOW_MILLIS);
        assertThat(warmup.millis()).isLessThan(settle + 20 * BenchmarkEngine.WINDOW_MILLIS);
        if (!warmup.jitQuiet()) {
            assertThat(warmup.millis()).isGreaterThanOrEqualTo(settle);
        }
    }

    @Test
    void aLossyCodecIsReportedWithThePath() throws Exception {
        JavaSerializationCodec<UserBatch> lossy = new JavaSerializationCodec<>(UsersModel.INSTANCE) {
            @Override
            public UserBatch deserialize(byte[] payload) throws Exception {
                UserBatch decoded = super.deserialize(payload);
                decoded.getUsers().get(3).setAge(decoded.getUsers().get(3).getAge() + 1);
                return decoded;
            }
        };
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, lossy)
                .run(medium, batch, new BenchmarkSettings(0, 0, 1));
        int age = batch.getUsers().get(3).getAge();
        assertThat(result.roundTripEqual()).isFalse();
        assertThat(result.roundTripDifference()).isEqualTo("users[3].age: " + age + " != " + (age + 1));
    }

    @Test
    void coldFiguresAreTheFirstCallsOnly() throws Exception {
        TimedCodec<UserBatch> timed = new TimedCodec<>(FRAMEWORK.name(), usersCodec());
        byte[] first = timed.serialize(UsersDataset.generate(3)).value();
        timed.deserialize(first);
        new BenchmarkEngine<>(FRAMEWORK, timed).run(medium, batch, new BenchmarkSettings(0, 0, 1));
        assertThat(timed.cold().serialize().count()).isEqualTo(3);
        assertThat(timed.cold().deserialize().payloadBytes()).isEqualTo(first.length);
    }

    @Test
    void settingsOutOfRangeAreRefusedByName() {
        assertThatIllegalArgumentException().isThrownBy(() -> new BenchmarkSettings(0, 0, 0))
                .withMessage("iterations must be from 1 to 1000000, got 0");
        assertThatIllegalArgumentException().isThrownBy(() -> new BenchmarkSettings(-1, 0, 1))
                .withMessage("warmup must be from 0 to 10000000, got -1");
        assertThatIllegalArgumentException().isThrownBy(() -> new BenchmarkSettings(0, 0, 1, -1))
                .withMessage("settleMillis must be from 0 to 600000, got -1");
    }
}
