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
 *
 * <p>The Media table's own fields are read and written by {@link MediaTable}, the one part a
 * version of MediaContent changes; the tables and vectors around it are built and read here.
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

    /** Builds a batch; {@link MediaTable#write} calls back for the vector a Media holds. */
    static final class Writer extends TableWriter<MediaBatch> {

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
            int media = MediaTable.write(this, m);
            FlatBufferBuilder b = builder;
            serbench_fb.MediaContent.startMediaContent(b);
            serbench_fb.MediaContent.addImages(b, images);
            serbench_fb.MediaContent.addMedia(b, media);
            return serbench_fb.MediaContent.endMediaContent(b);
        }

        /** The media's persons, a required vector of strings. */
        int persons(List<String> persons) {
            int mark = mark();
            for (String person : required(persons, "Media.persons")) {
                push(builder.createString(element(person, "persons")));
            }
            return vector(mark);
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
        static <V> V required(V value, String field) {
            if (value == null) {
                throw new IllegalArgumentException(field + " is null, but the schema marks it required");
            }
            return value;
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

    /**
     * One decode: the accessors it reuses, and the budget it spends. {@link MediaTable#read}
     * calls back for the vector a Media holds.
     */
    static final class Reader extends TableReader {
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
            return new MediaContent(MediaTable.read(this, present(c.media(media), "MediaContent.media")), images);
        }

        /** The media's persons, a required vector of strings. */
        List<String> persons(serbench_fb.Media m) {
            StringVector vector = present(m.personsVector(personsVector), "Media.persons");
            int count = slots(vector.length());
            List<String> persons = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                persons.add(string(vector.get(i)));
            }
            return persons;
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
