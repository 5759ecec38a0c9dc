package io.serbench.fst;

import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.PerThread;
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
import org.nustaq.serialization.FSTClazzInfo;
import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTDecoder;
import org.nustaq.serialization.FSTEncoder;
import org.nustaq.serialization.FSTObjectInput;
import org.nustaq.serialization.FSTObjectOutput;
import org.nustaq.serialization.coders.FSTStreamDecoder;
import org.nustaq.serialization.coders.FSTStreamEncoder;
import org.nustaq.serialization.serializers.FSTArrayListSerializer;
import org.nustaq.serialization.serializers.FSTMapSerializer;

import java.io.IOException;
import java.io.InvalidClassException;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * FST over a model's own classes (FST needs no schema and no conversion): one class for every
 * model, an instance per model, reading and writing the model's batch type. Set up as its
 * documentation recommends for speed: every class of both models pre-registered (a payload
 * carries small ids, not class names), shared references off (the models are trees), one
 * FSTObjectOutput and one FSTObjectInput per thread ({@link PerThread}), reused; the output keeps
 * the buffer it grew to up to {@link BufferReuse#MAX_RETAINED_BYTES} (the rule every codec
 * follows). FST writes the fields, so MediaContent's Media carries its bitrate as jvm-serializers'
 * Java class has it: an int and a hasBitrate flag.
 *
 * <p>FST will load any class a stream names, and its {@code createDefaultConfiguration()}
 * pre-registers about forty JDK classes by id (URL, HashMap, TreeMap, ConcurrentHashMap,
 * SimpleDateFormat...) that its {@link FSTConfiguration.ClassSecurityVerifier} never sees, since
 * it is only asked when a class's metadata is first built. So this codec builds its own
 * configuration in which only the allowed classes exist, and closes every door by which a
 * payload can reach another class:
 * <ul>
 *   <li>a class named in the stream is resolved through {@link ModelOnlyClassLoader} (FST's
 *       documented hook, {@link FSTConfiguration#setClassLoader}): a name off the list is refused
 *       before the class is even loaded;</li>
 *   <li>the verifier refuses any other class before FST builds metadata for it or instantiates
 *       it (this covers array and primitive-array classes, which the JVM resolves without asking
 *       a class loader);</li>
 *   <li>class ids resolve only to the classes registered here;</li>
 *   <li>every value read for a field must be an instance of the field's type: FST stores it with
 *       Unsafe, unchecked, so a stream naming another (allowed) class there would corrupt the heap;
 *       and nesting deeper than the models' is refused;</li>
 *   <li>string lengths and collection sizes are checked against the bytes left before FST sizes
 *       anything from them (FST trusts them), and the batch must be of the model's batch type and
 *       end exactly at the payload's end.</li>
 * </ul>
 *
 * @param <T> the model's batch type
 */
public final class FstCodec<T> extends AbstractCodec<T> {

    /**
     * Registered in this order, the users model's classes first, then MediaContent's, so that the
     * users model's ids are those it always had (the order is the wire format); the only classes a
     * payload may name.
     */
    static final List<Class<?>> REGISTERED = Stream.concat(Stream.of(UserBatch.class, User.class, Address.class,
            Profile.class, SocialLink.class, Preferences.class, Order.class, OrderItem.class, Role.class,
            OrderStatus.class, ArrayList.class, LinkedHashMap.class,
            MediaBatch.class, MediaContent.class, Media.class, Image.class, Media.Player.class, Image.Size.class),
            // Classes a later version of the users model adds (none today), after every other id.
            AddedClasses.ALL.stream()).toList();

    /** Allowed classes by name; String is written with its own tag, never by id, but may be named. */
    static final Map<String, Class<?>> ALLOWED = Stream.concat(REGISTERED.stream(), Stream.of(String.class))
            .collect(Collectors.toUnmodifiableMap(Class::getName, Function.identity()));

    /** The users model nests 7 deep (UserBatch, users, User, profile, links, SocialLink, its url); twice that is plenty. */
    static final int MAX_DEPTH = 16;

    private final FSTConfiguration configuration = newConfiguration();

    /** Reset keeps the buffer the output grew to; an output retaining more than the limit is dropped. */
    private final PerThread<FSTObjectOutput> outputs = PerThread.of(() -> new FSTObjectOutput(configuration))
            .resetting(FSTObjectOutput::resetForReUse)
            .retaining(out -> out.getBuffer().length);

    /** Reads the payload array in place ({@link GuardedInput#start}), so it retains no buffer of its own. */
    private final PerThread<GuardedInput> inputs = PerThread.of(() -> new GuardedInput(configuration));

    public FstCodec(DataModel<T> model) {
        super(model);
    }

    /** The one place the configuration is defined, the same for both models: the checks, then the wire format. */
    static FSTConfiguration newConfiguration() {
        FSTConfiguration configuration = new BareConfiguration();
        configuration.setClassLoader(new ModelOnlyClassLoader());
        configuration.setVerifier(type -> ALLOWED.get(type.getName()) == type);
        configuration.setStreamCoderFactory(new BoundedCoderFactory(configuration));
        registerModel(configuration, REGISTERED);
        return configuration;
    }

    /** The wire format: references off, the collections' serializers, the classes' ids in this order. */
    static void registerModel(FSTConfiguration configuration, List<Class<?>> classes) {
        configuration.setShareReferences(false);
        configuration.registerSerializer(ArrayList.class, new BoundedListSerializer(), false);
        configuration.registerSerializer(LinkedHashMap.class, new BoundedMapSerializer(), false);
        for (Class<?> type : classes) {
            // Not FSTConfiguration.registerClass, which registers each class's array type as well.
            configuration.getClassRegistry().registerClass(type, configuration);
        }
    }

    /** The facts of the fst service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("fst", "FST",
                LibraryVersion.of(FSTConfiguration.class, "de.ruedigermoeller", "fst"),
                "application/x-fst", false);
    }

    /** The users model's codec. */
    public static FstCodec<UserBatch> users() {
        return new FstCodec<>(UsersModel.INSTANCE);
    }

    /** The MediaContent model's codec. */
    public static FstCodec<MediaBatch> mediaContent() {
        return new FstCodec<>(MediaModel.INSTANCE);
    }

    @Override
    public byte[] serialize(T batch) throws IOException {
        return outputs.use(out -> {
            out.writeObject(batch);
            return out.getCopyOfWrittenBuffer();
        });
    }

    /** One batch of the model's type, which must end exactly at the payload's end. */
    @Override
    public T deserialize(byte[] payload) throws Exception {
        Class<T> type = model().batchType();
        return inputs.use(in -> {
            in.start(payload);
            Object decoded = in.readObject();
            if (!type.isInstance(decoded)) {
                throw new StreamCorruptedException("the stream holds a "
                        + (decoded == null ? "null" : decoded.getClass().getName()) + ", not a " + type.getSimpleName());
            }
            int left = payload.length - in.getCodec().getInputPos();
            if (left != 0) {
                throw new StreamCorruptedException(left + " bytes left after the batch");
            }
            return type.cast(decoded);
        });
    }

    /**
     * A configuration with nothing pre-registered, unlike FST's factory methods; its constructor is
     * protected.
     */
    static final class BareConfiguration extends FSTConfiguration {
        BareConfiguration() {
            super(null);
        }
    }

    /**
     * FST loads a class named in a stream with {@code Class.forName(name, false, loader)}, this
     * loader: the JVM asks it for the class (for an object array, for its element class), and it
     * answers only the allowed classes, already loaded, so nothing else is ever loaded.
     */
    static final class ModelOnlyClassLoader extends ClassLoader {
        ModelOnlyClassLoader() {
            super(null);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            Class<?> type = ALLOWED.get(name);
            if (type == null) {
                throw new ClassNotFoundException(name + " is not one of the model's classes");
            }
            return type;
        }
    }

    /** FST's own stream coders, with the decoder's string lengths checked first. */
    static final class BoundedCoderFactory implements FSTConfiguration.StreamCoderFactory {
        private final FSTConfiguration configuration;
        // ThreadLocals because FST's StreamCoderFactory interface returns them: they hold the
        // configuration's own cached streams (asObject, getObjectInput), which the codec never uses.
        private final ThreadLocal<Object> input = new ThreadLocal<>();
        private final ThreadLocal<Object> output = new ThreadLocal<>();

        BoundedCoderFactory(FSTConfiguration configuration) {
            this.configuration = configuration;
        }

        @Override
        public FSTEncoder createStreamEncoder() {
            return new FSTStreamEncoder(configuration);
        }

        @Override
        public FSTDecoder createStreamDecoder() {
            return new BoundedDecoder(configuration);
        }

        @Override
        public ThreadLocal getInput() {
            return input;
        }

        @Override
        public ThreadLocal getOutput() {
            return output;
        }
    }

    /**
     * FST sizes a char buffer at three times a string's declared length before reading it; a
     * string (or an ASCII class name) takes at least a byte per character, so a longer declared
     * length than the bytes left is refused first.
     */
    static final class BoundedDecoder extends FSTStreamDecoder {
        BoundedDecoder(FSTConfiguration configuration) {
            super(configuration);
        }

        @Override
        public String readStringUTF() throws IOException {
            checkDeclaredCount(this, 1, "a string");
            return super.readStringUTF();
        }

        @Override
        public String readStringAsc() throws IOException {
            checkDeclaredCount(this, 1, "a class name");
            return super.readStringAsc();
        }
    }

    /** Peeks at the count FST is about to read and refuses one that cannot fit in the bytes left. */
    static void checkDeclaredCount(FSTDecoder codec, int bytesPerItem, String what) throws IOException {
        int start = codec.getInputPos();
        int count = codec.readFInt();
        int left = codec.available();
        codec.moveTo(start);
        if (count < 0 || (long) count * bytesPerItem > left) {
            throw new StreamCorruptedException(what + " of " + count + " cannot fit in the " + left + " bytes left");
        }
    }

    /** FST's ArrayList serializer pre-sizes the list from the declared size; every element takes a byte at least. */
    static final class BoundedListSerializer extends FSTArrayListSerializer {
        @Override
        public Object instantiate(Class objectClass, FSTObjectInput in, FSTClazzInfo info,
                                  FSTClazzInfo.FSTFieldInfo referencee, int streamPosition) throws Exception {
            checkDeclaredCount(in.getCodec(), 1, "a list");
            return super.instantiate(objectClass, in, info, referencee, streamPosition);
        }
    }

    /** FST's map serializer: insertion order kept (a LinkedHashMap is read as one); an entry takes two bytes at least. */
    static final class BoundedMapSerializer extends FSTMapSerializer {
        @Override
        public Object instantiate(Class objectClass, FSTObjectInput in, FSTClazzInfo info,
                                  FSTClazzInfo.FSTFieldInfo referencee, int streamPosition) throws Exception {
            checkDeclaredCount(in.getCodec(), 2, "a map");
            return super.instantiate(objectClass, in, info, referencee, streamPosition);
        }
    }

    /**
     * FST's reader with two checks around every object it reads: nesting depth, and that the value
     * fits the field it is for. FST stores field values with Unsafe and never checks their type.
     */
    static final class GuardedInput extends FSTObjectInput {
        private int depth;

        GuardedInput(FSTConfiguration configuration) {
            super(configuration);
        }

        /** Starts a payload: reads the array in place and resets whatever a failed call left behind. */
        void start(byte[] payload) throws IOException {
            depth = 0;
            resetForReuseUseArray(payload);
        }

        @Override
        public Object readObjectWithHeader(FSTClazzInfo.FSTFieldInfo referencee) throws Exception {
            depth++;
            try {
                if (depth > MAX_DEPTH) {
                    throw new StreamCorruptedException("objects nested deeper than " + MAX_DEPTH);
                }
                Object value = super.readObjectWithHeader(referencee);
                Class<?> declared = referencee == null ? null : referencee.getType();
                if (value != null && declared != null && !declared.isPrimitive() && !declared.isInstance(value)) {
                    throw new InvalidClassException(value.getClass().getName(), "read for a field of type "
                            + declared.getName());
                }
                return value;
            } finally {
                depth--;
            }
        }
    }
}
