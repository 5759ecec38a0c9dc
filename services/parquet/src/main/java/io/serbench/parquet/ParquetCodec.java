package io.serbench.parquet;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.io.RecordReader;

import java.util.ArrayList;
import java.util.List;

/**
 * Apache Parquet (parquet-java): a payload is one complete Parquet file, a row per user, in the
 * nested schema of {@link UserSchema} (records as groups, lists as LIST, attributes as MAP, enums
 * by name), written and read in memory.
 *
 * <p>How the library is used, for speed: no object model in between (parquet-avro would build an
 * Avro record per user, and the example Group API a generic tree). {@link UserWriteSupport}
 * hands each user to Parquet's record consumer, which shreds it into the columns;
 * {@link UserMaterializer} is a tree of converters that Parquet's record assembly drives to
 * build users directly, with string and enum dictionaries decoded once per column chunk. The file
 * is written by {@link ParquetWriter} (configured in {@link FileWriters}) into an
 * {@link InMemoryOutputFile}, in one row group, with Parquet's default encodings (dictionary
 * where it pays, else PLAIN; RLE levels; V1 data pages) and page checksums, except that columns of unique values skip the dictionary attempt (see
 * {@link #UNIQUE_VALUED_COLUMNS}). Statistics and size statistics are off: they serve query
 * engines that skip row groups and pages, which a message read whole never does. Reading needs no
 * ParquetFileReader (see {@link CheckedParquetFile}): parquet-column's record reader runs over
 * the pages where they lie in the payload.
 *
 * <p>Uncompressed: every other format here is measured uncompressed, and the orchestrator reports
 * each payload's gzip, zstd, lz4 and snappy sizes, so compressing inside the file would count
 * twice what is reported beside it; Parquet's own size work (dictionaries, RLE, bit-packing) is
 * all there. It also keeps Hadoop out entirely: parquet-java's codecs are Hadoop codecs.
 *
 * <p>Safety: the payload is read through {@link CheckedParquetFile}, which bounds every length
 * and count that parquet-java would allocate from before it runs (see there), accepts only the
 * user schema, and refuses compressed, encrypted or otherwise unexpected files. Strings must be
 * valid UTF-8, enum names known, map keys unique.
 *
 * <p>Thread-safe: every call has its own writer or reader (parquet-java writes one file per
 * writer, so a writer cannot be reused); the in-memory file a thread writes into is kept per thread
 * up to {@link BufferReuse#MAX_RETAINED_BYTES} (the rule every codec follows); the schema and the
 * column I/O plan are immutable and shared.
 */
public final class ParquetCodec implements Codec {
    /**
     * Columns whose values are (nearly) all different: identifiers, free text, timestamps,
     * coordinates, prices. Parquet tries a dictionary for every column and falls back to PLAIN once
     * the first page shows it does not pay, which it never does for these; that attempt (hashing
     * every value, then re-encoding) was the largest single cost of writing. Turning it off per
     * column is Parquet's documented knob (parquet.enable.dictionary#column) and leaves the bytes
     * as they were. Low-cardinality columns (names, cities, countries, enums, tags, attribute keys,
     * themes, languages, ages, quantities) keep their dictionaries.
     */
    static final List<String> UNIQUE_VALUED_COLUMNS = List.of(
            "id", "username", "email", "score", "createdAt",
            "address.street", "address.postalCode", "address.latitude", "address.longitude",
            "profile.bio", "profile.avatarUrl", "profile.links.list.element.url",
            "orders.list.element.orderId", "orders.list.element.placedAt",
            "orders.list.element.items.list.element.sku", "orders.list.element.items.list.element.unitPrice");

    /** Bytes per user of the last payload, to size the next output buffer (a race is harmless). */
    private volatile int bytesPerUser = 1024;
    private final boolean pageChecksums;
    /** The in-memory file each thread writes into, kept as {@link BufferReuse} has it. */
    private final ThreadLocal<InMemoryOutputFile> files =
            ThreadLocal.withInitial(() -> new InMemoryOutputFile(BufferReuse.INITIAL_BYTES));

    public ParquetCodec() {
        this(true);
    }

    /**
     * @param pageChecksums write a CRC-32 of each page (Parquet's default, and what the service
     *                      does); tests turn it off to reach the checks behind it with corrupted pages
     */
    ParquetCodec(boolean pageChecksums) {
        this.pageChecksums = pageChecksums;
    }

    @Override
    public String name() {
        return "parquet";
    }

    @Override
    public String library() {
        return "Apache Parquet Java";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(ParquetWriter.class, "org.apache.parquet", "parquet-hadoop");
    }

    @Override
    public String contentType() {
        return "application/vnd.apache.parquet";
    }

    @Override
    public boolean schemaDriven() {
        return true;
    }

    @Override
    public byte[] serialize(UserBatch batch) throws Exception {
        List<User> users = batch.getUsers() == null ? List.of() : batch.getUsers();
        long expectedBytes = (long) users.size() * bytesPerUser + 4096;
        InMemoryOutputFile file = files.get();
        file.reserve((int) Math.min(expectedBytes, 1 << 30));
        try (ParquetWriter<User> writer = FileWriters.open(file, UserWriteSupport::new, pageChecksums,
                UNIQUE_VALUED_COLUMNS)) {
            for (User user : users) {
                if (user == null) {
                    throw new IllegalArgumentException("a null user cannot be a Parquet row");
                }
                writer.write(user);
            }
        }
        byte[] payload = file.toByteArray();
        if (!BufferReuse.keeps(file.capacity())) {
            files.remove();
        }
        if (!users.isEmpty()) {
            bytesPerUser = payload.length / users.size() + 1;
        }
        return payload;
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws Exception {
        CheckedParquetFile file = CheckedParquetFile.read(payload, UserSchema.FILE);
        List<User> users = new ArrayList<>((int) file.rows()); // bounded by the payload's size (see there)
        UserMaterializer materializer = new UserMaterializer();
        for (CheckedParquetFile.CheckedRowGroup rowGroup : file.rowGroups()) {
            RecordReader<User> records = UserSchema.COLUMN_IO.getRecordReader(rowGroup, materializer);
            for (long row = 0, rows = rowGroup.getRowCount(); row < rows; row++) {
                users.add(records.read());
            }
        }
        return new UserBatch(users);
    }
}
