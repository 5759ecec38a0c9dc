package io.serbench.core.media;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** jvm-serializers' {@code data.media.MediaContent}: one media and its images. */
public final class MediaContent implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private Media media;
    private List<Image> images;

    public MediaContent() {
    }

    public MediaContent(Media media, List<Image> images) {
        this.media = media;
        this.images = images;
    }

    public Media getMedia() { return media; }
    public void setMedia(Media media) { this.media = media; }
    public List<Image> getImages() { return images; }
    public void setImages(List<Image> images) { this.images = images; }

    @Override
    public boolean equals(Object o) {
        return o instanceof MediaContent that && Objects.equals(media, that.media) && Objects.equals(images, that.images);
    }

    @Override
    public int hashCode() {
        return Objects.hash(media, images);
    }

    @Override
    public String toString() {
        return "MediaContent{media=" + media + ", images=" + images + "}";
    }
}
