package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.StringVector;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent in the tables flatc generates from proto/mediacontent.fbs (package serbench_fb).
 *
 * <p>The schema's own choices: title and copyright are absent when null, present when empty; the
 * bitrate is an optional scalar, absent when unset. flatc 2.0.8's Java {@code addBitrate} passes 0
 * as the field's default, so the builder would drop a set bitrate of 0; the writer turns on the
 * builder's {@code forceDefaults} around that one call, which writes the field whatever its value.
 * A null required field (uri, format, persons, images, media), null enum (no such number in
 * jvm-serializers' enums) or null list element is refused when writing; a missing required field
 * is refused when reading.
 */
final class MediaTables {
    /** The schema's file_identifier. */
    static final String FILE_IDENTIFIER = "SBMC";

    static final Tables<MediaBatch> TABLES = new Tables<>(FILE_IDENTIFIER,
            serbench_fb.MediaBatch::MediaBatchBufferHasIdentifier, Writer::new,
            (buffer, payloadBytes) -> new Reader(payloadBytes)
                    .batch(serbench_fb.MediaBatch.getRootAsMediaBatch(buffer)));

    private MediaTables() {
    }

    private static final class Writer extends TableWriter<MediaBatch> {

        @Override
        protected int root(MediaBatch batch) {
            FlatBufferBuilder b = builder;
            int items = 0;
            if (batch.getItems() != null) {
                int mark = mark();
                for (MediaContent content : batch.getItems()) {
                    push(content(element(content, "items")));
                }
                items = vector(mark);
            }
            serbench_fb.MediaBatch.startMediaBatch(b);
            serbench_fb.MediaBatch.addItems(b, items);
            return serbench_fb.MediaBatch.endMediaBatch(b);
        }

        private int content(MediaContent c) {
            List<Image> list = required(c.getImages(), "MediaContent.images");
            Media m = required(c.getMedia(), "MediaContent.media");
            int mark = mark();
            for (Image image : list) {
                push(image(element(image, "images")));
            }
            int images = vector(mark);
            int media = media(m);
            FlatBufferBuilder b = builder;
            serbench_fb.MediaContent.startMediaContent(b);
            serbench_fb.MediaContent.addImages(b, images);
            serbench_fb.MediaContent.addMedia(b, media);
            return serbench_fb.MediaContent.endMediaContent(b);
        }

        private int media(Media m) {
            FlatBufferBuilder b = builder;
            int uri = b.createString(required(m.getUri(), "Media.uri"));
            int title = string(m.getTitle());
            int format = b.createString(required(m.getFormat(), "Media.format"));
            int mark = mark();
            for (String person : required(m.getPersons(), "Media.persons")) {
                push(b.createString(element(person, "persons")));
            }
            int persons = vector(mark);
            int copyright = string(m.getCopyright());
            byte player = player(m.getPlayer());
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
                b.forceDefaults(true); // a set 0 must be written: see the class comment
                serbench_fb.Media.addBitrate(b, bitrate);
                b.forceDefaults(false);
            }
            serbench_fb.Media.addPersons(b, persons);
            serbench_fb.Media.addCopyright(b, copyright);
            serbench_fb.Media.addPlayer(b, player);
            return serbench_fb.Media.endMedia(b);
        }

        private int image(Image i) {
            FlatBufferBuilder b = builder;
            int uri = b.createString(required(i.getUri(), "Image.uri"));
            int title = string(i.getTitle());
            byte size = size(i.getSize());
            serbench_fb.Image.startImage(b);
            serbench_fb.Image.addUri(b, uri);
            serbench_fb.Image.addTitle(b, title);
            serbench_fb.Image.addWidth(b, i.getWidth());
            serbench_fb.Image.addHeight(b, i.getHeight());
            serbench_fb.Image.addSize(b, size);
            return serbench_fb.Image.endImage(b);
        }

        /** Checked here, so that a null is an IllegalArgumentException rather than the builder's AssertionError. */
        private static <V> V required(V value, String field) {
            if (value == null) {
                throw new IllegalArgumentException(field + " is null, but the schema marks it required");
            }
            return value;
        }

        private static byte player(Media.Player player) {
            if (player == null) {
                throw new IllegalArgumentException("Media.player is null: the schema's Player enum has no null");
            }
            return switch (player) {
                case JAVA -> serbench_fb.Player.JAVA;
                case FLASH -> serbench_fb.Player.FLASH;
            };
        }

        private static byte size(Image.Size size) {
            if (size == null) {
                throw new IllegalArgumentException("Image.size is null: the schema's Size enum has no null");
            }
            return switch (size) {
                case SMALL -> serbench_fb.Size.SMALL;
                case LARGE -> serbench_fb.Size.LARGE;
            };
        }
    }

    /** One decode: the accessors it reuses, and the budget it spends. */
    private static final class Reader extends TableReader {
        private final serbench_fb.MediaContent.Vector itemsVector = new serbench_fb.MediaContent.Vector();
        private final serbench_fb.MediaContent content = new serbench_fb.MediaContent();
        private final serbench_fb.Image.Vector imagesVector = new serbench_fb.Image.Vector();
        private final serbench_fb.Image image = new serbench_fb.Image();
        private final serbench_fb.Media media = new serbench_fb.Media();
        private final StringVector personsVector = new StringVector();

        Reader(int payloadBytes) {
            super(payloadBytes);
        }

        MediaBatch batch(serbench_fb.MediaBatch root) {
            serbench_fb.MediaContent.Vector vector = root.itemsVector(itemsVector);
            if (vector == null) {
                return new MediaBatch(null);
            }
            int count = slots(vector.length());
            List<MediaContent> items = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                items.add(content(vector.get(content, i)));
            }
            return new MediaBatch(items);
        }

        private MediaContent content(serbench_fb.MediaContent c) {
            serbench_fb.Image.Vector vector = present(c.imagesVector(imagesVector), "MediaContent.images");
            int count = slots(vector.length());
            List<Image> images = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                serbench_fb.Image m = vector.get(image, i);
                images.add(new Image(present(string(m.uri()), "Image.uri"), string(m.title()), m.width(), m.height(),
                        size(m.size())));
            }
            return new MediaContent(media(present(c.media(media), "MediaContent.media")), images);
        }

        private Media media(serbench_fb.Media m) {
            Media out = new Media();
            out.setUri(present(string(m.uri()), "Media.uri"));
            out.setTitle(string(m.title()));
            out.setWidth(m.width());
            out.setHeight(m.height());
            out.setFormat(present(string(m.format()), "Media.format"));
            out.setDuration(m.duration());
            out.setSize(m.size());
            if (m.hasBitrate()) {
                out.setBitrate(m.bitrate());
            }
            StringVector vector = present(m.personsVector(personsVector), "Media.persons");
            int count = slots(vector.length());
            List<String> persons = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                persons.add(string(vector.get(i)));
            }
            out.setPersons(persons);
            out.setPlayer(player(m.player()));
            out.setCopyright(string(m.copyright()));
            return out;
        }

        private static Media.Player player(byte number) {
            return switch (number) {
                case serbench_fb.Player.JAVA -> Media.Player.JAVA;
                case serbench_fb.Player.FLASH -> Media.Player.FLASH;
                default -> throw new IllegalArgumentException("unknown Player number " + number);
            };
        }

        private static Image.Size size(byte number) {
            return switch (number) {
                case serbench_fb.Size.SMALL -> Image.Size.SMALL;
                case serbench_fb.Size.LARGE -> Image.Size.LARGE;
                default -> throw new IllegalArgumentException("unknown Size number " + number);
            };
        }
    }
}
