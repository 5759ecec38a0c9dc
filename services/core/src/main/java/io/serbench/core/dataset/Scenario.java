package io.serbench.core.dataset;

import java.util.Locale;

/** The named dataset sizes of DESIGN section 4. */
public enum Scenario {
    SMALL(10), MEDIUM(100), LARGE(1000);

    private final int users;

    Scenario(int users) {
        this.users = users;
    }

    public int users() {
        return users;
    }

    /** The lower-case name used in the API and the orchestrator. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
