package io.serbench.capnproto;

import io.serbench.capnproto.schema.Mediacontent;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.capnproto.DecodeException;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static io.serbench.capnproto.CapnpTool.MEDIACONTENT_SCHEMA;
import static io.serbench.capnproto.CapnpTool.capnp;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CapnProtoMediaCodecTest extends MediaCodecContract implements CapnpMessages<MediaBatch> {
    /** The reference implementation (the capnp tool, C++) reads our bytes as a MediaBatch of the schema. */
    @Test
    void theCapnpToolDecodesThePayload() throws Exception {
        MediaBatch batch = new MediaBatch(new ArrayList<>(List.of(MediaDataset.standardInstance(), everythingDifferent())));
        String text = new String(capnp(codec().serialize(batch), "decode", "--short", MEDIACONTENT_SCHEMA, "MediaBatch"),
                StandardCharsets.UTF_8);
        assertThat(text).startsWith("(items = [(images = [(uri = \"http://javaone.com/keynote_large.jpg\", "
                + "title = \"Javaone Keynote\", width = 1024, height = 768, size = large), ");
        assertThat(text).contains("media = (uri = \"http://javaone.com/keynote.mpg\", title = \"Javaone Keynote\", "
                + "width = 640, height = 480, format = \"video/mpg4\", duration = 18000000, size = 58982400, "
                + "bitrate = (value = 262144), persons = [\"Bill Gates\", \"Steve Jobs\uC2A4\"], player = java)");
        // The second: no title (absent from the text), bitrate unset, a copyright, FLASH.
        assertThat(text).contains("media = (uri = \"http://javaone.com/keynote.ogg\u1234\", width = 641");
        assertThat(text).contains("bitrate = (unset = void)");
        assertThat(text).contains("player = flash, copyright = \"2009, Scooby Doo\uD834\uDD1E\")");
    }

    /** And the other way: what the capnp tool encodes from text, our codec reads; empty is not null. */
    @Test
    void theCapnpToolsEncodingDecodes() throws Exception {
        String text = "(items = [(images = [(uri = \"u\", title = \"\", width = 1, height = 2, size = large)],"
                + " media = (uri = \"m\", width = 3, height = 4, format = \"\", duration = -5, size = 6,"
                + " bitrate = (value = 0), persons = [], player = flash, copyright = \"c\"))])";
        byte[] payload = capnp(text.getBytes(StandardCharsets.UTF_8), "encode", MEDIACONTENT_SCHEMA, "MediaBatch");
        MediaContent content = codec().deserialize(payload).getItems().get(0);
        Image image = content.getImages().get(0);
        assertThat(image.getTitle()).isEmpty();
        assertThat(image.getSize()).isEqualTo(Image.Size.LARGE);
        Media media = content.getMedia();
        assertThat(media.getTitle()).isNull();
        assertThat(media.getFormat()).isEmpty();
        assertThat(media.getDuration()).isEqualTo(-5);
        assertThat(media.getBitrate()).isZero();
        assertThat(media.getPersons()).isEmpty();
        assertThat(media.getPlayer()).isEqualTo(Media.Player.FLASH);
        assertThat(media.getCopyright()).isEqualTo("c");
    }

    /** A bitrate of 0 is set, not unset: the union's tag says so. */
    @Test
    void aZeroBitrateStaysSet() throws Exception {
        MediaContent content = MediaDataset.standardInstance();
        content.getMedia().setBitrate(0);
        MediaBatch back = codec().deserialize(codec().serialize(new MediaBatch(List.of(content))));
        assertThat(back.getItems().get(0).getMedia().getBitrate()).isZero();
    }

    /** Pointers can be null: a null record, list or string stays null; an empty one stays empty. */
    @Test
    void nullsSurvive() throws Exception {
        Media bare = new Media();
        bare.setPlayer(Media.Player.JAVA);
        bare.setTitle("");
        List<MediaContent> items = new ArrayList<>();
        items.add(new MediaContent(null, null));
        items.add(new MediaContent(bare, new ArrayList<>()));
        MediaBatch batch = new MediaBatch(items);
        MediaBatch back = codec().deserialize(codec().serialize(batch));
        assertThat(back).isEqualTo(batch);
        assertThat(back.getItems().get(1).getMedia().getUri()).isNull();
        assertThat(back.getItems().get(1).getMedia().getTitle()).isEmpty();
        assertThat(codec().deserialize(codec().serialize(new MediaBatch(null))).getItems()).isNull();
    }

    @Test
    void aNullEnumOrListElementIsRefusedWhenWriting() {
        MediaContent noPlayer = MediaDataset.standardInstance();
        noPlayer.getMedia().setPlayer(null);
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(noPlayer)))).hasMessageContaining("player is null");
        MediaContent nullPerson = MediaDataset.standardInstance();
        nullPerson.getMedia().getPersons().add(null);
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(nullPerson)))).hasMessageContaining("persons[2] is null");
    }

    @Test
    void aPlayerNumberOutsideTheSchemaIsRefused() throws Exception {
        byte[] payload = payloadWithMarkedMedia();
        int data = mediaDataSection(payload);
        assertThat(payload[data + 224 / 8]).isEqualTo((byte) 1); // FLASH
        payload[data + 224 / 8] = 7;
        assertThatThrownBy(() -> codec().deserialize(payload)).isInstanceOf(DecodeException.class)
                .hasMessageContaining("player number");
    }

    @Test
    void aBitrateUnionTagOutsideTheSchemaIsRefused() throws Exception {
        byte[] payload = payloadWithMarkedMedia();
        int data = mediaDataSection(payload);
        assertThat(payload[data + 240 / 8]).isEqualTo((byte) Mediacontent.Media.BITRATE_UNSET_TAG);
        payload[data + 240 / 8] = 2;
        assertThatThrownBy(() -> codec().deserialize(payload)).isInstanceOf(DecodeException.class)
                .hasMessageContaining("bitrate union tag");
    }

    /** A list of bytes cannot pose as thousands of MediaContent: the converter counts elements against words. */
    @Test
    void aListOfBytesCannotPoseAsThousandsOfItems() {
        int bytes = 2048;
        ByteBuffer buffer = ByteBuffer.allocate(8 + (2 + bytes / 8) * 8).order(ByteOrder.LITTLE_ENDIAN);
        buffer.putInt(0, 0);
        buffer.putInt(4, 2 + bytes / 8);
        buffer.putLong(8, 1L << 48);                          // root: struct at word 1, 0 data, 1 pointer
        buffer.putLong(16, 1L | (2L << 32) | ((long) bytes << 35)); // items: a list of 2048 bytes
        assertThatThrownBy(() -> codec().deserialize(buffer.array())).isInstanceOf(DecodeException.class)
                .hasMessageContaining("a list of 2048 elements");
    }

    private static final long MARK = 0x0123456789ABCDEFL;

    /** One item of media.2 with a duration no other word has, to find its data section. */
    private byte[] payloadWithMarkedMedia() throws Exception {
        MediaContent content = everythingDifferent();
        content.getMedia().setDuration(MARK);
        return codec().serialize(new MediaBatch(List.of(content)));
    }

    private static int mediaDataSection(byte[] payload) {
        ByteBuffer buffer = ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN);
        for (int at = 0; at + 8 <= payload.length; at += 8) {
            if (buffer.getLong(at) == MARK) {
                return at - 64 / 8; // duration is bits [64, 128) of Media's data section
            }
        }
        throw new AssertionError("the marked duration is not in the payload");
    }
}
