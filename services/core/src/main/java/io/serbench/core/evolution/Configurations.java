package io.serbench.core.evolution;

import java.util.List;

/**
 * Implemented by a module bound to the model's own classes: its users codec in each
 * configuration. {@link ClassVersions} makes one instance per version, in that version's class
 * loader, so the codecs it returns read and write that version's classes. Needs a public
 * no-argument constructor.
 */
public interface Configurations {

    /** Each configuration, {@link Configuration#BENCHMARKED} first. */
    List<Configuration> users();
}
