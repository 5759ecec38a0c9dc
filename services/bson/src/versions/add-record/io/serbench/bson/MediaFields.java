package io.serbench.bson;

import io.serbench.bson.BsonFields.FieldRule;
import io.serbench.core.media.License;
import io.serbench.core.media.Media;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;

import static io.serbench.bson.BsonFields.SKIPPED;
import static io.serbench.bson.BsonFields.field;
import static io.serbench.bson.BsonFields.isNull;
import static io.serbench.bson.BsonFields.readString;
import static io.serbench.bson.BsonFields.readStrings;
import static io.serbench.bson.BsonFields.requireAll;
import static io.serbench.bson.BsonFields.writeString;
import static io.serbench.bson.BsonFields.writeStrings;

/**
 * The add-record version of {@link MediaFields}: Media gains {@code license}, a record of the
 * new class License {holder: string, year: int32}, written after its last field, with its
 * writer and reader here, under the same rules as the other records'.
 */
final class MediaFields {
    /** The names of Media's fields, in the order they are written. */
    static final String[] NAMES = {"uri", "title", "width", "height", "format", "duration", "size", "bitrate",
            "persons", "player", "copyright", "license"};

    private MediaFields() {
    }

    /** Every field of the media, between the document's start and end. */
    static void write(BsonWriter w, Media m) {
        writeString(w, NAMES[0], m.getUri());
        writeString(w, NAMES[1], m.getTitle());
        w.writeInt32(NAMES[2], m.getWidth());
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
        w.writeName(NAMES[11]);
        writeLicense(w, m.getLicense());
    }

    /**
     * Reads the value of the field at {@code field} in {@link #NAMES} into the media;
     * {@code records} gives a record a version adds the codec's rule for its fields.
     */
    static void read(BsonReader r, int field, Media m, MediaBatchBsonCodec records) {
        switch (field) {
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
            case 10 -> m.setCopyright(readString(r));
            default -> m.setLicense(readLicense(r, records.rule));
        }
    }

    private static final String[] LICENSE = {"holder", "year"};

    private static void writeLicense(BsonWriter w, License l) {
        if (l == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        writeString(w, LICENSE[0], l.getHolder());
        w.writeInt32(LICENSE[1], l.getYear());
        w.writeEndDocument();
    }

    private static License readLicense(BsonReader r, FieldRule rule) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        License l = new License();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, LICENSE, seen, "License", rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            if (f == 0) {
                l.setHolder(readString(r));
            } else {
                l.setYear(r.readInt32());
            }
        }
        r.readEndDocument();
        requireAll(seen, LICENSE, "License", rule);
        return l;
    }
}
