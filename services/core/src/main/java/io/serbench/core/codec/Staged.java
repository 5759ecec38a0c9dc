package io.serbench.core.codec;

/**
 * A codec whose library builds an intermediate tree of its own generated objects (protobuf
 * messages, Avro records, Thrift structs), so that serialize is "model to generated objects,
 * then encode" and deserialize "decode, then generated objects to model". The totals are timed
 * through serialize and deserialize, the compositions below, exactly like any other codec's;
 * implementing this lets the measurement then time each of the four stages in a loop of its own
 * (results' server.stages), so that the conversion's share is known and a harness that times
 * decode alone can be compared like for like.
 *
 * @param <T> the model's batch type
 * @param <W> the library's own object for a whole batch
 */
public interface Staged<T, W> extends Codec<T> {

    /** The conversion: the batch as the library's generated objects. */
    W toWire(T batch) throws Exception;

    /** The library's encoding of its own objects. */
    byte[] encode(W wire) throws Exception;

    /** The library's decoding into its own objects, with every check the codec makes on the bytes. */
    W decode(byte[] payload) throws Exception;

    /** The conversion back: the library's objects as the model's classes. */
    T fromWire(W wire) throws Exception;

    @Override
    default byte[] serialize(T batch) throws Exception {
        return encode(toWire(batch));
    }

    @Override
    default T deserialize(byte[] payload) throws Exception {
        return fromWire(decode(payload));
    }
}
