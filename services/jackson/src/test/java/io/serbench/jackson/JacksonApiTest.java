package io.serbench.jackson;

import io.serbench.testkit.ServiceApiContract;

class JacksonApiTest extends ServiceApiContract {
}
