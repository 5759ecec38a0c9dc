package io.serbench.fory;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.model.Address;
import io.serbench.core.model.Order;
import io.serbench.core.model.OrderItem;
import io.serbench.core.model.OrderStatus;
import io.serbench.core.model.Preferences;
import io.serbench.core.model.Profile;
import io.serbench.core.model.Role;
import io.serbench.core.model.SocialLink;
import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;
import org.apache.fory.Fory;
import org.apache.fory.ThreadSafeFory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.exception.DeserializationException;
import org.apache.fory.memory.MemoryBuffer;

import java.util.List;

/**
 * Apache Fory in its Java (native) mode over the domain classes themselves (no conversion),
 * set up as Fory's documentation recommends for speed and safety:
 * <ul>
 *   <li>class registration required, every model class registered with a fixed id, so a payload
 *       carries small ids instead of class names. Fory refuses a class name it has not registered
 *       before looking it up ({@code InsecureException: Class ... is not registered}); names of
 *       the few JDK classes Fory would otherwise accept unregistered are refused by a type
 *       checker, since the model's lists, maps and strings travel as Fory's built-in ids;</li>
 *   <li>schema-consistent mode: no per-type field metadata on the wire (the default, compatible
 *       mode, would also turn unknown class names into data-only carriers instead of refusing
 *       them);</li>
 *   <li>reference tracking off: the model is a tree;</li>
 *   <li>JIT-generated serializers (Fory's default) and one thread-safe Fory: a pool of instances,
 *       each reusing its own output buffer, which keeps what it grew to up to
 *       {@link BufferReuse#MAX_RETAINED_BYTES} (Fory's buffer-size limit, set to the rule every
 *       codec follows);</li>
 *   <li>Fory checks declared lengths against the bytes left and bounds depth and graph memory
 *       itself; the batch must end exactly at the payload's end.</li>
 * </ul>
 * Native rather than cross-language (xlang) mode: xlang is slower, and fory-core 1.6.0's xlang
 * reader garbles strings sent as UTF-8 (StringSerializer.readBytesUTF8ForXlang decodes into a
 * reused scratch array that it does not clear), so not even its own round trip is exact.
 */
public final class ForyCodec implements Codec {

    /** Registered with ids from {@link #FIRST_ID} in this order: the order is the wire format. */
    static final List<Class<?>> REGISTERED = List.of(UserBatch.class, User.class, Address.class, Profile.class,
            SocialLink.class, Preferences.class, Order.class, OrderItem.class, Role.class, OrderStatus.class,
            // the MediaContent model (ForyMediaCodec), after the user model's so that its ids are unchanged
            MediaBatch.class, MediaContent.class, Media.class, Image.class, Media.Player.class, Image.Size.class);

    static final int FIRST_ID = 100;

    private final ThreadSafeFory fory = newFory();

    /** The one place the configuration (and so the wire format) is defined. */
    static ThreadSafeFory newFory() {
        ThreadSafeFory fory = Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(true)
                .withTypeChecker((resolver, className) -> false)
                .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
                .withRefTracking(false)
                // Fory keeps its grown write buffer up to this; its default (128 KiB) made it
                // discard and regrow the buffer on every LARGE call (4.5x the payload allocated).
                .withBufferSizeLimitBytes(BufferReuse.MAX_RETAINED_BYTES)
                .buildThreadSafeFory();
        for (int i = 0; i < REGISTERED.size(); i++) {
            fory.register(REGISTERED.get(i), FIRST_ID + i);
        }
        return fory;
    }

    @Override
    public String name() {
        return "fory";
    }

    @Override
    public String library() {
        return "Apache Fory";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(Fory.class, "org.apache.fory", "fory-core");
    }

    @Override
    public String contentType() {
        return "application/x-fory";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) {
        return write(batch);
    }

    @Override
    public UserBatch deserialize(byte[] payload) {
        return read(payload, UserBatch.class);
    }

    /** One root object, written with the pooled Fory (both models' codecs). */
    byte[] write(Object root) {
        return fory.serialize(root);
    }

    /** One root object of the given type, which must end exactly at the payload's end. */
    <T> T read(byte[] payload, Class<T> type) {
        MemoryBuffer buffer = MemoryBuffer.fromByteArray(payload);
        Object decoded = fory.deserialize(buffer);
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
