package io.serbench.avro;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.DecoderFactory;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AvroCodecTest extends CodecContract {
    /** The schema file itself, not the copy compiled into the generated classes. */
    private static final Path SCHEMA_FILE = Path.of("../../proto/serbench.avsc");

    @Override
    protected Codec<UserBatch> createCodec() {
        return AvroCodec.users();
    }

    /** The bytes are plain Avro binary of proto/serbench.avsc: Avro's generic reader reads them without our classes. */
    @Test
    void payloadIsAvroBinaryOfTheSchemaFile() throws Exception {
        Schema schema = new Schema.Parser().parse(SCHEMA_FILE.toFile());
        UserBatch batch = UsersDataset.generate(3);
        byte[] payload = codec().serialize(batch);

        BinaryDecoder decoder = DecoderFactory.get().binaryDecoder(payload, null);
        GenericRecord read = new GenericDatumReader<GenericRecord>(schema).read(null, decoder);
        assertThat(decoder.isEnd()).isTrue();

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

    /** Every reference-typed field is a union with null: nothing turns into an empty value. */
    @Test
    void nullsStayNull() throws Exception {
        User user = new User();
        user.setId(7);
        UserBatch back = codec().deserialize(codec().serialize(new UserBatch(List.of(user))));
        assertThat(back.getUsers()).containsExactly(user);
        User read = back.getUsers().get(0);
        assertThat(read.getUsername()).isNull();
        assertThat(read.getTags()).isNull();
        assertThat(read.getAttributes()).isNull();
        assertThat(read.getRole()).isNull();
        assertThat(codec().deserialize(codec().serialize(new UserBatch(null))).getUsers()).isNull();
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
