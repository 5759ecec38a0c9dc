package io.serbench.protobuf;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.UnknownFieldSet;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProtobufMediaCodecTest extends MediaCodecContract {
    /**
     * jvm-serializers published 242 bytes for the standard instance in protobuf (239 before the
     * second person became "Steve Jobs" + U+C2A4); the batch adds the tag and two-byte length of
     * its one item, and its count (tag and value).
     */
    @Test
    void oneObjectIsThePublishedSizePlusTheBatch() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(1));
        assertThat(payload).hasSize(242 + 3 + 2);
        assertThat(Arrays.copyOfRange(payload, 3, 245)).as("the object alone")
                .isEqualTo(io.serbench.proto.media.MediaBatch.parseFrom(payload).getItems(0).toByteArray());
        MediaContent ascii = MediaDataset.standardInstance();
        ascii.getMedia().getPersons().set(1, "Steve Jobs");
        assertThat(codec().serialize(new MediaBatch(List.of(ascii)))).hasSize(239 + 3 + 2);
    }

    /**
     * Protobuf messages do not end: ten identical items cut in half are five whole items, a valid
     * MediaBatch but for its count, which follows the items. The count must also match.
     */
    @Test
    void aBatchCutBetweenItemsOrWithAWrongCountIsRefused() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(10));
        byte[] fiveItems = Arrays.copyOf(payload, 5 * 245);
        assertThat(UnknownFieldSet.parseFrom(fiveItems).getField(1).getLengthDelimitedList()).hasSize(5);
        assertThatThrownBy(() -> codec().deserialize(fiveItems)).hasMessageContaining("count");

        ByteArrayOutputStream countSix = new ByteArrayOutputStream();
        countSix.writeBytes(fiveItems);
        countSix.writeBytes(new byte[]{0x10, 0x06});  // field 2 (count), varint 6
        assertThatThrownBy(() -> codec().deserialize(countSix.toByteArray())).hasMessageContaining("says 6 items");
        countSix.reset();
        countSix.writeBytes(fiveItems);
        countSix.writeBytes(new byte[]{0x10, 0x05});
        assertThat(codec().deserialize(countSix.toByteArray()).getItems()).hasSize(5);
    }

    /**
     * The bytes are protobuf with jvm-serializers' field numbers: read with protobuf's generic
     * reader, which knows no schema, and with the generated parser, without our converter.
     */
    @Test
    void payloadIsProtobufOfJvmSerializersSchema() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(2));
        UnknownFieldSet batch = UnknownFieldSet.parseFrom(payload);
        assertThat(batch.asMap().keySet()).containsExactly(1, 2);
        assertThat(batch.getField(2).getVarintList()).as("count = 2").containsExactly(2L);
        List<ByteString> items = batch.getField(1).getLengthDelimitedList();
        assertThat(items).hasSize(2);
        UnknownFieldSet content = UnknownFieldSet.parseFrom(items.get(0));
        assertThat(content.getField(1).getLengthDelimitedList()).as("image = 1").hasSize(2);
        UnknownFieldSet media = UnknownFieldSet.parseFrom(content.getField(2).getLengthDelimitedList().get(0));
        assertThat(media.getField(1).getLengthDelimitedList().get(0).toStringUtf8())
                .isEqualTo("http://javaone.com/keynote.mpg");
        assertThat(media.getField(6).getVarintList()).containsExactly(18_000_000L);
        assertThat(media.getField(8).getVarintList()).as("bitrate = 8").containsExactly(262_144L);
        assertThat(media.getField(9).getLengthDelimitedList()).extracting(ByteString::toStringUtf8)
                .containsExactly("Bill Gates", "Steve Jobs\uC2A4");
        assertThat(media.getField(10).getVarintList()).as("player JAVA = 0, written: required").containsExactly(0L);
        assertThat(media.hasField(11)).as("no copyright").isFalse();
        UnknownFieldSet small = UnknownFieldSet.parseFrom(content.getField(1).getLengthDelimitedList().get(1));
        assertThat(small.getField(5).getVarintList()).as("size SMALL = 0, written: required").containsExactly(0L);

        io.serbench.proto.media.MediaBatch parsed = io.serbench.proto.media.MediaBatch.parseFrom(payload);
        assertThat(parsed.getItems(1).getMedia().getPersonList()).containsExactly("Bill Gates", "Steve Jobs\uC2A4");
        assertThat(parsed.getItems(1).getImage(0).getSize()).isEqualTo(io.serbench.proto.media.Image.Size.LARGE);
        assertThat(parsed.getItems(1).getMedia().hasCopyright()).isFalse();
    }

    /** proto2 "required": a media without its player, or with a player number the enum lacks, does not parse. */
    @Test
    void aMissingRequiredFieldOrAnUnknownEnumNumberIsRefused() throws Exception {
        io.serbench.proto.media.Media media = io.serbench.proto.media.MediaBatch
                .parseFrom(codec().serialize(MediaDataset.generate(1))).getItems(0).getMedia();
        byte[] withoutPlayer = batchOfOneMedia(media.toBuilder().clearPlayer().buildPartial().toByteArray());
        assertThatThrownBy(() -> codec().deserialize(withoutPlayer)).hasMessageContaining("player");

        ByteArrayOutputStream playerSeven = new ByteArrayOutputStream();
        playerSeven.writeBytes(media.toBuilder().clearPlayer().buildPartial().toByteArray());
        playerSeven.writeBytes(new byte[]{0x50, 0x07});  // field 10 (player), varint 7
        byte[] unknownPlayer = batchOfOneMedia(playerSeven.toByteArray());
        assertThatThrownBy(() -> codec().deserialize(unknownPlayer)).hasMessageContaining("player");
    }

    /** A repeated field has no null: documented in MediaConverter. */
    @Test
    void aNullListComesBackEmpty() throws Exception {
        MediaContent content = MediaDataset.standardInstance();
        content.getMedia().setPersons(null);
        content.setImages(null);
        MediaContent back = codec().deserialize(codec().serialize(new MediaBatch(List.of(content)))).getItems().get(0);
        assertThat(back.getMedia().getPersons()).isEmpty();
        assertThat(back.getImages()).isEmpty();
    }

    /** MediaBatch { items = 1 { media = 2 { the given bytes } }, count = 1 }, written with protobuf's own encoder. */
    private static byte[] batchOfOneMedia(byte[] media) throws Exception {
        ByteString content = field(2, ByteString.copyFrom(media));
        return field(1, content).concat(ByteString.copyFrom(new byte[]{0x10, 0x01})).toByteArray();
    }

    private static ByteString field(int number, ByteString value) throws Exception {
        ByteString.Output out = ByteString.newOutput();
        CodedOutputStream coded = CodedOutputStream.newInstance(out);
        coded.writeBytes(number, value);
        coded.flush();
        return out.toByteString();
    }
}
