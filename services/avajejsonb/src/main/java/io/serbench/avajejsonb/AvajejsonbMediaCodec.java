package io.serbench.avajejsonb;

import io.avaje.json.JsonReader;
import io.avaje.jsonb.JsonType;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;

/**
 * MediaContent as JSON through avaje-jsonb, with the adapters generated at compile time for the
 * media classes (package-info.java, {@link MediaMixIn}) and the service's one {@link
 * io.avaje.jsonb.Jsonb} ({@link AvajejsonbCodec#JSONB}: nulls written, unknown fields and nulls
 * for primitives refused, avaje's per-thread buffer recycling). An unset bitrate is null.
 */
public final class AvajejsonbMediaCodec implements MediaCodec {
    private static final JsonType<MediaBatch> TYPE = AvajejsonbCodec.JSONB.type(MediaBatch.class);

    @Override
    public byte[] serialize(MediaBatch batch) {
        return TYPE.toJsonBytes(batch);
    }

    @Override
    public MediaBatch deserialize(byte[] payload) {
        try (JsonReader reader = AvajejsonbCodec.JSONB.reader(payload)) {
            MediaBatch batch = TYPE.fromJson(reader);
            if (batch == null) {
                throw new IllegalArgumentException("the payload is null, not a batch");
            }
            // A payload is one document: after it, only whitespace (avaje stops after the first value).
            if (reader.hasNextStreamElement()) {
                throw new IllegalArgumentException("data after the end of the document " + reader.location());
            }
            return batch;
        }
    }
}
