package io.serbench.arrow;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.dictionary.DictionaryProvider;
import org.apache.arrow.vector.ipc.ArrowStreamWriter;

import java.io.IOException;
import java.util.List;

import static io.serbench.arrow.Columns.set;
import static io.serbench.arrow.Columns.setEnum;

/**
 * The MediaContent counterpart of {@link BatchWriter}: the vectors of {@link MediaBatchSchema}
 * (reset, not rebuilt), the two enum dictionaries and the output buffer, kept between
 * serializations. A null where the schema is not nullable (jvm-serializers' required fields)
 * is refused. Not thread-safe: {@link ArrowMediaCodec} lends each one to one thread at a time.
 */
final class MediaBatchWriter extends MediaVectors implements StreamWriter<MediaBatch> {
    private final BufferAllocator allocator;
    private final DictionaryProvider.MapDictionaryProvider dictionaries;
    private final ByteArrayChannel out = new ByteArrayChannel();

    /** A writer with its own child allocator, released by {@link #close()}. */
    static MediaBatchWriter open(BufferAllocator parent) {
        BufferAllocator allocator = parent.newChildAllocator("arrow-media-writer", 0, Long.MAX_VALUE);
        VectorSchemaRoot root = null;
        try {
            root = VectorSchemaRoot.create(MediaBatchSchema.SCHEMA, allocator);
            root.allocateNew();
            return new MediaBatchWriter(allocator, root);
        } catch (RuntimeException e) {
            if (root != null) {
                root.close();
            }
            allocator.close();
            throw e;
        }
    }

    private MediaBatchWriter(BufferAllocator allocator, VectorSchemaRoot root) {
        super(root);
        this.allocator = allocator;
        dictionaries = new DictionaryProvider.MapDictionaryProvider(
                Columns.dictionary(MediaBatchSchema.IMAGE_SIZE, Image.Size.values(), allocator),
                Columns.dictionary(MediaBatchSchema.PLAYER, Media.Player.values(), allocator));
    }

    /** The batch as one Arrow IPC stream: schema, the two dictionaries, one record batch, end of stream. */
    @Override
    public byte[] write(MediaBatch batch) throws IOException {
        List<MediaContent> items = batch.getItems();
        if (items == null) {
            throw new IllegalArgumentException("a batch without an items list has no Arrow form (zero rows is [])");
        }
        for (FieldVector vector : root.getFieldVectors()) {
            vector.reset(); // zeroes validity and offsets, keeps the buffers
        }
        int rows = items.size();
        for (int i = 0; i < rows; i++) {
            MediaContent content = required(items.get(i), "items[" + i + "]");
            writeImages(i, required(content.getImages(), "images"));
            writeMedia(i, required(content.getMedia(), "media"));
        }
        root.setRowCount(rows); // sets every vector's value count, children included

        out.reset();
        // A writer per stream: it writes the schema first and the end-of-stream marker on end().
        try (ArrowStreamWriter writer = new ArrowStreamWriter(root, dictionaries, out)) {
            writer.start();
            writer.writeBatch();
            writer.end();
        }
        return out.toByteArray();
    }

    /** {@link BufferReuse}, as {@link BatchWriter#worthKeeping()}. */
    @Override
    public boolean worthKeeping() {
        return BufferReuse.keeps(out.capacity()) && BufferReuse.keeps(allocator.getAllocatedMemory());
    }

    private void writeImages(int i, List<Image> list) {
        int start = images.startNewValue(i);
        for (int k = 0; k < list.size(); k++) {
            Image im = required(list.get(k), "images[" + k + "]");
            int at = start + k;
            image.setIndexDefined(at);
            setRequired(imageUri, at, im.getUri(), "image uri");
            set(imageTitle, at, im.getTitle());
            imageWidth.setSafe(at, im.getWidth());
            imageHeight.setSafe(at, im.getHeight());
            setEnum(imageSize, at, required(im.getSize(), "image size"));
        }
        images.endValue(i, list.size());
    }

    private void writeMedia(int i, Media m) {
        media.setIndexDefined(i);
        setRequired(uri, i, m.getUri(), "media uri");
        set(title, i, m.getTitle());
        width.setSafe(i, m.getWidth());
        height.setSafe(i, m.getHeight());
        setRequired(format, i, m.getFormat(), "format");
        duration.setSafe(i, m.getDuration());
        size.setSafe(i, m.getSize());
        Integer rate = m.getBitrate();
        if (rate == null) {
            bitrate.setNull(i); // unset: a null, not 0
        } else {
            bitrate.setSafe(i, rate);
        }
        List<String> list = required(m.getPersons(), "persons");
        int start = persons.startNewValue(i);
        for (int k = 0; k < list.size(); k++) {
            setRequired(person, start + k, list.get(k), "persons[" + k + "]");
        }
        persons.endValue(i, list.size());
        setEnum(player, i, required(m.getPlayer(), "player"));
        set(copyright, i, m.getCopyright());
    }

    private static void setRequired(VarCharVector vector, int index, String text, String field) {
        set(vector, index, required(text, field));
    }

    private static <T> T required(T value, String field) {
        if (value == null) {
            throw new IllegalArgumentException(field + " is null, which the MediaContent schema has no place for");
        }
        return value;
    }

    @Override
    public void close() {
        try {
            root.close();
            dictionaries.close();
        } finally {
            allocator.close();
        }
    }
}
