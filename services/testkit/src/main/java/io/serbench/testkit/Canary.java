package io.serbench.testkit;

import java.io.Serial;
import java.io.Serializable;

/**
 * A class outside the model whose static initializer records that it ran. A payload that
 * names it must be refused without the class ever being initialized. Never touch this
 * class directly in a test (that would initialize it); name it with {@link #NAME} and ask
 * {@link CanaryWitness}.
 */
public final class Canary implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    public static final String NAME = "io.serbench.testkit.Canary";

    static {
        CanaryWitness.initialized = true;
    }

    public String value = "chirp";
}
