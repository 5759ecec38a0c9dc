package io.serbench.jdk;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.ReusableOutputStream;
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

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * java.io serialization of the domain classes (all {@link java.io.Serializable}): the baseline
 * every other framework is measured against, so it is used plainly, the way the JDK documents
 * it: a new {@link ObjectOutputStream} / {@link ObjectInputStream} per payload, nothing cached,
 * no custom {@code writeObject}. Only the byte stream the output writes into is kept per thread,
 * as {@link BufferReuse} (the rule every codec follows) has it for every framework's output buffer. What makes it safe to read untrusted bytes:
 * <ul>
 *   <li>{@link #resolveClass}: a class descriptor whose name is not on the allow-list is refused
 *       by name, before any class is loaded (dynamic proxies are refused outright);</li>
 *   <li>an {@link ObjectInputFilter} (JEP 290) with the same allow-list, checked by the JDK on
 *       every class and every array it is about to create: exactly the model's classes and the JDK
 *       classes they are made of (ArrayList, LinkedHashMap and its superclass HashMap,
 *       java.lang.Enum) plus the two arrays those collections size while reading
 *       ({@code Object[]} for ArrayList, {@code Map.Entry[]} for HashMap's table);</li>
 *   <li>limits derived from the payload: no array longer than the payload has bytes, no more
 *       objects than bytes (each costs at least one), no stream longer than the payload, and a
 *       nesting depth just above the model's own, so a declared length can never allocate beyond
 *       what the payload could hold;</li>
 *   <li>the stream must hold exactly one UserBatch and nothing after it.</li>
 * </ul>
 */
public final class JdkCodec implements Codec {

    /**
     * The deepest the model nests, measured on the dataset: UserBatch, its ArrayList, User, Profile,
     * the links ArrayList, SocialLink, its String is depth 7; a class descriptor read for the
     * first time adds its superclass chain (LinkedHashMap, HashMap; an enum and java.lang.Enum).
     * Twice the measured maximum leaves room without allowing runaway nesting.
     */
    static final int MAX_DEPTH = 20;

    /** Every class a UserBatch stream may name, and the only ones this codec will resolve. */
    static final Map<String, Class<?>> ALLOWED_CLASSES = byName(
            UserBatch.class, User.class, Address.class, Profile.class, SocialLink.class,
            Preferences.class, Order.class, OrderItem.class, Role.class, OrderStatus.class,
            Enum.class, ArrayList.class, LinkedHashMap.class, HashMap.class);

    /** Arrays the JDK collections size from the stream (checked through the filter, then allocated). */
    static final Set<Class<?>> ALLOWED_ARRAYS = Set.of(Object[].class, Map.Entry[].class);

    static Map<String, Class<?>> byName(Class<?>... classes) {
        return Stream.of(classes).collect(Collectors.toUnmodifiableMap(Class::getName, Function.identity()));
    }

    private final ThreadLocal<ReusableOutputStream> streams = ThreadLocal.withInitial(ReusableOutputStream::new);

    @Override
    public String name() {
        return "jdk";
    }

    @Override
    public String library() {
        return "java.io serialization";
    }

    /**
     * java.io is part of the JDK: its version is the running JVM's, as feature.interim.update
     * ("17.0.15"; a GA release such as "25" reads "25.0.0"). The build string is in /api/info's
     * JVM facts already.
     */
    @Override
    public String libraryVersion() {
        Runtime.Version jvm = Runtime.version();
        return jvm.feature() + "." + jvm.interim() + "." + jvm.update();
    }

    @Override
    public String contentType() {
        return "application/x-java-serialized-object";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) throws IOException {
        return write(batch, streams);
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws IOException, ClassNotFoundException {
        return read(payload, UserBatch.class, ALLOWED_CLASSES, ALLOWED_ARRAYS);
    }

    /** One object through a new ObjectOutputStream into the thread's stream: the writing both models share. */
    static byte[] write(Object value, ThreadLocal<ReusableOutputStream> streams) throws IOException {
        ReusableOutputStream bytes = streams.get();
        bytes.reset();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        byte[] payload = bytes.toByteArray();
        if (!bytes.keep()) {
            streams.remove();
        }
        return payload;
    }

    /** Exactly one object of the type, read with the allow-lists given: the reading both models share. */
    static <T> T read(byte[] payload, Class<T> type, Map<String, Class<?>> classes, Set<Class<?>> arrays)
            throws IOException, ClassNotFoundException {
        ByteArrayInputStream bytes = new ByteArrayInputStream(payload);
        try (ObjectInputStream in = new ModelObjectInputStream(bytes, classes)) {
            in.setObjectInputFilter(new ModelOnlyFilter(payload.length, classes, arrays));
            Object decoded = in.readObject();
            if (!type.isInstance(decoded)) {
                throw new InvalidObjectException("the stream holds a "
                        + (decoded == null ? "null" : decoded.getClass().getName()) + ", not a " + type.getSimpleName());
            }
            if (bytes.available() > 0) {
                throw new StreamCorruptedException(bytes.available() + " bytes left after the batch");
            }
            return type.cast(decoded);
        }
    }

    /** Resolves the allow-listed classes by name and nothing else, so no other class is ever loaded. */
    static final class ModelObjectInputStream extends ObjectInputStream {
        private final Map<String, Class<?>> classes;

        ModelObjectInputStream(InputStream in, Map<String, Class<?>> classes) throws IOException {
            super(in);
            this.classes = classes;
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass descriptor) throws InvalidClassException {
            Class<?> type = classes.get(descriptor.getName());
            if (type == null) {
                throw new InvalidClassException(descriptor.getName(), "not one of the model's classes");
            }
            return type;
        }

        /** The model has no proxies; the default would load every interface the stream names. */
        @Override
        protected Class<?> resolveProxyClass(String[] interfaces) throws InvalidClassException {
            throw new InvalidClassException(String.join(",", interfaces), "a dynamic proxy is not part of the model");
        }
    }

    /** The JEP 290 filter: the allow-list again (as the JDK's own check) plus limits from the payload. */
    static final class ModelOnlyFilter implements ObjectInputFilter {
        private final long payloadBytes;
        private final Map<String, Class<?>> classes;
        private final Set<Class<?>> arrays;

        ModelOnlyFilter(long payloadBytes, Map<String, Class<?>> classes, Set<Class<?>> arrays) {
            this.payloadBytes = payloadBytes;
            this.classes = classes;
            this.arrays = arrays;
        }

        @Override
        public Status checkInput(FilterInfo info) {
            if (info.depth() > MAX_DEPTH || info.references() > payloadBytes || info.streamBytes() > payloadBytes) {
                return Status.REJECTED;
            }
            Class<?> type = info.serialClass();
            if (type == null) {
                return Status.UNDECIDED; // a limits-only check (a string, a back reference): passed above
            }
            if (type.isArray()) {
                return arrays.contains(type) && info.arrayLength() <= payloadBytes
                        ? Status.ALLOWED : Status.REJECTED;
            }
            return classes.get(type.getName()) == type ? Status.ALLOWED : Status.REJECTED;
        }
    }
}
