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
        assertThat(result.conversion()).isNull();
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
    void aPlainCodecHasNoConversionAndNoOffHeapFigure() throws Exception {
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, usersCodec())
                .run(medium, batch, new BenchmarkSettings(5, 5_000, 5));
        assertThat(result.conversion()).isNull();
        assertThat(result.serialize().offHeapBytesPerOp()).isNull();
        assertThat(result.withoutSamples().serialize().samples()).isNull();
        assertThat(result.withoutSamples().serialize().stats()).isEqualTo(result.serialize().stats());
    }

    @Test
    void aStagedCodecHasItsConversionTimedInsideEachOperation() throws Exception {
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, new StagedJavaCodec())
                .run(medium, batch, new BenchmarkSettings(20, 5_000, 30));
        assertThat(result.roundTripEqual()).isTrue();
        long[][] pairs = {result.serialize().samples(), result.conversion().serialize().samples(),
                result.deserialize().samples(), result.conversion().deserialize().samples()};
        for (int op = 0; op < 4; op += 2) {
            long[] total = pairs[op];
            long[] conversion = pairs[op + 1];
            assertThat(conversion).hasSize(30);
            for (int i = 0; i < total.length; i++) {
                assertThat(conversion[i]).isPositive().isLessThanOrEqualTo(total[i]);
            }
        }
        assertThat(result.conversion().serialize().stats().count()).isEqualTo(30);
        BenchmarkResult.Conversion bare = result.withoutSamples().conversion();
        assertThat(bare.deserialize().samples()).isNull();
        assertThat(bare.deserialize().stats()).isEqualTo(result.conversion().deserialize().stats());
    }

    @Test
    void offHeapAllocationIsReportedPerOperation() throws Exception {
        BenchmarkResult result = BenchmarkEngine.of(FRAMEWORK, new OffHeapCountingCodec())
                .run(medium, batch, new BenchmarkSettings(5, 5_000, 10));
        assertThat(result.serialize().offHeapBytesPerOp()).isEqualTo(1_000.0);
        assertThat(result.deserialize().offHeapBytesPerOp()).isEqualTo(0.0);
    }

    /** A staged codec whose conversion is Java serialization and whose encoding is a copy. */
    static final class StagedJavaCodec extends JavaSerializationCodec<UserBatch>
            implements io.serbench.core.codec.Staged<UserBatch, byte[]> {
        StagedJavaCodec() {
            super(UsersModel.INSTANCE);
        }

        @Override
        public byte[] toWire(UserBatch batch) throws Exception {
            return super.serialize(batch);
        }

        @Override
        public byte[] encode(byte[] wire) {
            return wire.clone();
        }

        @Override
        public byte[] decode(byte[] payload) {
            return payload.clone();
        }

        @Override
        public UserBatch fromWire(byte[] wire) throws Exception {
            return super.deserialize(wire);
        }

        @Override
        public byte[] serialize(UserBatch batch) throws Exception {
            return encode(toWire(batch));
        }

        @Override
        public UserBatch deserialize(byte[] payload) throws Exception {
            return fromWire(decode(payload));
        }
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
