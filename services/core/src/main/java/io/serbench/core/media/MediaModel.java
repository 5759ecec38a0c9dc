package io.serbench.core.media;

import io.serbench.core.codec.ModelShape;
import io.serbench.core.dataset.DataModel;

import java.io.OutputStream;
import java.util.Map;
import java.util.Optional;

/** The MediaContent model of jvm-serializers, the dataset {@code mediacontent=N}. */
public final class MediaModel implements DataModel<MediaBatch> {
    public static final MediaModel INSTANCE = new MediaModel();

    /**
     * SHA-256 of the canonical JSON of the default sizes: fixed here and in the orchestrator
     * (serbench/scenarios.py), so that a changed standard instance cannot pass unnoticed.
     */
    public static final Map<Integer, String> GOLDEN_SHA256 = Map.of(
            1, "2fff0b1331865937406746a88d2bb4184c9e11c5522c0519b8d14c404a0cd9a1",
            10, "ec742dbc2edb5dad03b14783c8d06db9438146887ac2a2f1fb42d6265cc69793",
            1000, "31dcd6ff7b9cb3ff2df6772ef99676895c6c98c163d39eb540d2af20b0b82e48");

    private MediaModel() {
    }

    @Override
    public String name() {
        return "mediacontent";
    }

    @Override
    public MediaBatch generate(int count) {
        return MediaDataset.generate(count);
    }

    @Override
    public int count(MediaBatch batch) {
        return batch.getItems() == null ? 0 : batch.getItems().size();
    }

    @Override
    public void checkShape(MediaBatch batch) {
        for (Object element : ModelShape.elements(batch.getItems(), MediaContent.class, "items")) {
            MediaContent content = (MediaContent) element;
            Media media = content.getMedia();
            if (media != null) {
                ModelShape.text(media.getUri(), "uri");
                ModelShape.text(media.getTitle(), "title");
                ModelShape.text(media.getFormat(), "format");
                ModelShape.text(media.getCopyright(), "copyright");
                for (Object person : ModelShape.elements(media.getPersons(), String.class, "persons")) {
                    ModelShape.text((String) person, "persons");
                }
            }
            for (Object image : ModelShape.elements(content.getImages(), Image.class, "images")) {
                ModelShape.text(((Image) image).getUri(), "uri");
                ModelShape.text(((Image) image).getTitle(), "title");
            }
        }
    }

    @Override
    public Optional<String> firstDifference(MediaBatch expected, MediaBatch actual) {
        return MediaCanonical.firstDifference(expected, actual);
    }

    @Override
    public void writeCanonical(MediaBatch batch, OutputStream out) {
        MediaCanonical.write(batch, out);
    }

    @Override
    public int[] defaultCounts() {
        return MediaDataset.DEFAULT_COUNTS.clone();
    }

    @Override
    public String goldenSha256(int count) {
        return GOLDEN_SHA256.get(count);
    }
}
