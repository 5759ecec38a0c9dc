package io.serbench.parquet;

import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.OutputFile;

import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;

/**
 * The ParquetWriter every {@link ParquetCodec} writes its files with, configured once here (see
 * the codec for why each setting): no Hadoop configuration, uncompressed, one row
 * group, no statistics, page checksums as asked, and no dictionary attempt for the columns
 * named as holding unique values.
 */
final class FileWriters {
    /** One row group per file, whatever its size: a batch is read whole. */
    private static final long ROW_GROUP_BYTES = Integer.MAX_VALUE;

    private FileWriters() {
    }

    static <T> ParquetWriter<T> open(OutputFile file, Supplier<WriteSupport<T>> writeSupport, boolean pageChecksums,
                                     List<String> uniqueValuedColumns) throws IOException {
        Builder<T> builder = new Builder<>(file, writeSupport);
        for (String column : uniqueValuedColumns) {
            builder.withDictionaryEncoding(column, false);
        }
        return builder
                .withConf(new PlainParquetConfiguration())
                .withCodecFactory(UncompressedCodecs.INSTANCE)
                .withCompressionCodec(CompressionCodecName.UNCOMPRESSED)
                .withRowGroupSize(ROW_GROUP_BYTES)
                .withStatisticsEnabled(false)
                .withSizeStatisticsEnabled(false)
                .withPageWriteChecksumEnabled(pageChecksums)
                .build();
    }

    /** ParquetWriter's builder over any OutputFile, with the codec's own write support. */
    private static final class Builder<T> extends ParquetWriter.Builder<T, Builder<T>> {
        private final Supplier<WriteSupport<T>> writeSupport;

        Builder(OutputFile file, Supplier<WriteSupport<T>> writeSupport) {
            super(file);
            this.writeSupport = writeSupport;
        }

        @Override
        protected Builder<T> self() {
            return this;
        }

        @Override
        protected WriteSupport<T> getWriteSupport(ParquetConfiguration configuration) {
            return writeSupport.get();
        }

        /** Hadoop's variant, which build() never calls when the configuration is not Hadoop's. */
        @Override
        protected WriteSupport<T> getWriteSupport(Configuration configuration) {
            return writeSupport.get();
        }
    }
}
