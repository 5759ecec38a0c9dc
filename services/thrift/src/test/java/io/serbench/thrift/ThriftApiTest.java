package io.serbench.thrift;

import io.serbench.testkit.ServiceApiContract;

class ThriftApiTest extends ServiceApiContract {
}
