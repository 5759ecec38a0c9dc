package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.StringVector;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaContent;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * MediaContent with the Java classes flatc generates from proto/mediacontent.fbs, used exactly as
 * {@link FlatBuffersCodec} uses those of the user model: one cleared and reused
 * {@link FlatBufferBuilder} per thread (kept up to {@link BufferReuse#MAX_RETAINED_BYTES}),
 * children before parents, and on the way back the generated accessors read in place with one
 * reused accessor object per table type, every field read into the domain model.
 *
 * <p>Strict on untrusted bytes, as the user codec (FlatBuffers Java has no verifier): the size
 * prefix must equal the bytes that follow and the file identifier "SBMC" must follow; every read
 * is bounds-checked; a vector's length is checked against the payload before a list is sized from
 * it, and vector slots plus string characters are charged to a budget of
 * {@value FlatBuffersCodec#MAX_EXPANSION} times the payload; an enum number outside the schema and
 * a missing {@code required} field are refused.
 *
 * <p>The schema's own choices: title and copyright are absent when null, present when empty; the
 * bitrate is an optional scalar, absent when unset. flatc 2.0.8's Java {@code addBitrate} passes 0
 * as the field's default, so the builder would drop a set bitrate of 0; the codec turns on the
 * builder's {@code forceDefaults} around that one call, which writes the field whatever its value.
 * A null required field (uri, format, persons, images, media), null enum (no such number in
 * jvm-serializers' enums) or null list element is refused when writing.
 */
public final class FlatBuffersMediaCodec implements MediaCodec {
    /** The schema's file_identifier. */
    static final String FILE_IDENTIFIER = "SBMC";

    private final ThreadLocal<Writer> writers = ThreadLocal.withInitial(Writer::new);

    @Override
    public byte[] serialize(MediaBatch batch) {
        Writer writer = writers.get();
        boolean keep = false;
        try {
            byte[] payload = writer.write(batch);
            keep = BufferReuse.keeps(writer.builder.dataBuffer().capacity());
            return payload;
        } finally {
            // A write refused halfway (a null the schema cannot hold) leaves the builder
            // unfinished, and dataBuffer() would then throw an AssertionError over the real
            // exception: such a writer is dropped, like one whose buffer grew too large.
            writer.reset();
            if (!keep) {
                writers.remove();
            }
        }
    }

    @Override
    public MediaBatch deserialize(byte[] payload) {
        ByteBuffer buffer = FlatBuffersCodec.framed(payload, serbench_fb.MediaBatch::MediaBatchBufferHasIdentifier,
                FILE_IDENTIFIER);
        return new Reader(payload.length).batch(serbench_fb.MediaBatch.getRootAsMediaBatch(buffer));
    }

    /** A thread's builder and a stack of child offsets waiting to become a vector. */
    private static final class Writer {
        final FlatBufferBuilder builder = new FlatBufferBuilder(BufferReuse.INITIAL_BYTES);
        private int[] offsets = new int[256];
        private int top;

        byte[] write(MediaBatch batch) {
            FlatBufferBuilder b = builder;
            b.clear();
            int items = 0;
            if (batch.getItems() != null) {
                int mark = top;
                for (MediaContent content : batch.getItems()) {
                    push(content(element(content, "items")));
                }
                items = vector(mark);
            }
            serbench_fb.MediaBatch.startMediaBatch(b);
            serbench_fb.MediaBatch.addItems(b, items);
            b.finishSizePrefixed(serbench_fb.MediaBatch.endMediaBatch(b), FILE_IDENTIFIER);
            return b.sizedByteArray();
        }

        void reset() {
            top = 0;
        }

        private int content(MediaContent c) {
            List<Image> list = required(c.getImages(), "MediaContent.images");
            Media m = required(c.getMedia(), "MediaContent.media");
            int mark = top;
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
            int mark = top;
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

        /** 0 is "absent" to the generated add methods: a null string stays null. */
        private int string(String s) {
            return s == null ? 0 : builder.createString(s);
        }

        private void push(int offset) {
            if (top == offsets.length) {
                offsets = Arrays.copyOf(offsets, top * 2);
            }
            offsets[top++] = offset;
        }

        /** The offsets pushed since {@code mark}, as a vector in the same order. */
        private int vector(int mark) {
            FlatBufferBuilder b = builder;
            b.startVector(Integer.BYTES, top - mark, Integer.BYTES);
            for (int i = top - 1; i >= mark; i--) { // a builder writes back to front
                b.addOffset(offsets[i]);
            }
            top = mark;
            return b.endVector();
        }

        private static <T> T element(T element, String list) {
            if (element == null) {
                throw new IllegalArgumentException("a FlatBuffers vector cannot hold null (in " + list + ")");
            }
            return element;
        }

        /** Checked here, so that a null is an IllegalArgumentException rather than the builder's AssertionError. */
        private static <T> T required(T value, String field) {
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

    /** One decode: the accessors it reuses and the expansion budget it spends. */
    private static final class Reader {
        private final int payloadBytes;
        private long budget;

        private final serbench_fb.MediaContent.Vector itemsVector = new serbench_fb.MediaContent.Vector();
        private final serbench_fb.MediaContent content = new serbench_fb.MediaContent();
        private final serbench_fb.Image.Vector imagesVector = new serbench_fb.Image.Vector();
        private final serbench_fb.Image image = new serbench_fb.Image();
        private final serbench_fb.Media media = new serbench_fb.Media();
        private final StringVector personsVector = new StringVector();

        Reader(int payloadBytes) {
            this.payloadBytes = payloadBytes;
            this.budget = (long) FlatBuffersCodec.MAX_EXPANSION * payloadBytes;
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

        /** A required field must be there: the check the C++ verifier would make. */
        private static <T> T present(T value, String field) {
            if (value == null) {
                throw new IllegalArgumentException("the required field " + field + " is missing");
            }
            return value;
        }

        /** A vector's declared length, once it fits: each element is a 4-byte slot (see FlatBuffersCodec). */
        private int slots(int declared) {
            if (declared < 0 || declared > payloadBytes / Integer.BYTES) {
                throw new IllegalArgumentException("a vector of " + Integer.toUnsignedString(declared)
                        + " elements cannot fit in a " + payloadBytes + "-byte payload");
            }
            spend((long) declared * Integer.BYTES);
            return declared;
        }

        /** A string read again and again through shared offsets is stopped by the budget. */
        private String string(String s) {
            if (s != null) {
                spend(s.length());
            }
            return s;
        }

        private void spend(long units) {
            budget -= units;
            if (budget < 0) {
                throw new IllegalArgumentException("the payload's offsets point at the same data too often: it would "
                        + "decode into more than " + FlatBuffersCodec.MAX_EXPANSION + " times its own size");
            }
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
