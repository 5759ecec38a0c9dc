package io.serbench.core.codec;

/**
 * Encoding and decoding of one data model. {@link Codec} is this for the user model (plus what
 * /api/info says about the library); {@link io.serbench.core.media.MediaCodec} for MediaContent.
 * The measurement, the timing and the HTTP API are written once against this interface.
 *
 * @param <T> the model's batch type
 */
public interface ModelCodec<T> {

    /** Converts the batch to the framework's types and encodes it. */
    byte[] serialize(T batch) throws Exception;

    /**
     * Decodes a payload into the domain model, reading every field. Any exception means
     * "this payload does not decode" and becomes a 400 for the caller; the codec must stay
     * usable afterwards.
     */
    T deserialize(byte[] payload) throws Exception;
}
