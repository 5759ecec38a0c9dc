package io.serbench.parquet;

import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.Encoding;
import org.apache.parquet.column.page.DataPage;
import org.apache.parquet.column.page.DataPageV1;
import org.apache.parquet.column.page.DictionaryPage;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.column.page.PageReader;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.format.CompressionCodec;
import org.apache.parquet.format.DataPageHeader;
import org.apache.parquet.format.DictionaryPageHeader;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.PageHeader;
import org.apache.parquet.format.RowGroup;
import org.apache.parquet.format.converter.ParquetMetadataConverter;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import shaded.parquet.org.apache.thrift.TBase;
import shaded.parquet.org.apache.thrift.TConfiguration;
import shaded.parquet.org.apache.thrift.TException;
import shaded.parquet.org.apache.thrift.protocol.TCompactProtocol;
import shaded.parquet.org.apache.thrift.transport.TIOStreamTransport;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;

/**
 * A Parquet file held in a byte array, with everything parquet-column will size from checked
 * against the bytes first, and its pages handed to parquet-column's readers as they lie in the
 * array (no copy).
 *
 * <p>parquet-java's own file reader is not used: its options cannot be built without Hadoop's
 * MapReduce classes on the class path, and it trusts the file. It parses Thrift metadata with a
 * 100 MB limit per string or list (a page header claiming a 50 MB statistic gets a 50 MB array),
 * allocates each column chunk from its declared size, and hands pages to decoders that allocate
 * from lengths inside the page (a bit-packed run's group count becomes an {@code int[]}, a
 * dictionary's entry count a {@code Binary[]}). Here, before any of that runs:
 * <ul>
 *   <li>the file is {@code PAR1}, data, footer, footer length, {@code PAR1}, with nothing after;
 *   <li>the footer and each page header are Thrift-decoded with the bytes really there as the
 *       limit for any string or list, and must use up exactly their bytes (footer) or stay inside
 *       their column chunk (page header);
 *   <li>the schema is the one the codec accepts ({@link FileSchema#requireSameShape}), or, for a
 *       reader that resolves the file's schema against its own, the one the footer declares; no
 *       encryption;
 *   <li>each row group has the schema's columns in order, uncompressed, inside the data part of
 *       the file; a column that does not repeat has exactly one value per row; all columns
 *       together hold at most {@link #MAX_VALUES_PER_PAYLOAD_BYTE} values per payload byte (plus
 *       a little), which bounds what a decode can build from a small payload;
 *   <li>a row group without rows (pyarrow writes one for an empty table) is counted, not read;
 *   <li>each column chunk is a dictionary page (optional, first) and V1 data pages that fill it
 *       exactly, whose value counts add up to the chunk's; a page's checksum, when present, must
 *       match; only the encodings the writers of this project use are accepted (PLAIN, the two
 *       dictionary encodings, RLE levels and booleans), and every run of the RLE/bit-packed
 *       hybrid is walked, so that no bit-packed run claims more values than the page holds.
 * </ul>
 */
final class CheckedParquetFile {
    private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    /** Thrift nesting in Parquet metadata is a handful of levels deep. */
    private static final int THRIFT_RECURSION_LIMIT = 32;
    /**
     * Values (non-null or null, summed over every column) a payload may declare per byte of its
     * size. The datasets of this project hold about one value per 10 bytes; RLE lets a writer go
     * far denser (a column of nulls costs bits), and this leaves room for that while keeping
     * what a hostile payload can make a decode build proportional to its size.
     */
    static final int MAX_VALUES_PER_PAYLOAD_BYTE = 4;
    /** Room for small batches of nearly empty users. */
    static final int MAX_VALUES_HEADROOM = 1 << 16;
    private static final ParquetMetadataConverter SCHEMA_CONVERTER = new ParquetMetadataConverter();

    private final FileMetaData footer;
    private final FileSchema schema;
    private final List<CheckedRowGroup> rowGroups;
    private final long rows;

