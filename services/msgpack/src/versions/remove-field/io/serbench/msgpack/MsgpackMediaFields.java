package io.serbench.msgpack;

import io.serbench.core.media.Media;

import java.io.IOException;

import static io.serbench.msgpack.MsgpackLayout.PLAYERS;
import static io.serbench.msgpack.MsgpackLayout.PLAYER_NAMES;

/**
 * The remove-field version of {@code MsgpackMediaFields}: Media loses the key {@code format};
 * everything else as today's. Compiled against the remove-field version of the MediaContent model
 * into serbench-versions/remove-field/ (this module's pom).
 */
final class MsgpackMediaFields {
    static final byte[][] NAMES = MsgpackLayout.utf8("uri", "title", "width", "height", "duration", "size",
            "bitrate", "persons", "player", "copyright");

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
        out.packer.packLong(m.getDuration());
        out.key(NAMES[5]);
        out.packer.packLong(m.getSize());
        out.key(NAMES[6]);
        Integer bitrate = m.getBitrate();
        if (bitrate == null) { // unset: nil, never 0
            out.packer.packNil();
        } else {
            out.packer.packInt(bitrate);
        }
        out.key(NAMES[7]);
        out.strings(m.getPersons());
        out.key(NAMES[8]);
        out.enumName(m.getPlayer() == null ? null : PLAYER_NAMES[m.getPlayer().ordinal()]);
        out.key(NAMES[9]);
        out.string(m.getCopyright());
    }

    static void read(MsgpackMediaReader in, Media m, int field) throws IOException {
        switch (field) {
            case 0 -> m.setUri(in.string());
            case 1 -> m.setTitle(in.string());
            case 2 -> m.setWidth(in.in.unpackInt());
            case 3 -> m.setHeight(in.in.unpackInt());
            case 4 -> m.setDuration(in.in.unpackLong());
            case 5 -> m.setSize(in.in.unpackLong());
            case 6 -> m.setBitrate(in.in.tryUnpackNil() ? null : in.in.unpackInt()); // nil: unset
            case 7 -> m.setPersons(in.strings());
            case 8 -> m.setPlayer(in.in.tryUnpackNil() ? null : PLAYERS[in.name(PLAYER_NAMES, "Player")]);
            default -> m.setCopyright(in.string());
        }
    }
}
