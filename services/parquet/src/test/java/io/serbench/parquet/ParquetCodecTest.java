package io.serbench.parquet;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.testkit.CodecContract;

class ParquetCodecTest extends CodecContract {

    @Override
    protected Codec<UserBatch> createCodec() {
        return new ParquetCodec<>(ParquetModel.USERS);
    }
}
