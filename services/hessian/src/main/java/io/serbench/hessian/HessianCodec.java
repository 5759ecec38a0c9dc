package io.serbench.hessian;

import com.caucho.hessian.io.AbstractHessianInput;
import com.caucho.hessian.io.ClassFactory;
import com.caucho.hessian.io.Deserializer;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.HessianProtocolException;
import com.caucho.hessian.io.SerializerFactory;
import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.PerThread;
import io.serbench.core.codec.ReusableOutputStream;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hessian 2 over a model's own classes (Hessian needs no schema and no conversion): one class for
 * every model, an instance per model with that model's {@link HessianAllowList}, reading and
 * writing the model's batch type. {@link Hessian2Output} / {@link Hessian2Input} over one shared,
 * thread-safe {@link SerializerFactory} per codec, which caches the (Unsafe-based) serializer of
 * each class. Speed: one output and the byte stream it writes into per thread ({@link PerThread}),
 * reused (the stream keeps what it grew to up to {@link BufferReuse#MAX_RETAINED_BYTES}, the rule
 * every codec follows), in unshared mode (the models are trees, so tracking references is wasted
 * work). Hessian writes every instance field, so MediaContent's Media carries {@code int bitrate}
 * and {@code boolean hasBitrate} as the class declares them, and the enums as objects with their
 * {@code name}. Safety, because Hessian names the class of every object it writes:
 * <ul>
 *   <li>the factory's {@link ClassFactory} whitelist holds the model's classes and the JDK classes
 *       it is made of ({@link HessianAllowList}) and denies everything else (Hessian's own
 *       whitelist would still let every {@code java.*} and {@code javax.management.*} class
 *       through, hence the final deny);</li>
 *   <li>Hessian answers a class that is not allowed, or not found, by silently reading the object
 *       as a HashMap: {@link ModelOnlySerializerFactory} refuses the type name instead, before
 *       any class is looked up;</li>
 *   <li>every value read for a field must be an instance of the field's type (Hessian stores it
 *       with Unsafe, unchecked, so a back reference to the wrong object would corrupt the heap);</li>
 *   <li>a class definition cannot declare more fields than the widest class of the model has, so
 *       its declared field count cannot size arrays;</li>
 *   <li>reading past the end is an error (Hessian would read it as -1 bytes and carry on), and so
 *       are bytes left after the batch.</li>
 * </ul>
 *
 * @param <T> the model's batch type
 */
public final class HessianCodec<T> extends AbstractCodec<T> {
    private final SerializerFactory factory;

    /** A thread's writer: the output and the stream it writes into. */
    private static final class Writer {
        final ReusableOutputStream bytes = new ReusableOutputStream();
        final Hessian2Output out = new Hessian2Output();
    }

    private final PerThread<Writer> writers = PerThread.of(Writer::new)
            .resetting(writer -> writer.bytes.reset())
            .retaining(writer -> writer.bytes.capacity());

    /**
     * @param allowList what the model's payloads may name
     * @throws IllegalArgumentException when the allow-list does not hold the model's batch type
     */
    public HessianCodec(DataModel<T> model, HessianAllowList allowList) {
        super(model);
        if (!allowList.types().contains(model.batchType().getName())) {
            throw new IllegalArgumentException("the allow-list for the " + model.name() + " model does not hold "
                    + model.batchType().getName());
        }
        this.factory = new ModelOnlySerializerFactory(allowList);
    }

    /**
     * The facts of the hessian service, made when asked for. The hessian jar carries no
     * pom.properties, and its manifest says Implementation-Version 3.1.0 (checked in 4.0.66), so
     * {@link io.serbench.core.codec.LibraryVersion} would report a wrong version. The jar's own file
     * name on the class path (hessian-4.0.66.jar, as Maven and the Spring Boot jar name it) is the
     * version really loaded. Read when the bean is made, not with the codecs: in a shaded jar
     * (services/jmh) the name is gone, yet the codecs must work.
     */
    public static Framework framework() {
        return new Framework("hessian", "Hessian", versionFromJarName(Hessian2Output.class, "hessian"),
                "application/x-hessian", false);
    }

    /** The users model's codec. */
    public static HessianCodec<UserBatch> users() {
        return new HessianCodec<>(UsersModel.INSTANCE, HessianAllowList.USERS);
    }

    /** The MediaContent model's codec. */
    public static HessianCodec<MediaBatch> mediaContent() {
        return new HessianCodec<>(MediaModel.INSTANCE, HessianAllowList.MEDIACONTENT);
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
    public byte[] serialize(T batch) throws IOException {
        return writers.use(writer -> {
            Hessian2Output out = writer.out;
            out.init(writer.bytes); // resets everything an earlier call left behind
            out.setSerializerFactory(factory);
            out.setUnshared(true); // init resets it
            out.writeObject(batch);
            out.flush();
            return writer.bytes.toByteArray();
        });
    }

    /** One batch of the model's type, which must fill the payload exactly. */
    @Override
    public T deserialize(byte[] payload) throws IOException {
        // A new input per payload: Hessian2Input.init does not clear its read-ahead buffer.
        StrictBytes bytes = new StrictBytes(payload);
        Hessian2Input in = new TypeCheckedInput(bytes);
        in.setSerializerFactory(factory);
        Class<T> type = model().batchType();
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
     * Refuses every type name outside the allow-list before Hessian looks it up. Hessian's
     * own {@link SerializerFactory#getDeserializer(String)} swallows a refused or unknown class and
     * answers null, which its callers turn into a HashMap (or ArrayList) reader: the foreign object
     * would be read as a map and the payload accepted.
     */
    static final class ModelOnlySerializerFactory extends SerializerFactory {
        private final Set<String> allowed;
        private final int maxFields;

        ModelOnlySerializerFactory(HessianAllowList allowList) {
            super(HessianCodec.class.getClassLoader());
            this.allowed = allowList.types();
            this.maxFields = allowList.maxFields();
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
