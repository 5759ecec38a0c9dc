package io.serbench.avro;

import io.serbench.testkit.ServiceApiContract;

class AvroApiTest extends ServiceApiContract {
}
