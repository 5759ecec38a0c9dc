package io.serbench.parquet;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.testkit.CodecContract;

/**
 * The codec contract again, on files without page checksums (a writer may leave them out): a
 * corrupted page is then no longer caught by its checksum, and the hostile-length and truncation
 * checks reach the page checks behind it (RLE runs, dictionary sizes, value counts).
 */
class ParquetCodecWithoutChecksumsTest extends CodecContract {

    @Override
    protected Codec<UserBatch> createCodec() {
        return new ParquetCodec<>(ParquetModel.USERS, false);
    }
}
