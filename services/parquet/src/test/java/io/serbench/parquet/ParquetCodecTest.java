package io.serbench.parquet;

import io.serbench.testkit.CodecContract;

class ParquetCodecTest extends CodecContract {
}
