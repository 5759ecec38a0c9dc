package io.serbench.ion;

import io.serbench.testkit.ServiceApiContract;

class IonApiTest extends ServiceApiContract {
}
