package io.serbench.core.media;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * The document of the mediacontent dataset: a list of MediaContent objects. A list even for
 * one object, so that every size is the same document; the list costs one to a few bytes per
 * format (docs/comparison.md gives them beside the published single-object sizes).
 */
public final class MediaBatch implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private List<MediaContent> items;

    public MediaBatch() {
    }

    public MediaBatch(List<MediaContent> items) {
        this.items = items;
    }

    public List<MediaContent> getItems() { return items; }
    public void setItems(List<MediaContent> items) { this.items = items; }

    @Override
    public boolean equals(Object o) {
        return o instanceof MediaBatch that && Objects.equals(items, that.items);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(items);
    }

    @Override
    public String toString() {
        return "MediaBatch{items=" + items + "}";
    }
}
