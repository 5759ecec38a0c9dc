package io.serbench.testkit;

/** Remembers whether {@link Canary}'s static initializer ran, without touching Canary. */
public final class CanaryWitness {
    static volatile boolean initialized;

    private CanaryWitness() {
    }

    public static boolean canaryInitialized() {
        return initialized;
    }
}
