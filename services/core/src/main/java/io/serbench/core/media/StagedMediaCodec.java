package io.serbench.core.media;

import io.serbench.core.codec.Staged;

/**
 * A MediaContent codec that converts to its library's generated objects before encoding:
 * see {@link Staged}, which times that conversion apart.
 *
 * @param <W> the library's own object for a whole batch
 */
public interface StagedMediaCodec<W> extends MediaCodec, Staged<MediaBatch, W> {
}
