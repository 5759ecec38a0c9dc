package io.serbench.core.media;

import io.serbench.core.dataset.CanonicalDiff;
import io.serbench.core.dataset.CanonicalJson;

import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The canonical shape of a {@link MediaBatch}, the counterpart of UsersCanonical for the users
 * model: {@code {"items":[{"media":{...},"images":[...]}]}} with jvm-serializers' field names in
 * its order, enums as their names, and an unset bitrate as null. {@link CanonicalJson} writes it
 * and {@link CanonicalDiff} compares it.
 */
public final class MediaCanonical {
    /** The batch's one field. */
    static final String FIELD = "items";

    private MediaCanonical() {
    }

    /** The whole batch's tree (streamed writing and diffing build one item's at a time instead). */
    public static Map<String, Object> of(MediaBatch batch) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put(FIELD, batch.getItems() == null ? null : list(batch.getItems()));
        return tree;
    }

    public static Map<String, Object> item(MediaContent content) {
        if (content == null) {
            return null;
        }
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("media", media(content.getMedia()));
        if (content.getImages() == null) {
            tree.put("images", null);
        } else {
            List<Object> images = new ArrayList<>(content.getImages().size());
            for (Image image : content.getImages()) {
                images.add(image(image));
            }
            tree.put("images", images);
        }
        return tree;
    }

    private static List<Object> list(List<MediaContent> items) {
        List<Object> out = new ArrayList<>(items.size());
        for (MediaContent item : items) {
            out.add(item(item));
        }
        return out;
    }

    private static Map<String, Object> media(Media media) {
        if (media == null) {
            return null;
        }
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("uri", media.getUri());
        tree.put("title", media.getTitle());
        tree.put("width", media.getWidth());
        tree.put("height", media.getHeight());
        tree.put("format", media.getFormat());
        tree.put("duration", media.getDuration());
        tree.put("size", media.getSize());
        tree.put("bitrate", media.getBitrate());
        tree.put("persons", media.getPersons() == null ? null : new ArrayList<Object>(media.getPersons()));
        tree.put("player", media.getPlayer() == null ? null : media.getPlayer().name());
        tree.put("copyright", media.getCopyright());
        return tree;
    }

    private static Map<String, Object> image(Image image) {
        if (image == null) {
            return null;
        }
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("uri", image.getUri());
        tree.put("title", image.getTitle());
        tree.put("width", image.getWidth());
        tree.put("height", image.getHeight());
        tree.put("size", image.getSize() == null ? null : image.getSize().name());
        return tree;
    }

    /** The canonical JSON of the batch, streamed one item's tree at a time. */
    public static void write(MediaBatch batch, OutputStream out) {
        CanonicalJson.writeBatch(FIELD, batch.getItems(), MediaCanonical::item, out);
    }

    /** The first difference, named by its path ({@code items[3].media.persons[1]: ...}); empty when equal. */
    public static Optional<String> firstDifference(MediaBatch expected, MediaBatch actual) {
        return CanonicalDiff.firstDifference(expected, actual, FIELD, MediaBatch::getItems, MediaCanonical::item);
    }
}
