package io.serbench.sbe;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.sbe.media.ImagePresentDecoder;
import io.serbench.sbe.media.MediaBatchDecoder;
import io.serbench.sbe.media.MediaBatchDecoder.ItemsDecoder;
import io.serbench.sbe.media.MediaBatchDecoder.ItemsDecoder.ImagesDecoder;
import io.serbench.sbe.media.MediaBatchDecoder.ItemsDecoder.PersonsDecoder;
import io.serbench.sbe.media.MediaBatchEncoder;
import io.serbench.sbe.media.MediaBatchEncoder.ItemsEncoder;
import io.serbench.sbe.media.MediaPresentDecoder;
import io.serbench.sbe.media.MessageHeaderDecoder;
import io.serbench.sbe.media.MessageHeaderEncoder;
import io.serbench.sbe.media.Player;
import io.serbench.sbe.media.Size;

import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent in SBE messages, for {@link SbeCodec}: its {@link Writer} into the flyweights
 * sbe-tool generates from proto/mediacontent-sbe.xml and its {@link Reader} back. The Media is
 * flattened into its item's entry, an unset bitrate is int32's null value, the optional strings
 * (titles, copyright) have presence bits; required strings and lists have no null (written empty).
 */
final class MediaMessages {
    private MediaMessages() {
    }

    /** A thread's encoders; a MediaContent without its media, or a bitrate of int32's null value, is refused. */
    static final class Writer extends MessageWriter<MediaBatch> {
        private final MessageHeaderEncoder header = new MessageHeaderEncoder();
        private final MediaBatchEncoder message = new MediaBatchEncoder();

        @Override
        protected int encode(MediaBatch batch) {
            message.wrapAndApplyHeader(buffer, 0, header);
            List<MediaContent> items = orEmpty(batch.getItems());
            ItemsEncoder out = message.itemsCount(items.size());
            for (MediaContent content : items) {
                item(out.next(), content);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + message.encodedLength();
        }

        /** Fixed fields, then the groups, then the var data: SBE's order. */
        private static void item(ItemsEncoder out, MediaContent content) {
            Media m = content.getMedia();
            if (m == null) {
                throw new IllegalArgumentException("a MediaContent without its media: it is required in this schema");
            }
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

            List<Image> images = orEmpty(content.getImages());
            ItemsEncoder.ImagesEncoder imagesOut = out.imagesCount(images.size());
            for (Image image : images) {
                imagesOut.next()
                        .width(image.getWidth())
                        .height(image.getHeight())
                        .size(size(image.getSize()));
                imagesOut.present().clear().title(image.getTitle() != null);
                // The generated String setters write null as "" (var data has no null).
                imagesOut.uri(image.getUri()).title(image.getTitle());
            }
            List<String> persons = orEmpty(m.getPersons());
            ItemsEncoder.PersonsEncoder personsOut = out.personsCount(persons.size());
            for (String person : persons) {
                personsOut.next().person(person);
            }

            out.uri(m.getUri())
                    .title(m.getTitle())
                    .format(m.getFormat())
                    .copyright(m.getCopyright());
        }

        private static Player player(Media.Player player) {
            return player == null ? Player.NULL_VAL : switch (player) {
                case JAVA -> Player.JAVA;
                case FLASH -> Player.FLASH;
            };
        }

        private static Size size(Image.Size size) {
            return size == null ? Size.NULL_VAL : switch (size) {
                case SMALL -> Size.SMALL;
                case LARGE -> Size.LARGE;
            };
        }
    }

    /**
     * A thread's decoders: every field in schema order; an optional string is there when its
     * presence bit says so, and one marked absent must be empty (one encoding per value).
     */
    static final class Reader extends MessageReader<MediaBatch> {

        // The fewest bytes an entry of each group can take: its fixed block, the headers of its
        // nested groups and the length fields of its var data.
        private static final int MIN_ITEM_BYTES = ItemsDecoder.sbeBlockLength()
                + ImagesDecoder.sbeHeaderSize() + PersonsDecoder.sbeHeaderSize()
                + ItemsDecoder.uriHeaderLength() + ItemsDecoder.titleHeaderLength()
                + ItemsDecoder.formatHeaderLength() + ItemsDecoder.copyrightHeaderLength();
        private static final int MIN_IMAGE_BYTES = ImagesDecoder.sbeBlockLength()
                + ImagesDecoder.uriHeaderLength() + ImagesDecoder.titleHeaderLength();
        private static final int MIN_PERSON_BYTES = PersonsDecoder.sbeBlockLength()
                + PersonsDecoder.personHeaderLength();
        /** The MediaPresent choices the schema knows: title, copyright. */
        private static final int KNOWN_MEDIA_BITS = 0b11;
        /** The ImagePresent choice the schema knows: title. */
        private static final int KNOWN_IMAGE_BITS = 0b1;

