package io.serbench.avajejsonb;

import io.avaje.json.JsonReader;
import io.avaje.json.stream.BufferRecycleStrategy;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

/**
 * JSON through avaje-jsonb, one class for every model (an instance per model), as its
 * documentation recommends:
 * <ul>
 *   <li>adapters generated at compile time by avaje-jsonb-generator ({@code @Json.Import} in
 *       package-info.java, {@link MediaMixIn} for Media), registered through the ServiceLoader;
 *       no reflection;</li>
 *   <li>one thread-safe {@link Jsonb} for the service and the {@link JsonType} of the model's
 *       batch, looked up once per codec;</li>
 *   <li>its parser's settings are fixed (no builder option): doubles are read with its DEFAULT
 *       precision, which can miss by one ulp on 16-17 significant digits, and a string over
 *       50,000 characters (sometimes from about 32,000) is refused (docs/formats.md);</li>
 *   <li>nulls written as null, as Jackson does (avaje leaves them out by default); an unknown
 *       field, a null for a primitive and data after the document are refused.</li>
 * </ul>
 *
 * @param <T> the model's batch type
 */
public final class AvajejsonbCodec<T> extends AbstractCodec<T> {
    /**
     * One per application, as avaje recommends; built once, at class initialization: building
     * two Jsonb at the same moment fails in avaje-jsonb 3.11 (a ConcurrentModificationException
     * while it registers the generated components), which the contract's eight threads hit.
     * Every model's codec uses this one.
     *
     * <p>Buffers: no {@code PerThread} here. avaje recycles its own JSON generator (with the byte
     * buffer {@code toJsonBytes} writes into, kept at what it grew to) and parser per thread
     * ({@link BufferRecycleStrategy#THREAD_LOCAL}, the pool its default HYBRID_POOL uses on
     * platform threads such as the servlet container's), and offers no hook to bound them.
     */
    static final Jsonb JSONB = Jsonb.builder()
            .classLoader(AvajejsonbCodec.class.getClassLoader()) // where the generated adapters are
            .serializeNulls(true)
            .failOnUnknown(true)
            .failOnNullPrimitives(true)
            .bufferRecycling(BufferRecycleStrategy.THREAD_LOCAL)
            .build();

    private final Jsonb jsonb;
    private final JsonType<T> type;

    public AvajejsonbCodec(DataModel<T> model) {
        this(model, JSONB);
    }

    private AvajejsonbCodec(DataModel<T> model, Jsonb jsonb) {
        super(model);
        this.jsonb = jsonb;
        this.type = jsonb.type(model.batchType());
    }

    /** The facts of the avajejsonb service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("avajejsonb", "avaje-jsonb", LibraryVersion.of(Jsonb.class, "io.avaje", "avaje-jsonb"),
                "application/json", false);
    }

    /** The users model's codec. */
    public static AvajejsonbCodec<UserBatch> users() {
        return new AvajejsonbCodec<>(UsersModel.INSTANCE);
    }

    /**
     * The users model's codec in the evolution matrix's compatible configuration: the same, but
     * with avaje-jsonb's default {@code failOnUnknown(false)}, which skips a property the class
     * does not have (docs/evolution.md).
     */
    public static AvajejsonbCodec<UserBatch> compatibleUsers() {
        return new AvajejsonbCodec<>(UsersModel.INSTANCE, Lenient.JSONB);
    }

    /** Made when first asked for, so that the benchmarked service builds only {@link #JSONB}. */
    private static final class Lenient {
        static final Jsonb JSONB = Jsonb.builder()
                .classLoader(AvajejsonbCodec.class.getClassLoader())
                .serializeNulls(true)
                .failOnUnknown(false)
                .failOnNullPrimitives(true)
                .bufferRecycling(BufferRecycleStrategy.THREAD_LOCAL)
                .build();
    }

    /** The MediaContent model's codec. */
    public static AvajejsonbCodec<MediaBatch> mediaContent() {
        return new AvajejsonbCodec<>(MediaModel.INSTANCE);
    }

    /** The MediaContent model's codec in the evolution matrix's compatible configuration, as {@link #compatibleUsers()}. */
    public static AvajejsonbCodec<MediaBatch> compatibleMediaContent() {
        return new AvajejsonbCodec<>(MediaModel.INSTANCE, Lenient.JSONB);
    }

    @Override
    public byte[] serialize(T batch) {
        return type.toJsonBytes(batch);
    }

    @Override
    public T deserialize(byte[] payload) {
        try (JsonReader reader = jsonb.reader(payload)) {
            T batch = type.fromJson(reader);
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
