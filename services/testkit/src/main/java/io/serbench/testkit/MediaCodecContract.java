package io.serbench.testkit;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every MediaContent codec must do, on the codec alone: the checks of
 * {@link ModelCodecContract} plus MediaContent's own. A framework module extends this and returns
 * its {@code Codec<MediaBatch>}.
 */
public abstract class MediaCodecContract extends ModelCodecContract<MediaBatch> {

    protected MediaCodecContract() {
        super(MediaModel.INSTANCE);
    }

    /**
     * jvm-serializers' "everything is different" value (tpc/data/media.2.json): every optional field
     * the other way round (no title, no bitrate, a copyright ending in a character outside the BMP),
     * the other enum constants, a third image, and the largest sizes: what a codec that only ever saw
     * the standard instance could get wrong.
     */
    @Test
    void everyOptionalFieldTheOtherWayRoundRoundTrips() throws Exception {
        MediaBatch original = new MediaBatch(new ArrayList<>(List.of(everythingDifferent(), MediaDataset.standardInstance())));
        MediaBatch decoded = assertRoundTrips(original);
        assertThat(decoded.getItems().get(0).getMedia().getBitrate()).isNull();
    }

    /** Presence: an empty title or copyright and a zero bitrate are values, not the absence of one. */
    @Test
    void emptyAndZeroValuesStayApartFromNull() throws Exception {
        MediaContent content = MediaDataset.standardInstance();
        content.getMedia().setTitle("");
        content.getMedia().setBitrate(0);
        content.getMedia().setCopyright("");
        content.getImages().get(0).setTitle("");
        assertRoundTrips(new MediaBatch(new ArrayList<>(List.of(content))));
    }

    /** Columnar formats (Arrow, Parquet) may share repeated values, so no more than "grows". */
    @Test
    void payloadGrowsWithTheCount() throws Exception {
        int one = codec().serialize(batch(1)).length;
        int thousand = codec().serialize(batch(1000)).length;
        assertThat(one).isPositive();
        assertThat(thousand).isGreaterThan(one);
    }

    @Override
    public final void assertPlainBatch(JsonNode root, FieldOrder order) {
        assertThat(root.get("items").size()).isEqualTo(2);
        PlainTrees.assertStandardMediaBatch(root, order);
    }

    /** Two standard instances: the first with no bitrate and an empty title, the second with a bitrate of 0. */
    @Override
    public final MediaBatch batchWithNulls() {
        MediaBatch batch = batch(2);
        batch.getItems().get(0).getMedia().setBitrate(null);
        batch.getItems().get(0).getMedia().setTitle("");
        batch.getItems().get(1).getMedia().setBitrate(0);
        return batch;
    }

    @Override
    public final void assertNullsWritten(JsonNode root) {
        JsonNode unset = root.get("items").get(0).get("media");
        assertThat(unset.get("bitrate").isNull()).as("an unset bitrate written as null").isTrue();
        assertThat(unset.get("title").isString()).as("an empty title is a string").isTrue();
        assertThat(unset.get("title").asString()).isEmpty();
        JsonNode zero = root.get("items").get(1).get("media").get("bitrate");
        assertThat(zero.isInt() && zero.asInt() == 0).as("a bitrate of 0 written as 0, not as null").isTrue();
    }

    @Override
    public final ObjectNode recordToEdit(JsonNode root) {
        return (ObjectNode) root.get("items").get(0).get("media");
    }

    @Override
    public final List<TreeEdit> inexactValues() {
        return List.of(
                new TreeEdit("bitrate as a string", m -> m.put("bitrate", "262144")),
                new TreeEdit("bitrate as a double", m -> m.put("bitrate", 262144.0)),
                new TreeEdit("width beyond 32 bits", m -> m.put("width", 1L << 40)),
                new TreeEdit("player as an index", m -> m.put("player", 0)),
                new TreeEdit("an unknown player", m -> m.put("player", "REAL")),
                new TreeEdit("a null long", m -> m.putNull("duration")),
                new TreeEdit("the flag as a field", m -> m.put("hasBitrate", true)));
    }

    /** tpc/data/media.2.json of jvm-serializers, with its bitrate unset as its Java loader leaves it. */
    public static MediaContent everythingDifferent() {
        Media media = new Media();
        media.setUri("http://javaone.com/keynote.ogg\u1234");
        media.setTitle(null);
        media.setWidth(641);
        media.setHeight(481);
        media.setFormat("video/theora\u1234");
        media.setDuration(18_000_001L);
        media.setSize(58_982_401L);
        media.setBitrate(null);
        media.setPersons(new ArrayList<>(List.of("Bill Gates, Jr.\u1234", "Steven Jobs\u1234")));
        media.setPlayer(Media.Player.FLASH);
        media.setCopyright("2009, Scooby Doo\uD834\uDD1E");
        List<Image> images = new ArrayList<>(List.of(
                new Image("http://javaone.com/keynote_huge.jpg\u1234", "Javaone Keynote\u1234", 32000, 24000,
                        Image.Size.LARGE),
                new Image("http://javaone.com/keynote_large.jpg\u1234", null, 1024, 768, Image.Size.LARGE),
                new Image("http://javaone.com/keynote_small.jpg\u1234", null, 320, 240, Image.Size.SMALL)));
        return new MediaContent(media, images);
    }
}
