package io.serbench.bson;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.io.BasicOutputBuffer;

/**
 * MediaContent as BSON, the way {@link BsonCodec} writes the user model: a hand-written
 * {@code org.bson.codecs.Codec<MediaBatch>} ({@link MediaBatchBsonCodec}) over
 * {@link BsonBinaryWriter} / {@link BsonBinaryReader}, a per-thread output buffer, and the same
 * strict reading (the document fills the payload exactly, exact BSON types, every field once).
 *
 * <p>The layout: {@code {"items": [{"media": {...}, "images": [{...}, ...]}, ...]}} with
 * jvm-serializers' field names in its order. width, height and bitrate are int32, duration and
 * size int64; the enums (player, image size) their names as strings; an unset bitrate, a null
 * title or copyright is BSON null (the field is always there, as in the user model's layout).
 */
public final class BsonMediaCodec implements MediaCodec {
    private final MediaBatchBsonCodec codec = new MediaBatchBsonCodec();
    private final ThreadLocal<BasicOutputBuffer> buffers =
            ThreadLocal.withInitial(() -> new BasicOutputBuffer(BufferReuse.INITIAL_BYTES));

    @Override
    public byte[] serialize(MediaBatch batch) {
        return BsonCodec.write(codec, batch, buffers);
    }

    @Override
    public MediaBatch deserialize(byte[] payload) {
        return BsonCodec.read(codec, payload);
    }
}
