package io.serbench.jackson;

import io.serbench.testkit.JsonServiceApiContract;

class JacksonApiTest extends JsonServiceApiContract {
}
