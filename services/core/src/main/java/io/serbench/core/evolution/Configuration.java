package io.serbench.core.evolution;

import io.serbench.core.codec.Codec;

/**
 * One configuration of a module's codec of a model: the one as benchmarked, or the library's
 * documented evolution-friendly mode where it has one.
 *
 * @param name        {@link #BENCHMARKED} or {@link #COMPATIBLE}
 * @param description what the configuration is, in the library's own terms
 * @param codec       the codec, made in the class loader of the version asked for
 */
public record Configuration(String name, String description, Codec<?> codec) {
    /** The codec as every benchmark figure measures it. */
    public static final String BENCHMARKED = "benchmarked";
    /** The library's documented mode for reading other versions' bytes. */
    public static final String COMPATIBLE = "compatible";
}
