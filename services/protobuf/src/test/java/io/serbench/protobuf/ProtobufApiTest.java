package io.serbench.protobuf;

import io.serbench.testkit.ServiceApiContract;

class ProtobufApiTest extends ServiceApiContract {
}
