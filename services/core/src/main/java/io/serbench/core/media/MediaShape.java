package io.serbench.core.media;

import io.serbench.core.dataset.ShapeCheck;

/**
 * The MediaContent model's shape check ({@link ShapeCheck} says why): the items, persons and
 * images hold what their fields declare, and every string is Unicode text.
 */
public final class MediaShape {
    private MediaShape() {
    }

    /**
     * @throws IllegalArgumentException naming the first element of the wrong type (or null),
     *         or the first string that is not Unicode text
     */
    public static void check(MediaBatch batch) {
        for (Object element : ShapeCheck.elements(batch.getItems(), MediaContent.class, "items")) {
            MediaContent content = (MediaContent) element;
            Media media = content.getMedia();
            if (media != null) {
                ShapeCheck.text(media.getUri(), "uri");
                ShapeCheck.text(media.getTitle(), "title");
                ShapeCheck.text(media.getFormat(), "format");
                ShapeCheck.text(media.getCopyright(), "copyright");
                for (Object person : ShapeCheck.elements(media.getPersons(), String.class, "persons")) {
                    ShapeCheck.text((String) person, "persons");
                }
            }
            for (Object image : ShapeCheck.elements(content.getImages(), Image.class, "images")) {
                ShapeCheck.text(((Image) image).getUri(), "uri");
                ShapeCheck.text(((Image) image).getTitle(), "title");
            }
        }
    }
}
