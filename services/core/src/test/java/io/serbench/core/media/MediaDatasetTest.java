package io.serbench.core.media;

import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.dataset.DatasetSize;
import io.serbench.core.dataset.GoldenDatasets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class MediaDatasetTest {

    @ParameterizedTest
    @ValueSource(ints = {1, 10, 1000})
    void canonicalJsonHasTheGoldenHash(int count) {
        assertThat(GoldenDatasets.sha256(MediaCanonical.json(MediaDataset.generate(count))))
                .isEqualTo(MediaModel.GOLDEN_SHA256.get(count));
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
        assertThat(new String(MediaCanonical.json(actual), StandardCharsets.UTF_8)).contains("\"bitrate\":null");
        assertThat(MediaCanonical.firstDifference(expected, actual)).contains("items[0].media.bitrate: 262144 != null");
    }

    @Test
    void sizesAreParsedAndCached() {
        DatasetSize size = DatasetSize.parse(null, null, "10");
        assertThat(size).isEqualTo(new DatasetSize("mediacontent", null, 10));
        assertThat(size.label()).isEqualTo("mediacontent=10");
        assertThatIllegalArgumentException().isThrownBy(() -> DatasetSize.parse(null, null, "100001"))
                .withMessage("mediacontent must be from 1 to 100000, got 100001");
        assertThatIllegalArgumentException().isThrownBy(() -> DatasetSize.parse("small", null, "1"))
                .withMessageContaining("not several");
        DatasetCache cache = new DatasetCache();
        assertThat(cache.get(MediaModel.INSTANCE, 10)).isSameAs(cache.get(MediaModel.INSTANCE, 10));
        assertThat(MediaModel.INSTANCE.count(cache.get(MediaModel.INSTANCE, 7))).isEqualTo(7);
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
