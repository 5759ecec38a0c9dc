package io.serbench.core.codec;

import io.serbench.core.model.UserBatch;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Times single codec calls for the HTTP endpoints and keeps the first of each as the
 * cold figure: the cost a freshly started service pays before the JIT has seen the code.
 */
public final class TimedCodec {
    private final Codec codec;
    private final AtomicReference<ColdCall> coldSerialize = new AtomicReference<>();
    private final AtomicReference<ColdCall> coldDeserialize = new AtomicReference<>();

    public TimedCodec(Codec codec) {
        this.codec = codec;
    }

    public Codec codec() {
        return codec;
    }

    public Timed<byte[]> serialize(UserBatch batch) throws Exception {
        long start = System.nanoTime();
        byte[] payload = codec.serialize(batch);
        long nanos = System.nanoTime() - start;
        coldSerialize.compareAndSet(null, new ColdCall(nanos, batch.getUsers().size(), payload.length));
        return new Timed<>(payload, nanos);
    }

    /** @throws UndecodablePayloadException for anything the codec rejects */
    public Timed<UserBatch> deserialize(byte[] payload) {
        long start = System.nanoTime();
        UserBatch batch;
        try {
            batch = codec.deserialize(payload);
        } catch (Exception | StackOverflowError e) {
            throw new UndecodablePayloadException(codec.name(), e);
        }
        long nanos = System.nanoTime() - start;
        if (batch == null) {
            throw new UndecodablePayloadException(codec.name(), "the codec decoded no batch");
        }
        try {
            ModelShape.check(batch); // outside the timed work: the same check for every codec
        } catch (IllegalArgumentException e) {
            throw new UndecodablePayloadException(codec.name(), e);
        }
        int users = batch.getUsers() == null ? 0 : batch.getUsers().size();
        coldDeserialize.compareAndSet(null, new ColdCall(nanos, users, payload.length));
        return new Timed<>(batch, nanos);
    }

    /** The first serialize and deserialize since start-up; a field is null until it happens. */
    public ColdFigures cold() {
        return new ColdFigures(coldSerialize.get(), coldDeserialize.get());
    }

    /** A value and the nanoseconds the codec took to produce it. */
    public record Timed<T>(T value, long nanos) {
    }

    /** One first call: how long it took, on how many users, with how large a payload. */
    public record ColdCall(long nanos, int users, int payloadBytes) {
    }

    public record ColdFigures(ColdCall serialize, ColdCall deserialize) {
    }
}
