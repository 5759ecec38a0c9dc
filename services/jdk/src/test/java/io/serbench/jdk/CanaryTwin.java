package io.serbench.jdk;

import java.io.Serial;
import java.io.Serializable;

/**
 * A look-alike of {@code io.serbench.testkit.Canary} (same serialVersionUID, same field, and a
 * name of the same length), so that its serialized form becomes a genuine Canary stream once
 * the name bytes are swapped. Touching Canary itself would initialize it.
 */
public final class CanaryTwin implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    public String value = "chirp";
}
