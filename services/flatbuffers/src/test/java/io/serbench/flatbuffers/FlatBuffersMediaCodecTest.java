package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FlatBuffersMediaCodecTest extends MediaCodecContract implements SizePrefixedBuffers<MediaBatch> {
    private static serbench_fb.MediaBatch root(byte[] payload) {
        ByteBuffer buffer = ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN);
        assertThat(buffer.getInt(0)).isEqualTo(payload.length - 4);
        buffer.position(4);
        assertThat(serbench_fb.MediaBatch.MediaBatchBufferHasIdentifier(buffer)).isTrue();
        return serbench_fb.MediaBatch.getRootAsMediaBatch(buffer);
    }

    /** The bytes are a real size-prefixed FlatBuffer: the generated accessors read them without our converter. */
    @Test
    void payloadIsAFlatBufferOfTheSchema() throws Exception {
        MediaBatch batch = new MediaBatch(new ArrayList<>(List.of(MediaDataset.standardInstance(), everythingDifferent())));
        serbench_fb.MediaBatch root = root(codec().serialize(batch));
        assertThat(root.itemsLength()).isEqualTo(2);
        serbench_fb.Media media = root.items(0).media();
        assertThat(media.uri()).isEqualTo("http://javaone.com/keynote.mpg");
        assertThat(media.duration()).isEqualTo(18_000_000L);
        assertThat(media.hasBitrate()).isTrue();
        assertThat(media.bitrate()).isEqualTo(262_144);
        assertThat(media.personsLength()).isEqualTo(2);
        assertThat(media.persons(1)).isEqualTo("Steve Jobs\uC2A4");
        assertThat(serbench_fb.Player.name(media.player())).isEqualTo("JAVA");
        assertThat(media.copyright()).isNull();
        assertThat(root.items(0).imagesLength()).isEqualTo(2);
        assertThat(serbench_fb.Size.name(root.items(0).images(0).size())).isEqualTo("LARGE");
        serbench_fb.Media other = root.items(1).media();
        assertThat(other.title()).isNull();
        assertThat(other.hasBitrate()).as("an unset bitrate is absent").isFalse();
        assertThat(serbench_fb.Player.name(other.player())).isEqualTo("FLASH");
        assertThat(other.copyright()).isEqualTo("2009, Scooby Doo\uD834\uDD1E");
    }

    /** flatc 2.0.8's Java adder would drop a bitrate of 0 (its default); the codec writes it. */
    @Test
    void aZeroBitrateStaysSet() throws Exception {
        MediaContent content = MediaDataset.standardInstance();
        content.getMedia().setBitrate(0);
        byte[] payload = codec().serialize(new MediaBatch(List.of(content)));
        assertThat(root(payload).items(0).media().hasBitrate()).isTrue();
        assertThat(codec().deserialize(payload).getItems().get(0).getMedia().getBitrate()).isZero();
        // and forceDefaults is off again: the next Media leaves its zero width out
        MediaContent zero = MediaDataset.standardInstance();
        zero.getMedia().setWidth(0);
        zero.getMedia().setBitrate(null);
        byte[] next = codec().serialize(new MediaBatch(List.of(zero)));
        assertThat(next.length).isLessThan(payload.length);
        assertThat(codec().deserialize(next).getItems().get(0)).isEqualTo(zero);
    }

    /** Empty strings are present, null ones absent. */
    @Test
    void emptyIsNotNull() throws Exception {
        MediaContent content = MediaDataset.standardInstance();
        content.getMedia().setTitle("");
        content.getMedia().setCopyright("");
        content.getImages().get(0).setTitle("");
        content.getImages().get(1).setTitle(null);
        content.getMedia().setPersons(new ArrayList<>());
        MediaBatch batch = new MediaBatch(List.of(content));
        assertThat(codec().deserialize(codec().serialize(batch))).isEqualTo(batch);
        assertThat(codec().deserialize(codec().serialize(new MediaBatch(null))).getItems()).isNull();
    }

    @Test
    void aNullRequiredFieldOrEnumIsRefusedWhenWriting() {
        MediaContent noUri = MediaDataset.standardInstance();
        noUri.getMedia().setUri(null);
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(noUri))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Media.uri is null");
        MediaContent noMedia = new MediaContent(null, new ArrayList<>());
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(noMedia))))
                .hasMessageContaining("MediaContent.media is null");
        MediaContent noSize = MediaDataset.standardInstance();
        noSize.getImages().get(1).setSize(null);
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(noSize))))
                .hasMessageContaining("Image.size is null");
        MediaContent noPlayer = MediaDataset.standardInstance();
        noPlayer.getMedia().setPlayer(null);
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(noPlayer))))
                .hasMessageContaining("Media.player is null");
    }

    /** Built without flatc's endMedia (which would refuse): a Media with no uri, as a foreign writer could send. */
    @Test
    void aMissingRequiredFieldIsRefused() {
        FlatBufferBuilder b = new FlatBufferBuilder();
        int format = b.createString("video/mpg4");
        int persons = serbench_fb.Media.createPersonsVector(b, new int[0]);
        serbench_fb.Media.startMedia(b);
        serbench_fb.Media.addFormat(b, format);
        serbench_fb.Media.addPersons(b, persons);
        int media = b.endTable();
        int images = serbench_fb.MediaContent.createImagesVector(b, new int[0]);
        int content = serbench_fb.MediaContent.createMediaContent(b, images, media);
        int items = serbench_fb.MediaBatch.createItemsVector(b, new int[]{content});
        b.finishSizePrefixed(serbench_fb.MediaBatch.createMediaBatch(b, items), MediaTables.FILE_IDENTIFIER);
        assertThatThrownBy(() -> codec().deserialize(b.sizedByteArray()))
                .hasMessageContaining("the required field Media.uri is missing");
    }

    @Test
    void anEnumNumberOutsideTheSchemaIsRefused() throws Exception {
        FlatBufferBuilder b = new FlatBufferBuilder();
        int uri = b.createString("u");
        serbench_fb.Image.startImage(b);
        serbench_fb.Image.addUri(b, uri);
        serbench_fb.Image.addSize(b, (byte) 5);
        int image = serbench_fb.Image.endImage(b);
        int images = serbench_fb.MediaContent.createImagesVector(b, new int[]{image});
        int mediaUri = b.createString("m");
        int format = b.createString("f");
        int persons = serbench_fb.Media.createPersonsVector(b, new int[0]);
        serbench_fb.Media.startMedia(b);
        serbench_fb.Media.addUri(b, mediaUri);
        serbench_fb.Media.addFormat(b, format);
        serbench_fb.Media.addPersons(b, persons);
        int media = serbench_fb.Media.endMedia(b);
        int content = serbench_fb.MediaContent.createMediaContent(b, images, media);
        int items = serbench_fb.MediaBatch.createItemsVector(b, new int[]{content});
        b.finishSizePrefixed(serbench_fb.MediaBatch.createMediaBatch(b, items), MediaTables.FILE_IDENTIFIER);
        assertThatThrownBy(() -> codec().deserialize(b.sizedByteArray())).hasMessageContaining("unknown Size number 5");
    }

    @Test
    void theUserModelsBuffersAreRefused() throws Exception {
        byte[] users = FlatBuffersCodec.users().serialize(UsersDataset.generate(1));
        assertThatThrownBy(() -> codec().deserialize(users)).hasMessageContaining("file identifier");
    }

    /** 20 000 persons all pointing at one 1000-character string: an 80 KB payload, 20 million characters. */
    @Test
    void offsetsSharingOneStringCannotBlowUpTheModel() {
        FlatBufferBuilder b = new FlatBufferBuilder();
        int[] slots = SizePrefixedBuffers.slotsOfOneLongString(b);
        int persons = serbench_fb.Media.createPersonsVector(b, slots);
        int uri = b.createString("m");
        int format = b.createString("f");
        serbench_fb.Media.startMedia(b);
        serbench_fb.Media.addUri(b, uri);
        serbench_fb.Media.addFormat(b, format);
        serbench_fb.Media.addPersons(b, persons);
        int media = serbench_fb.Media.endMedia(b);
        int images = serbench_fb.MediaContent.createImagesVector(b, new int[0]);
        int content = serbench_fb.MediaContent.createMediaContent(b, images, media);
        int items = serbench_fb.MediaBatch.createItemsVector(b, new int[]{content});
        b.finishSizePrefixed(serbench_fb.MediaBatch.createMediaBatch(b, items), MediaTables.FILE_IDENTIFIER);
        assertThatThrownBy(() -> codec().deserialize(b.sizedByteArray())).hasMessageContaining("point at the same data");
    }

    /** The model's enums are jvm-serializers': JAVA = 0, FLASH = 1, SMALL = 0, LARGE = 1. */
    @Test
    void enumNumbersAreJvmSerializers() {
        assertThat(serbench_fb.Player.JAVA).isEqualTo((byte) 0);
        assertThat(serbench_fb.Player.FLASH).isEqualTo((byte) 1);
        assertThat(serbench_fb.Size.SMALL).isEqualTo((byte) 0);
        assertThat(serbench_fb.Size.LARGE).isEqualTo((byte) 1);
        assertThat(Media.Player.values()).hasSize(2);
        assertThat(Image.Size.values()).hasSize(2);
    }
}
