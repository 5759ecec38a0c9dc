package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.serbench.core.media.License;
import io.serbench.core.media.Media;

/**
 * {@link MediaTable} of the add-record version: Media gains {@code license}, a table of the
 * new type License (proto/versions/add-record/mediacontent.fbs, id 11), built before Media as a
 * child and read back, null where absent.
 */
final class MediaTable {

    private MediaTable() {
    }

    /** The media's children first, then the table (a builder writes children before their parents). */
    static int write(MediaTables.Writer w, Media m) {
        FlatBufferBuilder b = w.builder;
        int uri = b.createString(MediaTables.Writer.required(m.getUri(), "Media.uri"));
        int title = w.string(m.getTitle());
        int format = b.createString(MediaTables.Writer.required(m.getFormat(), "Media.format"));
        int persons = w.persons(m.getPersons());
        int copyright = w.string(m.getCopyright());
        int license = license(w, m.getLicense());
        byte player = number(m.getPlayer());
        Integer bitrate = m.getBitrate();
        // Widest fields first, as flatc's own create methods do: the least padding.
        serbench_fb.Media.startMedia(b);
        serbench_fb.Media.addDuration(b, m.getDuration());
        serbench_fb.Media.addSize(b, m.getSize());
        serbench_fb.Media.addUri(b, uri);
        serbench_fb.Media.addTitle(b, title);
        serbench_fb.Media.addWidth(b, m.getWidth());
        serbench_fb.Media.addHeight(b, m.getHeight());
        serbench_fb.Media.addFormat(b, format);
        if (bitrate != null) {
            b.forceDefaults(true); // a set 0 must be written: see MediaTables' class comment
            serbench_fb.Media.addBitrate(b, bitrate);
            b.forceDefaults(false);
        }
        serbench_fb.Media.addPersons(b, persons);
        serbench_fb.Media.addCopyright(b, copyright);
        serbench_fb.Media.addPlayer(b, player);
        serbench_fb.Media.addLicense(b, license);
        return serbench_fb.Media.endMedia(b);
    }

    /** 0 (the field left absent) for a null license. */
    private static int license(MediaTables.Writer w, License license) {
        if (license == null) {
            return 0;
        }
        FlatBufferBuilder b = w.builder;
        int holder = w.string(license.getHolder());
        serbench_fb.License.startLicense(b);
        serbench_fb.License.addHolder(b, holder);
        serbench_fb.License.addYear(b, license.getYear());
        return serbench_fb.License.endLicense(b);
    }

    static Media read(MediaTables.Reader r, serbench_fb.Media m) {
        Media out = new Media();
        out.setUri(TableReader.present(r.string(m.uri()), "Media.uri"));
        out.setTitle(r.string(m.title()));
        out.setWidth(m.width());
        out.setHeight(m.height());
        out.setFormat(TableReader.present(r.string(m.format()), "Media.format"));
        out.setDuration(m.duration());
        out.setSize(m.size());
        if (m.hasBitrate()) {
            out.setBitrate(m.bitrate());
        }
        out.setPersons(r.persons(m));
        out.setPlayer(player(m.player()));
        out.setCopyright(r.string(m.copyright()));
        serbench_fb.License license = m.license();
        if (license != null) {
            License read = new License();
            read.setHolder(r.string(license.holder()));
            read.setYear(license.year());
            out.setLicense(read);
        }
        return out;
    }

    private static byte number(Media.Player player) {
        if (player == null) {
            throw new IllegalArgumentException("Media.player is null: the schema's Player enum has no null");
        }
        return switch (player) {
            case JAVA -> serbench_fb.Player.JAVA;
            case FLASH -> serbench_fb.Player.FLASH;
        };
    }

    /** A number the schema does not declare is refused rather than read as some player. */
    private static Media.Player player(byte number) {
        return switch (number) {
            case serbench_fb.Player.JAVA -> Media.Player.JAVA;
            case serbench_fb.Player.FLASH -> Media.Player.FLASH;
            default -> throw new IllegalArgumentException("unknown Player number " + number);
        };
    }
}
