package io.serbench.core.measure;

import io.serbench.core.codec.Staged;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

/**
 * A staged stand-in whose totals are not the composition of its stages: serialize and
 * deserialize spin for times of their own, far from the sums of the stages, so a result shows
 * which calls were timed. Each library object may be used once, as a library that caches on its
 * objects would be misjudged if an input were reused: encode and fromWire fail on a used one.
 */
class SpinStagedCodec implements Staged<UserBatch, SpinStagedCodec.Wire> {
    static final long TO_WIRE = 1_000;
    static final long ENCODE = 10_000;
    static final long DECODE = 30_000;
    static final long FROM_WIRE = 3_000;
    static final long SERIALIZE = 60_000;
    static final long DESERIALIZE = 100_000;

    /** A library object: made by toWire or decode, consumed by encode or fromWire. */
    static final class Wire {
        private boolean used;

        void use() {
            if (used) {
                throw new IllegalStateException("a library object was handed over twice");
            }
            used = true;
        }
    }

    private final UserBatch batch;
    private final byte[] payload;

    SpinStagedCodec(UserBatch batch) throws Exception {
        this.batch = batch;
        this.payload = new JavaSerializationCodec<>(UsersModel.INSTANCE).serialize(batch);
    }

    @Override
    public DataModel<UserBatch> model() {
        return UsersModel.INSTANCE;
    }

    @Override
    public Wire toWire(UserBatch b) {
        SpinCodec.spin(TO_WIRE);
        return new Wire();
    }

    @Override
    public byte[] encode(Wire wire) {
        wire.use();
        SpinCodec.spin(ENCODE);
        return payload;
    }

    @Override
    public Wire decode(byte[] p) {
        SpinCodec.spin(DECODE);
        return new Wire();
    }

    @Override
    public UserBatch fromWire(Wire wire) {
        wire.use();
        SpinCodec.spin(FROM_WIRE);
        return batch;
    }

    @Override
    public byte[] serialize(UserBatch b) {
        SpinCodec.spin(SERIALIZE);
        return payload;
    }

    @Override
    public UserBatch deserialize(byte[] p) {
        SpinCodec.spin(DESERIALIZE);
        return batch;
    }
}
