package io.serbench.arrow;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaContent;
import org.apache.arrow.vector.BaseIntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.dictionary.DictionaryProvider;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads every value of one loaded record batch into MediaContent objects. The batch has been
 * checked against {@link MediaBatchSchema} and validated by Arrow, so offsets and indices can be
 * followed. The schema's non-nullable fields are checked here too: a payload may still mark one
 * of their values null in its validity bitmap, which is refused (Arrow's {@code get} refuses it
 * for the numbers). Not thread-safe: one per decode.
 */
final class MediaRowReader extends MediaVectors implements RowReader<MediaContent> {
    private final Image.Size[] sizes;
    private final Media.Player[] players;
    /** UTF-8 bytes of the string being read: one array per decode rather than one per string. */
    private final Columns.Strings strings = new Columns.Strings();

    /** Binds the vectors of a loaded batch whose schema passed {@link StreamSchema#requireSameShape}. */
    MediaRowReader(VectorSchemaRoot root, DictionaryProvider dictionaries) {
        super(root);
        sizes = Columns.constants(dictionaries, imageSize, Image.Size.class, strings);
        players = Columns.constants(dictionaries, mediaFields.player, Media.Player.class, strings);
    }

    @Override
    public void readInto(List<MediaContent> items, int rows) {
        for (int i = 0; i < rows; i++) {
            items.add(new MediaContent(media(i), images(i)));
        }
    }

    private List<Image> images(int i) {
        notNull(images.isNull(i), "images", i);
        int start = images.getElementStartIndex(i);
        int end = images.getElementEndIndex(i);
        List<Image> list = new ArrayList<>(end - start);
        for (int at = start; at < end; at++) {
            notNull(image.isNull(at), "an image", at);
            list.add(new Image(required(imageUri, at), strings.get(imageTitle, at), imageWidth.get(at),
                    imageHeight.get(at), constant(imageSize, at, sizes)));
        }
        return list;
    }

    /** Media's own fields are {@link MediaColumns}' (the part a version of the model changes). */
    private Media media(int i) {
        notNull(media.isNull(i), "media", i);
        return mediaFields.read(i, this);
    }

    /** The Player constant behind each index of the player dictionary. */
    Media.Player[] players() {
        return players;
    }

    String string(VarCharVector vector, int i) {
        return strings.get(vector, i);
    }

    String required(VarCharVector vector, int i) {
        notNull(vector.isNull(i), vector.getName(), i);
        return strings.get(vector, i);
    }

    static <E> E constant(BaseIntVector indices, int i, E[] byIndex) {
        notNull(indices.isNull(i), "an enum", i);
        return Columns.constant(indices, i, byIndex);
    }

    static void notNull(boolean isNull, String what, int index) {
        if (isNull) {
            throw new IllegalArgumentException(what + " at " + index + " is null in a column that is not nullable");
        }
    }
}
