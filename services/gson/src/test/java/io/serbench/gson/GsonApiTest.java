package io.serbench.gson;

import io.serbench.testkit.Canary;
import io.serbench.testkit.ServiceApiContract;

import java.nio.charset.StandardCharsets;

class GsonApiTest extends ServiceApiContract {

    /**
     * Gson has no polymorphic typing, so no payload can make it load a class: a type
     * property as other libraries write it (Jackson's "@class", Gson extras' "type") is an
     * unknown field, refused before anything is looked up.
     */
    @Override
    protected byte[] payloadNamingAForeignClass() {
        return ("{\"users\":[{\"@class\":\"" + Canary.NAME + "\",\"value\":\"chirp\"}]}")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** A JSON escape may name a lone surrogate, and Gson reads it as one. */
    @Override
    protected byte[] payloadWithAnUnpairedSurrogate() throws Exception {
        return payloadWithUsernameBytes("zzzzzz", "\\uDC83".getBytes(StandardCharsets.US_ASCII));
    }
}
