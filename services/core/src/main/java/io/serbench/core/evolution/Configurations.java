package io.serbench.core.evolution;

import java.util.List;

/**
 * Implemented by a module bound to the model's own classes: its codec of each model in each
 * configuration. {@link ClassVersions} makes one instance per version, in that version's class
 * loader, so the codecs it returns read and write that version's classes. Needs a public
 * no-argument constructor.
 */
public interface Configurations {

    /** The users model's codec in each configuration, {@link Configuration#BENCHMARKED} first. */
    List<Configuration> users();

    /**
     * The MediaContent model's codec in each configuration, {@link Configuration#BENCHMARKED}
     * first; empty where the module has no versions of MediaContent (it then makes no
     * {@link ClassVersions#mediaContent} bean).
     */
    default List<Configuration> mediaContent() {
        return List.of();
    }
}
