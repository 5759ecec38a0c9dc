package io.serbench.core.codec;

import io.serbench.core.model.UserBatch;

/**
 * A user-model codec that converts to its library's generated objects before encoding: see
 * {@link Staged}, which times that conversion apart.
 *
 * @param <W> the library's own object for a whole batch
 */
public interface StagedCodec<W> extends Codec, Staged<UserBatch, W> {

    @Override
    default byte[] serialize(UserBatch batch) throws Exception {
        return encode(toWire(batch));
    }

    @Override
    default UserBatch deserialize(byte[] payload) throws Exception {
        return fromWire(decode(payload));
    }
}
