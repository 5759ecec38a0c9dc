package io.serbench.fory;

import io.serbench.testkit.ServiceApiContract;

class ForyApiTest extends ServiceApiContract {

    @Override
    protected byte[] payloadNamingAForeignClass() throws Exception {
        return ForeignPayloads.namingCanary();
    }
}
