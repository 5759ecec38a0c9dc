package io.serbench.core.measure;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.DataModel;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * A codec of any model for core's and the testkit's own tests only (the real JDK-serialization
 * service is its own module): both models' classes are Serializable.
 */
public class JavaSerializationCodec<T> implements Codec<T> {
    /** What a service of these codecs declares. */
    public static final Framework FRAMEWORK = new Framework("testjava", "java.io", System.getProperty("java.version"),
            "application/x-java-serialized-object", false);

    private final DataModel<T> model;

    public JavaSerializationCodec(DataModel<T> model) {
        this.model = model;
    }

    @Override
    public DataModel<T> model() {
        return model;
    }

    @Override
    public byte[] serialize(T batch) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(batch);
        }
        return bytes.toByteArray();
    }

    @Override
    public T deserialize(byte[] payload) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            // Nothing in a stream may be larger than the stream itself.
            in.setObjectInputFilter(ObjectInputFilter.Config.createFilter(
                    "maxbytes=" + payload.length + ";maxarray=" + payload.length + ";maxdepth=20"));
            return model.batchType().cast(in.readObject());
        }
    }
}
