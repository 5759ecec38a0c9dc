package io.serbench.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonInt;
import com.amazon.ion.IonList;
import com.amazon.ion.IonStruct;
import com.amazon.ion.IonSymbol;
import com.amazon.ion.IonType;
import com.amazon.ion.IonValue;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Consumer;

import static io.serbench.ion.IonTrees.ION;
import static io.serbench.ion.IonTrees.binary;
import static io.serbench.ion.IonTrees.names;
import static io.serbench.ion.IonTrees.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IonMediaCodecTest extends MediaCodecContract {
    /** Real binary Ion: ion-java's DOM sees structs of jvm-serializers' fields in order, ints and symbols. */
    @Test
    void payloadIsBinaryIonStructsOfTheModel() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(2));
        assertThat(Arrays.copyOf(payload, 4)).isEqualTo(IonCodec.BINARY_VERSION_MARKER);
        IonStruct content = (IonStruct) ((IonList) ((IonStruct) tree(payload)).get("items")).get(0);
        assertThat(names(content)).containsExactly("media", "images");
        IonStruct media = (IonStruct) content.get("media");
        assertThat(names(media)).containsExactly("uri", "title", "width", "height", "format", "duration", "size",
                "bitrate", "persons", "player", "copyright");
        assertThat(((IonInt) media.get("bitrate")).intValue()).isEqualTo(262_144);
        assertThat(((IonInt) media.get("size")).longValue()).isEqualTo(58_982_400L);
        assertThat(media.get("player").getType()).isEqualTo(IonType.SYMBOL);
        assertThat(((IonSymbol) media.get("player")).stringValue()).isEqualTo("JAVA");
        assertThat(media.get("copyright").getType()).isEqualTo(IonType.STRING);
        assertThat(media.get("copyright").isNullValue()).isTrue();
        IonStruct image = (IonStruct) ((IonList) content.get("images")).get(0);
        assertThat(names(image)).containsExactly("uri", "title", "width", "height", "size");
        assertThat(((IonSymbol) image.get("size")).stringValue()).isEqualTo("LARGE");
    }

    @Test
    void anUnsetBitrateIsNullIntAndAnEmptyTitleStaysEmpty() throws Exception {
        MediaBatch batch = MediaDataset.generate(1);
        batch.getItems().get(0).getMedia().setBitrate(null);
        batch.getItems().get(0).getMedia().setTitle("");
        byte[] payload = codec().serialize(batch);
        IonStruct media = firstMedia(tree(payload));
        assertThat(media.get("bitrate").getType()).isEqualTo(IonType.INT);
        assertThat(media.get("bitrate").isNullValue()).isTrue();
        assertThat(media.get("title").isNullValue()).isFalse();
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
    }

    @Test
    void textIonAndASecondTopLevelValueAreRefused() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(1));
        byte[] text = tree(payload).toString().getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> codec().deserialize(text)).hasMessageContaining("not binary Ion");
        byte[] longer = Arrays.copyOf(payload, payload.length + 1);
        longer[payload.length] = 0x20; // the int 0
        assertThatThrownBy(() -> codec().deserialize(longer)).isInstanceOf(IonException.class)
                .hasMessageContaining("second top-level value");
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

    private void refused(Consumer<IonStruct> change, String what) throws Exception {
        byte[] payload = edit(MediaDataset.generate(1), change);
        assertThatThrownBy(() -> codec().deserialize(payload)).as(what).isInstanceOf(IonException.class);
    }

    private byte[] edit(MediaBatch batch, Consumer<IonStruct> change) throws Exception {
        IonValue root = tree(codec().serialize(batch));
        change.accept(firstMedia(root));
        return binary(root);
    }

    private static IonStruct firstMedia(IonValue root) {
        return (IonStruct) ((IonStruct) ((IonList) ((IonStruct) root).get("items")).get(0)).get("media");
    }
}
