package io.serbench.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.Registration;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.CollectionSerializer;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.util.DefaultClassResolver;
import com.esotericsoftware.kryo.util.Pool;
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

import java.util.ArrayList;
import java.util.LinkedHashMap;

/**
 * Kryo 5 over a model's own classes (Kryo needs no schema and no conversion): one class for
 * every model, an instance per model, reading and writing the model's batch type. Set up as
 * Kryo's documentation recommends for speed and safety:
 * <ul>
 *   <li>every class of both models registered with a fixed ID, registration required, so a
 *       payload carries small integers instead of class names and cannot name any other class;</li>
 *   <li>references off: the models are trees, so tracking shared objects is wasted work;</li>
 *   <li>Kryo instances (not thread-safe) and output buffers pooled and reused;</li>
 *   <li>lengths read from a payload checked against the bytes left before anything is sized
 *       from them (Kryo itself trusts them).</li>
 * </ul>
 * Kryo writes the fields, so MediaContent's Media carries its bitrate as jvm-serializers' Java
 * class has it: an int and a hasBitrate flag.
 *
 * @param <T> the model's batch type
 */
public final class KryoCodec<T> extends AbstractCodec<T> {
    private static final int POOL_SIZE = 64;

    // Kryo's own Pool, not PerThread: Kryo's documentation (README, "Pooling") recommends it for
    // sharing Kryo instances and buffers between threads; outputs are kept under BufferReuse.keeps.
    private final Pool<Kryo> kryos = new Pool<>(true, false, POOL_SIZE) {
        @Override
        protected Kryo create() {
            return newKryo(compatible);
        }
    };

    private final Pool<Output> outputs = new Pool<>(true, false, POOL_SIZE) {
        @Override
        protected Output create() {
            return new Output(BufferReuse.INITIAL_BYTES, -1);
        }
    };

    private final boolean compatible;

    public KryoCodec(DataModel<T> model) {
        this(model, false);
    }

    /** @param compatible Kryo's CompatibleFieldSerializer for every class (the evolution matrix's second configuration) */
    private KryoCodec(DataModel<T> model, boolean compatible) {
        super(model);
        this.compatible = compatible;
    }

    /** The one place the registration (and so the wire format) is defined, the same for both models. */
    static Kryo newKryo() {
        return newKryo(false);
    }

    /**
     * @param compatible write each class with Kryo's CompatibleFieldSerializer, which Kryo's
     *                   documentation names for adding and removing fields: every field's name
     *                   written once per class, and its length, so a reader skips what it lacks
     */
    static Kryo newKryo(boolean compatible) {
        Kryo kryo = new Kryo(new ModelOnlyClassResolver(), null);
        kryo.setRegistrationRequired(true);
        kryo.setReferences(false);
        if (compatible) {
            kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
        }
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
        // The MediaContent model: its own IDs, after the users model's, so the users model's bytes are unchanged.
        kryo.register(MediaBatch.class, 30);
        kryo.register(MediaContent.class, 31);
        kryo.register(Media.class, 32);
        kryo.register(Image.class, 33);
        kryo.register(Media.Player.class, 34);
        kryo.register(Image.Size.class, 35);
        // Classes a later version of the users model adds (none today), after every other ID.
        for (int i = 0; i < AddedClasses.ALL.size(); i++) {
            kryo.register(AddedClasses.ALL.get(i), 40 + i);
        }
        return kryo;
    }

    /** The facts of the kryo service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("kryo", "Kryo",
                LibraryVersion.of(Kryo.class, "com.esotericsoftware", "kryo"),
                "application/x-kryo", false);
    }

    /** The users model's codec. */
    public static KryoCodec<UserBatch> users() {
        return new KryoCodec<>(UsersModel.INSTANCE);
    }

    /** The users model's codec in Kryo's evolution-friendly configuration: CompatibleFieldSerializer. */
    public static KryoCodec<UserBatch> compatibleUsers() {
        return new KryoCodec<>(UsersModel.INSTANCE, true);
    }

    /** The MediaContent model's codec. */
    public static KryoCodec<MediaBatch> mediaContent() {
        return new KryoCodec<>(MediaModel.INSTANCE);
    }

    /** The MediaContent model's codec in Kryo's evolution-friendly configuration: CompatibleFieldSerializer. */
    public static KryoCodec<MediaBatch> compatibleMediaContent() {
        return new KryoCodec<>(MediaModel.INSTANCE, true);
    }

    @Override
    public byte[] serialize(T batch) {
        Kryo kryo = kryos.obtain();
        Output output = outputs.obtain();
        try {
            output.reset();
            kryo.writeObject(output, batch);
            return output.toBytes();
        } finally {
            // An output keeps what it grew to up to BufferReuse.MAX_RETAINED_BYTES; one that grew beyond is dropped.
            if (BufferReuse.keeps(output.getBuffer().length)) {
                outputs.free(output);
            }
            kryos.free(kryo);
        }
    }

    @Override
    public T deserialize(byte[] payload) {
        Kryo kryo = kryos.obtain();
        try {
            // Kryo resets its own state in a finally block, so an instance that failed on a bad
            // payload is safe to return to the pool.
            Input input = new BoundedInput(payload);
            T batch = kryo.readObject(input, model().batchType());
            if (input.position() != payload.length) {
                throw new KryoException((payload.length - input.position()) + " bytes left after the batch");
            }
            return batch;
        } finally {
            kryos.free(kryo);
        }
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
