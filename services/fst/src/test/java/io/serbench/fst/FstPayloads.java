package io.serbench.fst;

import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTObjectOutput;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

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

    static byte[] replaceOnce(byte[] payload, String from, String to) {
        byte[] target = from.getBytes(StandardCharsets.US_ASCII);
        byte[] replacement = to.getBytes(StandardCharsets.US_ASCII);
        assertThat(replacement).as("a name of the same length").hasSameSizeAs(target);
        int found = -1;
        for (int i = 0; i + target.length <= payload.length; i++) {
            if (Arrays.equals(payload, i, i + target.length, target, 0, target.length)) {
                assertThat(found).as("the name occurs once").isEqualTo(-1);
                found = i;
            }
        }
        assertThat(found).as("the name occurs").isNotNegative();
        byte[] patched = payload.clone();
        System.arraycopy(replacement, 0, patched, found, replacement.length);
        return patched;
    }
}
