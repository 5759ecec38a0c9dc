package io.serbench.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.serbench.core.media.License;
import io.serbench.core.media.Media;

import java.io.IOException;

import static io.serbench.ion.IonRead.expect;
import static io.serbench.ion.IonRead.int32;
import static io.serbench.ion.IonRead.int64;
import static io.serbench.ion.IonRead.once;
import static io.serbench.ion.IonRead.string;
import static io.serbench.ion.IonRead.strings;
import static io.serbench.ion.IonRead.struct;
import static io.serbench.ion.IonRead.symbol;
import static io.serbench.ion.IonWrite.strings;

/**
 * The add-record version of {@code IonMediaFields}: Media gains the field {@code license}, a struct
 * of the new record License ({@code holder}: string, {@code year}: int), after its last field;
 * everything else as today's. Compiled against the add-record version of the MediaContent model
 * into serbench-versions/add-record/ (this module's pom).
 */
final class IonMediaFields {
    private IonMediaFields() {
    }

    static int count() {
        return 12;
    }

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
        out.setFieldName("license");
        license(out, m.getLicense());
    }

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
            case "license" -> 11;
            default -> IonRecordReader.UNKNOWN;
        };
    }

    static void read(IonMediaReader media, IonReader in, IonType t, Media m, int f) {
        switch (f) {
            case 0 -> m.setUri(string(in, t));
            case 1 -> m.setTitle(string(in, t));
            case 2 -> m.setWidth(int32(in, t));
            case 3 -> m.setHeight(int32(in, t));
            case 4 -> m.setFormat(string(in, t));
            case 5 -> m.setDuration(int64(in, t));
            case 6 -> m.setSize(int64(in, t));
            case 7 -> m.setBitrate(expect(in, t, IonType.INT, true) ? null : int32(in, t));
            case 8 -> m.setPersons(strings(in, t));
            case 9 -> m.setPlayer(player(in, t));
            case 10 -> m.setCopyright(string(in, t));
            default -> m.setLicense(license(media, in, t));
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

    /** The new record: the struct {@code {holder, year}}, or {@code null.struct}. */
    private static void license(IonWriter out, License l) throws IOException {
        if (l == null) {
            out.writeNull(IonType.STRUCT);
            return;
        }
        out.stepIn(IonType.STRUCT);
        IonWrite.string(out, "holder", l.getHolder());
        out.setFieldName("year");
        out.writeInt(l.getYear());
        out.stepOut();
    }

    private static License license(IonMediaReader media, IonReader in, IonType type) {
        if (!struct(in, type)) {
            return null;
        }
        License l = new License();
        in.stepIn();
        int seen = 0;
        for (IonType t = in.next(); t != null; t = in.next()) {
            String field = in.getFieldName();
            if ("holder".equals(field)) {
                seen = once(seen, 0, field);
                l.setHolder(string(in, t));
            } else if ("year".equals(field)) {
                seen = once(seen, 1, field);
                l.setYear(int32(in, t));
            } else {
                media.unknown("License", field);
            }
        }
        in.stepOut();
        media.requireAll(seen, 2, "License");
        return l;
    }
}
