package io.serbench.fory;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;

/**
 * MediaContent through Fory's Java mode, with {@link ForyCodec}'s configuration: the media
 * classes are registered there with fixed ids, after the user model's. It is jvm-serializers'
 * "fury" setting (registration, no reference tracking; docs/mediacontent-sources.md section 2.1)
 * and Fory's own MEDIA_CONTENT benchmark with references=false.
 */
public final class ForyMediaCodec implements MediaCodec {
    private final ForyCodec fory = new ForyCodec();

    @Override
    public byte[] serialize(MediaBatch batch) {
        return fory.write(batch);
    }

    @Override
    public MediaBatch deserialize(byte[] payload) {
        return fory.read(payload, MediaBatch.class);
    }
}