    private CheckedParquetFile(FileMetaData footer, FileSchema schema, List<CheckedRowGroup> rowGroups, long rows) {
        this.footer = footer;
        this.schema = schema;
        this.rowGroups = rowGroups;
        this.rows = rows;
    }

    /** The file's metadata, as its footer holds it. */
    FileMetaData footer() {
        return footer;
    }

    /** The schema the file was checked against and its pages are read in. */
    FileSchema schema() {
        return schema;
    }

    /** The row groups that hold rows, ready for parquet-column's record reader. */
    List<CheckedRowGroup> rowGroups() {
        return rowGroups;
    }

    long rows() {
        return rows;
    }

    /** The file in {@code payload}, checked against the one schema the caller accepts. */
    static CheckedParquetFile read(byte[] payload, FileSchema expected) throws IOException {
        return read(payload, footer -> {
            expected.requireSameShape(footer.getSchema());
            return expected;
        });
    }

    /**
     * The file in {@code payload} in the schema its footer declares, whatever it is, converted by
     * parquet-java's ParquetMetadataConverter as its file reader converts it: for a reader that
     * resolves that schema against its own (see {@link RequestedSchemaCodec}).
     */
    static CheckedParquetFile readInItsOwnSchema(byte[] payload) throws IOException {
        return read(payload, footer -> {
            // The schema alone: the row groups are checked below, before anything reads them.
            FileMetaData schemaOnly = new FileMetaData(footer.getVersion(), footer.getSchema(), footer.getNum_rows(),
                    List.of());
            if (footer.isSetColumn_orders()) {
                schemaOnly.setColumn_orders(footer.getColumn_orders());
            }
            try {
                return new FileSchema("file", SCHEMA_CONVERTER.fromParquetMetadata(schemaOnly).getFileMetaData().getSchema());
            } catch (RuntimeException e) {
                throw new IOException("the file's schema cannot be read: " + e.getMessage(), e);
            }
        });
    }

    /** Takes a footer's schema for the one its file is read in, or refuses it. */
    private interface SchemaOfFooter {
        FileSchema accept(FileMetaData footer) throws IOException;
    }

    private static CheckedParquetFile read(byte[] payload, SchemaOfFooter schemaOfFooter) throws IOException {
        int length = payload.length;
        if (length < 2 * MAGIC.length + 4 || !startsWithMagic(payload, 0) || !startsWithMagic(payload, length - 4)) {
            throw new IOException("not a Parquet file (no PAR1 at its start and end)");
        }
        long footerLength = intLittleEndian(payload, length - 8) & 0xFFFFFFFFL;
        int dataEnd = length - 8 - (int) Math.min(footerLength, length);
        if (footerLength == 0 || dataEnd < MAGIC.length) {
            throw new IOException("a footer of " + footerLength + " bytes in a file of " + length + " bytes");
        }
        FileMetaData footer = new FileMetaData();
        int read = readThrift(footer, payload, dataEnd, (int) footerLength);
        if (read != footerLength) {
            throw new IOException("the footer ends " + (footerLength - read) + " bytes before its declared length");
        }
        if (footer.isSetEncryption_algorithm() || footer.isSetFooter_signing_key_metadata()) {
            throw new IOException("encrypted or signed files are not accepted");
        }
        FileSchema expected = schemaOfFooter.accept(footer);
        long budget = (long) MAX_VALUES_PER_PAYLOAD_BYTE * length + MAX_VALUES_HEADROOM;
        long rows = 0;
        List<CheckedRowGroup> groups = new ArrayList<>();
        for (RowGroup group : footer.getRow_groups()) {
            long groupRows = group.getNum_rows();
            if (groupRows < 0 || groupRows > budget) {
                throw new IOException("a row group of " + groupRows + " rows in a payload of " + length + " bytes");
            }
            budget -= checkValueCounts(expected, group, groupRows, budget);
            rows += groupRows;
            if (groupRows > 0) { // an empty one (pyarrow writes one for an empty table) has nothing to read
                groups.add(readRowGroup(expected, payload, dataEnd, group));
            }
        }
        if (rows != footer.getNum_rows()) {
            throw new IOException("the footer says " + footer.getNum_rows() + " rows, the row groups hold " + rows);
        }
        return new CheckedParquetFile(footer, expected, groups, rows);
    }

