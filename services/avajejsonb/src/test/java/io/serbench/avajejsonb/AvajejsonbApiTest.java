package io.serbench.avajejsonb;

import io.serbench.testkit.Canary;
import io.serbench.testkit.ServiceApiContract;

import java.nio.charset.StandardCharsets;

class AvajejsonbApiTest extends ServiceApiContract {

    /** avaje-jsonb types a record only through @Json.SubTypes (none here): a type property is an unknown field, refused. */
    @Override
    protected byte[] payloadNamingAForeignClass() {
        return ("{\"users\":[{\"@class\":\"" + Canary.NAME + "\",\"value\":\"chirp\"}]}")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** A JSON escape may name a lone surrogate, and avaje-jsonb reads it as one. */
    @Override
    protected byte[] payloadWithAnUnpairedSurrogate() throws Exception {
        return payloadWithUsernameBytes("zzzzzz", "\\uDC83".getBytes(StandardCharsets.US_ASCII));
    }
}
