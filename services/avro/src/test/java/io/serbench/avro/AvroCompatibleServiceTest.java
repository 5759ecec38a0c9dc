package io.serbench.avro;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.core.web.ServedModels;
import org.apache.avro.SchemaNormalization;
import org.apache.avro.message.MissingSchemaException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

import java.io.EOFException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Started with serbench.configuration=compatible (run.py's avro-compatible entry), the service
 * times Avro's single-object encoding: the marker C3 01 and today's schema fingerprint before the
 * same datum the benchmarked codec writes, read back whole; a fingerprint the store does not hold
 * and trailing bytes are refused.
 */
@SpringBootTest(properties = "serbench.configuration=compatible")
class AvroCompatibleServiceTest {

    @Autowired
    ServedModels models;

    @SuppressWarnings("unchecked")
    private Codec<UserBatch> served() {
        return (Codec<UserBatch>) models.get(UsersModel.NAME).timed().codec();
    }

    @Test
    void theServedUsersCodecWritesASingleObjectOfTodaysSchema() throws Exception {
        UserBatch small = UsersDataset.generate(10);
        byte[] payload = served().serialize(small);
        byte[] plain = AvroCodec.users().serialize(small);
        long fingerprint = SchemaNormalization.parsingFingerprint64(io.serbench.avro.generated.UserBatch.getClassSchema());
        ByteBuffer header = ByteBuffer.wrap(payload, 0, 10).order(ByteOrder.LITTLE_ENDIAN);
        assertThat(header.get()).isEqualTo((byte) 0xC3);
        assertThat(header.get()).isEqualTo((byte) 0x01);
        assertThat(header.getLong()).isEqualTo(fingerprint);
        assertThat(Arrays.copyOfRange(payload, 10, payload.length)).isEqualTo(plain);
        assertThat(served().deserialize(payload)).isEqualTo(small);
    }

    @Test
    void anUnknownFingerprintAndTrailingBytesAreRefused() throws Exception {
        UserBatch small = UsersDataset.generate(3);
        byte[] payload = served().serialize(small);
        byte[] unknown = payload.clone();
        unknown[2] ^= 0x01;
        assertThatThrownBy(() -> served().deserialize(unknown)).isInstanceOf(MissingSchemaException.class);
        byte[] trailing = Arrays.copyOf(payload, payload.length + 2);
        assertThatThrownBy(() -> served().deserialize(trailing)).isInstanceOf(EOFException.class)
                .hasMessage("2 bytes left after the batch");
    }
}
