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
 * The widen-number version of {@link MediaFields}: {@code width} is a long, written and read as
 * BSON int64 as the codec writes every long field.
 */
final class MediaFields {
    /** The names of Media's fields, in the order they are written. */
    static final String[] NAMES = {"uri", "title", "width", "height", "format", "duration", "size", "bitrate",
            "persons", "player", "copyright"};

    private MediaFields() {
    }

    /** Every field of the media, between the document's start and end. */
    static void write(BsonWriter w, Media m) {
        writeString(w, NAMES[0], m.getUri());
        writeString(w, NAMES[1], m.getTitle());
        w.writeInt64(NAMES[2], m.getWidth());
        w.writeInt32(NAMES[3], m.getHeight());
        writeString(w, NAMES[4], m.getFormat());
        w.writeInt64(NAMES[5], m.getDuration());
        w.writeInt64(NAMES[6], m.getSize());
        Integer bitrate = m.getBitrate();
        if (bitrate == null) { // unset: BSON null, as every absent value of the layout
            w.writeNull(NAMES[7]);
        } else {
            w.writeInt32(NAMES[7], bitrate);
        }
        w.writeName(NAMES[8]);
        writeStrings(w, m.getPersons());
        writeString(w, NAMES[9], m.getPlayer() == null ? null : m.getPlayer().name());
        writeString(w, NAMES[10], m.getCopyright());
    }

    /**
     * Reads the value of the field at {@code field} in {@link #NAMES} into the media;
     * {@code records} gives a record a version adds the codec's rule for its fields.
     */
    static void read(BsonReader r, int field, Media m, MediaBatchBsonCodec records) {
        switch (field) {
            case 0 -> m.setUri(readString(r));
            case 1 -> m.setTitle(readString(r));
            case 2 -> m.setWidth(r.readInt64());
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
}
