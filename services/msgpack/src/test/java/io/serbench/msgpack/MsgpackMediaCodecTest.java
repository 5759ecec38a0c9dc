package io.serbench.msgpack;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessageFormatException;
import org.msgpack.core.MessageIntegerOverflowException;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageTypeException;
import org.msgpack.value.MapValue;
import org.msgpack.value.Value;
import org.msgpack.value.ValueFactory;

import java.util.ArrayList;
import java.util.List;

import static io.serbench.msgpack.MsgpackTrees.field;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MsgpackMediaCodecTest extends MediaCodecContract implements MsgpackTrees<MediaBatch> {
    @Test
    void fieldsInAnotherOrderAreAccepted() throws Exception {
        MediaBatch batch = MediaDataset.generate(1);
        MapValue media = firstMedia(codec().serialize(batch));
        MediaBatch decoded = codec().deserialize(withMedia(reversed(media)));
        assertThat(decoded.getItems().get(0).getMedia()).isEqualTo(batch.getItems().get(0).getMedia());
    }

    @Test
    void wrongTypesAndFieldsAreRefused() throws Exception {
        MapValue media = firstMedia(codec().serialize(MediaDataset.generate(1)));
        assertThatThrownBy(() -> codec().deserialize(withMedia(replaced(media, "bitrate", ValueFactory.newString("1")))))
                .as("bitrate as a str").isInstanceOf(MessageTypeException.class);
        assertThatThrownBy(() -> codec().deserialize(withMedia(replaced(media, "width", ValueFactory.newInteger(1L << 40)))))
                .as("width beyond 32 bits").isInstanceOf(MessageIntegerOverflowException.class);
        assertThatThrownBy(() -> codec().deserialize(withMedia(replaced(media, "player", ValueFactory.newInteger(0)))))
                .as("player as an index").isInstanceOf(MessageTypeException.class);
        assertThatThrownBy(() -> codec().deserialize(withMedia(replaced(media, "player", ValueFactory.newString("REAL")))))
                .hasMessageContaining("'REAL' is not a Player");
        assertThatThrownBy(() -> codec().deserialize(withMedia(replaced(media, "duration", ValueFactory.newNil()))))
                .as("a nil long").isInstanceOf(MessageTypeException.class);
        assertThatThrownBy(() -> codec().deserialize(withMedia(renamed(media, "copyright", "hasBitrate"))))
                .isInstanceOf(MessageFormatException.class).hasMessageContaining("Media has no field 'hasBitrate'");
    }

    private static MapValue firstMedia(byte[] payload) throws Exception {
        MapValue root = MessagePack.newDefaultUnpacker(payload).unpackValue().asMapValue();
        return field(field(root, "items").asArrayValue().get(0).asMapValue(), "media").asMapValue();
    }

    /** A batch of one MediaContent with this media and no images. */
    private static byte[] withMedia(Value media) throws Exception {
        var packer = MessagePack.newDefaultBufferPacker();
        Value content = ValueFactory.newMap(ValueFactory.newString("media"), media,
                ValueFactory.newString("images"), ValueFactory.emptyArray());
        packer.packValue(ValueFactory.newMap(ValueFactory.newString("items"), ValueFactory.newArray(content)));
        return packer.toByteArray();
    }

    private static Value reversed(MapValue map) {
        Value[] kvs = map.getKeyValueArray();
        List<Value> out = new ArrayList<>();
        for (int i = kvs.length - 2; i >= 0; i -= 2) {
            out.add(kvs[i]);
            out.add(kvs[i + 1]);
        }
        return ValueFactory.newMap(out.toArray(new Value[0]));
    }

    private static Value replaced(MapValue map, String name, Value value) {
        Value[] kvs = map.getKeyValueArray().clone();
        for (int i = 0; i < kvs.length; i += 2) {
            if (kvs[i].asStringValue().asString().equals(name)) {
                kvs[i + 1] = value;
            }
        }
        return ValueFactory.newMap(kvs);
    }

    private static Value renamed(MapValue map, String name, String to) {
        Value[] kvs = map.getKeyValueArray().clone();
        for (int i = 0; i < kvs.length; i += 2) {
            if (kvs[i].asStringValue().asString().equals(name)) {
                kvs[i] = ValueFactory.newString(to);
            }
        }
        return ValueFactory.newMap(kvs);
    }
}