        private final MessageHeaderDecoder header = new MessageHeaderDecoder();
        private final MediaBatchDecoder message = new MediaBatchDecoder();

        Reader() {
            super(MessageHeaderDecoder.ENCODED_LENGTH, MediaBatchDecoder.SCHEMA_ID, MediaBatchDecoder.TEMPLATE_ID,
                    MediaBatchDecoder.SCHEMA_VERSION, MediaBatchDecoder.BLOCK_LENGTH);
        }

        @Override
        protected int limit() {
            return message.limit();
        }

        @Override
        protected MediaBatch decode() {
            header.wrap(buffer, 0);
            header(header.schemaId(), header.templateId(), header.version(), header.blockLength());
            message.wrapAndApplyHeader(buffer, 0, header);

            ItemsDecoder items = message.items();
            int count = entries(items.actingBlockLength(), ItemsDecoder.sbeBlockLength(), items.count(),
                    MIN_ITEM_BYTES);
            List<MediaContent> list = new ArrayList<>(count);
            while (items.hasNext()) {
                list.add(item(items.next()));
            }
            return new MediaBatch(list);
        }

        private MediaContent item(ItemsDecoder d) {
            Media m = new Media();
            m.setWidth(d.width());
            m.setHeight(d.height());
            m.setDuration(d.duration());
            m.setSize(d.size());
            int bitrate = d.bitrate();
            m.setBitrate(bitrate == ItemsDecoder.bitrateNullValue() ? null : bitrate);
            m.setPlayer(player(d.player()));
            MediaPresentDecoder present = d.present();
            knownBits("MediaPresent", present.getRaw(), KNOWN_MEDIA_BITS);
            boolean hasTitle = present.title();
            boolean hasCopyright = present.copyright();

            ImagesDecoder images = d.images();
            List<Image> imageList = new ArrayList<>(
                    entries(images.actingBlockLength(), ImagesDecoder.sbeBlockLength(), images.count(),
                            MIN_IMAGE_BYTES));
            while (images.hasNext()) {
                imageList.add(image(images.next()));
            }

            PersonsDecoder persons = d.persons();
            List<String> personList = new ArrayList<>(
                    entries(persons.actingBlockLength(), PersonsDecoder.sbeBlockLength(), persons.count(),
                            MIN_PERSON_BYTES));
            while (persons.hasNext()) {
                persons.next();
                personList.add(utf8(text(persons.personLength()), persons.person()));
            }
            m.setPersons(personList);

            m.setUri(utf8(text(d.uriLength()), d.uri()));
            if (hasTitle) {
                m.setTitle(utf8(text(d.titleLength()), d.title()));
            } else {
                absent("media title", d.titleLength());
                d.skipTitle();
            }
            m.setFormat(utf8(text(d.formatLength()), d.format()));
            if (hasCopyright) {
                m.setCopyright(utf8(text(d.copyrightLength()), d.copyright()));
            } else {
                absent("copyright", d.copyrightLength());
                d.skipCopyright();
            }
            return new MediaContent(m, imageList);
        }

        private Image image(ImagesDecoder d) {
            Image image = new Image();
            image.setWidth(d.width());
            image.setHeight(d.height());
            image.setSize(size(d.size()));
            ImagePresentDecoder present = d.present();
            knownBits("ImagePresent", present.getRaw(), KNOWN_IMAGE_BITS);
            image.setUri(utf8(text(d.uriLength()), d.uri()));
            if (present.title()) {
                image.setTitle(utf8(text(d.titleLength()), d.title()));
            } else {
                absent("image title", d.titleLength());
                d.skipTitle();
            }
            return image;
        }

        /** An absent optional string is written empty: one encoding per value. */
        private static void absent(String what, int declaredLength) {
            if (declaredLength != 0) {
                throw new IllegalArgumentException("the " + what + " is marked absent but has "
                        + Integer.toUnsignedString(declaredLength) + " bytes");
            }
        }

        private static Media.Player player(Player player) {
            return switch (player) {
                case NULL_VAL -> null;
                case JAVA -> Media.Player.JAVA;
                case FLASH -> Media.Player.FLASH;
            };
        }

        private static Image.Size size(Size size) {
            return switch (size) {
                case NULL_VAL -> null;
                case SMALL -> Image.Size.SMALL;
                case LARGE -> Image.Size.LARGE;
            };
        }
    }
}
