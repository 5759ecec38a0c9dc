package io.serbench.core.media;

import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.dataset.DatasetCatalog;
import io.serbench.core.dataset.DataModelContract;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class MediaDatasetTest extends DataModelContract<MediaBatch> {

    MediaDatasetTest() {
        super(MediaModel.INSTANCE, Map.of(
                1, "2fff0b1331865937406746a88d2bb4184c9e11c5522c0519b8d14c404a0cd9a1",
                10, "ec742dbc2edb5dad03b14783c8d06db9438146887ac2a2f1fb42d6265cc69793",
                1000, "31dcd6ff7b9cb3ff2df6772ef99676895c6c98c163d39eb540d2af20b0b82e48"));
    }

    /** The tree of the whole batch and the streamed writing, one item at a time, are the same bytes. */
    @Test
    void streamingItemByItemWritesTheSameBytesAsTheWholeTree() {
        MediaBatch batch = MediaDataset.generate(5);
        batch.getItems().set(2, null);
        java.io.ByteArrayOutputStream whole = new java.io.ByteArrayOutputStream();
        io.serbench.core.dataset.CanonicalJson.writeTree(MediaCanonical.of(batch), whole);
        assertThat(MediaModel.INSTANCE.canonicalJson(batch)).isEqualTo(whole.toByteArray());
        assertThat(new String(MediaModel.INSTANCE.canonicalJson(new MediaBatch(null)), StandardCharsets.UTF_8))
                .isEqualTo("{\"items\":null}");
    }

    /** The values of jvm-serializers' tpc/data/media.1.json, field by field. */
    @Test
    void theStandardInstance() {
        MediaContent content = MediaDataset.standardInstance();
        Media media = content.getMedia();
        assertThat(media.getUri()).isEqualTo("http://javaone.com/keynote.mpg");
        assertThat(media.getTitle()).isEqualTo("Javaone Keynote");
        assertThat(media.getWidth()).isEqualTo(640);
        assertThat(media.getHeight()).isEqualTo(480);
        assertThat(media.getFormat()).isEqualTo("video/mpg4");
        assertThat(media.getDuration()).isEqualTo(18_000_000L);
        assertThat(media.getSize()).isEqualTo(58_982_400L);
        assertThat(media.getBitrate()).isEqualTo(262_144);
        assertThat(media.getPersons()).containsExactly("Bill Gates", "Steve Jobs\uC2A4");
        assertThat(media.getPersons().get(1).getBytes(StandardCharsets.UTF_8)).endsWith(0xEC, 0x8A, 0xA4);
        assertThat(media.getPlayer()).isEqualTo(Media.Player.JAVA);
        assertThat(media.getCopyright()).isNull();
        assertThat(content.getImages()).containsExactly(
                new Image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, Image.Size.LARGE),
                new Image("http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240, Image.Size.SMALL));
    }

    /** Equal values, separate objects: reference-tracking formats must not see shared strings. */
    @Test
    void copiesShareNoObject() {
        MediaBatch batch = MediaDataset.generate(2);
        MediaContent a = batch.getItems().get(0);
        MediaContent b = batch.getItems().get(1);
        assertThat(a).isEqualTo(b).isNotSameAs(b);
        assertThat(a.getMedia().getUri()).isNotSameAs(b.getMedia().getUri());
        assertThat(a.getMedia().getPersons().get(0)).isNotSameAs(b.getMedia().getPersons().get(0));
        assertThat(a.getImages().get(0).getTitle()).isNotSameAs(b.getImages().get(0).getTitle());
        assertThat(a.getImages().get(0).getTitle()).isNotSameAs(a.getImages().get(1).getTitle());
    }

    @Test
    void anUnsetBitrateIsNullInTheCanonicalFormAndADifference() {
        MediaBatch expected = MediaDataset.generate(1);
        MediaBatch actual = MediaDataset.generate(1);
        actual.getItems().get(0).getMedia().setBitrate(null);
        assertThat(new String(MediaModel.INSTANCE.canonicalJson(actual), StandardCharsets.UTF_8)).contains("\"bitrate\":null");
        assertThat(MediaModel.INSTANCE.firstDifference(expected, actual)).contains("items[0].media.bitrate: 262144 != null");
    }

    @Test
    void theDefaultCountsStayCachedAndOnlyTheLastOtherOne() {
        DatasetCache cache = new DatasetCache(DatasetCatalog.standard());
        MediaBatch ten = cache.get(MediaModel.INSTANCE, 10);
        MediaBatch seven = cache.get(MediaModel.INSTANCE, 7);
        assertThat(MediaModel.INSTANCE.count(seven)).isEqualTo(7);
        assertThat(cache.get(MediaModel.INSTANCE, 7)).isSameAs(seven);
        cache.get(MediaModel.INSTANCE, 8);
        assertThat(cache.get(MediaModel.INSTANCE, 7)).as("only the last other count is kept").isNotSameAs(seven);
        assertThat(cache.get(MediaModel.INSTANCE, 10)).as("a default count stays").isSameAs(ten);
    }

    @Test
    void theShapeCheckNamesAForeignElement() {
        MediaBatch batch = MediaDataset.generate(1);
        @SuppressWarnings({"unchecked", "rawtypes"})
        java.util.List<Object> persons = (java.util.List) batch.getItems().get(0).getMedia().getPersons();
        persons.add(42);
        assertThatIllegalArgumentException().isThrownBy(() -> MediaModel.INSTANCE.checkShape(batch))
                .withMessageContaining("persons holds a java.lang.Integer");
    }
}
