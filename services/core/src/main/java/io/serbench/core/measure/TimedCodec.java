package io.serbench.core.measure;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.UndecodablePayloadException;
import io.serbench.core.dataset.DataModel;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Times single codec calls for the HTTP endpoints and keeps the first of each as the
 * cold figure: the cost a freshly started service pays before the JIT has seen the code.
 *
 * @param <T> the model's batch type
 */
public final class TimedCodec<T> {
    private final String framework;
    private final Codec<T> codec;
    private final AtomicReference<ColdCall> coldSerialize = new AtomicReference<>();
    private final AtomicReference<ColdCall> coldDeserialize = new AtomicReference<>();

    /** @param framework the framework's name, for the message of a payload that does not decode */
    public TimedCodec(String framework, Codec<T> codec) {
        this.framework = framework;
        this.codec = codec;
    }

    public Codec<T> codec() {
        return codec;
    }

    public DataModel<T> model() {
        return codec.model();
    }

    public Timed<byte[]> serialize(T batch) throws Exception {
        long start = System.nanoTime();
        byte[] payload = codec.serialize(batch);
        long nanos = System.nanoTime() - start;
        coldSerialize.compareAndSet(null, new ColdCall(nanos, model().count(batch), payload.length));
        return new Timed<>(payload, nanos);
    }

    /** @throws UndecodablePayloadException for anything the codec rejects */
    public Timed<T> deserialize(byte[] payload) {
        long start = System.nanoTime();
        T batch;
        try {
            batch = codec.deserialize(payload);
        } catch (Exception | StackOverflowError e) {
            throw new UndecodablePayloadException(framework, e);
        }
        long nanos = System.nanoTime() - start;
        if (batch == null) {
            throw new UndecodablePayloadException(framework, "the codec decoded no batch");
        }
        try {
            model().checkShape(batch); // outside the timed work: the same check for every codec
        } catch (IllegalArgumentException e) {
            throw new UndecodablePayloadException(framework, e);
        }
        coldDeserialize.compareAndSet(null, new ColdCall(nanos, model().count(batch), payload.length));
        return new Timed<>(batch, nanos);
    }

    /** The first serialize and deserialize since start-up; a field is null until it happens. */
    public ColdFigures cold() {
        return new ColdFigures(coldSerialize.get(), coldDeserialize.get());
    }

    /** A value and the nanoseconds the codec took to produce it. */
    public record Timed<T>(T value, long nanos) {
    }

    /** One first call: how long it took, on how many top-level objects, with how large a payload. */
    public record ColdCall(long nanos, int count, int payloadBytes) {
    }

    public record ColdFigures(ColdCall serialize, ColdCall deserialize) {
    }
}
