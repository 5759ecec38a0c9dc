package io.serbench.parquet;

import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.hadoop.api.InitContext;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.io.api.RecordMaterializer;
import org.apache.parquet.schema.MessageType;

import java.util.Map;
import java.util.function.Supplier;

/**
 * parquet-java's ReadSupport for a model's rows, as a team reading files of other versions of its
 * schema writes one: {@link #init} requests the reader's own schema as the projection (the
 * ReadContext's requested schema, "the schema requested by the user"), and
 * {@link #prepareForRead} answers the reader's converters, which Parquet's record assembly drives
 * in that requested schema. See ReadSupport and ReadSupport.ReadContext in parquet-hadoop's API
 * (https://javadoc.io/doc/org.apache.parquet/parquet-hadoop/latest/org/apache/parquet/hadoop/api/ReadSupport.html).
 *
 * @param <R> the model's row type
 */
final class RowReadSupport<R> extends ReadSupport<R> {
    private final MessageType readersSchema;
    private final Supplier<RecordMaterializer<R>> materializer;

    /**
     * @param readersSchema the schema the reader's converters are built for
     * @param materializer  a new converter tree, for one file
     */
    RowReadSupport(MessageType readersSchema, Supplier<RecordMaterializer<R>> materializer) {
        this.readersSchema = readersSchema;
        this.materializer = materializer;
    }

    @Override
    public ReadContext init(InitContext context) {
        return new ReadContext(readersSchema);
    }

    @Override
    public RecordMaterializer<R> prepareForRead(ParquetConfiguration configuration, Map<String, String> keyValueMetaData,
                                                MessageType fileSchema, ReadContext readContext) {
        return materializer.get();
    }

    /** Hadoop's variant, which is never called here (the configuration is not Hadoop's). */
    @Override
    public RecordMaterializer<R> prepareForRead(Configuration configuration, Map<String, String> keyValueMetaData,
                                                MessageType fileSchema, ReadContext readContext) {
        return materializer.get();
    }
}
