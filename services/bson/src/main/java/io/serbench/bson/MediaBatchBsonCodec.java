package io.serbench.bson;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

import static io.serbench.bson.BsonFields.field;
import static io.serbench.bson.BsonFields.isNull;
import static io.serbench.bson.BsonFields.readArray;
import static io.serbench.bson.BsonFields.readBatch;
import static io.serbench.bson.BsonFields.readString;
import static io.serbench.bson.BsonFields.readStrings;
import static io.serbench.bson.BsonFields.requireAll;
import static io.serbench.bson.BsonFields.writeArray;
import static io.serbench.bson.BsonFields.writeBatch;
import static io.serbench.bson.BsonFields.writeString;
import static io.serbench.bson.BsonFields.writeStrings;

/**
 * The MediaContent model as BSON, field by field through the bson library's codec API, under the
 * rules of {@link BsonFields} (exact BSON types, every field once, nulls only as BSON null), as
 * {@link UserBatchBsonCodec} writes the users model. The layout:
 * {@code {"items": [{"media": {...}, "images": [{...}, ...]}, ...]}} with jvm-serializers' field
 * names in its order. width, height and bitrate are int32, duration and size int64; the enums
 * (player, image size) their names as strings; an unset bitrate, a null title or copyright is
 * BSON null (the field is always there, as in the users model's layout). Stateless.
 */
final class MediaBatchBsonCodec implements Codec<MediaBatch> {
    private static final String[] BATCH = {"items"};
    private static final String[] CONTENT = {"media", "images"};
    private static final String[] MEDIA = {"uri", "title", "width", "height", "format", "duration", "size", "bitrate",
            "persons", "player", "copyright"};
    private static final String[] IMAGE = {"uri", "title", "width", "height", "size"};

    @Override
    public Class<MediaBatch> getEncoderClass() {
        return MediaBatch.class;
    }

    // ---- writing ------------------------------------------------------------------------

    @Override
    public void encode(BsonWriter w, MediaBatch batch, EncoderContext context) {
        writeBatch(w, BATCH[0], batch.getItems(), MediaBatchBsonCodec::writeContent);
    }

    private static void writeContent(BsonWriter w, MediaContent c) {
        if (c == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        w.writeName(CONTENT[0]);
        writeMedia(w, c.getMedia());
        w.writeName(CONTENT[1]);
        writeArray(w, c.getImages(), MediaBatchBsonCodec::writeImage);
        w.writeEndDocument();
    }

    private static void writeMedia(BsonWriter w, Media m) {
        if (m == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        writeString(w, MEDIA[0], m.getUri());
        writeString(w, MEDIA[1], m.getTitle());
        w.writeInt32(MEDIA[2], m.getWidth());
        w.writeInt32(MEDIA[3], m.getHeight());
        writeString(w, MEDIA[4], m.getFormat());
        w.writeInt64(MEDIA[5], m.getDuration());
        w.writeInt64(MEDIA[6], m.getSize());
        Integer bitrate = m.getBitrate();
        if (bitrate == null) { // unset: BSON null, as every absent value of the layout
            w.writeNull(MEDIA[7]);
        } else {
            w.writeInt32(MEDIA[7], bitrate);
        }
        w.writeName(MEDIA[8]);
        writeStrings(w, m.getPersons());
        writeString(w, MEDIA[9], m.getPlayer() == null ? null : m.getPlayer().name());
        writeString(w, MEDIA[10], m.getCopyright());
        w.writeEndDocument();
    }

    private static void writeImage(BsonWriter w, Image i) {
        if (i == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        writeString(w, IMAGE[0], i.getUri());
        writeString(w, IMAGE[1], i.getTitle());
        w.writeInt32(IMAGE[2], i.getWidth());
        w.writeInt32(IMAGE[3], i.getHeight());
        writeString(w, IMAGE[4], i.getSize() == null ? null : i.getSize().name());
        w.writeEndDocument();
    }

    // ---- reading ------------------------------------------------------------------------

    @Override
    public MediaBatch decode(BsonReader r, DecoderContext context) {
        return new MediaBatch(readBatch(r, BATCH, "MediaBatch", MediaBatchBsonCodec::readContent));
    }

    private static MediaContent readContent(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        MediaContent c = new MediaContent();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, CONTENT, seen, "MediaContent");
            seen |= 1 << f;
            if (f == 0) {
                c.setMedia(readMedia(r));
            } else {
                c.setImages(readArray(r, MediaBatchBsonCodec::readImage));
            }
        }
        r.readEndDocument();
        requireAll(seen, CONTENT, "MediaContent");
        return c;
    }

    private static Media readMedia(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Media m = new Media();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, MEDIA, seen, "Media");
            seen |= 1 << f;
            switch (f) {
                case 0 -> m.setUri(readString(r));
                case 1 -> m.setTitle(readString(r));
                case 2 -> m.setWidth(r.readInt32());
                case 3 -> m.setHeight(r.readInt32());
                case 4 -> m.setFormat(readString(r));
                case 5 -> m.setDuration(r.readInt64());
                case 6 -> m.setSize(r.readInt64());
                case 7 -> m.setBitrate(isNull(r) ? null : r.readInt32()); // null leaves it unset
                case 8 -> m.setPersons(readStrings(r));
                case 9 -> m.setPlayer(isNull(r) ? null : Media.Player.valueOf(r.readString()));
                default -> m.setCopyright(readString(r));
            }
        }
        r.readEndDocument();
        requireAll(seen, MEDIA, "Media");
        return m;
    }

    private static Image readImage(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Image i = new Image();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, IMAGE, seen, "Image");
            seen |= 1 << f;
            switch (f) {
                case 0 -> i.setUri(readString(r));
                case 1 -> i.setTitle(readString(r));
                case 2 -> i.setWidth(r.readInt32());
                case 3 -> i.setHeight(r.readInt32());
                default -> i.setSize(isNull(r) ? null : Image.Size.valueOf(r.readString()));
            }
        }
        r.readEndDocument();
        requireAll(seen, IMAGE, "Image");
        return i;
    }
}
