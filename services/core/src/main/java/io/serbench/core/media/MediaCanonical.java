package io.serbench.core.media;

import io.serbench.core.canonical.CanonicalDiff;
import io.serbench.core.canonical.CanonicalJson;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The canonical shape of a {@link MediaBatch}, the counterpart of CanonicalTree for the user
 * model: {@code {"items":[{"media":{...},"images":[...]}]}} with jvm-serializers' field names in
 * its order, enums as their names, and an unset bitrate as null.
 */
public final class MediaCanonical {
    private MediaCanonical() {
    }

    public static Map<String, Object> of(MediaBatch batch) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("items", batch.getItems() == null ? null : list(batch.getItems()));
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

    public static byte[] json(MediaBatch batch) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
        CanonicalJson.writeTree(of(batch), out);
        return out.toByteArray();
    }

    public static void write(MediaBatch batch, OutputStream out) {
        CanonicalJson.writeTree(of(batch), out);
    }

    /** The first difference, named by its path ({@code items[3].media.persons[1]: ...}); empty when equal. */
    public static Optional<String> firstDifference(MediaBatch expected, MediaBatch actual) {
        if (expected == null || actual == null) {
            return expected == actual ? Optional.empty() : Optional.of("batch: one of the two is null");
        }
        List<MediaContent> e = expected.getItems();
        List<MediaContent> a = actual.getItems();
        if (e == null || a == null || e.size() != a.size()) {
            return Optional.ofNullable(CanonicalDiff.diff("", of(expected), of(actual)));
        }
        for (int i = 0; i < e.size(); i++) {
            if (!Objects.equals(e.get(i), a.get(i))) {
                String found = CanonicalDiff.diff("items[" + i + "]", item(e.get(i)), item(a.get(i)));
                // Equal trees but unequal objects: a difference the canonical form does not show
                // (an unset bitrate whose int field is not zero), still a difference.
                return Optional.of(found != null ? found : "items[" + i + "]: equal canonical form, unequal objects");
            }
        }
        return Optional.empty();
    }
}
