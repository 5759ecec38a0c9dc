package io.serbench.msgpack;

import io.serbench.core.media.Media;

import java.io.IOException;

import static io.serbench.msgpack.MsgpackLayout.PLAYERS;
import static io.serbench.msgpack.MsgpackLayout.PLAYER_NAMES;

/**
 * Media's own fields on the wire: their names, in the order the writer packs them, and how each
 * one is packed and unpacked. The one class of this module a version of the MediaContent model
 * changes (docs/evolution.md): each version's copy is src/versions/&lt;version&gt;/, compiled
 * against that version's model into serbench-versions/&lt;version&gt;/, where VersionClassLoader
 * finds it. A version that only adds an enum constant needs no copy: {@link MsgpackLayout#PLAYERS}
 * is the version's {@code Player.values()}.
 */
final class MsgpackMediaFields {
    static final byte[][] NAMES = MsgpackLayout.utf8("uri", "title", "width", "height", "format", "duration",
            "size", "bitrate", "persons", "player", "copyright");

    private MsgpackMediaFields() {
    }

    /** The media's map: its header and every field, in {@link #NAMES}' order. */
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
    }

    /** Unpacks the value of field {@code field} (an index of {@link #NAMES}) into the media. */
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
            default -> m.setCopyright(in.string());
        }
    }
}
