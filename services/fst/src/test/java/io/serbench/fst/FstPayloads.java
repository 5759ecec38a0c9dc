package io.serbench.fst;

import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTObjectOutput;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Payloads written by FST itself, with a configuration that lacks the codec's checks. */
final class FstPayloads {
    private FstPayloads() {
    }

    /** FST with the codec's wire format (same ids) but none of its checks. */
    static FSTConfiguration plainWriter(List<Class<?>> registered) {
        FSTConfiguration writer = new FstCodec.BareConfiguration();
        FstCodec.registerModel(writer, registered);
        return writer;
    }

    static FSTConfiguration plainWriter() {
        return plainWriter(FstCodec.REGISTERED);
    }

    /** The wire format with {@code stand_in} registered under the id of {@code replaced}. */
    static FSTConfiguration writerWith(Class<?> replaced, Class<?> standIn) {
        List<Class<?>> registered = new ArrayList<>(FstCodec.REGISTERED);
        registered.set(registered.indexOf(replaced), standIn);
        return plainWriter(registered);
    }

    static byte[] write(FSTConfiguration writer, Object value) throws IOException {
        FSTObjectOutput out = new FSTObjectOutput(writer);
        out.writeObject(value);
        return out.getCopyOfWrittenBuffer();
    }
}
