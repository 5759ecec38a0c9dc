package io.serbench.ion;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * Ion in the evolution matrix (docs/evolution.md). This module reads Ion without a schema: a
 * record is a struct of named fields, and what a reader does with a field it does not know, or
 * one it misses, is the reader's code. As benchmarked, this module's reader is strict; the
 * tolerant reader leaves an unknown field unread, which ion-java's streaming reader steps over:
 * {@code IonReader}'s javadoc, "calling next() moves the cursor to the next sibling ... skipping
 * over any children the container may have".
 */
public final class IonConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(IonCodec.users(), IonCodec.compatibleUsers());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(IonCodec.mediaContent(), IonCodec.compatibleMediaContent());
    }

    /** The same two configurations for every model: both read the same bytes. */
    private static List<Configuration> of(Codec<?> benchmarked, Codec<?> compatible) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "ion-java IonWriter and IonReader (binary Ion), records as structs read strictly:"
                                + " a struct must hold exactly its fields (an unknown or missing field is refused)",
                        benchmarked),
                new Configuration(Configuration.COMPATIBLE,
                        "the same bytes, read tolerantly: a field the reader does not know is left unread and"
                                + " IonReader.next() steps over it, a field the struct lacks keeps its default",
                        compatible));
    }
}
