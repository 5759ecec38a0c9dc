package io.serbench.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.Registration;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.serializers.CollectionSerializer;
import com.esotericsoftware.kryo.util.DefaultClassResolver;
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

import java.util.ArrayList;
import java.util.LinkedHashMap;

/**
 * Kryo 5 over the domain classes themselves (Kryo needs no schema and no conversion), set
 * up as Kryo's documentation recommends for speed and safety:
 * <ul>
 *   <li>every class registered with a fixed ID, registration required, so a payload carries
 *       small integers instead of class names and cannot name any other class;</li>
 *   <li>references off: the model is a tree, so tracking shared objects is wasted work;</li>
 *   <li>Kryo instances (not thread-safe) and output buffers pooled and reused ({@link KryoPool});</li>
 *   <li>lengths read from a payload checked against the bytes left before anything is sized
 *       from them (Kryo itself trusts them).</li>
 * </ul>
 */
public final class KryoCodec implements Codec {
    private final KryoPool pool = new KryoPool();

    /** The one place the registration (and so the wire format) is defined. */
    static Kryo newKryo() {
        Kryo kryo = new Kryo(new ModelOnlyClassResolver(), null);
        kryo.setRegistrationRequired(true);
        kryo.setReferences(false);
        kryo.register(UserBatch.class, 10);
        kryo.register(User.class, 11);
        kryo.register(Address.class, 12);
        kryo.register(Profile.class, 13);
        kryo.register(SocialLink.class, 14);
        kryo.register(Preferences.class, 15);
        kryo.register(Order.class, 16);
        kryo.register(OrderItem.class, 17);
        kryo.register(Role.class, 18);
        kryo.register(OrderStatus.class, 19);
        kryo.register(ArrayList.class, new BoundedCollectionSerializer(), 20);
        kryo.register(LinkedHashMap.class, 21);
        // The MediaContent model (KryoMediaCodec): its own IDs, so the user model's bytes are unchanged.
        kryo.register(MediaBatch.class, 30);
        kryo.register(MediaContent.class, 31);
        kryo.register(Media.class, 32);
        kryo.register(Image.class, 33);
        kryo.register(Media.Player.class, 34);
        kryo.register(Image.Size.class, 35);
        return kryo;
    }

    @Override
    public String name() {
        return "kryo";
    }

    @Override
    public String library() {
        return "Kryo";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(Kryo.class, "com.esotericsoftware", "kryo");
    }

    @Override
    public String contentType() {
        return "application/x-kryo";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) {
        return pool.write(batch);
    }

    @Override
    public UserBatch deserialize(byte[] payload) {
        return pool.read(payload, UserBatch.class);
    }

    /**
     * Kryo sizes a string's char buffer from the length the payload declares; this refuses a
     * length that cannot fit in the bytes left (a UTF-8 character takes at least one byte), so a
     * small payload cannot make it allocate gigabytes.
     */
    static final class BoundedInput extends Input {
        BoundedInput(byte[] payload) {
            super(payload);
        }

        @Override
        public String readString() {
            int start = position;
            if (readVarIntFlag()) { // a UTF-8 string with a char count; ASCII strings carry none
                int charCount = readVarIntFlag(true) - 1;
                if (charCount > limit - position) {
                    throw new KryoException("a string of " + charCount + " characters cannot fit in the "
                            + (limit - position) + " bytes left");
                }
            }
            position = start;
            return super.readString();
        }
    }

    /** Kryo pre-sizes an ArrayList from the declared element count; every element takes a byte at least. */
    static final class BoundedCollectionSerializer extends CollectionSerializer<ArrayList<Object>> {
        @Override
        protected ArrayList<Object> create(Kryo kryo, Input input, Class<? extends ArrayList<Object>> type, int size) {
            if (size > input.limit() - input.position()) {
                throw new KryoException("a list of " + size + " elements cannot fit in the "
                        + (input.limit() - input.position()) + " bytes left");
            }
            return new ArrayList<>(size);
        }
    }

    /**
     * Refuses a class written by name before it is even looked up. With registration
     * required Kryo would refuse it anyway, but only after {@code Class.forName} had loaded it.
     */
    static final class ModelOnlyClassResolver extends DefaultClassResolver {
        @Override
        protected Registration readName(Input input) {
            throw new KryoException("the payload names a class; only the model's registered classes are accepted");
        }
    }
}
