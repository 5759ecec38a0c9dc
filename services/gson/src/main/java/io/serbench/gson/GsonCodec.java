package io.serbench.gson;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.ReflectionAccessFilter;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;

import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * JSON through Gson, set up for speed and safety:
 * <ul>
 *   <li>one {@link Gson} instance, built once (Gson is thread-safe and caches its adapters);</li>
 *   <li>hand-written {@link TypeAdapter}s over Gson's streaming {@link JsonWriter}/{@link JsonReader}
 *       ({@link ModelAdapters}): Gson's documented fast path for a known model. The default
 *       reflective adapter reads and writes fields through reflection; a {@link ReflectionAccessFilter}
 *       that blocks every class makes sure it is never used, for the model or anything else;</li>
 *   <li>{@link Strictness#STRICT}: no comments, unquoted names or NaN literals, as JSON says;
 *       one document per payload, trailing data refused;</li>
 *   <li>per thread, a reused output buffer and its UTF-8 writer (the reuse rule of
 *       {@link BufferReuse}).</li>
 * </ul>
 * Gson has no polymorphic typing: a payload cannot name a class, and the adapters refuse any
 * field they do not know.
 */
public final class GsonCodec implements Codec {
    private final Gson gson = settings(ModelAdapters.register(new GsonBuilder())).create();
    private final TypeAdapter<UserBatch> adapter = gson.getAdapter(UserBatch.class);

    private final ThreadLocal<Output> outputs = ThreadLocal.withInitial(Output::new);

    /** The settings of every Gson instance of the service (the MediaContent codec's too). */
    static GsonBuilder settings(GsonBuilder builder) {
        return builder
                .addReflectionAccessFilter(type -> ReflectionAccessFilter.FilterResult.BLOCK_ALL)
                .setStrictness(Strictness.STRICT)
                .serializeNulls()        // null written as null, as Jackson does (not left out)
                .disableHtmlEscaping();  // '<', '>', '&', '=' and '\'' as themselves, not \u003c...
    }

    /**
     * A growable byte buffer and the UTF-8 writer over it, reused by one thread. JsonWriter
     * writes token by token, and OutputStreamWriter allocates on every write of a string
     * (about 170 bytes, 47 MB per LARGE batch): the BufferedWriter in front collects the
     * tokens and hands them on 8,192 characters at a time.
     */
    static final class Output extends ByteArrayOutputStream {
        final Writer writer = new BufferedWriter(new OutputStreamWriter(this, StandardCharsets.UTF_8), 8192);

        Output() {
            super(64 * 1024);
        }

        boolean oversized() {
            return buf.length > BufferReuse.MAX_RETAINED_BYTES;
        }
    }

    /** The Gson instance the codec uses (tests check how it is set up). */
    Gson gson() {
        return gson;
    }

    @Override
    public String name() {
        return "gson";
    }

    @Override
    public String library() {
        return "Gson";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(Gson.class, "com.google.code.gson", "gson");
    }

    @Override
    public String contentType() {
        return "application/json";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) throws IOException {
        Output output = outputs.get();
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
    public UserBatch deserialize(byte[] payload) throws IOException {
        // A decoder of our own reports malformed UTF-8 (a bare InputStreamReader would replace it).
        JsonReader json = gson.newJsonReader(new InputStreamReader(new ByteArrayInputStream(payload),
                StandardCharsets.UTF_8.newDecoder()));
        UserBatch batch = adapter.read(json);
        // Strict mode refuses a second value after the document; this refuses anything else left.
        if (json.peek() != JsonToken.END_DOCUMENT) {
            throw new JsonParseException("data after the end of the document at " + json.getPath());
        }
        return batch;
    }
}
