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
import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.PerThread;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.function.UnaryOperator;

/**
 * JSON through Gson, one class for every model (an instance per model, with that model's
 * adapters), set up for speed and safety:
 * <ul>
 *   <li>one {@link Gson} instance per codec, built once (Gson is thread-safe and caches its adapters);</li>
 *   <li>hand-written {@link TypeAdapter}s over Gson's streaming {@link JsonWriter}/{@link JsonReader}
 *       ({@link UsersAdapters}, {@link MediaAdapters}): Gson's documented fast path for a known
 *       model. The default reflective adapter reads and writes fields through reflection; a
 *       {@link ReflectionAccessFilter} that blocks every class makes sure it is never used, for the
 *       model or anything else;</li>
 *   <li>{@link Strictness#STRICT}: no comments, unquoted names or NaN literals, as JSON says;
 *       one document per payload, trailing data refused;</li>
 *   <li>per thread, a reused output buffer and its UTF-8 writer ({@link PerThread}, the reuse rule
 *       of {@link BufferReuse}).</li>
 * </ul>
 * Gson has no polymorphic typing: a payload cannot name a class, and the adapters refuse any
 * field they do not know (the compatible codecs, {@link #compatibleUsers()} and
 * {@link #compatibleMediaContent()}, skip it).
 *
 * @param <T> the model's batch type
 */
public final class GsonCodec<T> extends AbstractCodec<T> {
    private final Gson gson;
    private final TypeAdapter<T> adapter;
    private final PerThread<Output> outputs = PerThread.of(Output::new)
            .resetting(Output::reset)
            .retaining(Output::capacity);

    /**
     * @param model    the model the codec serves
     * @param adapters registers the model's adapters ({@code UsersAdapters::register},
     *                 {@code MediaAdapters::register}), one for the batch type among them
     */
    public GsonCodec(DataModel<T> model, UnaryOperator<GsonBuilder> adapters) {
        super(model);
        this.gson = settings(adapters.apply(new GsonBuilder())).create();
        this.adapter = gson.getAdapter(model.batchType());
    }

    /** The settings of every Gson instance of the service. */
    static GsonBuilder settings(GsonBuilder builder) {
        return builder
                .addReflectionAccessFilter(type -> ReflectionAccessFilter.FilterResult.BLOCK_ALL)
                .setStrictness(Strictness.STRICT)
                .serializeNulls()        // null written as null, as Jackson does (not left out)
                .disableHtmlEscaping();  // '<', '>', '&', '=' and '\'' as themselves, not \u003c...
    }

    /**
     * A growable byte buffer and the UTF-8 writer over it, reused by one thread. JsonWriter
     * writes token by token, and OutputStreamWriter allocates on every write of a string: the
     * BufferedWriter in front collects the tokens and hands them on 8,192 characters at a time.
     */
    static final class Output extends ByteArrayOutputStream {
        final Writer writer = new BufferedWriter(new OutputStreamWriter(this, StandardCharsets.UTF_8), 8192);

        Output() {
            super(BufferReuse.INITIAL_BYTES);
        }

        /** The bytes the buffer holds room for (what it grew to). */
        int capacity() {
            return buf.length;
        }
    }

    /** The Gson instance the codec uses (tests check how it is set up). */
    Gson gson() {
        return gson;
    }

    /** The facts of the gson service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("gson", "Gson", LibraryVersion.of(Gson.class, "com.google.code.gson", "gson"),
                "application/json", false);
    }

    /** The users model's codec. */
    public static GsonCodec<UserBatch> users() {
        return new GsonCodec<>(UsersModel.INSTANCE, UsersAdapters::register);
    }

    /**
     * The users model's codec in the evolution matrix's compatible configuration: the same Gson
     * settings and adapters, except that a field a class does not have is skipped
     * ({@code JsonReader.skipValue()}) rather than refused.
     */
    public static GsonCodec<UserBatch> compatibleUsers() {
        return new GsonCodec<>(UsersModel.INSTANCE, UsersAdapters::registerSkippingUnknown);
    }

    /** The MediaContent model's codec. */
    public static GsonCodec<MediaBatch> mediaContent() {
        return new GsonCodec<>(MediaModel.INSTANCE, MediaAdapters::register);
    }

    /**
     * The MediaContent model's codec in the evolution matrix's compatible configuration, as
     * {@link #compatibleUsers()}: an unknown field skipped rather than refused.
     */
    public static GsonCodec<MediaBatch> compatibleMediaContent() {
        return new GsonCodec<>(MediaModel.INSTANCE, MediaAdapters::registerSkippingUnknown);
    }

    @Override
    public byte[] serialize(T batch) throws IOException {
        return outputs.use(output -> {
            JsonWriter json = gson.newJsonWriter(output.writer);
            adapter.write(json, batch);
            json.flush(); // not close(): that would close the reused writer
            return output.toByteArray();
        });
    }

    @Override
    public T deserialize(byte[] payload) throws IOException {
        // A decoder of our own reports malformed UTF-8 (a bare InputStreamReader would replace it).
        JsonReader json = gson.newJsonReader(new InputStreamReader(new ByteArrayInputStream(payload),
                StandardCharsets.UTF_8.newDecoder()));
        T batch = adapter.read(json);
        // Strict mode refuses a second value after the document; this refuses anything else left.
        if (json.peek() != JsonToken.END_DOCUMENT) {
            throw new JsonParseException("data after the end of the document at " + json.getPath());
        }
        return batch;
    }
}
