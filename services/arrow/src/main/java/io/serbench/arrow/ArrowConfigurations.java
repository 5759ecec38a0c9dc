package io.serbench.arrow;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * Arrow in the evolution matrix (docs/evolution.md): the codec as benchmarked, and a reader that
 * takes the stream's columns by name, for both models. Made again in each version's class loader,
 * where {@link UserColumns} and {@link MediaColumns} are that version's.
 *
 * <p>Arrow Java's IPC reader has no reader schema and no resolution: it loads whatever schema the
 * stream carries (https://arrow.apache.org/java/current/ipc.html). What a team reading Arrow
 * streams of several versions does is its own code over that: find each of its columns by name in
 * the stream's schema, as {@code VectorSchemaRoot.getVector(String)} answers (and each field of a
 * struct column by name, as {@code StructVector.getChild} answers), and make do with null for a
 * nullable one the stream lacks. That is the {@code compatible} configuration, and its
 * description says it is this project's code, not a mode of the library.
 */
public final class ArrowConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(ArrowCodec.users(), ArrowCodec.compatibleUsers());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(ArrowCodec.mediaContent(), ArrowCodec.compatibleMediaContent());
    }

    /** The same two configurations for every model. */
    private static List<Configuration> of(Codec<?> benchmarked, Codec<?> compatible) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "one IPC stream per batch, the writer's schema first; the reader refuses a stream whose"
                                + " schema is not its own (columns, names, types, nullability) before reading a value",
                        benchmarked),
                new Configuration(Configuration.COMPATIBLE,
                        "the same streams; the reader takes its columns, and a struct column's fields, by name from"
                                + " the stream's schema (VectorSchemaRoot.getVector, StructVector.getChild, moved with"
                                + " a TransferPair), a nullable one the stream lacks read as nulls, one it does not know"
                                + " skipped, one of another type refused. This project's code, not a mode of Arrow"
                                + " Java: its IPC reader has no reader schema",
                        compatible));
    }
}
