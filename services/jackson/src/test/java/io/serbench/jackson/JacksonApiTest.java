package io.serbench.jackson;

import io.serbench.testkit.ServiceApiContract;

import java.nio.charset.StandardCharsets;

class JacksonApiTest extends ServiceApiContract {
    /** A JSON escape may name a lone surrogate, and Jackson reads it as one. */
    @Override
    protected byte[] payloadWithAnUnpairedSurrogate() throws Exception {
        return payloadWithUsernameBytes("zzzzzz", "\\uDC83".getBytes(StandardCharsets.US_ASCII));
    }
}
