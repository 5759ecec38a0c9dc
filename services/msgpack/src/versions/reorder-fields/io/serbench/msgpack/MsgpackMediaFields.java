package io.serbench.msgpack;

import io.serbench.core.media.Media;

import java.io.IOException;

import static io.serbench.msgpack.MsgpackLayout.PLAYERS;
import static io.serbench.msgpack.MsgpackLayout.PLAYER_NAMES;

/**
 * The reorder-fields version of {@code MsgpackMediaFields}: Media's keys are packed in the reverse
 * order; everything else as today's. Compiled against the reorder-fields version of the
 * MediaContent model into serbench-versions/reorder-fields/ (this module's pom).
 */
final class MsgpackMediaFields {
    static final byte[][] NAMES = MsgpackLayout.utf8("copyright", "player", "persons", "bitrate", "size",
            "duration", "format", "height", "width", "title", "uri");

    private MsgpackMediaFields() {
    }

    static void write(MsgpackMediaWriter out, Media m) throws IOException {
        out.packer.packMapHeader(NAMES.length);
        out.key(NAMES[0]);
        out.string(m.getCopyright());
        out.key(NAMES[1]);
        out.enumName(m.getPlayer() == null ? null : PLAYER_NAMES[m.getPlayer().ordinal()]);
        out.key(NAMES[2]);
        out.strings(m.getPersons());
        out.key(NAMES[3]);
        Integer bitrate = m.getBitrate();
        if (bitrate == null) { // unset: nil, never 0
            out.packer.packNil();
        } else {
            out.packer.packInt(bitrate);
        }
        out.key(NAMES[4]);
        out.packer.packLong(m.getSize());
        out.key(NAMES[5]);
        out.packer.packLong(m.getDuration());
        out.key(NAMES[6]);
        out.string(m.getFormat());
        out.key(NAMES[7]);
        out.packer.packInt(m.getHeight());
        out.key(NAMES[8]);
        out.packer.packInt(m.getWidth());
        out.key(NAMES[9]);
        out.string(m.getTitle());
        out.key(NAMES[10]);
        out.string(m.getUri());
    }

    static void read(MsgpackMediaReader in, Media m, int field) throws IOException {
        switch (field) {
            case 0 -> m.setCopyright(in.string());
            case 1 -> m.setPlayer(in.in.tryUnpackNil() ? null : PLAYERS[in.name(PLAYER_NAMES, "Player")]);
            case 2 -> m.setPersons(in.strings());
            case 3 -> m.setBitrate(in.in.tryUnpackNil() ? null : in.in.unpackInt()); // nil: unset
            case 4 -> m.setSize(in.in.unpackLong());
            case 5 -> m.setDuration(in.in.unpackLong());
            case 6 -> m.setFormat(in.string());
            case 7 -> m.setHeight(in.in.unpackInt());
            case 8 -> m.setWidth(in.in.unpackInt());
            case 9 -> m.setTitle(in.string());
            default -> m.setUri(in.string());
        }
    }
}
