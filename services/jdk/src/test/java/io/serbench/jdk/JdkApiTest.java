package io.serbench.jdk;

import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.core.model.UserBatch;
import io.serbench.testkit.Canary;
import io.serbench.testkit.ServiceApiContract;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class JdkApiTest extends ServiceApiContract {

    @Override
    protected byte[] payloadNamingAForeignClass() throws IOException {
        return smuggling(Canary.NAME);
    }

    /**
     * A real batch whose users list also holds a Canary, written by ObjectOutputStream itself:
     * a {@link CanaryTwin} is serialized in its place and its class name, written once in the
     * class descriptor as modified UTF-8 of the same length, is replaced by {@code className}.
     * The result is exactly what ObjectOutputStream would write for a Canary.
     */
    static byte[] smuggling(String className) throws IOException {
        UserBatch batch = DatasetGenerator.generate(2);
        @SuppressWarnings({"unchecked", "rawtypes"})
        List<Object> users = (List) batch.getUsers();
        users.add(1, new CanaryTwin());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(batch);
        }
        return replaceOnce(bytes.toByteArray(), CanaryTwin.class.getName(), className);
    }

    static byte[] replaceOnce(byte[] payload, String from, String to) {
        byte[] target = from.getBytes(StandardCharsets.UTF_8);
        byte[] replacement = to.getBytes(StandardCharsets.UTF_8);
        assertThat(replacement).as("a name of the same length").hasSameSizeAs(target);
        int found = -1;
        for (int i = 0; i + target.length <= payload.length; i++) {
            if (java.util.Arrays.equals(payload, i, i + target.length, target, 0, target.length)) {
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
