package io.serbench.parquet;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaContent;
import org.apache.parquet.io.api.Binary;

import java.util.List;

import static io.serbench.parquet.MediaSchema.*;

/**
 * Writes a MediaContent as one Parquet record, straight from the model into Parquet's record
 * consumer, as {@link UserWriteSupport} writes a user. An optional field that is null (a title,
 * an unset bitrate, the copyright) is not written; a null where {@link MediaSchema} is
 * {@code required} is refused.
 *
 * <p>One instance per file (see {@link RecordWriteSupport}).
 */
final class MediaWriteSupport extends RecordWriteSupport<MediaContent> {
    /** The enum names, encoded once. */
    private static final Binary[] SIZE_NAMES = names(Image.Size.values());
    private static final Binary[] PLAYER_NAMES = names(Media.Player.values());

    MediaWriteSupport() {
        super(SCHEMA);
    }

    @Override
    public void write(MediaContent content) {
        out.startMessage();
        writeImages(required(content.getImages(), "images"));
        out.startField("media", MEDIA);
        writeMedia(required(content.getMedia(), "media"));
        out.endField("media", MEDIA);
        out.endMessage();
    }

    private void writeImages(List<Image> images) {
        startList("images", IMAGES, images.size());
        for (Image image : images) {
            required(image, "images (an element)");
            out.startGroup(); // the repeated "list" group: one per element
            out.startField("element", ELEMENT);
            out.startGroup();
            writeString("uri", IMAGE_URI, required(image.getUri(), "an image's uri"));
            writeString("title", IMAGE_TITLE, image.getTitle());
            writeInt("width", IMAGE_WIDTH, image.getWidth());
            writeInt("height", IMAGE_HEIGHT, image.getHeight());
            writeBinary("size", IMAGE_SIZE, SIZE_NAMES[required(image.getSize(), "an image's size").ordinal()]);
            out.endGroup();
            out.endField("element", ELEMENT);
            out.endGroup();
        }
        endList("images", IMAGES, images.size());
    }

    /** Media's own fields are {@link MediaFields}' (the part a version of the model changes). */
    private void writeMedia(Media media) {
        out.startGroup();
        MediaFields.write(this, media);
        out.endGroup();
    }

    void writePlayer(int index, Media.Player player) {
        writeBinary("player", index, PLAYER_NAMES[player.ordinal()]);
    }

    @Override
    protected <V> V required(V value, String field) {
        if (value == null) {
            throw new IllegalArgumentException(field + " is null, which the MediaContent schema has no place for");
        }
        return value;
    }
}
