package io.serbench.testkit;

import java.nio.charset.StandardCharsets;

/**
 * {@link ServiceApiContract} for a JSON service: a JSON escape may name a lone surrogate
 * ({@code \uDC83}), which a JSON library reads as one, so every JSON service runs the unpaired
 * surrogate check; a library without polymorphic typing can say so with
 * {@link #typePropertyNamingTheCanary()}.
 */
public abstract class JsonServiceApiContract extends ServiceApiContract {

    @Override
    protected byte[] payloadWithAnUnpairedSurrogate() throws Exception {
        return payloadWithUsernameBytes("zzzzzz", "\\uDC83".getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * A users batch whose user names {@link Canary#NAME} in a type property as other libraries write
     * one (Jackson's "@class"): for a library with no polymorphic typing, an unknown field it must
     * refuse before anything is looked up.
     */
    protected static byte[] typePropertyNamingTheCanary() {
        return ("{\"users\":[{\"@class\":\"" + Canary.NAME + "\",\"value\":\"chirp\"}]}").getBytes(StandardCharsets.UTF_8);
    }
}
