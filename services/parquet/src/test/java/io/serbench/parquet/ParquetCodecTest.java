package io.serbench.parquet;

import io.serbench.core.codec.Codec;
import io.serbench.testkit.CodecContract;

class ParquetCodecTest extends CodecContract {

    @Override
    protected Codec createCodec() {
        return new ParquetCodec();
    }
}
