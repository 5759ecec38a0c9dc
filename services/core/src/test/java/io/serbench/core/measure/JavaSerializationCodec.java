package io.serbench.core.measure;

import io.serbench.core.codec.Codec;
import io.serbench.core.model.UserBatch;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/** A codec for core's and the testkit's own tests only; the real JDK-serialization service is its own module. */
public class JavaSerializationCodec implements Codec {
    @Override public String name() { return "testjava"; }
    @Override public String library() { return "java.io"; }
    @Override public String libraryVersion() { return System.getProperty("java.version"); }
    @Override public String contentType() { return "application/x-java-serialized-object"; }
    @Override public boolean schemaDriven() { return false; }

    @Override
    public byte[] serialize(UserBatch batch) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(batch);
        }
        return bytes.toByteArray();
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            // Nothing in a stream may be larger than the stream itself.
            in.setObjectInputFilter(ObjectInputFilter.Config.createFilter(
                    "maxbytes=" + payload.length + ";maxarray=" + payload.length + ";maxdepth=20"));
            return (UserBatch) in.readObject();
        }
    }
}
