package io.serbench.parquet;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.testkit.CodecContract;

/**
 * The codec contract on the compatible configuration's codec ({@link RequestedSchemaCodec}): the
 * same datasets, golden payload and hostile payloads, read through parquet-java's requested
 * schema over a file checked in its own schema.
 */
class ParquetCompatibleCodecTest extends CodecContract {

    @Override
    protected Codec<UserBatch> createCodec() {
        return new RequestedSchemaCodec<>(ParquetModel.USERS);
    }
}
