package io.serbench.ion;

import com.amazon.ion.IonList;
import com.amazon.ion.IonStruct;
import com.amazon.ion.IonType;
import com.amazon.ion.IonValue;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static io.serbench.ion.IonTrees.ION;
import static io.serbench.ion.IonTrees.tree;
import static org.assertj.core.api.Assertions.assertThat;

class IonMediaCodecTest extends MediaCodecContract implements IonTrees<MediaBatch> {
    /** Real binary Ion: enums are symbols, and a null is a typed null of its field's type (null.int for the bitrate). */
    @Test
    void payloadIsBinaryIonOfTheModelsTypes() throws Exception {
        MediaBatch batch = MediaDataset.generate(2);
        batch.getItems().get(0).getMedia().setBitrate(null);
        byte[] payload = codec().serialize(batch);
        assertThat(Arrays.copyOf(payload, 4)).isEqualTo(IonCodec.BINARY_VERSION_MARKER);
        IonStruct content = (IonStruct) ((IonList) ((IonStruct) tree(payload)).get("items")).get(0);
        IonStruct media = (IonStruct) content.get("media");
        assertThat(media.get("player").getType()).isEqualTo(IonType.SYMBOL);
        assertThat(media.get("copyright").getType()).isEqualTo(IonType.STRING);
        assertThat(media.get("copyright").isNullValue()).isTrue();
        assertThat(media.get("bitrate").getType()).isEqualTo(IonType.INT);
        assertThat(media.get("bitrate").isNullValue()).isTrue();
        IonStruct image = (IonStruct) ((IonList) content.get("images")).get(0);
        assertThat(image.get("size").getType()).isEqualTo(IonType.SYMBOL);
    }

    @Test
    void typesAreExact() throws Exception {
        refused(m -> m.put("bitrate", ION.newString("262144")), "bitrate as a string");
        refused(m -> m.put("bitrate", ION.newInt(1L << 40)), "bitrate beyond 32 bits");
        refused(m -> m.put("bitrate", ION.newNullString()), "a null of another type for the bitrate");
        refused(m -> m.put("width", ION.newFloat(640)), "width as a float");
        refused(m -> m.put("duration", ION.newNullInt()), "a null long");
        refused(m -> m.put("player", ION.newString("JAVA")), "player as a string");
        refused(m -> m.put("player", ION.newSymbol("REAL")), "an unknown player");
        refused(m -> m.put("hasBitrate", ION.newBool(true)), "the flag as a field");
        refused(m -> m.remove("copyright"), "a missing field");
        refused(m -> m.add("title", ION.newString("twice")), "a repeated field");
    }

    @Test
    void fieldsInAnotherOrderAndUntypedNullsAreAccepted() throws Exception {
        MediaBatch batch = MediaDataset.generate(1);
        batch.getItems().get(0).getMedia().setBitrate(null);
        byte[] payload = edit(batch, m -> {
            IonValue uri = m.remove("uri");
            m.put("uri", uri);
            m.put("bitrate", ION.newNull());
            m.put("copyright", ION.newNull());
        });
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
    }

    @Override
    public IonStruct record(IonValue root) {
        return (IonStruct) ((IonStruct) ((IonList) ((IonStruct) root).get("items")).get(0)).get("media");
    }
}