    /**
     * The row group's columns against the schema, before any page is read: their number, order,
     * type and codec, and their value counts (one per row for a column that does not repeat, at
     * least one per row for one that does, within the budget). Answers the values declared.
     */
    private static long checkValueCounts(FileSchema expected, RowGroup group, long rows, long budget)
            throws IOException {
        List<ColumnDescriptor> columns = expected.columns();
        List<ColumnChunk> chunks = group.getColumns();
        if (chunks.size() != columns.size()) {
            throw new IOException("a row group of " + chunks.size() + " columns; the " + expected.name()
                    + " schema has " + columns.size());
        }
        long values = 0;
        for (int i = 0; i < chunks.size(); i++) {
            ColumnDescriptor column = columns.get(i);
            ColumnChunk chunk = chunks.get(i);
            ColumnMetaData meta = chunk.getMeta_data();
            if (chunk.isSetFile_path() || meta == null || chunk.isSetCrypto_metadata()
                    || chunk.isSetEncrypted_column_metadata()) {
                throw new IOException("column " + i + " is not a plain column chunk in this file");
            }
            if (meta.getCodec() == null || !meta.getPath_in_schema().equals(Arrays.asList(column.getPath()))
                    || !FileSchema.sameType(meta.getType(), column.getPrimitiveType().getPrimitiveTypeName())) {
                throw new IOException("column " + i + " is " + meta.getPath_in_schema() + " " + meta.getType()
                        + ", the " + expected.name() + " schema has " + Arrays.toString(column.getPath()) + " "
                        + column.getPrimitiveType().getPrimitiveTypeName());
            }
            if (meta.getCodec() != CompressionCodec.UNCOMPRESSED) {
                throw new IOException("column " + String.join(".", column.getPath()) + " is compressed with "
                        + meta.getCodec() + "; only uncompressed files are accepted");
            }
            long count = meta.getNum_values();
            boolean repeated = column.getMaxRepetitionLevel() > 0;
            if (repeated ? count < rows || (rows == 0 && count != 0) : count != rows) {
                throw new IOException("column " + String.join(".", column.getPath()) + " has " + count
                        + " values in a row group of " + rows + " rows");
            }
            values += count;
            if (values > budget) {
                throw new IOException("the row groups declare more than " + budget + " values; the payload is too"
                        + " small to hold them");
            }
        }
        return values;
    }

    private static CheckedRowGroup readRowGroup(FileSchema expected, byte[] payload, int dataEnd, RowGroup group)
            throws IOException {
        List<ColumnChunk> chunks = group.getColumns();
        CheckedColumn[] columns = new CheckedColumn[chunks.size()];
        for (int i = 0; i < columns.length; i++) {
            columns[i] = readColumnChunk(payload, dataEnd, expected.columns().get(i), chunks.get(i).getMeta_data());
        }
        return new CheckedRowGroup(expected, group.getNum_rows(), columns);
    }

