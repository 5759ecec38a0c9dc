package io.serbench.avajejsonb;

import io.avaje.json.JsonReader;
import io.avaje.json.stream.BufferRecycleStrategy;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;

/**
 * JSON through avaje-jsonb, as its documentation recommends:
 * <ul>
 *   <li>adapters generated at compile time by avaje-jsonb-generator ({@code @Json.Import} in
 *       package-info.java), registered through the ServiceLoader; no reflection;</li>
 *   <li>one thread-safe {@link Jsonb} and the {@link JsonType} of the batch, looked up once;</li>
 *   <li>its parser's settings are fixed (no builder option): doubles are read with its DEFAULT
 *       precision, which can miss by one ulp on 16-17 significant digits, and a string over
 *       50,000 characters (sometimes from about 32,000) is refused (the README's format notes);</li>
 *   <li>avaje's own buffer recycling, per thread ({@link BufferRecycleStrategy#THREAD_LOCAL}):
 *       its JSON generator and parser buffers are reused by the thread that made them;</li>
 *   <li>nulls written as null, as Jackson does (avaje leaves them out by default); an unknown
 *       field, a null for a primitive and data after the document are refused.</li>
 * </ul>
 */
public final class AvajejsonbCodec implements Codec {
    /**
     * One per application, as avaje recommends; built once, at class initialization: building
     * two Jsonb at the same moment fails in avaje-jsonb 3.11 (a ConcurrentModificationException
     * while it registers the generated components), which the contract's eight threads hit.
     * The MediaContent codec uses this one too.
     */
    static final Jsonb JSONB = Jsonb.builder()
            .classLoader(AvajejsonbCodec.class.getClassLoader()) // where the generated adapters are
            .serializeNulls(true)
            .failOnUnknown(true)
            .failOnNullPrimitives(true)
            .bufferRecycling(BufferRecycleStrategy.THREAD_LOCAL)
            .build();
    private static final JsonType<UserBatch> TYPE = JSONB.type(UserBatch.class);

    @Override
    public String name() {
        return "avajejsonb";
    }

    @Override
    public String library() {
        return "avaje-jsonb";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(Jsonb.class, "io.avaje", "avaje-jsonb");
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
    public byte[] serialize(UserBatch batch) {
        return TYPE.toJsonBytes(batch);
    }

    @Override
    public UserBatch deserialize(byte[] payload) {
        try (JsonReader reader = JSONB.reader(payload)) {
            UserBatch batch = TYPE.fromJson(reader);
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
