package io.serbench.thrift;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.Refusal;
import io.serbench.testkit.RequiredFieldsRefuseNull;
import io.serbench.testkit.UnknownPlayerNumbersAreRefused;
import io.serbench.testkit.UnsetOptionalsAreNotWritten;
import org.apache.thrift.TDeserializer;
import org.apache.thrift.TSerializer;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Map;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

class ThriftMediaCodecTest extends MediaCodecContract implements CompactStructs<MediaBatch>, UnsetOptionalsAreNotWritten,
        UnknownPlayerNumbersAreRefused, RequiredFieldsRefuseNull {
    /** The bytes are TCompactProtocol of the schema: Thrift's own TDeserializer reads them into the generated struct. */
    @Test
    void payloadIsCompactProtocolOfTheSchema() throws Exception {
        io.serbench.thrift.generated.MediaBatch struct = new io.serbench.thrift.generated.MediaBatch();
        new TDeserializer(new TCompactProtocol.Factory()).deserialize(struct, codec().serialize(MediaDataset.generate(2)));

        assertThat(struct.getItemsSize()).isEqualTo(2);
        io.serbench.thrift.generated.MediaContent content = struct.getItems().get(1);
        assertThat(content.getMedia().getUri()).isEqualTo("http://javaone.com/keynote.mpg");
        assertThat(content.getMedia().getBitrate()).isEqualTo(262_144);
        assertThat(content.getMedia().getPerson()).containsExactly("Bill Gates", "Steve Jobs\uC2A4");
        assertThat(content.getMedia().getPlayer()).isEqualTo(io.serbench.thrift.generated.Player.JAVA);
        assertThat(content.getMedia().isSetCopyright()).isFalse();
        assertThat(content.getImage()).extracting(io.serbench.thrift.generated.Image::getSize)
                .containsExactly(io.serbench.thrift.generated.Size.LARGE, io.serbench.thrift.generated.Size.SMALL);
    }

    /**
     * One MediaContent is the 243 bytes jvm-serializers publishes for thrift-compact (2023 table,
     * with "Steve Jobs\uC2A4"): the same schema gives the same bytes. The batch adds 3 (the items
     * field header, the list header, the batch's stop byte).
     */
    @Test
    void oneMediaContentIsThePublishedSize() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(1));
        io.serbench.thrift.generated.MediaContent alone = ThriftCodec.mediaContent().toWire(MediaDataset.generate(1))
                .getItems().get(0);
        byte[] content = new TSerializer(new TCompactProtocol.Factory()).serialize(alone);
        assertThat(content).hasSize(243);
        assertThat(payload).hasSize(246);
        assertThat(Arrays.copyOfRange(payload, 2, 245)).isEqualTo(content);
    }

    /** An unset bitrate is no field at all; a bitrate of 0 is one: its field header and the varint 0. */
    @Override
    public int bytesOfAZeroBitrate() {
        return 2;
    }

    /** The player is required: a number that is no Player reads as unset, which the generated reader refuses. */
    @Override
    public Refusal unknownPlayerRefusal() {
        return new Refusal(TProtocolException.class, "Required field 'player'");
    }

    /** A null the schema cannot carry (format is required) is refused when writing, not dropped. */
    @Override
    public Map<Consumer<MediaContent>, Refusal> nullRequiredFields() {
        return Map.of(c -> c.getMedia().setFormat(null), new Refusal(TProtocolException.class, "Required field 'format'"));
    }
}
