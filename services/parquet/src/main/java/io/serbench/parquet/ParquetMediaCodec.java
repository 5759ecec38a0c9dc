package io.serbench.parquet;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaContent;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.io.RecordReader;

import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent as one complete Parquet file, a row per MediaContent, in the nested schema of
 * {@link MediaSchema} ({@code images} a LIST of groups, {@code media} a group with a
 * {@code persons} LIST, enums by name), written and read in memory exactly as
 * {@link ParquetCodec} does users: {@link MediaWriteSupport} straight into Parquet's record
 * consumer, {@link MediaMaterializer} straight out of its record assembly, the same writer
 * settings ({@link FileWriters}: uncompressed, one row group, no statistics, page checksums) and
 * the same checks of a payload ({@link CheckedParquetFile}, against this schema).
 *
 * <p>Every column keeps Parquet's dictionary attempt: no field of the model is an identifier or
 * free text that is unique per row (the standard dataset is N copies of one instance).
 *
 * <p>Thread-safe as {@link ParquetCodec}: a writer or reader per call, the in-memory file kept
 * per thread up to {@link BufferReuse#MAX_RETAINED_BYTES}.
 */
public final class ParquetMediaCodec implements MediaCodec {
    /** Bytes per MediaContent of the last payload, to size the next output buffer (a race is harmless). */
    private volatile int bytesPerItem = 256;
    private final boolean pageChecksums;
    private final ThreadLocal<InMemoryOutputFile> files =
            ThreadLocal.withInitial(() -> new InMemoryOutputFile(BufferReuse.INITIAL_BYTES));

    public ParquetMediaCodec() {
        this(true);
    }

    /** @param pageChecksums as {@link ParquetCodec#ParquetCodec(boolean)} */
    ParquetMediaCodec(boolean pageChecksums) {
        this.pageChecksums = pageChecksums;
    }

    @Override
    public byte[] serialize(MediaBatch batch) throws Exception {
        List<MediaContent> items = batch.getItems() == null ? List.of() : batch.getItems();
        long expectedBytes = (long) items.size() * bytesPerItem + 4096;
        InMemoryOutputFile file = files.get();
        file.reserve((int) Math.min(expectedBytes, 1 << 30));
        try (ParquetWriter<MediaContent> writer = FileWriters.open(file, MediaWriteSupport::new, pageChecksums,
                List.of())) {
            for (MediaContent content : items) {
                if (content == null) {
                    throw new IllegalArgumentException("a null MediaContent cannot be a Parquet row");
                }
                writer.write(content);
            }
        }
        byte[] payload = file.toByteArray();
        if (!BufferReuse.keeps(file.capacity())) {
            files.remove();
        }
        if (!items.isEmpty()) {
            bytesPerItem = payload.length / items.size() + 1;
        }
        return payload;
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws Exception {
        CheckedParquetFile file = CheckedParquetFile.read(payload, MediaSchema.FILE);
        List<MediaContent> items = new ArrayList<>((int) file.rows()); // bounded by the payload's size (see there)
        MediaMaterializer materializer = new MediaMaterializer();
        for (CheckedParquetFile.CheckedRowGroup rowGroup : file.rowGroups()) {
            RecordReader<MediaContent> records = MediaSchema.COLUMN_IO.getRecordReader(rowGroup, materializer);
            for (long row = 0, rows = rowGroup.getRowCount(); row < rows; row++) {
                items.add(records.read());
            }
        }
        return new MediaBatch(items);
    }
}
