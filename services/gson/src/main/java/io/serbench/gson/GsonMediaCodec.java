package io.serbench.gson;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * MediaContent as JSON through Gson, set up as {@link GsonCodec} ({@link GsonCodec#settings}:
 * reflection blocked, strict, nulls written, no HTML escaping), with the hand-written adapters of
 * {@link MediaAdapters} and the same per-thread output buffer and UTF-8 writer.
 */
public final class GsonMediaCodec implements MediaCodec {
    private final Gson gson = GsonCodec.settings(MediaAdapters.register(new GsonBuilder())).create();
    private final TypeAdapter<MediaBatch> adapter = gson.getAdapter(MediaBatch.class);

    private final ThreadLocal<GsonCodec.Output> outputs = ThreadLocal.withInitial(GsonCodec.Output::new);

    /** The Gson instance the codec uses (tests check how it is set up). */
    Gson gson() {
        return gson;
    }

    @Override
    public byte[] serialize(MediaBatch batch) throws IOException {
        GsonCodec.Output output = outputs.get();
        output.reset();
        byte[] payload;
        try {
            JsonWriter json = gson.newJsonWriter(output.writer);
            adapter.write(json, batch);
            json.flush(); // not close(): that would close the reused writer
            payload = output.toByteArray();
        } catch (IOException | RuntimeException e) {
            outputs.remove(); // the writer may hold half a document: never reuse it
            throw e;
        }
        if (output.oversized()) {
            outputs.remove();
        }
        return payload;
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws IOException {
        // A decoder of our own reports malformed UTF-8 (a bare InputStreamReader would replace it).
        JsonReader json = gson.newJsonReader(new InputStreamReader(new ByteArrayInputStream(payload),
                StandardCharsets.UTF_8.newDecoder()));
        MediaBatch batch = adapter.read(json);
        if (json.peek() != JsonToken.END_DOCUMENT) {
            throw new JsonParseException("data after the end of the document at " + json.getPath());
        }
        return batch;
    }
}
