package io.serbench.parquet;

import io.serbench.core.codec.AbstractCodec;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.format.KeyValue;
import org.apache.parquet.hadoop.api.InitContext;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.api.ReadSupport.ReadContext;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.MessageColumnIO;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.io.api.RecordMaterializer;
import org.apache.parquet.schema.MessageType;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A model's Parquet codec that reads a file written in another version of its schema the way
 * parquet-java documents it: through a {@link ReadSupport} whose ReadContext requests the
 * reader's own schema ({@link RowReadSupport}), resolved against the file's schema by
 * parquet-column's {@link ColumnIOFactory#getColumnIO(MessageType, MessageType, boolean)} ("the file
 * schema (when reading it can be different from the requested schema)"). These are the steps of
 * parquet-java's own record reader (InternalParquetRecordReader: ReadSupport.init,
 * prepareForRead, then the column I/O of the requested schema over the file's, with
 * {@code parquet.strict.typing} at its default, true), over the pages {@link CheckedParquetFile}
 * has checked, since parquet-java's file reader needs Hadoop. So fields are matched by name: a
 * column of the requested schema that the file lacks is never read and stays null, a file column
 * that is not requested is skipped, and a column whose primitive type differs is refused. See
 * https://javadoc.io/doc/org.apache.parquet/parquet-column/latest/org/apache/parquet/io/ColumnIOFactory.html
 * and ReadSupport (parquet-hadoop).
 *
 * <p>Writes exactly as the benchmarked codec does: Parquet has nothing to choose on the writing
 * side, a file always carries its writer's schema.
 *
 * @param <T> the model's batch type
 * @param <R> the model's row type
 */
final class RequestedSchemaCodec<T, R> extends AbstractCodec<T> {
    /** No Hadoop: parquet-java's plain configuration, with every setting at its default. */
    private static final ParquetConfiguration CONFIGURATION = new PlainParquetConfiguration();
    /** {@code parquet.strict.typing}'s default, as ParquetReader reads with it. */
    private static final boolean STRICT_TYPE_CHECKING = true;

    private final ParquetModel<T, R> parquet;
    private final ParquetCodec<T, R> writer;

    RequestedSchemaCodec(ParquetModel<T, R> parquet) {
        super(parquet.model());
        this.parquet = parquet;
        this.writer = new ParquetCodec<>(parquet);
    }

    @Override
    public byte[] serialize(T batch) throws Exception {
        return writer.serialize(batch);
    }

    @Override
    public T deserialize(byte[] payload) throws Exception {
        CheckedParquetFile file = CheckedParquetFile.readInItsOwnSchema(payload);
        MessageType fileSchema = file.schema().schema();
        Map<String, Set<String>> keyValues = keyValues(file.footer().getKey_value_metadata());
        ReadSupport<R> readSupport = new RowReadSupport<>(parquet.file().schema(), parquet.materializer());
        InitContext init = new InitContext(CONFIGURATION, keyValues, fileSchema);
        ReadContext context = readSupport.init(init);
        RecordMaterializer<R> materializer = readSupport.prepareForRead(CONFIGURATION,
                init.getMergedKeyValueMetaData(), fileSchema, context);
        MessageColumnIO columnIO = new ColumnIOFactory(file.footer().getCreated_by())
                .getColumnIO(context.getRequestedSchema(), fileSchema, STRICT_TYPE_CHECKING);
        List<R> rows = new ArrayList<>((int) file.rows()); // bounded by the payload's size (see there)
        for (CheckedParquetFile.CheckedRowGroup rowGroup : file.rowGroups()) {
            RecordReader<R> records = columnIO.getRecordReader(rowGroup, materializer);
            for (long row = 0, count = rowGroup.getRowCount(); row < count; row++) {
                rows.add(records.read());
            }
        }
        return parquet.batch().apply(rows);
    }

    /** The footer's key-value metadata as InitContext takes it (a set of values per key, one file here). */
    private static Map<String, Set<String>> keyValues(List<KeyValue> footer) {
        Map<String, Set<String>> keyValues = new HashMap<>();
        if (footer != null) {
            for (KeyValue entry : footer) {
                keyValues.computeIfAbsent(entry.getKey(), k -> new LinkedHashSet<>()).add(entry.getValue());
            }
        }
        return keyValues;
    }
}
