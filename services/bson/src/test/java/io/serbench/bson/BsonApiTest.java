package io.serbench.bson;

import io.serbench.testkit.ServiceApiContract;

class BsonApiTest extends ServiceApiContract {
}
