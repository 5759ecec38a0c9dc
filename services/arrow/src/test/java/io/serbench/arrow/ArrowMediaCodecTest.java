package io.serbench.arrow;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.MediaCodecContract;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.complex.StructVector;
import org.apache.arrow.vector.dictionary.DictionaryEncoder;
import org.apache.arrow.vector.ipc.ArrowStreamReader;
import org.apache.arrow.vector.types.pojo.Field;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ArrowMediaCodecTest extends MediaCodecContract {
    private ArrowCodec<MediaBatch, MediaContent> created;

    @Override
    protected Codec<MediaBatch> createCodec() {
        created = new ArrowCodec<>(ArrowModel.MEDIA);
        return created;
    }

    @AfterEach
    void releaseTheAllocator() {
        if (created != null) {
            assertThat(created.decodeMemoryInUse()).as("off-heap bytes held after the decodes").isZero();
            created.close();
        }
    }

    /** The bytes are a real Arrow IPC stream: Arrow's own reader, without our converter, reads the columns. */
    @Test
    void payloadIsAnArrowStreamOfOneRowPerMediaContent() throws Exception {
        MediaBatch batch = new MediaBatch(new ArrayList<>(List.of(MediaDataset.standardInstance(), everythingDifferent())));
        try (BufferAllocator allocator = new RootAllocator();
             ArrowStreamReader reader = new ArrowStreamReader(
                     new ByteArrayInputStream(codec().serialize(batch)), allocator)) {
            assertThat(reader.loadNextBatch()).isTrue();
            VectorSchemaRoot root = reader.getVectorSchemaRoot();
            assertThat(root.getRowCount()).isEqualTo(2);
            assertThat(root.getSchema().getFields()).extracting(Field::getName).containsExactly("images", "media");
            StructVector media = (StructVector) root.getVector("media");
            assertThat(media.getChildFieldNames()).containsExactly("uri", "title", "width", "height", "format",
                    "duration", "size", "bitrate", "persons", "player", "copyright");
            assertThat(media.getChild("uri", VarCharVector.class).getObject(0).toString())
                    .isEqualTo("http://javaone.com/keynote.mpg");
            assertThat(media.getChild("duration", BigIntVector.class).get(1)).isEqualTo(18_000_001L);
            IntVector bitrate = media.getChild("bitrate", IntVector.class);
            assertThat(bitrate.get(0)).isEqualTo(262_144);
            assertThat(bitrate.isNull(1)).as("an unset bitrate is a null, not 0").isTrue();
            assertThat(media.getChild("title", VarCharVector.class).isNull(1)).isTrue();
            assertThat(media.getChild("copyright", VarCharVector.class).isNull(0)).isTrue();
            assertThat(media.getChild("persons", ListVector.class).getObject(0).toString())
                    .isEqualTo("[\"Bill Gates\",\"Steve Jobs\uC2A4\"]");

            // The enum columns are dictionary-encoded: decoding them with Arrow gives the names.
            FieldVector player = media.getChild("player");
            try (VarCharVector names = (VarCharVector) DictionaryEncoder.decode(player,
                    reader.lookup(player.getField().getDictionary().getId()))) {
                assertThat(names.getObject(0).toString()).isEqualTo("JAVA");
                assertThat(names.getObject(1).toString()).isEqualTo("FLASH");
            }
            ListVector images = (ListVector) root.getVector("images");
            assertThat(images.getElementEndIndex(1) - images.getElementStartIndex(1)).isEqualTo(3);
            StructVector image = (StructVector) images.getDataVector();
            FieldVector size = image.getChild("size");
            try (VarCharVector names = (VarCharVector) DictionaryEncoder.decode(size,
                    reader.lookup(size.getField().getDictionary().getId()))) {
                assertThat(names.getObject(0).toString()).isEqualTo("LARGE");
                assertThat(names.getObject(1).toString()).isEqualTo("SMALL");
            }
            assertThat(image.getChild("title", VarCharVector.class).isNull(3)).isTrue();
            assertThat(reader.loadNextBatch()).isFalse();
        }
    }

    @Test
    void aStreamOfTheUserModelIsRefused() throws Exception {
        byte[] users;
        try (ArrowCodec<UserBatch, User> userCodec = new ArrowCodec<>(ArrowModel.USERS)) {
            users = userCodec.serialize(UsersDataset.generate(2));
        }
        assertThatThrownBy(() -> codec().deserialize(users)).hasMessageContaining("MediaContent batch schema");
    }

    /** jvm-serializers' required fields are not nullable here: a null there cannot be written. */
    @Test
    void aNullRequiredFieldIsRefusedWhenWritten() throws Exception {
        MediaContent content = MediaDataset.standardInstance();
        content.getMedia().setFormat(null);
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(content))))
                .hasMessageContaining("format is null");
        content.getMedia().setFormat("video/mpg4");
        content.getMedia().setPlayer(null);
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(content))))
                .hasMessageContaining("player is null");
        content.getMedia().setPlayer(Media.Player.JAVA);
        assertThat(codec().deserialize(codec().serialize(new MediaBatch(List.of(content))))
                .getItems().get(0)).isEqualTo(content);
    }

    @Test
    void offHeapAllocationIsCounted() throws Exception {
        MediaBatch batch = MediaDataset.generate(50);
        long start = created().offHeapAllocatedBytes();
        byte[] payload = codec().serialize(batch);
        long afterSerialize = created().offHeapAllocatedBytes();
        assertThat(afterSerialize).isGreaterThan(start);
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
        assertThat(created().offHeapAllocatedBytes()).isGreaterThan(afterSerialize);
    }

    private ArrowCodec<MediaBatch, MediaContent> created() {
        codec();
        return created;
    }
}
