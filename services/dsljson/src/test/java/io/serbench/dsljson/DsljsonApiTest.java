package io.serbench.dsljson;

import io.serbench.testkit.ServiceApiContract;

import java.nio.charset.StandardCharsets;

class DsljsonApiTest extends ServiceApiContract {
    /** A JSON escape may name a lone surrogate, and DSL-JSON reads it as one. */
    @Override
    protected byte[] payloadWithAnUnpairedSurrogate() throws Exception {
        return payloadWithUsernameBytes("zzzzzz", "\\uDC83".getBytes(StandardCharsets.US_ASCII));
    }
}
