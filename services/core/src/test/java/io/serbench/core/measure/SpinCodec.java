package io.serbench.core.measure;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

/**
 * A stand-in codec that takes a set time per call: serialize answers a fixed payload and
 * deserialize the batch it was made from, each after spinning for as long as it is told. The
 * times can change between benchmarks.
 */
class SpinCodec implements Codec<UserBatch> {
    private final UserBatch batch;
    private final byte[] payload;
    volatile long serializeNanos;
    volatile long deserializeNanos;

    SpinCodec(UserBatch batch, long serializeNanos, long deserializeNanos) throws Exception {
        this.batch = batch;
        this.payload = new JavaSerializationCodec<>(UsersModel.INSTANCE).serialize(batch);
        this.serializeNanos = serializeNanos;
        this.deserializeNanos = deserializeNanos;
    }

    /** Spins until {@code nanos} have passed since the call. */
    static void spin(long nanos) {
        long end = System.nanoTime() + nanos;
        while (System.nanoTime() - end < 0) {
            Thread.onSpinWait();
        }
    }

    @Override
    public DataModel<UserBatch> model() {
        return UsersModel.INSTANCE;
    }

    @Override
    public byte[] serialize(UserBatch b) {
        spin(serializeNanos);
        return payload;
    }

    @Override
    public UserBatch deserialize(byte[] p) {
        spin(deserializeNanos);
        return batch;
    }
}
