package io.serbench.bson;

import io.serbench.bson.BsonFields.FieldRule;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

import java.util.function.Function;

import static io.serbench.bson.BsonFields.SKIPPED;
import static io.serbench.bson.BsonFields.field;
import static io.serbench.bson.BsonFields.isNull;
import static io.serbench.bson.BsonFields.readArray;
import static io.serbench.bson.BsonFields.readBatch;
import static io.serbench.bson.BsonFields.readString;
import static io.serbench.bson.BsonFields.requireAll;
import static io.serbench.bson.BsonFields.writeArray;
import static io.serbench.bson.BsonFields.writeBatch;
import static io.serbench.bson.BsonFields.writeString;

/**
 * The MediaContent model as BSON, field by field through the bson library's codec API, under the
 * rules of {@link BsonFields} (exact BSON types, every field once, nulls only as BSON null), as
 * {@link UserBatchBsonCodec} writes the users model. The layout:
 * {@code {"items": [{"media": {...}, "images": [{...}, ...]}, ...]}} with jvm-serializers' field
 * names in its order. width, height and bitrate are int32, duration and size int64; the enums
 * (player, image size) their names as strings; an unset bitrate, a null title or copyright is
 * BSON null (the field is always there, as in the users model's layout). Media's own fields are
 * in {@link MediaFields}, the part a version of the model changes (docs/evolution.md). Immutable
 * (its rule and its bound readers), so one instance serves every thread. Each record holds
 * exactly its fields; the compatible codec ({@link FieldRule#SKIP_UNKNOWN}) skips an unknown one
 * and leaves a missing one at its default.
 */
final class MediaBatchBsonCodec implements Codec<MediaBatch> {
    private static final String[] BATCH = {"items"};
    private static final String[] CONTENT = {"media", "images"};
    private static final String[] IMAGE = {"uri", "title", "width", "height", "size"};

    /** How every record's reader treats an unknown name and a missing field. */
    final FieldRule rule;
    // The readers handed to readBatch and readArray, bound once rather than at every record.
    private final Function<BsonReader, MediaContent> contentReader = this::readContent;
    private final Function<BsonReader, Image> imageReader = this::readImage;

    /** The benchmarked codec: each record holds exactly its fields ({@link FieldRule#EXACT}). */
    MediaBatchBsonCodec() {
        this(FieldRule.EXACT);
    }

    MediaBatchBsonCodec(FieldRule rule) {
        this.rule = rule;
    }

    @Override
    public Class<MediaBatch> getEncoderClass() {
        return MediaBatch.class;
    }

    // ---- writing ------------------------------------------------------------------------

    @Override
    public void encode(BsonWriter w, MediaBatch batch, EncoderContext context) {
        writeBatch(w, BATCH[0], batch.getItems(), MediaBatchBsonCodec::writeContent);
    }

    private static void writeContent(BsonWriter w, MediaContent c) {
        if (c == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        w.writeName(CONTENT[0]);
        writeMedia(w, c.getMedia());
        w.writeName(CONTENT[1]);
        writeArray(w, c.getImages(), MediaBatchBsonCodec::writeImage);
        w.writeEndDocument();
    }

    private static void writeMedia(BsonWriter w, Media m) {
        if (m == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        MediaFields.write(w, m);
        w.writeEndDocument();
    }

    private static void writeImage(BsonWriter w, Image i) {
        if (i == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        writeString(w, IMAGE[0], i.getUri());
        writeString(w, IMAGE[1], i.getTitle());
        w.writeInt32(IMAGE[2], i.getWidth());
        w.writeInt32(IMAGE[3], i.getHeight());
        writeString(w, IMAGE[4], i.getSize() == null ? null : i.getSize().name());
        w.writeEndDocument();
    }

    // ---- reading ------------------------------------------------------------------------

    @Override
    public MediaBatch decode(BsonReader r, DecoderContext context) {
        return new MediaBatch(readBatch(r, BATCH, "MediaBatch", contentReader, rule));
    }

    private MediaContent readContent(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        MediaContent c = new MediaContent();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, CONTENT, seen, "MediaContent", rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            if (f == 0) {
                c.setMedia(readMedia(r));
            } else {
                c.setImages(readArray(r, imageReader));
            }
        }
        r.readEndDocument();
        requireAll(seen, CONTENT, "MediaContent", rule);
        return c;
    }

    private Media readMedia(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Media m = new Media();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, MediaFields.NAMES, seen, "Media", rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            MediaFields.read(r, f, m, this);
        }
        r.readEndDocument();
        requireAll(seen, MediaFields.NAMES, "Media", rule);
        return m;
    }

    private Image readImage(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Image i = new Image();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, IMAGE, seen, "Image", rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            switch (f) {
                case 0 -> i.setUri(readString(r));
                case 1 -> i.setTitle(readString(r));
                case 2 -> i.setWidth(r.readInt32());
                case 3 -> i.setHeight(r.readInt32());
                default -> i.setSize(isNull(r) ? null : Image.Size.valueOf(r.readString()));
            }
        }
        r.readEndDocument();
        requireAll(seen, IMAGE, "Image", rule);
        return i;
    }
}
