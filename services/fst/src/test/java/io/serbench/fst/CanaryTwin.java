package io.serbench.fst;

import java.io.Serial;
import java.io.Serializable;

/**
 * A look-alike of {@code io.serbench.testkit.Canary}: the same field and a name of the same
 * length, so that the bytes FST writes for it become a genuine Canary once the name is swapped.
 * Touching Canary itself would initialize it.
 */
public final class CanaryTwin implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    public String value = "chirp";
}
