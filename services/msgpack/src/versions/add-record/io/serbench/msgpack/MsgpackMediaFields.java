package io.serbench.msgpack;

import io.serbench.core.media.License;
import io.serbench.core.media.Media;

import java.io.IOException;

import static io.serbench.msgpack.MsgpackLayout.PLAYERS;
import static io.serbench.msgpack.MsgpackLayout.PLAYER_NAMES;

/**
 * The add-record version of {@code MsgpackMediaFields}: Media gains the key {@code license}, a map
 * of the new record License ({@code holder}: str, {@code year}: an integer), after its last field;
 * everything else as today's. Compiled against the add-record version of the MediaContent model
 * into serbench-versions/add-record/ (this module's pom).
 */
final class MsgpackMediaFields {
    static final byte[][] NAMES = MsgpackLayout.utf8("uri", "title", "width", "height", "format", "duration",
            "size", "bitrate", "persons", "player", "copyright", "license");
    static final byte[][] LICENSE = MsgpackLayout.utf8("holder", "year");

    private MsgpackMediaFields() {
    }

    static void write(MsgpackMediaWriter out, Media m) throws IOException {
        out.packer.packMapHeader(NAMES.length);
        out.key(NAMES[0]);
        out.string(m.getUri());
        out.key(NAMES[1]);
        out.string(m.getTitle());
        out.key(NAMES[2]);
        out.packer.packInt(m.getWidth());
        out.key(NAMES[3]);
        out.packer.packInt(m.getHeight());
        out.key(NAMES[4]);
        out.string(m.getFormat());
        out.key(NAMES[5]);
        out.packer.packLong(m.getDuration());
        out.key(NAMES[6]);
        out.packer.packLong(m.getSize());
        out.key(NAMES[7]);
        Integer bitrate = m.getBitrate();
        if (bitrate == null) { // unset: nil, never 0
            out.packer.packNil();
        } else {
            out.packer.packInt(bitrate);
        }
        out.key(NAMES[8]);
        out.strings(m.getPersons());
        out.key(NAMES[9]);
        out.enumName(m.getPlayer() == null ? null : PLAYER_NAMES[m.getPlayer().ordinal()]);
        out.key(NAMES[10]);
        out.string(m.getCopyright());
        out.key(NAMES[11]);
        license(out, m.getLicense());
    }

    static void read(MsgpackMediaReader in, Media m, int field) throws IOException {
        switch (field) {
            case 0 -> m.setUri(in.string());
            case 1 -> m.setTitle(in.string());
            case 2 -> m.setWidth(in.in.unpackInt());
            case 3 -> m.setHeight(in.in.unpackInt());
            case 4 -> m.setFormat(in.string());
            case 5 -> m.setDuration(in.in.unpackLong());
            case 6 -> m.setSize(in.in.unpackLong());
            case 7 -> m.setBitrate(in.in.tryUnpackNil() ? null : in.in.unpackInt()); // nil: unset
            case 8 -> m.setPersons(in.strings());
            case 9 -> m.setPlayer(in.in.tryUnpackNil() ? null : PLAYERS[in.name(PLAYER_NAMES, "Player")]);
            case 10 -> m.setCopyright(in.string());
            default -> m.setLicense(license(in));
        }
    }

    /** The new record: a map of its two fields, or nil. */
    private static void license(MsgpackMediaWriter out, License l) throws IOException {
        if (l == null) {
            out.packer.packNil();
            return;
        }
        out.packer.packMapHeader(LICENSE.length);
        out.key(LICENSE[0]);
        out.string(l.getHolder());
        out.key(LICENSE[1]);
        out.packer.packInt(l.getYear());
    }

    private static License license(MsgpackMediaReader in) throws IOException {
        if (in.in.tryUnpackNil()) {
            return null;
        }
        int entries = in.record(LICENSE, "License");
        License l = new License();
        int seen = 0;
        for (int i = 0; i < entries; i++) {
            int f = in.field(LICENSE, i, seen, "License");
            if (f == MsgpackInput.SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            if (f == 0) {
                l.setHolder(in.string());
            } else {
                l.setYear(in.in.unpackInt());
            }
        }
        return l;
    }
}
