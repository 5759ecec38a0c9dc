package io.serbench.arrow;

import io.serbench.testkit.ServiceApiContract;

class ArrowApiTest extends ServiceApiContract {
}
