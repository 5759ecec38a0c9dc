package io.serbench.fory;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.Canary;
import io.serbench.testkit.CanaryWitness;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.NullFieldsStayNull;
import io.serbench.testkit.RefusesTrailingBytes;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.exception.InsecureException;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;

import static io.serbench.testkit.Payloads.indexOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ForyCodecTest extends CodecContract implements RefusesTrailingBytes<UserBatch>, NullFieldsStayNull {
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
}
