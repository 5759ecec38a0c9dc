package io.serbench.hessian;

import com.caucho.hessian.io.AbstractHessianInput;
import com.caucho.hessian.io.ClassFactory;
import com.caucho.hessian.io.Deserializer;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.HessianProtocolException;
import com.caucho.hessian.io.SerializerFactory;
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

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Hessian 2 over the domain classes themselves (Hessian needs no schema and no conversion):
 * {@link Hessian2Output} / {@link Hessian2Input} over one shared, thread-safe
 * {@link SerializerFactory}, which caches the (Unsafe-based) serializer of each class.
 * Speed: one output and the byte stream it writes into per thread, reused (the stream keeps
 * what it grew to up to {@link BufferReuse#MAX_RETAINED_BYTES}, the rule every codec follows), in unshared mode (the model is a tree, so tracking
 * references is wasted work). Safety, because Hessian names the class of every object it writes:
 * <ul>
 *   <li>the factory's {@link ClassFactory} whitelist holds the model's classes, ArrayList and
 *       LinkedHashMap and denies everything else (Hessian's own whitelist would still let every
 *       {@code java.*} and {@code javax.management.*} class through, hence the final deny);</li>
 *   <li>Hessian answers a class that is not allowed, or not found, by silently reading the object
 *       as a HashMap: {@link ModelOnlySerializerFactory} refuses the type name instead, before
 *       any class is looked up;</li>
 *   <li>every value read for a field must be an instance of the field's type (Hessian stores it
 *       with Unsafe, unchecked, so a back reference to the wrong object would corrupt the heap);</li>
 *   <li>a class definition cannot declare more fields than the widest model class has, so its
 *       declared field count cannot size arrays;</li>
 *   <li>reading past the end is an error (Hessian would read it as -1 bytes and carry on), and so
 *       are bytes left after the batch.</li>
 * </ul>
 */
public final class HessianCodec implements Codec {

    static final List<Class<?>> MODEL_CLASSES = List.of(UserBatch.class, User.class, Address.class, Profile.class,
            SocialLink.class, Preferences.class, Order.class, OrderItem.class, Role.class, OrderStatus.class);

    /** The type names a UserBatch payload may carry (ArrayList is written untyped, but is legitimate). */
    static final Set<String> ALLOWED_TYPES = allowedTypes(MODEL_CLASSES, ArrayList.class, LinkedHashMap.class);

    /** Hessian writes every instance field, so no model class definition has more. */
    static final int MAX_FIELDS = maxFields(MODEL_CLASSES);

    /** The names of a model's classes and of the JDK classes it is made of: what its payloads may name. */
    static Set<String> allowedTypes(List<Class<?>> model, Class<?>... jdkClasses) {
        return java.util.stream.Stream.concat(model.stream(), Arrays.stream(jdkClasses))
                .map(Class::getName).collect(Collectors.toUnmodifiableSet());
    }

