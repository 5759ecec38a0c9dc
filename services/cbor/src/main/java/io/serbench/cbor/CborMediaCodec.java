package io.serbench.cbor;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.PerThreadStreams;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

import java.io.IOException;
/**
 * MediaContent as CBOR through Jackson 3's CBOR dataformat, bound straight to the model with the
 * mapper of {@link CborCodec} (same strictness, same Blackbird accessors).
 *
 * <p>The layout is Jackson's own, as for the user model: the batch is the indefinite-length map
 * {@code {"items": [...]}}; MediaContent, Media and Image are indefinite-length maps keyed by
 * jvm-serializers' field names in the model's declaration order (media before images; uri,
 * title, width, height, format, duration, size, bitrate, persons, player, copyright; uri, title,
 * width, height, size); lists are definite-length arrays; integers take their shortest encoding;
 * enums are their names; a null title or copyright and an unset bitrate are CBOR null (the
 * bitrate's {@code hasBitrate} flag is no property and is not written).
 *
 * <p>Output through a per-thread stream ({@link BufferReuse}), as the user codec.
 */
public final class CborMediaCodec implements MediaCodec {
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final PerThreadStreams streams = new PerThreadStreams();

    public CborMediaCodec() {
        var mapper = CborCodec.mapper();
        this.writer = mapper.writerFor(MediaBatch.class);
        this.reader = mapper.readerFor(MediaBatch.class);
    }

    @Override
    public byte[] serialize(MediaBatch batch) throws IOException {
        return streams.write(out -> writer.writeValue(out, batch));
    }

    @Override
    public MediaBatch deserialize(byte[] payload) {
        return reader.readValue(payload);
    }
}