    private static CheckedColumn readColumnChunk(byte[] payload, int dataEnd, ColumnDescriptor column,
                                                 ColumnMetaData meta) throws IOException {
        String name = String.join(".", column.getPath());
        // Where parquet-java starts reading a chunk: the dictionary page when it comes first.
        long start = meta.getData_page_offset();
        if (meta.isSetDictionary_page_offset() && meta.getDictionary_page_offset() > 0
                && meta.getDictionary_page_offset() < start) {
            start = meta.getDictionary_page_offset();
        }
        long size = meta.getTotal_compressed_size();
        if (start < MAGIC.length || size < 0 || start > dataEnd || size > dataEnd - start) {
            throw new IOException("column " + name + " declares " + size + " bytes at " + start
                    + ", outside the data of the file");
        }
        int position = (int) start;
        int end = (int) (start + size);
        long valuesLeft = meta.getNum_values();
        DictionaryPage dictionary = null;
        List<DataPage> pages = new ArrayList<>();
        while (position < end) {
            PageHeader header = new PageHeader();
            position += readThrift(header, payload, position, end - position);
            int pageSize = header.getCompressed_page_size();
            if (pageSize < 0 || pageSize > end - position || header.getUncompressed_page_size() != pageSize) {
                throw new IOException("a page of column " + name + " declares " + pageSize + " bytes ("
                        + header.getUncompressed_page_size() + " uncompressed); " + (end - position)
                        + " bytes are left in the column chunk");
            }
            if (header.isSetCrc()) {
                CRC32 crc = new CRC32();
                crc.update(payload, position, pageSize);
                if ((int) crc.getValue() != header.getCrc()) {
                    throw new IOException("a page of column " + name + " does not match its checksum");
                }
            }
            if (header.getType() == null) {
                throw new IOException("a page of an unknown type in column " + name);
            }
            BytesInput bytes = BytesInput.from(payload, position, pageSize);
            switch (header.getType()) {
                case DICTIONARY_PAGE -> {
                    if (dictionary != null || !pages.isEmpty()) {
                        throw new IOException("column " + name + " has a dictionary page after its first page");
                    }
                    dictionary = dictionaryPage(header.getDictionary_page_header(), bytes, pageSize, column);
                }
                case DATA_PAGE -> {
                    DataPageHeader data = header.getData_page_header();
                    if (data == null || data.getNum_values() < 0 || data.getNum_values() > valuesLeft) {
                        throw new IOException("a data page of column " + name + " with more values than the column");
                    }
                    pages.add(dataPage(data, payload, position, pageSize, bytes, column, dictionary != null));
                    valuesLeft -= data.getNum_values();
                }
                default -> throw new IOException("a page of type " + header.getType() + " in column " + name
                        + " (only dictionary pages and V1 data pages are accepted)");
            }
            position += pageSize;
        }
        if (valuesLeft != 0) {
            throw new IOException("the pages of column " + name + " hold " + valuesLeft
                    + " values fewer than the column declares");
        }
        return new CheckedColumn(meta.getNum_values(), dictionary, pages);
    }

    /** A dictionary of no more entries than its bytes can hold (each takes at least 4 bytes). */
    private static DictionaryPage dictionaryPage(DictionaryPageHeader header, BytesInput bytes, int pageSize,
                                                 ColumnDescriptor column) throws IOException {
        String name = String.join(".", column.getPath());
        if (header == null) {
            throw new IOException("a dictionary page of column " + name + " without its header");
        }
        PrimitiveTypeName type = column.getPrimitiveType().getPrimitiveTypeName();
        int minimumEntryBytes = switch (type) {
            case BINARY, INT32, FLOAT -> 4;
            case INT64, DOUBLE -> 8;
            default -> throw new IOException("a dictionary page in the " + type + " column " + name);
        };
        int entries = header.getNum_values();
        if (header.getEncoding() == null) {
            throw new IOException("a dictionary page of column " + name + " in an unknown encoding");
        }
        if (entries < 0 || entries > pageSize / minimumEntryBytes) {
            throw new IOException("a dictionary of " + entries + " entries in " + pageSize + " bytes");
        }
        Encoding encoding = switch (header.getEncoding()) {
            case PLAIN -> Encoding.PLAIN;
            case PLAIN_DICTIONARY -> Encoding.PLAIN_DICTIONARY;
            default -> throw new IOException("a dictionary page encoded " + header.getEncoding());
        };
        return new DictionaryPage(bytes, pageSize, entries, encoding);
    }

