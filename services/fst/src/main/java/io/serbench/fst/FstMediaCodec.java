package io.serbench.fst;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;

/**
 * MediaContent through FST, with {@link FstCodec}'s configuration and every one of its checks:
 * the media classes are registered there, after the user model's, and are the only other
 * classes a payload may name. FST writes the fields, so Media's bitrate goes as
 * jvm-serializers' Java class has it: an int and a hasBitrate flag.
 */
public final class FstMediaCodec implements MediaCodec {
    private final FstCodec fst = new FstCodec();

    @Override
    public byte[] serialize(MediaBatch batch) throws Exception {
        return fst.write(batch);
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws Exception {
        return fst.read(payload, MediaBatch.class);
    }
}
