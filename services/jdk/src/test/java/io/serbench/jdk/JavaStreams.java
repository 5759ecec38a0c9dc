package io.serbench.jdk;

import io.serbench.core.codec.Codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Streams written by ObjectOutputStream itself, and the checks both models' codec tests make on them. */
final class JavaStreams {
    private JavaStreams() {
    }

    /** What a plain ObjectOutputStream writes for the value. */
    static byte[] write(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    /** The payload with the one occurrence of a class name replaced by another of the same length. */
    static byte[] replaceOnce(byte[] payload, String from, String to) {
        byte[] target = from.getBytes(StandardCharsets.UTF_8);
        byte[] replacement = to.getBytes(StandardCharsets.UTF_8);
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

    /**
     * The allow-list holds exactly what the JDK checks while reading the codec's payloads of these
     * batches, nothing more; and they nest well within the depth limit.
     */
    static <T> void assertAllowListIsExactlyWhatIsRead(Codec<T> codec, List<T> batches, JdkAllowList allowList)
            throws Exception {
        Set<Class<?>> seen = new HashSet<>();
        long[] deepest = {0};
        ObjectInputFilter recorder = info -> {
            if (info.serialClass() != null) {
                seen.add(info.serialClass());
            }
            deepest[0] = Math.max(deepest[0], info.depth());
            return ObjectInputFilter.Status.UNDECIDED;
        };
        for (T batch : batches) {
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(codec.serialize(batch)))) {
                in.setObjectInputFilter(recorder);
                in.readObject();
            }
        }
        Set<Class<?>> allowed = new HashSet<>(allowList.classes().values());
        allowed.addAll(allowList.arrays());
        assertThat(seen).containsExactlyInAnyOrderElementsOf(allowed);
        assertThat(deepest[0]).isLessThanOrEqualTo(JdkCodec.MAX_DEPTH / 2);
    }

    /** The codec refuses its own payload with three bytes after it, and still reads the payload itself. */
    static <T> void assertTrailingBytesRefused(Codec<T> codec, T batch) throws Exception {
        byte[] payload = codec.serialize(batch);
        byte[] longer = Arrays.copyOf(payload, payload.length + 3);
        assertThatThrownBy(() -> codec.deserialize(longer)).hasMessageContaining("3 bytes left");
        assertThat(codec.model().firstDifference(batch, codec.deserialize(payload))).isEmpty();
    }
}
