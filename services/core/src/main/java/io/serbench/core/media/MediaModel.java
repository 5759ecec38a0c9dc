package io.serbench.core.media;

import io.serbench.core.dataset.DataModel;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/** The MediaContent model of jvm-serializers ({@link MediaBatch}), the datasets {@code mediacontent=N}. */
public final class MediaModel implements DataModel<MediaBatch> {
    /** Its name in proto/datasets.json. */
    public static final String NAME = "mediacontent";
    public static final MediaModel INSTANCE = new MediaModel();

    private MediaModel() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Class<MediaBatch> batchType() {
        return MediaBatch.class;
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
        MediaShape.check(batch);
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
    public MediaBatch readCanonical(InputStream in) {
        return MediaCanonical.read(in);
    }

    @Override
    public String toString() {
        return NAME;
    }
}
