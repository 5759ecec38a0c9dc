package io.serbench.msgpack;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.io.IOException;
import java.util.List;

import static io.serbench.msgpack.MsgpackLayout.IMAGE;
import static io.serbench.msgpack.MsgpackLayout.MEDIA_BATCH;
import static io.serbench.msgpack.MsgpackLayout.MEDIA_CONTENT;
import static io.serbench.msgpack.MsgpackLayout.PLAYER_NAMES;
import static io.serbench.msgpack.MsgpackLayout.SIZE_NAMES;

/**
 * Packs the MediaContent model in the layout {@link MsgpackCodec} describes for every model; one
 * per thread, not thread-safe. The MediaContent model's part of it: the batch is
 * {@code {"items": [...]}}, MediaContent {@code {"media", "images"}}, Media {@code {"uri",
 * "title", "width", "height", "format", "duration", "size", "bitrate", "persons", "player",
 * "copyright"}}, Image {@code {"uri", "title", "width", "height", "size"}}: jvm-serializers'
 * field names, in the order of the canonical form; int and long fields are integers in their
 * shortest encoding, the enums ({@code player}, Image's {@code size}) their names as str, lists
 * arrays; a null (title, copyright, any string, record, list or enum) is nil, and so is an unset
 * bitrate: the bitrate is an integer or nil, never 0 for "unset", and no separate
 * {@code hasBitrate} flag is written. Media's own fields are {@link MsgpackMediaFields}'.
 */
final class MsgpackMediaWriter extends MsgpackOutput<MediaBatch> {
    private final Element<MediaContent> eachContent = this::content;

    @Override
    protected void batch(MediaBatch batch) throws IOException {
        batch(MEDIA_BATCH, batch.getItems(), eachContent);
    }

    private void content(MediaContent c) throws IOException {
        if (c == null) {
            packer.packNil();
            return;
        }
        packer.packMapHeader(MEDIA_CONTENT.length);
        key(MEDIA_CONTENT[0]);
        media(c.getMedia());
        key(MEDIA_CONTENT[1]);
        List<Image> images = c.getImages();
        if (images == null) {
            packer.packNil();
        } else {
            packer.packArrayHeader(images.size());
            for (Image image : images) {
                image(image);
            }
        }
    }

    private void media(Media m) throws IOException {
        if (m == null) {
            packer.packNil();
            return;
        }
        MsgpackMediaFields.write(this, m);
    }

    private void image(Image i) throws IOException {
        if (i == null) {
            packer.packNil();
            return;
        }
        packer.packMapHeader(IMAGE.length);
        key(IMAGE[0]);
        string(i.getUri());
        key(IMAGE[1]);
        string(i.getTitle());
        key(IMAGE[2]);
        packer.packInt(i.getWidth());
        key(IMAGE[3]);
        packer.packInt(i.getHeight());
        key(IMAGE[4]);
        enumName(i.getSize() == null ? null : SIZE_NAMES[i.getSize().ordinal()]);
    }
}
