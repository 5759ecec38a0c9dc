package io.serbench.jdk;

import io.serbench.testkit.Canary;
import io.serbench.testkit.ServiceApiContract;

import java.io.IOException;

import static io.serbench.testkit.Payloads.replaceOnce;
import static io.serbench.testkit.Payloads.usersHolding;

class JdkApiTest extends ServiceApiContract {

    @Override
    protected byte[] payloadNamingAForeignClass() throws IOException {
        return smuggling(Canary.NAME);
    }

    /**
     * A real batch whose users list also holds a Canary, written by ObjectOutputStream itself:
     * a {@link CanaryTwin} is serialized in its place and its class name, written once in the
     * class descriptor as modified UTF-8 of the same length, is replaced by {@code className}.
     * The result is exactly what ObjectOutputStream would write for a Canary.
     */
    static byte[] smuggling(String className) throws IOException {
        return replaceOnce(JavaStreams.write(usersHolding(new CanaryTwin())), CanaryTwin.class.getName(), className);
    }
}
