package io.serbench.core.evolution;

import io.serbench.core.codec.Codec;

import java.util.Map;

/**
 * What a framework module offers the evolution matrix for one model: its configurations, and
 * for every version ({@link VersionCatalog}) and configuration a codec that writes and reads
 * that version's payloads of the model. A module gives core one bean of this type per model it
 * has versions of, made by {@link ClassVersions} when the module binds to the model's own
 * classes, or by the module itself when each version is a schema.
 */
public interface ModelVersions {

    /** The model's name ({@code users}, {@code mediacontent}): one of {@link VersionCatalog#models()}. */
    String model();

    /** Each configuration's name and what it is, {@link Configuration#BENCHMARKED} first. */
    Map<String, String> configurations();

    /**
     * The codec of a version (a name of {@link VersionCatalog}, or {@link VersionCatalog#CURRENT})
     * in a configuration.
     *
     * @throws IllegalArgumentException for a version or configuration this module does not have
     */
    VersionedCodec codec(String version, String configuration);

    /**
     * Today's codec of the model in a configuration, over the service's own model classes, for
     * timing it like every other figure ({@code serbench.configuration} times the users model's).
     *
     * @throws IllegalArgumentException for a configuration this module does not have, or cannot time
     */
    default Codec<?> todaysCodec(String configuration) {
        throw new IllegalArgumentException("this module's configuration '" + configuration
                + "' reads and writes versions only; it cannot be timed");
    }
}
