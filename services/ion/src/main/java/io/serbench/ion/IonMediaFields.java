package io.serbench.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.serbench.core.media.Media;

import java.io.IOException;

import static io.serbench.ion.IonRead.expect;
import static io.serbench.ion.IonRead.int32;
import static io.serbench.ion.IonRead.int64;
import static io.serbench.ion.IonRead.string;
import static io.serbench.ion.IonRead.strings;
import static io.serbench.ion.IonRead.symbol;
import static io.serbench.ion.IonWrite.strings;

/**
 * Media's own fields in Ion: their names, the order the writer writes them in, how each is
 * written and read, and the names of {@link Media.Player}'s constants. The one class of this
 * module a version of the MediaContent model changes (docs/evolution.md): each version's copy is
 * src/versions/&lt;version&gt;/, compiled against that version's model into
 * serbench-versions/&lt;version&gt;/, where VersionClassLoader finds it.
 */
final class IonMediaFields {
    /**
     * How many fields Media has: a method, not a constant, which javac would copy into
     * {@link IonMediaReader} where a version's copy of this class could not change it.
     */
    static int count() {
        return 11;
    }

    private IonMediaFields() {
    }

    /** The fields of the media's struct, in the model's order (the struct itself is the caller's). */
    static void write(IonWriter out, Media m) throws IOException {
        IonWrite.string(out, "uri", m.getUri());
        IonWrite.string(out, "title", m.getTitle());
        out.setFieldName("width");
        out.writeInt(m.getWidth());
        out.setFieldName("height");
        out.writeInt(m.getHeight());
        IonWrite.string(out, "format", m.getFormat());
        out.setFieldName("duration");
        out.writeInt(m.getDuration());
        out.setFieldName("size");
        out.writeInt(m.getSize());
        out.setFieldName("bitrate");
        Integer bitrate = m.getBitrate();
        if (bitrate == null) { // unset: null.int, never 0
            out.writeNull(IonType.INT);
        } else {
            out.writeInt(bitrate);
        }
        out.setFieldName("persons");
        strings(out, m.getPersons());
        out.setFieldName("player");
        out.writeSymbol(m.getPlayer() == null ? null : m.getPlayer().name());
        IonWrite.string(out, "copyright", m.getCopyright());
    }

    /** The index of a field name, or {@link IonRecordReader#UNKNOWN}. */
    static int index(String field) {
        return switch (field) {
            case "uri" -> 0;
            case "title" -> 1;
            case "width" -> 2;
            case "height" -> 3;
            case "format" -> 4;
            case "duration" -> 5;
            case "size" -> 6;
            case "bitrate" -> 7;
            case "persons" -> 8;
            case "player" -> 9;
            case "copyright" -> 10;
            default -> IonRecordReader.UNKNOWN;
        };
    }

    /**
     * Reads the current value, of type {@code t}, as field {@code f} (an {@link #index}) of the
     * media; {@code media} decides, for a record a version adds, its unknown and missing fields.
     */
    static void read(IonMediaReader media, IonReader in, IonType t, Media m, int f) {
        switch (f) {
            case 0 -> m.setUri(string(in, t));
            case 1 -> m.setTitle(string(in, t));
            case 2 -> m.setWidth(int32(in, t));
            case 3 -> m.setHeight(int32(in, t));
            case 4 -> m.setFormat(string(in, t));
            case 5 -> m.setDuration(int64(in, t));
            case 6 -> m.setSize(int64(in, t));
            // null.int (or null): unset; otherwise an int32
            case 7 -> m.setBitrate(expect(in, t, IonType.INT, true) ? null : int32(in, t));
            case 8 -> m.setPersons(strings(in, t));
            case 9 -> m.setPlayer(player(in, t));
            default -> m.setCopyright(string(in, t));
        }
    }

    private static Media.Player player(IonReader in, IonType type) {
        String name = symbol(in, type);
        if (name == null) {
            return null;
        }
        return switch (name) {
            case "JAVA" -> Media.Player.JAVA;
            case "FLASH" -> Media.Player.FLASH;
            default -> throw new IonException("no Player named '" + name + "'");
        };
    }
}
