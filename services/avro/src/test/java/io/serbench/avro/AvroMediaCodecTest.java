package io.serbench.avro;

import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.Refusal;
import io.serbench.testkit.UnknownPlayerNumbersAreRefused;
import io.serbench.testkit.UnsetOptionalsAreNotWritten;
import org.apache.avro.Schema;
import org.apache.avro.SchemaBuilder;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.DecoderFactory;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AvroMediaCodecTest extends MediaCodecContract implements AvroBinary<MediaBatch>, UnsetOptionalsAreNotWritten,
        UnknownPlayerNumbersAreRefused {

    /** The bytes are plain Avro binary of proto/mediacontent.avsc: Avro's generic reader reads them without our classes. */
    @Test
    void payloadIsAvroBinaryOfTheSchemaFile() throws Exception {
        GenericRecord read = AvroBinary.readWithTheSchemaFile("mediacontent.avsc", codec().serialize(MediaDataset.generate(2)));

        @SuppressWarnings("unchecked")
        List<GenericRecord> items = (List<GenericRecord>) read.get("items");
        assertThat(items).hasSize(2);
        GenericRecord media = (GenericRecord) items.get(1).get("media");
        assertThat(media.get("uri").toString()).isEqualTo("http://javaone.com/keynote.mpg");
        assertThat(media.get("bitrate")).isEqualTo(262_144);
        assertThat(media.get("duration")).isEqualTo(18_000_000L);
        assertThat(media.get("player").toString()).isEqualTo("JAVA");
        assertThat(media.get("copyright")).isNull();
        assertThat(((List<?>) media.get("persons")).get(1).toString()).isEqualTo("Steve Jobs\uC2A4");
        @SuppressWarnings("unchecked")
        List<GenericRecord> images = (List<GenericRecord>) items.get(1).get("images");
        assertThat(images).extracting(image -> image.get("size").toString()).containsExactly("LARGE", "SMALL");
    }

    /**
     * One MediaContent is the bytes of jvm-serializers' media.avro, which declares the enums as
     * int: read with that layout, it is 224 bytes (the published 221 plus the 3 UTF-8 bytes of
     * the "\uC2A4" the standard instance has had since 2016) and the enums are their numbers.
     * The batch adds 2 bytes: the array's block count and its end.
     */
    @Test
    void oneMediaContentIsTheBytesOfJvmSerializersLayout() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(1));
        assertThat(payload).hasSize(226);
        assertThat(payload[0]).isEqualTo((byte) 2); // a block of 1 item (zig-zag)
        assertThat(payload[225]).isEqualTo((byte) 0); // no more blocks

        BinaryDecoder decoder = DecoderFactory.get().binaryDecoder(payload, 1, 224, null);
        GenericRecord content = new GenericDatumReader<GenericRecord>(enumsAsInt()).read(null, decoder);
        assertThat(decoder.isEnd()).isTrue();
        assertThat(((GenericRecord) content.get("media")).get("player")).isEqualTo(0); // JAVA
        @SuppressWarnings("unchecked")
        List<GenericRecord> images = (List<GenericRecord>) content.get("images");
        assertThat(images).extracting(image -> image.get("size")).containsExactly(1, 0); // LARGE, SMALL
    }

    /** jvm-serializers' MediaContent layout (tpc/schema/media.avro): our schema with int where it has enums. */
    private static Schema enumsAsInt() {
        Schema image = SchemaBuilder.record("Image").fields()
                .requiredString("uri").optionalString("title").requiredInt("width").requiredInt("height")
                .requiredInt("size").endRecord();
        Schema media = SchemaBuilder.record("Media").fields()
                .requiredString("uri").optionalString("title").requiredInt("width").requiredInt("height")
                .requiredString("format").requiredLong("duration").requiredLong("size").optionalInt("bitrate")
                .name("persons").type().array().items().stringType().noDefault()
                .requiredInt("player").optionalString("copyright").endRecord();
        return SchemaBuilder.record("MediaContent").fields()
                .name("images").type().array().items(image).noDefault()
                .name("media").type(media).noDefault()
                .endRecord();
    }

    /** An unset bitrate is the union's null branch; a bitrate of 0 the int branch and the varint 0. */
    @Override
    public int bytesOfAZeroBitrate() {
        return 1;
    }

    /** An enum index outside the Player symbols (it has two) is refused, not mapped to anything. */
    @Override
    public Refusal unknownPlayerRefusal() {
        return Refusal.saying("");
    }

    /** A null the schema cannot carry (format is a plain string) is refused when writing, not dropped. */
    @Test
    void aNullInAPlainFieldIsRefusedOnWrite() throws Exception {
        MediaContent content = MediaDataset.standardInstance();
        content.getMedia().setFormat(null);
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(new ArrayList<>(List.of(content)))))
                .isInstanceOf(Exception.class);
        MediaBatch batch = MediaDataset.generate(3);
        assertThat(codec().serialize(batch)).isEqualTo(AvroCodec.mediaContent().serialize(batch)); // nothing leaked
    }
}
