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

import java.util.ArrayList;
import java.util.List;

import static io.serbench.bson.UserBatchBsonCodec.field;
import static io.serbench.bson.UserBatchBsonCodec.isNull;
import static io.serbench.bson.UserBatchBsonCodec.readString;
import static io.serbench.bson.UserBatchBsonCodec.requireAll;
import static io.serbench.bson.UserBatchBsonCodec.writeString;

/**
 * The MediaContent model as BSON, field by field through the bson library's codec API (the
 * layout is described on {@link BsonMediaCodec}), under the rules of {@link UserBatchBsonCodec}:
 * exact BSON types, every field once, nulls only as BSON null. Stateless.
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
        w.writeStartDocument();
        w.writeName(BATCH[0]);
        List<MediaContent> items = batch.getItems();
        if (items == null) {
            w.writeNull();
        } else {
            w.writeStartArray();
            for (MediaContent item : items) {
                writeContent(w, item);
            }
            w.writeEndArray();
        }
        w.writeEndDocument();
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
        List<Image> images = c.getImages();
        if (images == null) {
            w.writeNull();
        } else {
            w.writeStartArray();
            for (Image image : images) {
                writeImage(w, image);
            }
            w.writeEndArray();
        }
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
        List<String> persons = m.getPersons();
        if (persons == null) {
            w.writeNull();
        } else {
            w.writeStartArray();
            for (String person : persons) {
                if (person == null) {
                    w.writeNull();
                } else {
                    w.writeString(person);
                }
            }
            w.writeEndArray();
        }
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
        r.readStartDocument();
        MediaBatch batch = new MediaBatch();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            seen |= 1 << field(r, BATCH, seen, "MediaBatch");
            if (isNull(r)) {
                continue;
            }
            r.readStartArray();
            List<MediaContent> items = new ArrayList<>();
            while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
                items.add(readContent(r));
            }
            r.readEndArray();
            batch.setItems(items);
        }
        r.readEndDocument();
        requireAll(seen, BATCH, "MediaBatch");
        return batch;
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
                c.setImages(readImages(r));
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

    private static List<Image> readImages(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartArray();
        List<Image> images = new ArrayList<>();
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            images.add(readImage(r));
        }
        r.readEndArray();
        return images;
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

    private static List<String> readStrings(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartArray();
        List<String> strings = new ArrayList<>();
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            strings.add(readString(r));
        }
        r.readEndArray();
        return strings;
    }
}
