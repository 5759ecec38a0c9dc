package io.serbench.parquet;

import io.serbench.core.media.MediaCodec;
import io.serbench.testkit.MediaCodecContract;

/**
 * The MediaContent contract again on files without page checksums, as
 * {@link ParquetCodecWithoutChecksumsTest} for users: truncated and corrupted payloads then reach
 * the page checks behind the checksum.
 */
class ParquetMediaCodecWithoutChecksumsTest extends MediaCodecContract {

    @Override
    protected MediaCodec createMediaCodec() {
        return new ParquetMediaCodec(false);
    }
}
