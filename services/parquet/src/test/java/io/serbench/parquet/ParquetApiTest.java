package io.serbench.parquet;

import io.serbench.testkit.ServiceApiContract;

class ParquetApiTest extends ServiceApiContract {
}
