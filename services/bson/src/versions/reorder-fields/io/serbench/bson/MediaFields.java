package io.serbench.bson;

import io.serbench.core.media.Media;
import org.bson.BsonReader;
import org.bson.BsonWriter;

import static io.serbench.bson.BsonFields.isNull;
import static io.serbench.bson.BsonFields.readString;
import static io.serbench.bson.BsonFields.readStrings;
import static io.serbench.bson.BsonFields.writeString;
import static io.serbench.bson.BsonFields.writeStrings;

/**
 * The reorder-fields version of {@link MediaFields}: Media declares its fields in the reverse
 * order, and the codec writes them in that order.
 */
final class MediaFields {
    /** The names of Media's fields, in the order they are written. */
    static final String[] NAMES = {"copyright", "player", "persons", "bitrate", "size", "duration", "format", "height",
            "width", "title", "uri"};

    private MediaFields() {
    }

    /** Every field of the media, between the document's start and end. */
    static void write(BsonWriter w, Media m) {
        writeString(w, NAMES[0], m.getCopyright());
        writeString(w, NAMES[1], m.getPlayer() == null ? null : m.getPlayer().name());
        w.writeName(NAMES[2]);
        writeStrings(w, m.getPersons());
        Integer bitrate = m.getBitrate();
        if (bitrate == null) { // unset: BSON null, as every absent value of the layout
            w.writeNull(NAMES[3]);
        } else {
            w.writeInt32(NAMES[3], bitrate);
        }
        w.writeInt64(NAMES[4], m.getSize());
        w.writeInt64(NAMES[5], m.getDuration());
        writeString(w, NAMES[6], m.getFormat());
        w.writeInt32(NAMES[7], m.getHeight());
        w.writeInt32(NAMES[8], m.getWidth());
        writeString(w, NAMES[9], m.getTitle());
        writeString(w, NAMES[10], m.getUri());
    }

    /**
     * Reads the value of the field at {@code field} in {@link #NAMES} into the media;
     * {@code records} gives a record a version adds the codec's rule for its fields.
     */
    static void read(BsonReader r, int field, Media m, MediaBatchBsonCodec records) {
        switch (field) {
            case 0 -> m.setCopyright(readString(r));
            case 1 -> m.setPlayer(isNull(r) ? null : Media.Player.valueOf(r.readString()));
            case 2 -> m.setPersons(readStrings(r));
            case 3 -> m.setBitrate(isNull(r) ? null : r.readInt32()); // null leaves it unset
            case 4 -> m.setSize(r.readInt64());
            case 5 -> m.setDuration(r.readInt64());
            case 6 -> m.setFormat(readString(r));
            case 7 -> m.setHeight(r.readInt32());
            case 8 -> m.setWidth(r.readInt32());
            case 9 -> m.setTitle(readString(r));
            default -> m.setUri(readString(r));
        }
    }
}
