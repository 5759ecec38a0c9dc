package io.serbench.fory;

import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.AddedClasses;
import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.Role;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.apache.fory.Fory;
import org.apache.fory.ThreadSafeFory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.exception.DeserializationException;
import org.apache.fory.memory.MemoryBuffer;

import java.util.List;

/**
 * Apache Fory in its Java (native) mode over a model's own classes (no conversion): one class for
 * every model, an instance per model, reading and writing the model's batch type. Set up as
 * Fory's documentation recommends for speed and safety:
 * <ul>
 *   <li>class registration required, every class of both models registered with a fixed id, so a
 *       payload carries small ids instead of class names. Fory refuses a class name it has not
 *       registered before looking it up ({@code InsecureException: Class ... is not registered});
 *       names of the few JDK classes Fory would otherwise accept unregistered are refused by a
 *       type checker, since the models' lists, maps and strings travel as Fory's built-in ids;</li>
 *   <li>schema-consistent mode: no per-type field metadata on the wire (the default, compatible
 *       mode, would also turn unknown class names into data-only carriers instead of refusing
 *       them);</li>
 *   <li>reference tracking off: the models are trees;</li>
 *   <li>JIT-generated serializers (Fory's default) and one thread-safe Fory: Fory's own pool of
 *       instances (its documented way to share Fory between threads, kept rather than
 *       {@code PerThread}), each reusing its own output buffer, which keeps what it grew to up to
 *       {@link BufferReuse#MAX_RETAINED_BYTES} through Fory's buffer-size limit;</li>
 *   <li>Fory checks declared lengths against the bytes left and bounds depth and graph memory
 *       itself; the batch must end exactly at the payload's end.</li>
 * </ul>
 * For MediaContent this is jvm-serializers' "fury" setting (registration, no reference tracking)
 * and Fory's own MEDIA_CONTENT benchmark with references=false (docs/mediacontent-sources.md).
 * Native rather than cross-language (xlang) mode: xlang is slower, and its reader does not
 * round-trip strings sent as UTF-8 exactly (docs/formats.md, the Fory note).
 *
 * @param <T> the model's batch type
 */
public final class ForyCodec<T> extends AbstractCodec<T> {

    /**
     * Registered with ids from {@link #FIRST_ID} in this order, the users model's classes first,
     * then MediaContent's, so that the users model's ids are those it always had: the order is
     * the wire format.
     */
    static final List<Class<?>> REGISTERED = List.of(UserBatch.class, User.class, Address.class, Profile.class,
            SocialLink.class, Preferences.class, Order.class, OrderItem.class, Role.class, OrderStatus.class,
            MediaBatch.class, MediaContent.class, Media.class, Image.class, Media.Player.class, Image.Size.class);

    static final int FIRST_ID = 100;

    /** Classes a later version of the users model adds (none today): registered after every other id. */
    static final int FIRST_ADDED_ID = 200;

    private final ThreadSafeFory fory;

    public ForyCodec(DataModel<T> model) {
        this(model, CompatibleMode.SCHEMA_CONSISTENT);
    }

    private ForyCodec(DataModel<T> model, CompatibleMode mode) {
        super(model);
        this.fory = newFory(mode);
    }

    /** The one place the configuration (and so the wire format) is defined, the same for both models. */
    static ThreadSafeFory newFory() {
        return newFory(CompatibleMode.SCHEMA_CONSISTENT);
    }

    /**
     * @param mode SCHEMA_CONSISTENT as benchmarked; COMPATIBLE, Fory's documented mode for
     *             writer and reader classes that differ (field metadata written with each type)
     */
    static ThreadSafeFory newFory(CompatibleMode mode) {
        ThreadSafeFory fory = Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(true)
                .withTypeChecker((resolver, className) -> false)
                .withCompatibleMode(mode)
                .withRefTracking(false)
                // Fory keeps its grown write buffer up to this limit, the rule every codec follows;
                // its default is lower than a large payload (docs/methodology.md#buffer-reuse-one-rule-for-every-codec).
                .withBufferSizeLimitBytes(BufferReuse.MAX_RETAINED_BYTES)
                .buildThreadSafeFory();
        for (int i = 0; i < REGISTERED.size(); i++) {
            fory.register(REGISTERED.get(i), FIRST_ID + i);
        }
        for (int i = 0; i < AddedClasses.ALL.size(); i++) {
            fory.register(AddedClasses.ALL.get(i), FIRST_ADDED_ID + i);
        }
        return fory;
    }

    /** The facts of the fory service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("fory", "Apache Fory",
                LibraryVersion.of(Fory.class, "org.apache.fory", "fory-core"),
                "application/x-fory", false);
    }

    /** The users model's codec. */
    public static ForyCodec<UserBatch> users() {
        return new ForyCodec<>(UsersModel.INSTANCE);
    }

    /** The users model's codec in Fory's compatible mode, its documented mode for schema evolution. */
    public static ForyCodec<UserBatch> compatibleUsers() {
        return new ForyCodec<>(UsersModel.INSTANCE, CompatibleMode.COMPATIBLE);
    }

    /** The MediaContent model's codec. */
    public static ForyCodec<MediaBatch> mediaContent() {
        return new ForyCodec<>(MediaModel.INSTANCE);
    }

    /** The MediaContent model's codec in Fory's compatible mode. */
    public static ForyCodec<MediaBatch> compatibleMediaContent() {
        return new ForyCodec<>(MediaModel.INSTANCE, CompatibleMode.COMPATIBLE);
    }

    @Override
    public byte[] serialize(T batch) {
        return fory.serialize(batch);
    }

    /** One batch of the model's type, which must end exactly at the payload's end. */
    @Override
    public T deserialize(byte[] payload) {
        MemoryBuffer buffer = MemoryBuffer.fromByteArray(payload);
        Object decoded = fory.deserialize(buffer);
        Class<T> type = model().batchType();
        if (!type.isInstance(decoded)) {
            throw new DeserializationException("the payload holds a "
                    + (decoded == null ? "null" : decoded.getClass().getName()) + ", not a " + type.getSimpleName());
        }
        if (buffer.readerIndex() != payload.length) {
            throw new DeserializationException((payload.length - buffer.readerIndex()) + " bytes left after the batch");
        }
        return type.cast(decoded);
    }
}
