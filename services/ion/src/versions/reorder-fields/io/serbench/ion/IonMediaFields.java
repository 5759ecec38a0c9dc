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
 * The reorder-fields version of {@code IonMediaFields}: Media's fields are written in the reverse
 * order; everything else as today's. Compiled against the reorder-fields version of the
 * MediaContent model into serbench-versions/reorder-fields/ (this module's pom).
 */
final class IonMediaFields {
    private IonMediaFields() {
    }

    static int count() {
        return 11;
    }

    static void write(IonWriter out, Media m) throws IOException {
        IonWrite.string(out, "copyright", m.getCopyright());
        out.setFieldName("player");
        out.writeSymbol(m.getPlayer() == null ? null : m.getPlayer().name());
        out.setFieldName("persons");
        strings(out, m.getPersons());
        out.setFieldName("bitrate");
        Integer bitrate = m.getBitrate();
        if (bitrate == null) { // unset: null.int, never 0
            out.writeNull(IonType.INT);
        } else {
            out.writeInt(bitrate);
        }
        out.setFieldName("size");
        out.writeInt(m.getSize());
        out.setFieldName("duration");
        out.writeInt(m.getDuration());
        IonWrite.string(out, "format", m.getFormat());
        out.setFieldName("height");
        out.writeInt(m.getHeight());
        out.setFieldName("width");
        out.writeInt(m.getWidth());
        IonWrite.string(out, "title", m.getTitle());
        IonWrite.string(out, "uri", m.getUri());
    }

    static int index(String field) {
        return switch (field) {
            case "copyright" -> 0;
            case "player" -> 1;
            case "persons" -> 2;
            case "bitrate" -> 3;
            case "size" -> 4;
            case "duration" -> 5;
            case "format" -> 6;
            case "height" -> 7;
            case "width" -> 8;
            case "title" -> 9;
            case "uri" -> 10;
            default -> IonRecordReader.UNKNOWN;
        };
    }

    static void read(IonMediaReader media, IonReader in, IonType t, Media m, int f) {
        switch (f) {
            case 0 -> m.setCopyright(string(in, t));
            case 1 -> m.setPlayer(player(in, t));
            case 2 -> m.setPersons(strings(in, t));
            case 3 -> m.setBitrate(expect(in, t, IonType.INT, true) ? null : int32(in, t));
            case 4 -> m.setSize(int64(in, t));
            case 5 -> m.setDuration(int64(in, t));
            case 6 -> m.setFormat(string(in, t));
            case 7 -> m.setHeight(int32(in, t));
            case 8 -> m.setWidth(int32(in, t));
            case 9 -> m.setTitle(string(in, t));
            default -> m.setUri(string(in, t));
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
