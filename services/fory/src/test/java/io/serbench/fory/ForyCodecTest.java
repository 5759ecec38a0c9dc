package io.serbench.fory;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.Canary;
import io.serbench.testkit.CanaryWitness;
import io.serbench.testkit.CodecContract;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.exception.InsecureException;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ForyCodecTest extends CodecContract {
    /** The payload is Fory's own: a plain Fory, configured here and not by the codec, reads it. */
    @Test
    void aPlainForyReadsThePayload() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        byte[] payload = codec().serialize(batch);

        UserBatch read = (UserBatch) ForeignPayloads.plainFory().deserialize(payload);

        User first = read.getUsers().get(0);
        User expected = batch.getUsers().get(0);
        assertThat(first.getId()).isEqualTo(expected.getId());
        assertThat(first.getUsername()).isEqualTo(expected.getUsername());
        assertThat(first.getAddress().getLatitude()).isEqualTo(expected.getAddress().getLatitude());
        assertThat(first.getAttributes()).isInstanceOf(LinkedHashMap.class);
        assertThat(read).isEqualTo(batch);
        // Fory keeps a Latin-1 Java string as its raw bytes
        assertThat(indexOf(payload, expected.getUsername().getBytes(StandardCharsets.ISO_8859_1))).isPositive();
    }

    @Test
    void nullsAreKept() throws Exception {
        UserBatch batch = UsersDataset.generate(2);
        User user = batch.getUsers().get(1);
        user.setUsername(null);
        user.setAddress(null);
        user.setRole(null);
        user.setTags(null);
        user.setAttributes(null);
        assertThat(codec().deserialize(codec().serialize(batch))).isEqualTo(batch);
    }

    @Test
    void aClassNamedInThePayloadIsRefusedBeforeLookup() {
        assertThatThrownBy(() -> codec().deserialize(ForeignPayloads.namingStranger()))
                .isInstanceOf(InsecureException.class)
                .hasStackTraceContaining(ForeignPayloads.Stranger.class.getName() + " is not registered");
    }

    @Test
    void theCanaryIsRefusedWithoutBeingInitialized() throws Exception {
        byte[] payload = ForeignPayloads.namingCanary();
        assertThatThrownBy(() -> codec().deserialize(payload))
                .hasStackTraceContaining(Canary.NAME + " is not registered");
        assertThat(CanaryWitness.canaryInitialized()).isFalse();
    }

    @Test
    void anUnregisteredClassIdIsRefused() {
        Fory other = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(true)
                .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT).withRefTracking(false).build();
        other.register(ForeignPayloads.Stranger.class, 150);
        byte[] payload = other.serialize(new ForeignPayloads.Stranger());
        assertThatThrownBy(() -> codec().deserialize(payload)).isInstanceOf(Exception.class);
    }

    @Test
    void trailingBytesAreRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(2));
        byte[] longer = Arrays.copyOf(payload, payload.length + 3);
        assertThatThrownBy(() -> codec().deserialize(longer)).hasMessageContaining("3 bytes left");
        assertThat(codec().deserialize(payload).getUsers()).hasSize(2);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
