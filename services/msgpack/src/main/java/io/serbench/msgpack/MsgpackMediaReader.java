package io.serbench.msgpack;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static io.serbench.msgpack.MsgpackLayout.IMAGE;
import static io.serbench.msgpack.MsgpackLayout.MEDIA;
import static io.serbench.msgpack.MsgpackLayout.MEDIA_BATCH;
import static io.serbench.msgpack.MsgpackLayout.MEDIA_CONTENT;
import static io.serbench.msgpack.MsgpackLayout.PLAYERS;
import static io.serbench.msgpack.MsgpackLayout.PLAYER_NAMES;
import static io.serbench.msgpack.MsgpackLayout.SIZES;
import static io.serbench.msgpack.MsgpackLayout.SIZE_NAMES;

/** Unpacks the MediaContent model as {@link MsgpackMediaWriter} packs it, strictly; one per thread, not thread-safe. */
final class MsgpackMediaReader extends MsgpackInput<MediaBatch> {
    private final Element<MediaContent> eachContent = this::content;

    @Override
    protected MediaBatch batch() throws IOException {
        return new MediaBatch(batch(MEDIA_BATCH, "MediaBatch", eachContent));
    }

    private MediaContent content() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        record(MEDIA_CONTENT, "MediaContent");
        MediaContent c = new MediaContent();
        int seen = 0;
        for (int i = 0; i < MEDIA_CONTENT.length; i++) {
            int f = field(MEDIA_CONTENT, i, seen, "MediaContent");
            seen |= 1 << f;
            if (f == 0) {
                c.setMedia(media());
            } else {
                c.setImages(images());
            }
        }
        return c;
    }

    private Media media() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        record(MEDIA, "Media");
        Media m = new Media();
        int seen = 0;
        for (int i = 0; i < MEDIA.length; i++) {
            int f = field(MEDIA, i, seen, "Media");
            seen |= 1 << f;
            switch (f) {
                case 0 -> m.setUri(string());
                case 1 -> m.setTitle(string());
                case 2 -> m.setWidth(in.unpackInt());
                case 3 -> m.setHeight(in.unpackInt());
                case 4 -> m.setFormat(string());
                case 5 -> m.setDuration(in.unpackLong());
                case 6 -> m.setSize(in.unpackLong());
                case 7 -> m.setBitrate(in.tryUnpackNil() ? null : in.unpackInt()); // nil: unset
                case 8 -> m.setPersons(strings());
                case 9 -> m.setPlayer(in.tryUnpackNil() ? null : PLAYERS[name(PLAYER_NAMES, "Player")]);
                default -> m.setCopyright(string());
            }
        }
        return m;
    }

    private List<Image> images() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int count = arrayHeader();
        List<Image> images = new ArrayList<>(count);
        for (int n = 0; n < count; n++) {
            if (in.tryUnpackNil()) {
                images.add(null);
                continue;
            }
            record(IMAGE, "Image");
            Image image = new Image();
            int seen = 0;
            for (int i = 0; i < IMAGE.length; i++) {
                int f = field(IMAGE, i, seen, "Image");
                seen |= 1 << f;
                switch (f) {
                    case 0 -> image.setUri(string());
                    case 1 -> image.setTitle(string());
                    case 2 -> image.setWidth(in.unpackInt());
                    case 3 -> image.setHeight(in.unpackInt());
                    default -> image.setSize(in.tryUnpackNil() ? null : SIZES[name(SIZE_NAMES, "Size")]);
                }
            }
            images.add(image);
        }
        return images;
    }
}
