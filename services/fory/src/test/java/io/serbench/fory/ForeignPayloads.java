package io.serbench.fory;

import io.serbench.testkit.Canary;
import io.serbench.testkit.CanaryWitness;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

import java.io.Serializable;
import java.net.URL;
import java.net.URLClassLoader;

/** Payloads that a permissive Fory (registration off) writes: they name classes the codec never registered. */
final class ForeignPayloads {

    /** A class outside the model that the test class path can hold. */
    static final class Stranger implements Serializable {
        String name = "not in the model";
    }

    private ForeignPayloads() {
    }

    /** A Fory like the codec's, but one that writes unregistered classes by name. */
    static Fory permissive(ClassLoader loader) {
        return Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(false)
                .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
                .withRefTracking(false)
                .withCodegen(false)
                .withClassLoader(loader)
                .build();
    }

    static byte[] namingStranger() {
        return permissive(ForeignPayloads.class.getClassLoader()).serialize(new Stranger());
    }

    /**
     * A payload naming {@link Canary#NAME}, written from a copy of the Canary class loaded in a
     * throwaway class loader: that copy's static initializer runs there, against that loader's
     * copy of the witness, so the test's own Canary stays uninitialized.
     */
    static byte[] namingCanary() throws Exception {
        URL testkit = CanaryWitness.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader isolated = new URLClassLoader(new URL[]{testkit}, ClassLoader.getPlatformClassLoader())) {
            Class<?> copy = Class.forName(Canary.NAME, true, isolated);
            if (copy.getClassLoader() != isolated) {
                throw new IllegalStateException("Canary was not loaded in isolation");
            }
            return permissive(isolated).serialize(copy.getDeclaredConstructor().newInstance());
        }
    }
}
