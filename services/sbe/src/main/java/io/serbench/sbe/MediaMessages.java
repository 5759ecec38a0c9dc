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
import io.serbench.sbe.media.MessageHeaderDecoder;
import io.serbench.sbe.media.MessageHeaderEncoder;
import io.serbench.sbe.media.Size;

import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent in SBE messages, for {@link SbeCodec}: its {@link Writer} into the flyweights
 * sbe-tool generates from proto/mediacontent-sbe.xml and its {@link Reader} back. The Media is
 * flattened into its item's entry, an unset bitrate is int32's null value, the optional strings
 * (titles, copyright) have presence bits; required strings and lists have no null (written empty).
 * A Media's own fields are {@link MediaFields}'s, the part each version of the model changes; the
 * message, the images and the persons groups are written and read here.
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
                Media m = content.getMedia();
                if (m == null) {
                    throw new IllegalArgumentException("a MediaContent without its media: it is required in this schema");
                }
                MediaFields.write(out.next(), m, content.getImages());
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + message.encodedLength();
        }

        /** An item's images, as the images group. */
        static void images(ItemsEncoder out, List<Image> list) {
            List<Image> images = orEmpty(list);
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
        }

        /** A Media's persons, as the persons group. */
        static void persons(ItemsEncoder out, List<String> list) {
            List<String> persons = orEmpty(list);
            ItemsEncoder.PersonsEncoder personsOut = out.personsCount(persons.size());
            for (String person : persons) {
                personsOut.next().person(person);
            }
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
        // nested groups and the length fields of its var data (an items entry's: MediaFields).
        private static final int MIN_IMAGE_BYTES = ImagesDecoder.sbeBlockLength()
                + ImagesDecoder.uriHeaderLength() + ImagesDecoder.titleHeaderLength();
        private static final int MIN_PERSON_BYTES = PersonsDecoder.sbeBlockLength()
                + PersonsDecoder.personHeaderLength();
        /** The ImagePresent choice the schema knows: title. */
        private static final int KNOWN_IMAGE_BITS = 0b1;

        /**
         * The schema's identity, read through a decoder's methods rather than its constants,
         * which javac would copy into this class: every version's generated code shares it.
         */
        private static final MediaBatchDecoder SCHEMA = new MediaBatchDecoder();

        private final MessageHeaderDecoder header = new MessageHeaderDecoder();
        private final MediaBatchDecoder message = new MediaBatchDecoder();

        /** As benchmarked: only this schema's own version. */
        Reader() {
            this(false);
        }

        /** @param otherVersions whether other versions of the schema are read too (see {@link MessageReader}) */
        Reader(boolean otherVersions) {
            super(MessageHeaderDecoder.ENCODED_LENGTH, SCHEMA.sbeSchemaId(), SCHEMA.sbeTemplateId(),
                    SCHEMA.sbeSchemaVersion(), SCHEMA.sbeBlockLength(), otherVersions);
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
                    MediaFields.MIN_BYTES);
            List<MediaContent> list = new ArrayList<>(count);
            while (items.hasNext()) {
                list.add(MediaFields.read(this, items.next()));
            }
            return new MediaBatch(list);
        }

        /** An item's images group. */
        List<Image> images(ItemsDecoder d) {
            ImagesDecoder images = d.images();
            List<Image> imageList = new ArrayList<>(
                    entries(images.actingBlockLength(), ImagesDecoder.sbeBlockLength(), images.count(),
                            MIN_IMAGE_BYTES));
            while (images.hasNext()) {
                imageList.add(image(images.next()));
            }
            return imageList;
        }

        /** A Media's persons group. */
        List<String> persons(ItemsDecoder d) {
            PersonsDecoder persons = d.persons();
            List<String> personList = new ArrayList<>(
                    entries(persons.actingBlockLength(), PersonsDecoder.sbeBlockLength(), persons.count(),
                            MIN_PERSON_BYTES));
            while (persons.hasNext()) {
                persons.next();
                personList.add(utf8(text(persons.personLength()), persons.person()));
            }
            return personList;
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
        static void absent(String what, int declaredLength) {
            if (declaredLength != 0) {
                throw new IllegalArgumentException("the " + what + " is marked absent but has "
                        + Integer.toUnsignedString(declaredLength) + " bytes");
            }
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
