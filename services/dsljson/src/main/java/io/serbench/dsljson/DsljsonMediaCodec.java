package io.serbench.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.ParsingException;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;

import java.io.IOException;

/**
 * MediaContent as JSON through DSL-JSON, set up as {@link DsljsonCodec}: converters generated at
 * compile time ({@link CompiledMediaModel}), no reflection, one {@link DslJson} and per-thread
 * reused writer and reader under the same {@link BufferReuse} limits. The JSON holds the model's
 * bean properties (DSL-JSON's own field order): enums as names, nulls written, an unset bitrate
 * as null.
 */
public final class DsljsonMediaCodec implements MediaCodec {
    private final DslJson<Object> dslJson = DsljsonCodec.newDslJson();
    private final JsonWriter.WriteObject<MediaBatch> batchWriter =
            DsljsonCodec.required(dslJson.tryFindWriter(MediaBatch.class), "MediaBatch", "CompiledMediaModel");
    private final JsonReader.ReadObject<MediaBatch> batchReader =
            DsljsonCodec.required(dslJson.tryFindReader(MediaBatch.class), "MediaBatch", "CompiledMediaModel");

    private final ThreadLocal<JsonWriter> writers = ThreadLocal.withInitial(() -> dslJson.newWriter(64 * 1024));
    private final ThreadLocal<JsonReader<Object>> readers = ThreadLocal.withInitial(dslJson::newReader);

    @Override
    public byte[] serialize(MediaBatch batch) {
        JsonWriter writer = writers.get();
        writer.reset();
        byte[] payload;
        try {
            batchWriter.write(writer, batch);
            payload = writer.toByteArray();
        } catch (RuntimeException e) {
            writers.remove(); // never reuse a writer left in an unknown state
            throw e;
        }
        if (writer.getByteBuffer().length > BufferReuse.MAX_RETAINED_BYTES) {
            writers.remove();
        }
        return payload;
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws IOException {
        JsonReader<Object> reader = readers.get();
        try {
            reader.process(payload, payload.length);
            reader.getNextToken();
            MediaBatch batch = batchReader.read(reader);
            if (batch == null) {
                throw ParsingException.create("the payload is null, not a batch", false);
            }
            DsljsonCodec.requireOnlyWhitespaceAfter(payload, reader.getCurrentIndex());
            return batch;
        } finally {
            // The reader's string buffer grows to the longest string read (chars, up to the payload's length).
            if (2L * payload.length > BufferReuse.MAX_RETAINED_BYTES) {
                readers.remove();
            }
        }
    }
}
