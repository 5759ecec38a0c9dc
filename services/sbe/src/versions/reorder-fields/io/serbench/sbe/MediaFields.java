package io.serbench.sbe;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaContent;
import io.serbench.sbe.media.MediaBatchDecoder.ItemsDecoder;
import io.serbench.sbe.media.MediaBatchEncoder.ItemsEncoder;
import io.serbench.sbe.media.MediaPresentDecoder;
import io.serbench.sbe.media.Player;

import java.util.List;

/**
 * The reorder-fields version of a Media's own fields in its items entry (today's: services/sbe/src/main/java),
 * over the flyweights sbe-tool generates from proto/versions/reorder-fields/mediacontent-sbe.xml.
 *
 * <p>What the version changes: the order the schema declares Media's fixed fields and var data in,
 * reversed; SBE's encoder and decoder must follow the var data's order (the fixed fields are at
 * the offsets the generated code knows, in any order of calls). The groups keep their order:
 * persons is Media's only group, images MediaContent's.
 */
final class MediaFields {
    /** The fewest bytes an items entry can take: its block, its groups' headers, its var data's lengths. */
    static final int MIN_BYTES = ItemsDecoder.sbeBlockLength()
            + ItemsDecoder.ImagesDecoder.sbeHeaderSize() + ItemsDecoder.PersonsDecoder.sbeHeaderSize()
            + ItemsDecoder.uriHeaderLength() + ItemsDecoder.titleHeaderLength()
            + ItemsDecoder.formatHeaderLength() + ItemsDecoder.copyrightHeaderLength();
    /** The MediaPresent choices the schema knows: title, copyright. */
    private static final int KNOWN_MEDIA_BITS = 0b11;

    private MediaFields() {
    }

    /** A bitrate of int32's null value is refused: it would read back as unset. */
    static void write(ItemsEncoder out, Media m, List<Image> images) {
        Integer bitrate = m.getBitrate();
        if (bitrate != null && bitrate == ItemsEncoder.bitrateNullValue()) {
            throw new IllegalArgumentException("a bitrate of " + bitrate + ", the null value of SBE's int32");
        }
        out.width(m.getWidth())
                .height(m.getHeight())
                .duration(m.getDuration())
                .size(m.getSize())
                .bitrate(bitrate == null ? ItemsEncoder.bitrateNullValue() : bitrate)
                .player(player(m.getPlayer()));
        out.present().clear().title(m.getTitle() != null).copyright(m.getCopyright() != null);

        MediaMessages.Writer.images(out, images);
        MediaMessages.Writer.persons(out, m.getPersons());

        // The generated String setters write null as "" (var data has no null).
        out.copyright(m.getCopyright())
                .format(m.getFormat())
                .title(m.getTitle())
                .uri(m.getUri());
    }

    /** Every field in schema order; an optional string is there when its presence bit says so. */
    static MediaContent read(MediaMessages.Reader r, ItemsDecoder d) {
        Media m = new Media();
        m.setWidth(d.width());
        m.setHeight(d.height());
        m.setDuration(d.duration());
        m.setSize(d.size());
        int bitrate = d.bitrate();
        m.setBitrate(bitrate == ItemsDecoder.bitrateNullValue() ? null : bitrate);
        m.setPlayer(player(d.player()));
        MediaPresentDecoder present = d.present();
        r.knownBits("MediaPresent", present.getRaw(), KNOWN_MEDIA_BITS);
        boolean hasTitle = present.title();
        boolean hasCopyright = present.copyright();

        List<Image> images = r.images(d);
        m.setPersons(r.persons(d));

        if (hasCopyright) {
            m.setCopyright(r.utf8(r.text(d.copyrightLength()), d.copyright()));
        } else {
            MediaMessages.Reader.absent("copyright", d.copyrightLength());
            d.skipCopyright();
        }
        m.setFormat(r.utf8(r.text(d.formatLength()), d.format()));
        if (hasTitle) {
            m.setTitle(r.utf8(r.text(d.titleLength()), d.title()));
        } else {
            MediaMessages.Reader.absent("media title", d.titleLength());
            d.skipTitle();
        }
        m.setUri(r.utf8(r.text(d.uriLength()), d.uri()));
        return new MediaContent(m, images);
    }

    private static Player player(Media.Player player) {
        return player == null ? Player.NULL_VAL : switch (player) {
            case JAVA -> Player.JAVA;
            case FLASH -> Player.FLASH;
        };
    }

    private static Media.Player player(Player player) {
        return switch (player) {
            case NULL_VAL -> null;
            case JAVA -> Media.Player.JAVA;
            case FLASH -> Media.Player.FLASH;
        };
    }
}
