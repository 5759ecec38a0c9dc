package io.serbench.smile;

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
import tools.jackson.dataformat.smile.SmileMapper;

import java.util.Arrays;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SmileMediaCodecTest extends MediaCodecContract {
    /** A plain mapper: reads and writes Smile without any of the codec's settings. */
    private static final SmileMapper PLAIN = new SmileMapper();

    @Override
    protected Codec<MediaBatch> createCodec() {
        return new SmileCodec<>(MediaModel.INSTANCE);
    }

    /** Real Smile: the header, then Jackson's tree reader (no binding) sees jvm-serializers' fields in order. */
    @Test
    void payloadIsSmileObjectsOfTheModel() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(2));
        assertThat(Arrays.copyOf(payload, 3)).as("the Smile header").containsExactly(':', ')', '\n');
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
    void aPayloadWithoutTheHeaderOrWithTrailingDataIsRefused() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(2));
        byte[] headless = Arrays.copyOfRange(payload, 4, payload.length);
        assertThatThrownBy(() -> codec().deserialize(headless)).isInstanceOf(JacksonException.class);
        byte[] longer = Arrays.copyOf(payload, payload.length + 1);
        longer[payload.length] = (byte) 0x21; // Smile null: a complete second value
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
