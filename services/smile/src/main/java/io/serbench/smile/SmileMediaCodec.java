package io.serbench.smile;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.PerThreadStreams;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

import java.io.IOException;
/**
 * MediaContent as Smile through Jackson 3's Smile dataformat, bound straight to the model with
 * the mapper of {@link SmileCodec} (same header rule, strictness and Blackbird accessors).
 *
 * <p>The layout is Jackson's own, as for the user model: the header {@code :)\n} and one object,
 * the batch {@code {"items": [...]}}; MediaContent, Media and Image are Smile objects keyed by
 * jvm-serializers' field names in the model's declaration order (media before images; uri,
 * title, width, height, format, duration, size, bitrate, persons, player, copyright; uri, title,
 * width, height, size), names already seen written as back-references (Smile's shared names, on
 * by default; string values are not shared, the default); integers are zig-zag varints, enums
 * their names; a null title or copyright and an unset bitrate are Smile null (the bitrate's
 * {@code hasBitrate} flag is no property and is not written).
 *
 * <p>Output through a per-thread stream ({@link BufferReuse}, the rule every codec follows).
 */
public final class SmileMediaCodec implements MediaCodec {
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final PerThreadStreams streams = new PerThreadStreams();

    public SmileMediaCodec() {
        var mapper = SmileCodec.mapper();
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
