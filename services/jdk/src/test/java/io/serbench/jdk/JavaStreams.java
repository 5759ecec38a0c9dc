package io.serbench.jdk;

import io.serbench.core.codec.Codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

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
}
