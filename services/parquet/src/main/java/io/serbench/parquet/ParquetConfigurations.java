package io.serbench.parquet;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * Parquet in the evolution matrix (docs/evolution.md), for both models. Each version of a model
 * is a version of its Parquet schema and of the code that writes and reads the changed record's
 * own fields ({@link UserFields}, {@link MediaFields}, one copy per version, see this module's
 * pom), over that version's classes.
 * A file always carries its writer's schema; what differs is how a reader takes a schema that is
 * not its own:
 * <ul>
 *   <li>{@code benchmarked}: the codec every figure times, which accepts a file only in the
 *       reader's own schema ({@link CheckedParquetFile} checks the footer before parquet-java
 *       reads a page), so another version's file is refused by the codec, not by parquet-java;
 *   <li>{@code compatible}: parquet-java's documented way to read a file in another schema, the
 *       reader's schema as the ReadSupport's requested projection ({@link RequestedSchemaCodec}).
 * </ul>
 */
public final class ParquetConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(ParquetModel.USERS);
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(ParquetModel.MEDIA);
    }

    /** The same two configurations for every model. */
    private static <T, R> List<Configuration> of(ParquetModel<T, R> model) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "the benchmarked codec: the version's converters over parquet-column's record reader, a file"
                                + " accepted only in the reader's own schema (the codec checks the footer's schema,"
                                + " field for field, before parquet-java reads a page)",
                        new ParquetCodec<>(model)),
                new Configuration(Configuration.COMPATIBLE,
                        "the reader's schema as the ReadSupport's requested projection (ReadContext), resolved"
                                + " against the file's schema as parquet-java's record reader does: columns matched"
                                + " by name, a column the file lacks read as null, a column not requested skipped,"
                                + " a different primitive type refused (parquet.strict.typing, true by default)",
                        new RequestedSchemaCodec<>(model)));
    }
}
