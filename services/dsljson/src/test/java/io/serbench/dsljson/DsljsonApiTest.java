package io.serbench.dsljson;

import io.serbench.testkit.JsonServiceApiContract;

class DsljsonApiTest extends JsonServiceApiContract {
}
