package io.serbench.sbe;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
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
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * MediaContent as Simple Binary Encoding, with the flyweights sbe-tool generates from
 * proto/mediacontent-sbe.xml, used as {@link SbeCodec} uses those of the user model: per thread,
 * one encoder and one decoder flyweight and one Agrona buffer, reused for every message (the
 * encode buffer kept up to {@link BufferReuse#MAX_RETAINED_BYTES}); the encoder writes straight
 * into an {@link ExpandableArrayBuffer}, the decoder reads the payload in place through an
 * {@link UnsafeBuffer}, in schema order, and every field is converted into the model. The layout
 * (the Media flattened into the items entry, bitrate's null value, presence bits for the optional
 * strings, no null required strings or lists) is stated in the schema.
 *
 * <p>The generated decoder trusts the payload, so this codec is strict itself, as SbeCodec:
 * the message header must name this schema, template, version and block length, and every group
 * header the schema's block length; Agrona's bounds checks stay on; a group's count is checked
 * against the bytes left before a list is sized, and a var-data length before the generated
 * accessor allocates from it; strings must be valid UTF-8, enums known values, unknown presence
 * bits 0, an absent optional string empty; the decoder must end exactly at the end of the payload.
 */
public final class SbeMediaCodec implements MediaCodec {

    // The fewest bytes an entry of each group can take: its fixed block, the headers of its
    // nested groups and the length fields of its var data.
    private static final int MIN_ITEM_BYTES = ItemsDecoder.sbeBlockLength()
            + ImagesDecoder.sbeHeaderSize() + PersonsDecoder.sbeHeaderSize()
            + ItemsDecoder.uriHeaderLength() + ItemsDecoder.titleHeaderLength()
            + ItemsDecoder.formatHeaderLength() + ItemsDecoder.copyrightHeaderLength();
    private static final int MIN_IMAGE_BYTES = ImagesDecoder.sbeBlockLength()
            + ImagesDecoder.uriHeaderLength() + ImagesDecoder.titleHeaderLength();
    private static final int MIN_PERSON_BYTES = PersonsDecoder.sbeBlockLength() + PersonsDecoder.personHeaderLength();
    /** The MediaPresent choices the schema knows: title, copyright. */
    private static final int KNOWN_MEDIA_BITS = 0b11;
    /** The ImagePresent choice the schema knows: title. */
    private static final int KNOWN_IMAGE_BITS = 0b1;

    private final ThreadLocal<Writer> writers = ThreadLocal.withInitial(Writer::new);
    private final ThreadLocal<Reader> readers = ThreadLocal.withInitial(Reader::new);

    @Override
    public byte[] serialize(MediaBatch batch) {
        Writer writer = writers.get();
        byte[] payload = writer.write(batch);
        if (!BufferReuse.keeps(writer.buffer.capacity())) {
            writers.remove();
        }
        return payload;
    }

    @Override
    public MediaBatch deserialize(byte[] payload) {
        Reader reader = readers.get();
        try {
            return reader.read(payload);
        } finally {
            reader.release();
        }
    }

    /** A thread's encoder flyweights and the buffer they write into. */
    private static final class Writer {
        final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(BufferReuse.INITIAL_BYTES);
        private final MessageHeaderEncoder header = new MessageHeaderEncoder();
        private final MediaBatchEncoder message = new MediaBatchEncoder();

        byte[] write(MediaBatch batch) {
            message.wrapAndApplyHeader(buffer, 0, header);
            List<MediaContent> items = orEmpty(batch.getItems());
            ItemsEncoder out = message.itemsCount(items.size());
            for (MediaContent content : items) {
                item(out.next(), content);
            }
            int length = MessageHeaderEncoder.ENCODED_LENGTH + message.encodedLength();
            byte[] payload = new byte[length];
            buffer.getBytes(0, payload, 0, length);
            return payload;
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

        private static <T> List<T> orEmpty(List<T> list) {
            return list == null ? Collections.emptyList() : list;
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

    /** A thread's decoder flyweights and the buffer they read through. */
    private static final class Reader {
        private static final byte[] NOTHING = new byte[0];
        private final UnsafeBuffer buffer = new UnsafeBuffer(NOTHING);
        private final MessageHeaderDecoder header = new MessageHeaderDecoder();
        private final MediaBatchDecoder message = new MediaBatchDecoder();
        private byte[] payload;

        MediaBatch read(byte[] bytes) {
            payload = bytes;
            if (bytes.length < MessageHeaderDecoder.ENCODED_LENGTH) {
                throw new IllegalArgumentException("an SBE message header takes " + MessageHeaderDecoder.ENCODED_LENGTH
                        + " bytes, got " + bytes.length);
            }
            buffer.wrap(bytes);
            header.wrap(buffer, 0);
            expect("schema id", header.schemaId(), MediaBatchDecoder.SCHEMA_ID);
            expect("template id", header.templateId(), MediaBatchDecoder.TEMPLATE_ID);
            expect("schema version", header.version(), MediaBatchDecoder.SCHEMA_VERSION);
            expect("block length", header.blockLength(), MediaBatchDecoder.BLOCK_LENGTH);
            message.wrapAndApplyHeader(buffer, 0, header);

            ItemsDecoder items = message.items();
            int count = entries(items.actingBlockLength(), ItemsDecoder.sbeBlockLength(), items.count(), MIN_ITEM_BYTES);
            List<MediaContent> list = new ArrayList<>(count);
            while (items.hasNext()) {
                list.add(item(items.next()));
            }
            if (message.limit() != bytes.length) {
                throw new IllegalArgumentException((bytes.length - message.limit()) + " bytes left after the message");
            }
            return new MediaBatch(list);
        }

        /** Let go of the payload, so a thread's reader does not keep the last one alive. */
        void release() {
            payload = null;
            buffer.wrap(NOTHING);
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
            if ((present.getRaw() & ~KNOWN_MEDIA_BITS) != 0) {
                throw new IllegalArgumentException("unknown MediaPresent bits " + Integer.toBinaryString(present.getRaw()));
            }
            boolean hasTitle = present.title();
            boolean hasCopyright = present.copyright();

            ImagesDecoder images = d.images();
            List<Image> imageList = new ArrayList<>(
                    entries(images.actingBlockLength(), ImagesDecoder.sbeBlockLength(), images.count(), MIN_IMAGE_BYTES));
            while (images.hasNext()) {
                imageList.add(image(images.next()));
            }

            PersonsDecoder persons = d.persons();
            List<String> personList = new ArrayList<>(
                    entries(persons.actingBlockLength(), PersonsDecoder.sbeBlockLength(), persons.count(), MIN_PERSON_BYTES));
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
            if ((present.getRaw() & ~KNOWN_IMAGE_BITS) != 0) {
                throw new IllegalArgumentException("unknown ImagePresent bits " + Integer.toBinaryString(present.getRaw()));
            }
            image.setUri(utf8(text(d.uriLength()), d.uri()));
            if (present.title()) {
                image.setTitle(utf8(text(d.titleLength()), d.title()));
            } else {
                absent("image title", d.titleLength());
                d.skipTitle();
            }
            return image;
        }

        /**
         * A group's count, once its header is known to be ours and the entries to fit in what is
         * left (the group header has just been read, so the message's limit is past it).
         */
        private int entries(int blockLength, int expectedBlockLength, int count, int minEntryBytes) {
            if (blockLength != expectedBlockLength) {
                throw new IllegalArgumentException("a group block of " + blockLength + " bytes, the schema says "
                        + expectedBlockLength);
            }
            int left = payload.length - message.limit();
            if (count < 0 || count > left / minEntryBytes) {
                throw new IllegalArgumentException("a group of " + Integer.toUnsignedString(count) + " entries cannot fit in the "
                        + left + " bytes left");
            }
            return count;
        }

        /**
         * Checks a var-data length before the generated accessor allocates from it, and answers
         * where its bytes start. Must be called just before that accessor.
         */
        private int text(int declaredLength) {
            int start = message.limit() + Integer.BYTES;
            if (declaredLength < 0 || declaredLength > payload.length - start) {
                throw new IllegalArgumentException("a string of " + Integer.toUnsignedString(declaredLength)
                        + " bytes cannot fit in the " + Math.max(0, payload.length - start) + " bytes left");
            }
            return start;
        }

        /** An absent optional string is written empty: one encoding per value. */
        private static void absent(String what, int declaredLength) {
            if (declaredLength != 0) {
                throw new IllegalArgumentException("the " + what + " is marked absent but has "
                        + Integer.toUnsignedString(declaredLength) + " bytes");
            }
        }

        /**
         * The generated accessor decodes with {@code new String(bytes, UTF_8)}, which replaces
         * malformed input with U+FFFD; only a string holding one is checked again, strictly.
         * Called as {@code utf8(text(d.xLength()), d.x())}: arguments are evaluated left to right,
         * so the length is checked before the accessor allocates, and the accessor has moved the
         * limit to the string's end when this runs.
         */
        private String utf8(int start, String decoded) {
            if (decoded.indexOf('\uFFFD') >= 0) {
                try {
                    StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(payload, start, message.limit() - start));
                } catch (CharacterCodingException e) {
                    throw new IllegalArgumentException("a string is not valid UTF-8", e);
                }
            }
            return decoded;
        }

        private static void expect(String what, int actual, int expected) {
            if (actual != expected) {
                throw new IllegalArgumentException("message header " + what + " " + actual + ", expected " + expected);
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
