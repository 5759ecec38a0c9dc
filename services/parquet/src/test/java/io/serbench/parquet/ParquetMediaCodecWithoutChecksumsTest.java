package io.serbench.parquet;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaBatch;
import io.serbench.testkit.MediaCodecContract;

/**
 * The MediaContent contract again on files without page checksums, as
 * {@link ParquetCodecWithoutChecksumsTest} for users: truncated and corrupted payloads then reach
 * the page checks behind the checksum.
 */
class ParquetMediaCodecWithoutChecksumsTest extends MediaCodecContract {

    @Override
    protected Codec<MediaBatch> createCodec() {
        return new ParquetCodec<>(ParquetModel.MEDIA, false);
    }
}
