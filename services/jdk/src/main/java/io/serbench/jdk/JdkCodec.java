package io.serbench.jdk;

import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.PerThreadStreams;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

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
import java.util.Map;
import java.util.Set;

/**
 * java.io serialization of a model's own classes (all {@link java.io.Serializable}): one class
 * for every model, an instance per model with that model's {@link JdkAllowList}, reading and
 * writing the model's batch type. The baseline every other framework is measured against, so it
 * is used plainly, the way the JDK documents it: a new {@link ObjectOutputStream} /
 * {@link ObjectInputStream} per payload, nothing cached, no custom {@code writeObject}. Only the
 * byte stream the output writes into is kept per thread ({@link PerThreadStreams}), as
 * {@link BufferReuse} (the rule every codec follows) has it for every framework's output buffer.
 * The stream carries the fields as the classes declare them: MediaContent's Media with
 * {@code int bitrate} and {@code boolean hasBitrate}, the enums as {@code TC_ENUM} constants.
 * What makes it safe to read untrusted bytes:
 * <ul>
 *   <li>{@link ModelObjectInputStream#resolveClass}: a class descriptor whose name is not on the
 *       allow-list is refused by name, before any class is loaded (dynamic proxies are refused
 *       outright);</li>
 *   <li>an {@link ObjectInputFilter} (JEP 290) with the same allow-list, checked by the JDK on
 *       every class and every array it is about to create: exactly the model's classes, the JDK
 *       classes they are made of and the arrays those collections size while reading
 *       ({@link JdkAllowList});</li>
 *   <li>limits derived from the payload: no array longer than the payload has bytes, no more
 *       objects than bytes (each costs at least one), no stream longer than the payload, and a
 *       nesting depth just above the models' own, so a declared length can never allocate beyond
 *       what the payload could hold;</li>
 *   <li>the stream must hold exactly one batch of the model and nothing after it.</li>
 * </ul>
 *
 * @param <T> the model's batch type
 */
public final class JdkCodec<T> extends AbstractCodec<T> {

    /**
     * The deepest the users model nests (MediaContent nests less): UserBatch, its ArrayList, User,
     * Profile, the links ArrayList, SocialLink, its String is depth 7; a class descriptor read for
     * the first time adds its superclass chain (LinkedHashMap, HashMap; an enum and java.lang.Enum).
     * Twice the deepest the tests record leaves room without allowing runaway nesting.
     */
    static final int MAX_DEPTH = 20;

    private final JdkAllowList allowList;
    private final PerThreadStreams streams = new PerThreadStreams();

    /**
     * @param allowList what the model's streams may name
     * @throws IllegalArgumentException when the allow-list does not hold the model's batch type
     */
    public JdkCodec(DataModel<T> model, JdkAllowList allowList) {
        super(model);
        if (allowList.classes().get(model.batchType().getName()) != model.batchType()) {
            throw new IllegalArgumentException("the allow-list for the " + model.name() + " model does not hold "
                    + model.batchType().getName());
        }
        this.allowList = allowList;
    }

    /** The batch through a new ObjectOutputStream into this thread's byte stream. */
    /** The facts of the jdk service. */
    public static Framework framework() {
        return new Framework("jdk", "java.io serialization", jvmVersion(),
                "application/x-java-serialized-object", false);
    }

    /** The users model's codec. */
    public static JdkCodec<UserBatch> users() {
        return new JdkCodec<>(UsersModel.INSTANCE, JdkAllowList.USERS);
    }

    /** The MediaContent model's codec. */
    public static JdkCodec<MediaBatch> mediaContent() {
        return new JdkCodec<>(MediaModel.INSTANCE, JdkAllowList.MEDIACONTENT);
    }

    /**
     * java.io is part of the JDK: its version is the running JVM's, as feature.interim.update
     * ("17.0.15"; a GA release such as "25" reads "25.0.0"). The build string is in /api/info's
     * JVM facts already.
     */
    static String jvmVersion() {
        Runtime.Version jvm = Runtime.version();
        return jvm.feature() + "." + jvm.interim() + "." + jvm.update();
    }

    @Override
    public byte[] serialize(T batch) throws IOException {
        return streams.write(bytes -> {
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(batch);
            }
        });
    }

    /** Exactly one batch of the model's type, read under the model's allow-list. */
    @Override
    public T deserialize(byte[] payload) throws IOException, ClassNotFoundException {
        Class<T> type = model().batchType();
        ByteArrayInputStream bytes = new ByteArrayInputStream(payload);
        try (ObjectInputStream in = new ModelObjectInputStream(bytes, allowList.classes())) {
            in.setObjectInputFilter(new ModelOnlyFilter(payload.length, allowList));
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

        ModelOnlyFilter(long payloadBytes, JdkAllowList allowList) {
            this.payloadBytes = payloadBytes;
            this.classes = allowList.classes();
            this.arrays = allowList.arrays();
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
