package io.serbench.core.measure;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.dataset.Dataset;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;

/**
 * Run in a JVM of its own, with the services' JVM options, by {@link BenchmarkEngineTest}: the engine
 * on a codec whose whole work is a pure computation that only its result shows. Alone in its JVM the
 * codec's call site in the engine sees one class, the JIT inlines it, and it would drop the
 * computation if the engine let the result go unobserved. Prints {@code batch=<k> min=<ns> p50=<ns>}
 * for serialize.
 */
public final class ResultsMustBeObservedProbe {
    /** Dependent shift-xor rounds per call: each takes several cycles, and none can be skipped. */
    static final int ROUNDS = 2_000;

    private ResultsMustBeObservedProbe() {
    }

    static final class PureWork implements Codec<UserBatch> {
        private long seed = 1;

        @Override
        public DataModel<UserBatch> model() {
            return UsersModel.INSTANCE;
        }

        @Override
        public byte[] serialize(UserBatch batch) {
            long x = seed++;
            for (int i = 0; i < ROUNDS; i++) {
                x ^= x << 13;
                x ^= x >>> 7;
                x ^= x << 17;
            }
            return new byte[]{(byte) x};
        }

        @Override
        public UserBatch deserialize(byte[] payload) {
            return UsersDataset.generate(1);
        }
    }

    public static void main(String[] args) throws Exception {
        Framework framework = new Framework("pure", "none", "0", "application/octet-stream", false);
        BenchmarkResult result = BenchmarkEngine.of(framework, new PureWork())
                .run(Dataset.parse("users=1"), UsersDataset.generate(1), new BenchmarkSettings(1_000_000, 3_000, 200));
        System.out.println("batch=" + result.serialize().batch() + " min=" + result.serialize().stats().min()
                + " p50=" + result.serialize().stats().p50());
    }
}