    /** The most instance fields any of the classes has: Hessian writes them all into a class definition. */
    static int maxFields(List<Class<?>> model) {
        return model.stream()
                .mapToInt(type -> (int) Arrays.stream(type.getDeclaredFields())
                        .filter(f -> (f.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0).count())
                .max().orElseThrow();
    }

    private final SerializerFactory factory = new ModelOnlySerializerFactory(ALLOWED_TYPES, MAX_FIELDS);

    private final ThreadLocal<Hessian2Output> outputs = ThreadLocal.withInitial(Hessian2Output::new);

    private final ThreadLocal<ReusableOutputStream> streams = ThreadLocal.withInitial(ReusableOutputStream::new);

    @Override
    public String name() {
        return "hessian";
    }

    @Override
    public String library() {
        return "Hessian";
    }

    @Override
    public String libraryVersion() {
        return JarVersion.HESSIAN;
    }

    /**
     * The hessian jar carries no pom.properties, and its manifest says Implementation-Version 3.1.0
     * (checked in 4.0.66), so {@link io.serbench.core.codec.LibraryVersion} would report a wrong
     * version. The jar's own file name on the class path (hessian-4.0.66.jar, as Maven and the
     * Spring Boot jar name it) is the version really loaded. Looked up on first use, not when the
     * codec is created: in a shaded jar (services/jmh) the name is gone, yet the codec must work.
     */
    private static final class JarVersion {
        static final String HESSIAN = versionFromJarName(Hessian2Output.class, "hessian");
    }

    static String versionFromJarName(Class<?> type, String artifactId) {
        String location = String.valueOf(type.getProtectionDomain().getCodeSource().getLocation());
        String version = versionInJarName(location, artifactId);
        if (version == null) {
            throw new IllegalStateException("no version in the name of " + type.getName() + "'s jar: " + location);
        }
        return version;
    }

    /** The version in the innermost jar named artifactId-version.jar in a class-path location, or null. */
    static String versionInJarName(String location, String artifactId) {
        Matcher name = Pattern.compile("(?:^|/)" + Pattern.quote(artifactId) + "-(\\d[^/!]*)\\.jar").matcher(location);
        String version = null;
        while (name.find()) {
            version = name.group(1);
        }
        return version;
    }

    @Override
    public String contentType() {
        return "application/x-hessian";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) throws IOException {
        return write(batch, factory, outputs, streams);
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws IOException {
        return read(payload, UserBatch.class, factory);
    }

    /** One object through a per-thread output and stream: the writing both models share. */
    static byte[] write(Object value, SerializerFactory factory, ThreadLocal<Hessian2Output> outputs,
                        ThreadLocal<ReusableOutputStream> streams) throws IOException {
        ReusableOutputStream bytes = streams.get();
        bytes.reset();
        Hessian2Output out = outputs.get();
        out.init(bytes); // resets everything a failed call may have left behind
        out.setSerializerFactory(factory);
        out.setUnshared(true); // init resets it
        out.writeObject(value);
        out.flush();
        byte[] payload = bytes.toByteArray();
        if (!bytes.keep()) {
            streams.remove();
            outputs.remove(); // it still points at the stream
        }
        return payload;
    }

    /** One object of the type that must fill the payload exactly: the reading both models share. */
    static <T> T read(byte[] payload, Class<T> type, SerializerFactory factory) throws IOException {
        // A new input per payload: Hessian2Input.init does not clear its read-ahead buffer.
        StrictBytes bytes = new StrictBytes(payload);
        Hessian2Input in = new TypeCheckedInput(bytes);
        in.setSerializerFactory(factory);
        T batch = type.cast(in.readObject(type)); // TypeCheckedInput has checked the type
        bytes.endOfPayloadIsNoLongerAnError();
        int left = 0;
        while (in.read() >= 0) {
            left++;
        }
        if (left > 0) {
            throw new HessianProtocolException(left + " bytes left after the batch");
        }
        return batch;
    }

    /**
     * Refuses every type name outside {@link #ALLOWED_TYPES} before Hessian looks it up. Hessian's
     * own {@link SerializerFactory#getDeserializer(String)} swallows a refused or unknown class and
     * answers null, which its callers turn into a HashMap (or ArrayList) reader: the foreign object
     * would be read as a map and the payload accepted.
     */
    static final class ModelOnlySerializerFactory extends SerializerFactory {
        private final Set<String> allowed;
        private final int maxFields;

        ModelOnlySerializerFactory(Set<String> allowed, int maxFields) {
            super(HessianCodec.class.getClassLoader());
            this.allowed = allowed;
            this.maxFields = maxFields;
            ClassFactory classes = getClassFactory();
            classes.setWhitelist(true);
            // allow() takes a regular expression in which it escapes only '.', so the '$' of a
            // nested class (Media$Player) is escaped here, else it would be an anchor matching nothing.
            allowed.forEach(type -> classes.allow(type.replace("$", "\\$")));
            classes.deny("*"); // else Hessian's static list would allow java.* and javax.management.*
        }

        @Override
        public Deserializer getDeserializer(String type) throws HessianProtocolException {
            if (type != null && !type.isEmpty() && !allowed.contains(type)) {
                throw new HessianProtocolException("'" + type + "' is not one of the model's classes");
            }
            return super.getDeserializer(type);
        }

        /** The reader Hessian2Input keeps for a class definition: its field count is checked first. */
        @Override
        public Deserializer getObjectDeserializer(String type) throws HessianProtocolException {
            return new BoundedFieldsDeserializer(super.getObjectDeserializer(type), maxFields);
        }
    }

    /** Checks every value Hessian reads for a typed slot (a field) before it is stored there. */
    static final class TypeCheckedInput extends Hessian2Input {
        TypeCheckedInput(InputStream in) {
            super(in);
        }

        @Override
        public Object readObject(Class expected) throws IOException {
            Object value = super.readObject(expected);
            if (value != null && expected != null && !expected.isPrimitive() && !expected.isInstance(value)) {
                throw new HessianProtocolException("a " + value.getClass().getName() + " where a "
                        + expected.getName() + " belongs");
            }
            return value;
        }
    }

    /** A payload whose end is an error while decoding: Hessian itself reads the end as -1 bytes. */
    static final class StrictBytes extends InputStream {
        private final byte[] payload;
        private int position;
        private boolean endIsError = true;

        StrictBytes(byte[] payload) {
            this.payload = payload;
        }

        void endOfPayloadIsNoLongerAnError() {
            endIsError = false;
        }

        @Override
        public int read() throws EOFException {
            if (position >= payload.length) {
                return end();
            }
            return payload[position++] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws EOFException {
            if (length == 0) {
                return 0;
            }
            if (position >= payload.length) {
                return end();
            }
            int count = Math.min(length, payload.length - position);
            System.arraycopy(payload, position, buffer, offset, count);
            position += count;
            return count;
        }

        private int end() throws EOFException {
            if (endIsError) {
                throw new EOFException("the payload ends in the middle of a value");
            }
            return -1;
        }
    }

    /** Delegates to Hessian's reader, refusing a class definition that declares more fields than any model class. */
    static final class BoundedFieldsDeserializer implements Deserializer {
        private final Deserializer reader;
        private final int maxFields;

        BoundedFieldsDeserializer(Deserializer reader, int maxFields) {
            this.reader = reader;
            this.maxFields = maxFields;
        }

        @Override
        public Object[] createFields(int length) {
            if (length < 0 || length > maxFields) {
                throw new IllegalArgumentException("a class definition of " + length + " fields; the model has at most "
                        + maxFields);
            }
            return reader.createFields(length);
        }

        @Override public Class<?> getType() { return reader.getType(); }
        @Override public boolean isReadResolve() { return reader.isReadResolve(); }
        @Override public Object readObject(AbstractHessianInput in) throws IOException { return reader.readObject(in); }
        @Override public Object readList(AbstractHessianInput in, int length) throws IOException { return reader.readList(in, length); }
        @Override public Object readLengthList(AbstractHessianInput in, int length) throws IOException { return reader.readLengthList(in, length); }
        @Override public Object readMap(AbstractHessianInput in) throws IOException { return reader.readMap(in); }
        @Override public Object createField(String name) { return reader.createField(name); }
        @Override public Object readObject(AbstractHessianInput in, Object[] fields) throws IOException { return reader.readObject(in, fields); }
        @Override public Object readObject(AbstractHessianInput in, String[] fieldNames) throws IOException { return reader.readObject(in, fieldNames); }
    }
}
