package io.serbench.core.measure;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/** {@link JavaSerializationCodec}'s MediaContent twin, for core's and the testkit's own tests only. */
public class JavaSerializationMediaCodec implements MediaCodec {

    @Override
    public byte[] serialize(MediaBatch batch) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(batch);
        }
        return bytes.toByteArray();
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            in.setObjectInputFilter(ObjectInputFilter.Config.createFilter(
                    "maxbytes=" + payload.length + ";maxarray=" + payload.length + ";maxdepth=20"));
            return (MediaBatch) in.readObject();
        }
    }
}
