package io.serbench.smile;

import io.serbench.testkit.ServiceApiContract;

class SmileApiTest extends ServiceApiContract {
}
