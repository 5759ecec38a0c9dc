package io.serbench.arrow;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaContent;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;

import java.util.List;

import static io.serbench.arrow.Columns.set;
import static io.serbench.arrow.Columns.setEnum;

/**
 * Writes MediaContent objects into the vectors of {@link MediaBatchSchema}, a row per
 * MediaContent, as {@link UserRowWriter} writes users. A null where the schema is not nullable
 * (jvm-serializers' required fields) is refused. Not thread-safe: it belongs to one
 * {@link StreamWriter}.
 */
final class MediaRowWriter extends MediaVectors implements RowWriter<MediaContent> {

    MediaRowWriter(VectorSchemaRoot root) {
        super(root);
    }

    @Override
    public void write(int i, MediaContent row) {
        MediaContent content = required(row, "items[" + i + "]");
        writeImages(i, required(content.getImages(), "images"));
        writeMedia(i, required(content.getMedia(), "media"));
    }

    private void writeImages(int i, List<Image> list) {
        int start = images.startNewValue(i);
        for (int k = 0; k < list.size(); k++) {
            Image im = required(list.get(k), "images[" + k + "]");
            int at = start + k;
            image.setIndexDefined(at);
            setRequired(imageUri, at, im.getUri(), "image uri");
            set(imageTitle, at, im.getTitle());
            imageWidth.setSafe(at, im.getWidth());
            imageHeight.setSafe(at, im.getHeight());
            setEnum(imageSize, at, required(im.getSize(), "image size"));
        }
        images.endValue(i, list.size());
    }

    /** Media's own fields are {@link MediaColumns}' (the part a version of the model changes). */
    private void writeMedia(int i, Media m) {
        media.setIndexDefined(i);
        mediaFields.write(i, m);
    }

    static void setRequired(VarCharVector vector, int index, String text, String field) {
        set(vector, index, required(text, field));
    }

    static <T> T required(T value, String field) {
        if (value == null) {
            throw new IllegalArgumentException(field + " is null, which the MediaContent schema has no place for");
        }
        return value;
    }
}
