package io.serbench.parquet;

import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.PerThread;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.io.api.RecordMaterializer;

import java.util.ArrayList;
import java.util.List;

/**
 * Apache Parquet (parquet-java), one class for both models, an instance per model
 * ({@link ParquetModel#USERS}, {@link ParquetModel#MEDIA}): a payload is one complete Parquet
 * file, a row per model object, in the model's nested schema ({@link UserSchema},
 * {@link MediaSchema}: records as groups, lists as LIST, attributes as MAP, enums by name),
 * written and read in memory.
 *
 * <p>How the library is used, for speed: no object model in between (parquet-avro would build an
 * Avro record per row, and the example Group API a generic tree). The model's write support
 * ({@link UserWriteSupport}, {@link MediaWriteSupport}) hands each row to Parquet's record
 * consumer, which shreds it into the columns; the model's converters ({@link UserConverters},
 * {@link MediaConverters}) are a tree that Parquet's record assembly drives to build the rows
 * directly, with string and enum dictionaries decoded once per column chunk. The file is written
 * by {@link ParquetWriter} (configured in {@link FileWriters}) into an {@link InMemoryOutputFile},
 * in one row group, with Parquet's default encodings (dictionary where it pays, else PLAIN; RLE
 * levels; V1 data pages) and page checksums, except that columns of unique values skip the
 * dictionary attempt ({@link UserSchema#UNIQUE_VALUED_COLUMNS}). Statistics and size statistics
 * are off: they serve query engines that skip row groups and pages, which a message read whole
 * never does. Reading needs no ParquetFileReader (see {@link CheckedParquetFile}):
 * parquet-column's record reader runs over the pages where they lie in the payload.
 *
 * <p>Uncompressed: every other format here is measured uncompressed, and the orchestrator reports
 * each payload's gzip, zstd, lz4 and snappy sizes, so compressing inside the file would count
 * twice what is reported beside it; Parquet's own size work (dictionaries, RLE, bit-packing) is
 * all there. It also keeps Hadoop out entirely: parquet-java's codecs are Hadoop codecs.
 *
 * <p>Safety: the payload is read through {@link CheckedParquetFile}, which bounds every length
 * and count that parquet-java would allocate from before it runs (see there), accepts only the
 * model's schema, and refuses compressed, encrypted or otherwise unexpected files. Strings must
 * be valid UTF-8, enum names known, map keys unique; a null where the schema is required is
 * refused when written.
 *
 * <p>Thread-safe: every call has its own writer or reader (parquet-java writes one file per
 * writer, so a writer cannot be reused); the in-memory file a thread writes into is kept per
 * thread ({@link PerThread}, under {@link BufferReuse}, the rule every codec follows); the schema
 * and the column I/O plan are immutable and shared.
 *
 * @param <T> the model's batch type
 * @param <R> the model's row type
 */
public final class ParquetCodec<T, R> extends AbstractCodec<T> {
    private final ParquetModel<T, R> parquet;
    private final boolean pageChecksums;
    /** Bytes per row of the last payload, to size the next output buffer (a race is harmless). */
    private volatile int bytesPerRow;
    /** The in-memory file each thread writes into. */
    private final PerThread<InMemoryOutputFile> files =
            PerThread.of(() -> new InMemoryOutputFile(BufferReuse.INITIAL_BYTES)).retaining(InMemoryOutputFile::capacity);

    /** @param parquet the model and its schema, write support and converters ({@link ParquetModel#USERS}, {@link ParquetModel#MEDIA}) */
    ParquetCodec(ParquetModel<T, R> parquet) {
        this(parquet, true);
    }

    /**
     * @param pageChecksums write a CRC-32 of each page (Parquet's default, and what the service
     *                      does); tests turn it off to reach the checks behind it with corrupted pages
     */
    ParquetCodec(ParquetModel<T, R> parquet, boolean pageChecksums) {
        super(parquet.model());
        this.parquet = parquet;
        this.pageChecksums = pageChecksums;
        this.bytesPerRow = parquet.firstBytesPerRow();
    }

    /** The facts of the parquet service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("parquet", "Apache Parquet Java",
                LibraryVersion.of(ParquetWriter.class, "org.apache.parquet", "parquet-hadoop"),
                "application/vnd.apache.parquet", true);
    }

    /** The users model's codec. */
    public static ParquetCodec<UserBatch, User> users() {
        return new ParquetCodec<>(ParquetModel.USERS);
    }

    /** The MediaContent model's codec. */
    public static ParquetCodec<MediaBatch, MediaContent> mediaContent() {
        return new ParquetCodec<>(ParquetModel.MEDIA);
    }

    @Override
    public byte[] serialize(T batch) throws Exception {
        List<R> rows = parquet.rows().apply(batch);
        long expectedBytes = (long) rows.size() * bytesPerRow + 4096;
        byte[] payload = files.use(file -> {
            file.reserve((int) Math.min(expectedBytes, 1 << 30));
            try (ParquetWriter<R> writer = FileWriters.open(file, parquet.writeSupport(), pageChecksums,
                    parquet.uniqueValuedColumns())) {
                for (R row : rows) {
                    if (row == null) {
                        throw new IllegalArgumentException("a null " + parquet.row() + " cannot be a Parquet row");
                    }
                    writer.write(row);
                }
            }
            return file.toByteArray();
        });
        if (!rows.isEmpty()) {
            bytesPerRow = payload.length / rows.size() + 1;
        }
        return payload;
    }

    @Override
    public T deserialize(byte[] payload) throws Exception {
        CheckedParquetFile file = CheckedParquetFile.read(payload, parquet.file());
        List<R> rows = new ArrayList<>((int) file.rows()); // bounded by the payload's size (see there)
        RecordMaterializer<R> materializer = parquet.materializer().get();
        for (CheckedParquetFile.CheckedRowGroup rowGroup : file.rowGroups()) {
            RecordReader<R> records = parquet.file().columnIO().getRecordReader(rowGroup, materializer);
            for (long row = 0, count = rowGroup.getRowCount(); row < count; row++) {
                rows.add(records.read());
            }
        }
        return parquet.batch().apply(rows);
    }
}
