package io.serbench.jackson;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.PerThreadStreams;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

import java.io.IOException;
/**
 * MediaContent as JSON through Jackson databind, configured as {@link JacksonCodec}: the bean
 * properties of the model, an unset bitrate as null. Output through a per-thread stream
 * ({@link BufferReuse}).
 */
public final class JacksonMediaCodec implements MediaCodec {
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final PerThreadStreams streams = new PerThreadStreams();

    public JacksonMediaCodec() {
        var mapper = JacksonCodec.mapper();
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
