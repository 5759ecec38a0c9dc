package io.serbench.testkit;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCanonical;
import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What every MediaContent codec must do, on the codec alone: the counterpart of
 * {@link CodecContract} for the second model. A framework module extends this and returns its
 * {@link MediaCodec}.
 */
public abstract class MediaCodecContract {

    protected abstract MediaCodec createMediaCodec();

    private MediaCodec codec;

    protected final MediaCodec codec() {
        if (codec == null) {
            codec = createMediaCodec();
        }
        return codec;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 10, 1000})
    void roundTripIsEqualFieldByField(int count) throws Exception {
        MediaBatch original = MediaDataset.generate(count);
        MediaBatch decoded = codec().deserialize(codec().serialize(original));
        assertThat(MediaCanonical.firstDifference(original, decoded)).as("first difference").isEmpty();
        assertThat(decoded).isEqualTo(original);
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
        MediaBatch decoded = codec().deserialize(codec().serialize(original));
        assertThat(MediaCanonical.firstDifference(original, decoded)).as("first difference").isEmpty();
        assertThat(decoded).isEqualTo(original);
        assertThat(decoded.getItems().get(0).getMedia().getBitrate()).isNull();
    }

    @Test
    void serializingLeavesTheBatchUntouched() throws Exception {
        MediaBatch batch = MediaDataset.generate(10);
        codec().serialize(batch);
        assertThat(batch).isEqualTo(MediaDataset.generate(10));
    }

    @Test
    void payloadGrowsWithTheCount() throws Exception {
        int one = codec().serialize(MediaDataset.generate(1)).length;
        int thousand = codec().serialize(MediaDataset.generate(1000)).length;
        assertThat(one).isPositive();
        // columnar formats (Arrow, Parquet) may share repeated values, so no more than "grows"
        assertThat(thousand).isGreaterThan(one);
    }

    @Test
    void eightThreadsAtOnceGetCorrectResults() throws Exception {
        List<MediaBatch> batches = List.of(MediaDataset.generate(1), MediaDataset.generate(10),
                MediaDataset.generate(100));
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int offset = t;
                results.add(pool.submit(() -> {
                    for (int i = 0; i < 30; i++) {
                        MediaBatch batch = batches.get((offset + i) % batches.size());
                        assertThat(MediaCanonical.firstDifference(batch, codec().deserialize(codec().serialize(batch))))
                                .isEmpty();
                    }
                    return null;
                }));
            }
            for (Future<?> result : results) {
                result.get(120, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void garbageAndTruncatedPayloadsAreRejected() throws Exception {
        byte[] random = new byte[4096];
        new Random(42).nextBytes(random);
        assertThatThrownBy(() -> codec().deserialize(random)).isInstanceOf(Exception.class);
        byte[] text = "this is not a payload of any kind".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> codec().deserialize(text)).isInstanceOf(Exception.class);
        byte[] payload = codec().serialize(MediaDataset.generate(10));
        assertThatThrownBy(() -> codec().deserialize(Arrays.copyOf(payload, payload.length / 2)))
                .as("half a payload").isInstanceOf(Exception.class);
        assertThatThrownBy(() -> codec().deserialize(Arrays.copyOf(payload, payload.length - 1)))
                .as("all but the last byte").isInstanceOf(Exception.class);
        MediaBatch batch = MediaDataset.generate(1);
        assertThat(codec().deserialize(codec().serialize(batch))).isEqualTo(batch);
    }

    @Test
    void decodedBatchPassesTheShapeCheck() throws Exception {
        MediaModel.INSTANCE.checkShape(codec().deserialize(codec().serialize(MediaDataset.generate(10))));
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