    private static DataPageV1 dataPage(DataPageHeader header, byte[] payload, int start, int size, BytesInput bytes,
                                       ColumnDescriptor column, boolean hasDictionary) throws IOException {
        String name = String.join(".", column.getPath());
        int values = header.getNum_values();
        Encoding repetition = levelEncoding(header.getRepetition_level_encoding(), column.getMaxRepetitionLevel(), name);
        Encoding definition = levelEncoding(header.getDefinition_level_encoding(), column.getMaxDefinitionLevel(), name);
        PrimitiveTypeName type = column.getPrimitiveType().getPrimitiveTypeName();
        if (header.getEncoding() == null) {
            throw new IOException("values of column " + name + " in an unknown encoding");
        }
        Encoding encoding = switch (header.getEncoding()) {
            case PLAIN -> Encoding.PLAIN;
            case PLAIN_DICTIONARY -> Encoding.PLAIN_DICTIONARY;
            case RLE_DICTIONARY -> Encoding.RLE_DICTIONARY;
            case RLE -> {
                if (type != PrimitiveTypeName.BOOLEAN) {
                    throw new IOException("RLE values in the " + type + " column " + name);
                }
                yield Encoding.RLE;
            }
            default -> throw new IOException("values encoded " + header.getEncoding() + " in column " + name
                    + " (accepted: PLAIN, PLAIN_DICTIONARY, RLE_DICTIONARY, RLE for booleans)");
        };
        if (encoding.usesDictionary() && !hasDictionary) {
            throw new IOException("dictionary-encoded values in column " + name + ", which has no dictionary");
        }
        HybridRuns runs = new HybridRuns(payload, start, start + size, name);
        runs.levels(column.getMaxRepetitionLevel(), values, "repetition levels");
        runs.levels(column.getMaxDefinitionLevel(), values, "definition levels");
        if (encoding.usesDictionary()) {
            runs.dictionaryIds(values);
        } else if (encoding == Encoding.RLE) {
            runs.lengthPrefixed(1, values, "booleans");
        }
        return new DataPageV1(bytes, values, size, null, repetition, definition, encoding);
    }

    /** RLE when the column has levels; whatever the writer named otherwise (nothing is stored). */
    private static Encoding levelEncoding(org.apache.parquet.format.Encoding encoding, int maxLevel, String column)
            throws IOException {
        if (maxLevel == 0) {
            return Encoding.RLE; // no levels in the page: parquet-java reads none whatever the encoding
        }
        if (encoding != org.apache.parquet.format.Encoding.RLE) {
            throw new IOException("levels of column " + column + " encoded " + encoding + " (only RLE is accepted)");
        }
        return Encoding.RLE;
    }

    /**
     * The RLE / bit-packing hybrid sections of a V1 data page, walked the way parquet-column's
     * RunLengthBitPackingHybridDecoder will read them, to refuse what it would allocate wrongly
     * for: a bit-packed run becomes an {@code int[8 * groups]} (and a {@code byte[]} of the same
     * order) whatever the bytes left, so a run may not claim more groups than the values still to
     * come in the page need.
     */
    private static final class HybridRuns {
        private final byte[] payload;
        private final int end;
        private final String column;
        private int position;

        HybridRuns(byte[] payload, int start, int end, String column) {
            this.payload = payload;
            this.position = start;
            this.end = end;
            this.column = column;
        }

        /** Levels: a 4-byte length, then runs covering every value of the page. */
        void levels(int maxLevel, int values, String what) throws IOException {
            if (maxLevel > 0) {
                lengthPrefixed(32 - Integer.numberOfLeadingZeros(maxLevel), values, what);
            }
        }

        void lengthPrefixed(int bitWidth, int values, String what) throws IOException {
            if (end - position < 4) {
                throw new IOException("the " + what + " of a page of column " + column + " are cut short");
            }
            int length = intLittleEndian(payload, position);
            position += 4;
            if (length < 0 || length > end - position) {
                throw new IOException("the " + what + " of a page of column " + column + " declare " + length
                        + " bytes; " + (end - position) + " are left");
            }
            long covered = walk(bitWidth, position + length, values);
            if (covered < values) {
                throw new IOException("the " + what + " of a page of column " + column + " hold " + covered
                        + " of its " + values + " values");
            }
            position += length;
        }

        /** Dictionary ids: a bit width byte, then runs to the end of the page (ids for non-null values only). */
        void dictionaryIds(int values) throws IOException {
            if (position == end) {
                return; // a page of nulls only: parquet-java reads no ids
            }
            int bitWidth = payload[position++] & 0xFF;
            if (bitWidth > 32) {
                throw new IOException("dictionary ids of " + bitWidth + " bits in column " + column);
            }
            walk(bitWidth, end, values);
        }

