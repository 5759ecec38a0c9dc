package io.serbench.core.codec;

import io.serbench.core.model.UserBatch;

/**
 * A user-model codec that converts to its library's generated objects before encoding: see
 * {@link Staged}, which times that conversion apart.
 *
 * @param <W> the library's own object for a whole batch
 */
public interface StagedCodec<W> extends Codec, Staged<UserBatch, W> {
}
