package io.serbench.parquet;

import io.serbench.core.users.Order;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.CompressionCodec;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.SchemaElement;
import org.apache.parquet.format.Util;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static io.serbench.testkit.Payloads.indexOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The payload is a real Parquet file, read here with Parquet's own APIs rather than the codec's converters. */
class ParquetFormatTest {
    private final ParquetCodec<UserBatch, User> codec = new ParquetCodec<>(ParquetModel.USERS);

    @Test
    void theFooterIsParquetsOwn() throws Exception {
        byte[] payload = codec.serialize(UsersDataset.generate(100));
        assertThat(new String(payload, 0, 4, StandardCharsets.US_ASCII)).isEqualTo("PAR1");
        assertThat(new String(payload, payload.length - 4, 4, StandardCharsets.US_ASCII)).isEqualTo("PAR1");

        FileMetaData footer = Util.readFileMetaData(new ByteArrayInputStream(payload, footerStart(payload),
                payload.length - 8 - footerStart(payload)));
        assertThat(footer.getCreated_by()).startsWith("parquet-mr version");
        assertThat(footer.getNum_rows()).isEqualTo(100);
        assertThat(footer.getRow_groups()).hasSize(1);
        assertThat(footer.getRow_groups().get(0).getColumns()).hasSize(33).allSatisfy(chunk -> {
            assertThat(chunk.getMeta_data().getCodec()).isEqualTo(CompressionCodec.UNCOMPRESSED);
            assertThat(chunk.getMeta_data().isSetStatistics()).isFalse();
        });
        List<String> leaves = footer.getRow_groups().get(0).getColumns().stream()
                .map(ColumnChunk::getMeta_data).map(meta -> String.join(".", meta.getPath_in_schema())).toList();
        assertThat(leaves).contains("id", "address.city", "attributes.key_value.key",
                "orders.list.element.items.list.element.unitPrice");
        SchemaElement role = footer.getSchema().stream().filter(e -> e.getName().equals("role")).findFirst().orElseThrow();
        assertThat(role.getLogicalType().isSetENUM()).isTrue();
    }

    /** Parquet's generic example object model (Group) over the same pages: no codec converter involved. */
    @Test
    void parquetsGenericReaderSeesTheSameValues() throws Exception {
        UserBatch batch = UsersDataset.generate(50);
        CheckedParquetFile file = CheckedParquetFile.read(codec.serialize(batch), UserSchema.FILE);
        RecordReader<Group> records = UserSchema.FILE.columnIO().getRecordReader(file.rowGroups().get(0),
                new GroupRecordConverter(UserSchema.SCHEMA));
        for (User user : batch.getUsers()) {
            Group row = records.read();
            assertThat(row.getLong("id", 0)).isEqualTo(user.getId());
            assertThat(row.getString("username", 0)).isEqualTo(user.getUsername());
            assertThat(row.getString("role", 0)).isEqualTo(user.getRole().name());
            assertThat(Double.doubleToRawLongBits(row.getDouble("score", 0)))
                    .isEqualTo(Double.doubleToRawLongBits(user.getScore()));
            assertThat(row.getGroup("address", 0).getString("city", 0)).isEqualTo(user.getAddress().getCity());
            assertThat(row.getGroup("profile", 0).getString("bio", 0)).isEqualTo(user.getProfile().getBio());

            assertThat(strings(row.getGroup("tags", 0))).isEqualTo(user.getTags());

            Group attributes = row.getGroup("attributes", 0);
            List<String> keys = new ArrayList<>();
            for (int i = 0; i < attributes.getFieldRepetitionCount("key_value"); i++) {
                Group entry = attributes.getGroup("key_value", i);
                keys.add(entry.getString("key", 0));
                assertThat(entry.getString("value", 0)).isEqualTo(user.getAttributes().get(entry.getString("key", 0)));
            }
            assertThat(keys).as("map entries in insertion order").containsExactlyElementsOf(user.getAttributes().keySet());

            List<Group> orders = elements(row.getGroup("orders", 0));
            assertThat(orders).hasSize(user.getOrders().size());
            for (int i = 0; i < user.getOrders().size(); i++) {
                Order order = user.getOrders().get(i);
                Group element = orders.get(i);
                assertThat(element.getLong("orderId", 0)).isEqualTo(order.getOrderId());
                assertThat(element.getString("status", 0)).isEqualTo(order.getStatus().name());
                List<Group> items = elements(element.getGroup("items", 0));
                assertThat(items).hasSize(order.getItems().size());
                double unitPrice = items.get(0).getDouble("unitPrice", 0);
                assertThat(unitPrice).isEqualTo(order.getItems().get(0).getUnitPrice());
            }
        }
    }

