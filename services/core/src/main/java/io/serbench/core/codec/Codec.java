package io.serbench.core.codec;

import io.serbench.core.dataset.DataModel;

/**
 * A framework's encoding and decoding of one data model: the contract every service shares
 * (docs/design.md#adding-a-framework). A framework module declares one bean of it per model it
 * serves ({@code @Bean Codec<UserBatch>}, {@code @Bean Codec<MediaBatch>}) beside its one
 * {@link Framework} bean; services/core provides the HTTP API, the measurement and the
 * verification around them, and serves exactly the models of the codecs it finds.
 *
 * <p>Both methods convert between the model's classes and the framework's own types, and that
 * conversion is part of the measured work, as it is in a real service. The library is used the
 * way its own documentation recommends for speed (registration, generated code, buffer reuse
 * under {@link BufferReuse}, through {@link PerThread} where the codec keeps state per thread).
 *
 * <p>Implementations must be thread-safe: requests arrive concurrently.
 *
 * @param <T> the model's batch type
 */
public interface Codec<T> {

    /** The model this codec encodes: its batches, its checks, its name in the API. */
    DataModel<T> model();

    /** Converts the batch to the framework's types and encodes it. */
    byte[] serialize(T batch) throws Exception;

    /**
     * Decodes a payload into the model's classes, reading every field. Any exception means
     * "this payload does not decode" and becomes a 400 for the caller; the codec must stay
     * usable afterwards.
     */
    T deserialize(byte[] payload) throws Exception;
}
