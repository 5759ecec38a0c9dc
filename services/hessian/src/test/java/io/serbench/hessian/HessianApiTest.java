package io.serbench.hessian;

import io.serbench.testkit.Canary;
import io.serbench.testkit.ServiceApiContract;

class HessianApiTest extends ServiceApiContract {

    /** A batch whose users list holds a Canary, written by Hessian2Output by class name. */
    @Override
    protected byte[] payloadNamingAForeignClass() throws Exception {
        return HessianPayloads.batchWith(out ->
                HessianPayloads.object(out, Canary.NAME, new String[]{"value"}, o -> o.writeString("chirp")));
    }
}