        /** Walks runs in [position, limit) until {@code values} are covered; answers how many were. */
        private long walk(int bitWidth, int limit, int values) throws IOException {
            int at = position;
            long covered = 0;
            while (covered < values && at < limit) {
                // BytesUtils.readUnsignedVarInt, as the decoder reads it
                int header = 0;
                int shift = 0;
                int b;
                do {
                    if (at >= limit || shift > 28) {
                        throw new IOException("a bad run header in column " + column);
                    }
                    b = payload[at++] & 0xFF;
                    header |= (b & 0x7F) << shift;
                    shift += 7;
                } while ((b & 0x80) != 0);
                long count = header >>> 1;
                if (count == 0) {
                    throw new IOException("an empty run in column " + column);
                }
                if ((header & 1) == 0) { // a repeated value
                    at += (bitWidth + 7) / 8;
                    covered += count;
                } else { // bit-packed groups of 8 values
                    long needed = values - covered;
                    if (count > (needed + 7) / 8) {
                        throw new IOException("a bit-packed run of " + count * 8 + " values where " + needed
                                + " are left, in column " + column);
                    }
                    at += (int) Math.min(count * bitWidth, limit - at);
                    covered += count * 8;
                }
            }
            if (at > limit) {
                throw new IOException("a run is cut short in column " + column);
            }
            return covered;
        }
    }

    /** One row group's pages, as parquet-column's record reader asks for them. */
    static final class CheckedRowGroup implements PageReadStore {
        private final FileSchema schema;
        private final long rows;
        private final CheckedColumn[] columns;

        CheckedRowGroup(FileSchema schema, long rows, CheckedColumn[] columns) {
            this.schema = schema;
            this.rows = rows;
            this.columns = columns;
        }

        @Override
        public PageReader getPageReader(ColumnDescriptor descriptor) {
            int index = schema.indexOf(descriptor);
            if (index < 0) {
                throw new IllegalArgumentException("no column " + Arrays.toString(descriptor.getPath()));
            }
            return columns[index].reader();
        }

        @Override
        public long getRowCount() {
            return rows;
        }
    }

    private record CheckedColumn(long values, DictionaryPage dictionary, List<DataPage> pages) {
        PageReader reader() {
            return new PageReader() {
                private int next;

                @Override
                public DictionaryPage readDictionaryPage() {
                    return dictionary;
                }

                @Override
                public long getTotalValueCount() {
                    return values;
                }

                @Override
                public DataPage readPage() {
                    return next < pages.size() ? pages.get(next++) : null;
                }
            };
        }
    }

    /**
     * Decodes one Thrift struct (compact protocol) from {@code length} bytes at {@code offset}, with
     * those bytes as the limit for every string and list it declares; answers the bytes it used.
     */
    private static int readThrift(TBase<?, ?> struct, byte[] bytes, int offset, int length) throws IOException {
        if (length <= 0) {
            throw new IOException("Parquet metadata expected, the bytes end");
        }
        ByteArrayInputStream in = new ByteArrayInputStream(bytes, offset, length);
        try {
            TConfiguration limits = new TConfiguration(length, length, THRIFT_RECURSION_LIMIT);
            struct.read(new TCompactProtocol(new TIOStreamTransport(limits, in), length, length));
        } catch (TException | RuntimeException e) {
            throw new IOException("bad Parquet metadata (" + struct.getClass().getSimpleName() + "): "
                    + e.getMessage(), e);
        }
        return length - in.available();
    }

    private static boolean startsWithMagic(byte[] bytes, int offset) {
        return Arrays.equals(bytes, offset, offset + MAGIC.length, MAGIC, 0, MAGIC.length);
    }

    private static int intLittleEndian(byte[] bytes, int at) {
        return (bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16
                | (bytes[at + 3] & 0xFF) << 24;
    }
}