    @Test
    void nullsAndEmptiesAreDifferentInTheFile() throws Exception {
        User user = UsersDataset.user(0);
        user.setTags(null);
        user.setAttributes(Map.of());
        user.setAddress(null);
        user.setRole(null);
        CheckedParquetFile file = CheckedParquetFile.read(codec.serialize(new UserBatch(List.of(user))), UserSchema.FILE);
        Group row = UserSchema.FILE.columnIO().getRecordReader(file.rowGroups().get(0),
                new GroupRecordConverter(UserSchema.SCHEMA)).read();
        assertThat(row.getFieldRepetitionCount("tags")).as("a null list: no group").isZero();
        assertThat(row.getFieldRepetitionCount("attributes")).as("an empty map: a group").isEqualTo(1);
        assertThat(row.getGroup("attributes", 0).getFieldRepetitionCount("key_value")).isZero();
        assertThat(row.getFieldRepetitionCount("address")).isZero();
        assertThat(row.getFieldRepetitionCount("role")).isZero();
    }

    @Test
    void anEmptyBatchIsAFileWithoutRows() throws Exception {
        byte[] payload = codec.serialize(new UserBatch(new ArrayList<>()));
        assertThat(codec.deserialize(payload).getUsers()).isEmpty();
    }

    @Test
    void aFileOfAnotherSchemaIsRefused() throws Exception {
        MessageType other = MessageTypeParser.parseMessageType("message User { required int64 id; }");
        InMemoryOutputFile out = new InMemoryOutputFile(1024);
        try (ParquetWriter<Group> writer = ExampleParquetWriter.builder(out).withType(other)
                .withConf(new PlainParquetConfiguration()).withCodecFactory(UncompressedCodecs.INSTANCE).build()) {
            writer.write(new SimpleGroupFactory(other).newGroup().append("id", 7L));
        }
        assertThatThrownBy(() -> codec.deserialize(out.toByteArray()))
                .hasMessageContaining("top-level fields");
    }

    @Test
    void bytesAfterTheFileAreRefused() throws Exception {
        byte[] payload = codec.serialize(UsersDataset.generate(2));
        byte[] longer = Arrays.copyOf(payload, payload.length + 1);
        assertThatThrownBy(() -> codec.deserialize(longer)).hasMessageContaining("PAR1");
    }

    @Test
    void aCorruptedPageFailsItsChecksum() throws Exception {
        UserBatch batch = UsersDataset.generate(2);
        byte[] payload = codec.serialize(batch);
        String bio = batch.getUsers().get(0).getProfile().getBio();
        payload[indexOf(payload, bio.getBytes(StandardCharsets.UTF_8)) + 1] ^= 0x01; // page data, under a CRC
        assertThatThrownBy(() -> codec.deserialize(payload)).hasMessageContaining("checksum");
    }

    @Test
    void malformedUtf8IsRefused() throws Exception {
        User user = UsersDataset.user(0);
        user.setUsername("\u00e9\u00e9\u00e9\u00e9"); // 0xC3 0xA9 four times, in a column of its own
        byte[] payload = new ParquetCodec<>(ParquetModel.USERS, false).serialize(new UserBatch(List.of(user)));
        byte[] marker = "\u00e9\u00e9\u00e9\u00e9".getBytes(StandardCharsets.UTF_8);
        int at = indexOf(payload, marker);
        payload[at + 1] = (byte) 0xFF; // no longer UTF-8
        assertThatThrownBy(() -> codec.deserialize(payload)).hasMessageContaining("not UTF-8");
    }

    /** A list column of strings as Parquet's generic reader sees it: repeated "list" groups of one "element". */
    /** The values of a list of strings, read as Parquet's three-level list: list, repeated "list", "element". */
    static List<String> strings(Group list) {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < list.getFieldRepetitionCount("list"); i++) {
            values.add(list.getGroup("list", i).getString("element", 0));
        }
        return values;
    }

    /** The elements of a list of groups, read as Parquet's three-level list. */
    static List<Group> elements(Group list) {
        List<Group> elements = new ArrayList<>();
        for (int i = 0; i < list.getFieldRepetitionCount("list"); i++) {
            elements.add(list.getGroup("list", i).getGroup("element", 0));
        }
        return elements;
    }

    private static int footerStart(byte[] payload) {
        int n = payload.length;
        int footerLength = (payload[n - 8] & 0xFF) | (payload[n - 7] & 0xFF) << 8 | (payload[n - 6] & 0xFF) << 16
                | (payload[n - 5] & 0xFF) << 24;
        return n - 8 - footerLength;
    }
}
