package io.serbench.kryo;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;

/**
 * MediaContent through Kryo, set up as {@link KryoCodec}: the model's own classes with fixed
 * registration IDs, references off, pooled instances and buffers. Kryo writes the fields, so
 * Media's bitrate goes as jvm-serializers' Java class has it: an int and a hasBitrate flag.
 */
public final class KryoMediaCodec implements MediaCodec {
    private final KryoPool pool = new KryoPool();

    @Override
    public byte[] serialize(MediaBatch batch) {
        return pool.write(batch);
    }

    @Override
    public MediaBatch deserialize(byte[] payload) {
        return pool.read(payload, MediaBatch.class);
    }
}
