package io.serbench.flatbuffers;

import io.serbench.testkit.ServiceApiContract;

class FlatBuffersApiTest extends ServiceApiContract {
}
