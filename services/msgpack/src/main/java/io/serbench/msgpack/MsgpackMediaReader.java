package io.serbench.msgpack;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static io.serbench.msgpack.MsgpackLayout.IMAGE;
import static io.serbench.msgpack.MsgpackLayout.MEDIA_BATCH;
import static io.serbench.msgpack.MsgpackLayout.MEDIA_CONTENT;
import static io.serbench.msgpack.MsgpackLayout.SIZES;
import static io.serbench.msgpack.MsgpackLayout.SIZE_NAMES;

/**
 * Unpacks the MediaContent model as {@link MsgpackMediaWriter} packs it, strictly, or tolerantly
 * for the evolution matrix's {@code compatible} configuration ({@link MsgpackInput#MsgpackInput(boolean)});
 * one per thread, not thread-safe. Media's own fields are {@link MsgpackMediaFields}'.
 */
final class MsgpackMediaReader extends MsgpackInput<MediaBatch> {
    private final Element<MediaContent> eachContent = this::content;

    /** The strict reader, as benchmarked. */
    MsgpackMediaReader() {
    }

    /** @param skipsUnknownFields see {@link MsgpackInput#MsgpackInput(boolean)} */
    MsgpackMediaReader(boolean skipsUnknownFields) {
        super(skipsUnknownFields);
    }

    @Override
    protected MediaBatch batch() throws IOException {
        return new MediaBatch(batch(MEDIA_BATCH, "MediaBatch", eachContent));
    }

    private MediaContent content() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int entries = record(MEDIA_CONTENT, "MediaContent");
        MediaContent c = new MediaContent();
        int seen = 0;
        for (int i = 0; i < entries; i++) {
            int f = field(MEDIA_CONTENT, i, seen, "MediaContent");
            if (f == SKIPPED) {
                continue;
            }
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
        int entries = record(MsgpackMediaFields.NAMES, "Media");
        Media m = new Media();
        int seen = 0;
        for (int i = 0; i < entries; i++) {
            int f = field(MsgpackMediaFields.NAMES, i, seen, "Media");
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            MsgpackMediaFields.read(this, m, f);
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
            int entries = record(IMAGE, "Image");
            Image image = new Image();
            int seen = 0;
            for (int i = 0; i < entries; i++) {
                int f = field(IMAGE, i, seen, "Image");
                if (f == SKIPPED) {
                    continue;
                }
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
