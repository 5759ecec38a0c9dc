package io.serbench.parquet;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.Refusal;
import io.serbench.testkit.RequiredFieldsRefuseNull;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.SchemaElement;
import org.apache.parquet.format.Util;
import org.apache.parquet.io.RecordReader;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ParquetMediaCodecTest extends MediaCodecContract implements RequiredFieldsRefuseNull {
    /** A real Parquet file: Parquet's own footer parser and its generic example object model (Group). */
    @Test
    void payloadIsAParquetFileThatParquetsGenericReaderReads() throws Exception {
        MediaBatch batch = new MediaBatch(new ArrayList<>(List.of(MediaDataset.standardInstance(), everythingDifferent())));
        byte[] payload = codec().serialize(batch);
        assertThat(new String(payload, 0, 4, StandardCharsets.US_ASCII)).isEqualTo("PAR1");
        int n = payload.length;
        int footerLength = (payload[n - 8] & 0xFF) | (payload[n - 7] & 0xFF) << 8 | (payload[n - 6] & 0xFF) << 16
                | (payload[n - 5] & 0xFF) << 24;
        FileMetaData footer = Util.readFileMetaData(new ByteArrayInputStream(payload, n - 8 - footerLength, footerLength));
        assertThat(footer.getNum_rows()).isEqualTo(2);
        assertThat(footer.getRow_groups().get(0).getColumns().stream().map(ColumnChunk::getMeta_data)
                .map(meta -> String.join(".", meta.getPath_in_schema()))).containsExactly(
                "images.list.element.uri", "images.list.element.title", "images.list.element.width",
                "images.list.element.height", "images.list.element.size", "media.uri", "media.title", "media.width",
                "media.height", "media.format", "media.duration", "media.size", "media.bitrate",
                "media.persons.list.element", "media.player", "media.copyright");
        SchemaElement player = footer.getSchema().stream().filter(e -> e.getName().equals("player")).findFirst()
                .orElseThrow();
        assertThat(player.getLogicalType().isSetENUM()).isTrue();

        CheckedParquetFile file = CheckedParquetFile.read(payload, MediaSchema.FILE);
        RecordReader<Group> records = MediaSchema.FILE.columnIO().getRecordReader(file.rowGroups().get(0),
                new GroupRecordConverter(MediaSchema.SCHEMA));
        for (MediaContent content : batch.getItems()) {
            Group row = records.read();
            Media media = content.getMedia();
            Group m = row.getGroup("media", 0);
            assertThat(m.getString("uri", 0)).isEqualTo(media.getUri());
            assertThat(m.getLong("duration", 0)).isEqualTo(media.getDuration());
            assertThat(m.getString("player", 0)).isEqualTo(media.getPlayer().name());
            assertThat(m.getFieldRepetitionCount("title")).isEqualTo(media.getTitle() == null ? 0 : 1);
            assertThat(m.getFieldRepetitionCount("copyright")).isEqualTo(media.getCopyright() == null ? 0 : 1);
            if (media.getBitrate() == null) {
                assertThat(m.getFieldRepetitionCount("bitrate")).as("an unset bitrate is a null, not 0").isZero();
            } else {
                assertThat(m.getInteger("bitrate", 0)).isEqualTo(media.getBitrate());
            }
            assertThat(ParquetFormatTest.strings(m.getGroup("persons", 0))).isEqualTo(media.getPersons());
            List<Group> images = ParquetFormatTest.elements(row.getGroup("images", 0));
            assertThat(images).hasSize(content.getImages().size());
            for (int i = 0; i < content.getImages().size(); i++) {
                Image image = content.getImages().get(i);
                Group element = images.get(i);
                assertThat(element.getString("uri", 0)).isEqualTo(image.getUri());
                assertThat(element.getInteger("width", 0)).isEqualTo(image.getWidth());
                assertThat(element.getString("size", 0)).isEqualTo(image.getSize().name());
                assertThat(element.getFieldRepetitionCount("title")).isEqualTo(image.getTitle() == null ? 0 : 1);
            }
        }
    }

    @Test
    void aFileOfTheUserModelIsRefused() throws Exception {
        byte[] users = new ParquetCodec<>(ParquetModel.USERS).serialize(UsersDataset.generate(2));
        assertThatThrownBy(() -> codec().deserialize(users)).hasMessageContaining("MediaContent schema");
    }

    /** jvm-serializers' required fields are required here: a null there cannot be written. */
    @Override
    public Map<Consumer<MediaContent>, Refusal> nullRequiredFields() {
        return Map.of(c -> c.getMedia().setFormat(null), Refusal.saying("format is null"),
                c -> c.getImages().get(1).setSize(null), Refusal.saying("size is null"));
    }

    @Test
    void anEmptyBatchIsAFileWithoutRows() throws Exception {
        assertThat(codec().deserialize(codec().serialize(new MediaBatch(new ArrayList<>()))).getItems()).isEmpty();
    }
}
