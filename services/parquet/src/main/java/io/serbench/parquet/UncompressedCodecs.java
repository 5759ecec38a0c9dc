package io.serbench.parquet;

import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * The codec factory of a writer that compresses nothing. Parquet's own CodecFactory would answer
 * the same for UNCOMPRESSED, but it is built around Hadoop's codec classes; this one has no state,
 * so one instance serves every writer, and it refuses any codec other than UNCOMPRESSED.
 */
final class UncompressedCodecs implements CompressionCodecFactory {
    static final UncompressedCodecs INSTANCE = new UncompressedCodecs();

    private static final BytesInputCompressor NONE = new BytesInputCompressor() {
        @Override
        public BytesInput compress(BytesInput bytes) {
            return bytes;
        }

        @Override
        public CompressionCodecName getCodecName() {
            return CompressionCodecName.UNCOMPRESSED;
        }

        @Override
        public void release() {
        }
    };

    private UncompressedCodecs() {
    }

    @Override
    public BytesInputCompressor getCompressor(CompressionCodecName codecName) {
        if (codecName != CompressionCodecName.UNCOMPRESSED) {
            throw new IllegalArgumentException("only UNCOMPRESSED is configured, not " + codecName);
        }
        return NONE;
    }

    /** Pages are read by {@link CheckedParquetFile}, which accepts only uncompressed ones. */
    @Override
    public BytesInputDecompressor getDecompressor(CompressionCodecName codecName) {
        throw new UnsupportedOperationException("this factory only writes");
    }

    @Override
    public void release() {
    }
}
