package io.serbench.cbor;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.PlainTrees;
import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.cbor.CBORMapper;

import java.util.Arrays;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CborMediaCodecTest extends MediaCodecContract {
    /** A plain mapper: reads and writes CBOR without any of the codec's settings. */
    private static final CBORMapper PLAIN = new CBORMapper();

    @Override
    protected Codec<MediaBatch> createCodec() {
        return new CborCodec<>(MediaModel.INSTANCE);
    }

    /** Real CBOR: Jackson's tree reader (no binding) sees maps of jvm-serializers' fields, in order. */
    @Test
    void payloadIsCborMapsOfTheModel() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(2));
        assertThat(payload[0] & 0xff).as("an indefinite-length map").isEqualTo(0xbf);
        JsonNode root = PLAIN.readTree(payload);
        assertThat(root.get("items").size()).isEqualTo(2);
        PlainTrees.assertStandardMediaContent(root.get("items").get(0), FieldOrder.MODEL);
        PlainTrees.assertStandardMediaContent(root.get("items").get(1), FieldOrder.MODEL);
    }

    @Test
    void anUnsetBitrateIsNullAndAnEmptyTitleStaysEmpty() throws Exception {
        MediaBatch batch = MediaDataset.generate(1);
        batch.getItems().get(0).getMedia().setBitrate(null);
        batch.getItems().get(0).getMedia().setTitle("");
        byte[] payload = codec().serialize(batch);
        JsonNode media = PLAIN.readTree(payload).get("items").get(0).get("media");
        assertThat(media.get("bitrate").isNull()).isTrue();
        assertThat(media.get("title").asString()).isEmpty();
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
    }

    @Test
    void trailingBytesAreRefused() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(2));
        byte[] longer = Arrays.copyOf(payload, payload.length + 1); // a CBOR zero
        assertThatThrownBy(() -> codec().deserialize(longer)).isInstanceOf(JacksonException.class)
                .hasMessageContaining("Trailing token");
    }

    @Test
    void scalarsAreNotCoerced() throws Exception {
        refused(m -> m.put("bitrate", "262144"), "bitrate as a string");
        refused(m -> m.put("bitrate", 262144.0), "bitrate as a double");
        refused(m -> m.put("width", 1L << 40), "width beyond 32 bits");
        refused(m -> m.put("player", 0), "player as an index");
        refused(m -> m.put("player", "REAL"), "an unknown player");
        refused(m -> m.putNull("duration"), "a null long");
        refused(m -> m.put("hasBitrate", true), "the flag as a field");
    }

    private void refused(Consumer<ObjectNode> change, String what) throws Exception {
        JsonNode root = PLAIN.readTree(codec().serialize(MediaDataset.generate(1)));
        change.accept((ObjectNode) root.get("items").get(0).get("media"));
        byte[] payload = PLAIN.writeValueAsBytes(root);
        assertThatThrownBy(() -> codec().deserialize(payload)).as(what).isInstanceOf(JacksonException.class);
    }
}
