package io.serbench.cbor;

import io.serbench.testkit.ServiceApiContract;

class CborApiTest extends ServiceApiContract {
}
