package io.serbench.arrow;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaContent;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.dictionary.DictionaryProvider;

import java.util.List;

/**
 * MediaContent in the Arrow IPC stream format, as {@link ArrowCodec} writes users: the schema
 * ({@link MediaBatchSchema}: an {@code images} list of structs, a {@code media} struct with a
 * {@code persons} list, the enums dictionary-encoded), the two enum dictionaries and one record
 * batch with a row per MediaContent, then the end-of-stream marker. The same use of the library
 * and the same checks of a payload ({@link ArrowStreamCodec}), with an allocator of its own.
 */
public final class ArrowMediaCodec extends ArrowStreamCodec<MediaBatch, MediaContent> implements MediaCodec {

    public ArrowMediaCodec() {
        super(MediaBatchSchema.STREAM);
    }

    @Override
    public byte[] serialize(MediaBatch batch) throws Exception {
        return write(batch);
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws Exception {
        return read(payload);
    }

    @Override
    protected StreamWriter<MediaBatch> openWriter(BufferAllocator parent) {
        return MediaBatchWriter.open(parent);
    }

    @Override
    protected RowReader<MediaContent> rowReader(VectorSchemaRoot root, DictionaryProvider dictionaries) {
        return new MediaBatchReader(root, dictionaries);
    }

    @Override
    protected MediaBatch batch(List<MediaContent> rows) {
        return new MediaBatch(rows);
    }
}
