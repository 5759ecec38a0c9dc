package io.serbench.msgpack;

import io.serbench.core.media.Media;

import java.io.IOException;

import static io.serbench.msgpack.MsgpackLayout.PLAYERS;
import static io.serbench.msgpack.MsgpackLayout.PLAYER_NAMES;

/**
 * The widen-number version of {@code MsgpackMediaFields}: {@code width} is a 64-bit integer, packed
 * with {@code packLong} and unpacked with {@code unpackLong} (msgpack-core writes an integer in its
 * shortest encoding either way); everything else as today's. Compiled against the widen-number
 * version of the MediaContent model into serbench-versions/widen-number/ (this module's pom).
 */
final class MsgpackMediaFields {
    static final byte[][] NAMES = MsgpackLayout.utf8("uri", "title", "width", "height", "format", "duration",
            "size", "bitrate", "persons", "player", "copyright");

    private MsgpackMediaFields() {
    }

    static void write(MsgpackMediaWriter out, Media m) throws IOException {
        out.packer.packMapHeader(NAMES.length);
        out.key(NAMES[0]);
        out.string(m.getUri());
        out.key(NAMES[1]);
        out.string(m.getTitle());
        out.key(NAMES[2]);
        out.packer.packLong(m.getWidth());
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
    }

    static void read(MsgpackMediaReader in, Media m, int field) throws IOException {
        switch (field) {
            case 0 -> m.setUri(in.string());
            case 1 -> m.setTitle(in.string());
            case 2 -> m.setWidth(in.in.unpackLong());
            case 3 -> m.setHeight(in.in.unpackInt());
            case 4 -> m.setFormat(in.string());
            case 5 -> m.setDuration(in.in.unpackLong());
            case 6 -> m.setSize(in.in.unpackLong());
            case 7 -> m.setBitrate(in.in.tryUnpackNil() ? null : in.in.unpackInt()); // nil: unset
            case 8 -> m.setPersons(in.strings());
            case 9 -> m.setPlayer(in.in.tryUnpackNil() ? null : PLAYERS[in.name(PLAYER_NAMES, "Player")]);
            default -> m.setCopyright(in.string());
        }
    }
}
