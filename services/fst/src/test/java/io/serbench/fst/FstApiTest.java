package io.serbench.fst;

import io.serbench.testkit.Canary;
import io.serbench.testkit.ServiceApiContract;

import static io.serbench.testkit.Payloads.replaceOnce;
import static io.serbench.testkit.Payloads.usersHolding;

class FstApiTest extends ServiceApiContract {

    @Override
    protected byte[] payloadNamingAForeignClass() throws Exception {
        return smuggling(Canary.NAME);
    }

    /**
     * A real batch whose users list also holds a Canary, written by FST: a {@link CanaryTwin},
     * which is not registered, is written in its place, so FST writes its class name (once, as
     * ASCII); that name is then replaced by {@code className}, of the same length. The result is
     * exactly what FST writes for a Canary.
     */
    static byte[] smuggling(String className) throws Exception {
        byte[] payload = FstPayloads.write(FstPayloads.plainWriter(), usersHolding(new CanaryTwin()));
        return replaceOnce(payload, CanaryTwin.class.getName(), className);
    }
}
