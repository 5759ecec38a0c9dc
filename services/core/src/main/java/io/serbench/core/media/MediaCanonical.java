package io.serbench.core.media;

import io.serbench.core.dataset.CanonicalDiff;
import io.serbench.core.dataset.CanonicalJson;
import io.serbench.core.dataset.CanonicalReader;

import java.io.InputStream;

import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The canonical shape of a {@link MediaBatch}, the counterpart of UsersCanonical for the users
 * model: {@code {"items":[{"media":{...},"images":[...]}]}} with jvm-serializers' field names in
 * its order, enums as their names, and an unset bitrate as null. {@link CanonicalJson} writes it,
 * {@link CanonicalDiff} compares it and {@link CanonicalReader} reads it back ({@link #read}: the
 * same names in the same order, kept equal by the round-trip tests).
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

    /**
     * The batch that canonical JSON holds, read exactly; a null bitrate is an unset one.
     *
     * @throws io.serbench.core.dataset.CanonicalJsonException naming the path of the first thing that is
     *         not canonical JSON of the MediaContent model
     */
    public static MediaBatch read(InputStream in) {
        return CanonicalReader.read(in, r -> {
            r.startObject();
            MediaBatch batch = new MediaBatch(r.list(FIELD, CanonicalReader.nullable(MediaCanonical::readItem)));
            r.endObject();
            return batch;
        });
    }

    private static MediaContent readItem(CanonicalReader r) {
        r.startObject();
        MediaContent content = new MediaContent();
        content.setMedia(r.object("media", MediaCanonical::readMedia));
        content.setImages(r.list("images", CanonicalReader.nullable(MediaCanonical::readImage)));
        r.endObject();
        return content;
    }

    private static Media readMedia(CanonicalReader r) {
        r.startObject();
        Media media = new Media();
        media.setUri(r.string("uri"));
        media.setTitle(r.string("title"));
        media.setWidth(r.intValue("width"));
        media.setHeight(r.intValue("height"));
        media.setFormat(r.string("format"));
        media.setDuration(r.longValue("duration"));
        media.setSize(r.longValue("size"));
        media.setBitrate(r.nullableInt("bitrate"));
        media.setPersons(r.list("persons", CanonicalReader::stringElement));
        media.setPlayer(r.enumValue("player", Media.Player.class));
        media.setCopyright(r.string("copyright"));
        r.endObject();
        return media;
    }

    private static Image readImage(CanonicalReader r) {
        r.startObject();
        Image image = new Image();
        image.setUri(r.string("uri"));
        image.setTitle(r.string("title"));
        image.setWidth(r.intValue("width"));
        image.setHeight(r.intValue("height"));
        image.setSize(r.enumValue("size", Image.Size.class));
        r.endObject();
        return image;
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
