package io.serbench.avro;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.NullFieldsStayNull;
import org.apache.avro.generic.GenericRecord;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AvroCodecTest extends CodecContract implements AvroBinary<UserBatch>, NullFieldsStayNull {

    /** The bytes are plain Avro binary of proto/serbench.avsc: Avro's generic reader reads them without our classes. */
    @Test
    void payloadIsAvroBinaryOfTheSchemaFile() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        GenericRecord read = AvroBinary.readWithTheSchemaFile("serbench.avsc", codec().serialize(batch));

        @SuppressWarnings("unchecked")
        List<GenericRecord> users = (List<GenericRecord>) read.get("users");
        assertThat(users).hasSize(3);
        User first = batch.getUsers().get(0);
        GenericRecord user = users.get(0);
        assertThat(user.get("id")).isEqualTo(first.getId());
        assertThat(user.get("username").toString()).isEqualTo(first.getUsername());
        assertThat(((GenericRecord) user.get("address")).get("city").toString()).isEqualTo(first.getAddress().getCity());
        assertThat(user.get("role").toString()).isEqualTo(first.getRole().name());
        assertThat(Double.doubleToRawLongBits((Double) user.get("score")))
                .isEqualTo(Double.doubleToRawLongBits(first.getScore()));
        @SuppressWarnings("unchecked")
        List<GenericRecord> attributes = (List<GenericRecord>) user.get("attributes");
        int index = 0;
        for (Map.Entry<String, String> entry : first.getAttributes().entrySet()) {
            assertThat(attributes.get(index).get("key").toString()).isEqualTo(entry.getKey());
            assertThat(attributes.get(index).get("value").toString()).isEqualTo(entry.getValue());
            index++;
        }
        assertThat(attributes).hasSize(first.getAttributes().size());
    }

    /** A write that fails half way leaves bytes in the reused encoder's buffer: they must not leak into the next payload. */
    @Test
    void aFailedWriteDoesNotLeakIntoTheNextPayload() throws Exception {
        UserBatch broken = UsersDataset.generate(20);
        List<String> tags = new java.util.ArrayList<>(List.of("a", "b"));
        tags.add(null); // items of tags are plain strings: a null element cannot be written
        broken.getUsers().get(19).setTags(tags);
        assertThatThrownBy(() -> codec().serialize(broken)).isInstanceOf(Exception.class);
        UserBatch batch = UsersDataset.generate(10);
        assertThat(codec().serialize(batch)).isEqualTo(AvroCodec.users().serialize(batch));
    }
}
