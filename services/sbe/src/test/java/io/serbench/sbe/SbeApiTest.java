package io.serbench.sbe;

import io.serbench.testkit.ServiceApiContract;

class SbeApiTest extends ServiceApiContract {
}
