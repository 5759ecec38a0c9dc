package io.serbench.bson;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * bson in the evolution matrix (docs/evolution.md), the same two configurations for the users
 * model and MediaContent. Each version brings its own {@link UserFields} and {@link MediaFields}
 * (this module's pom compiles src/versions/&lt;version&gt;/ against the version's classes), the
 * way a team changes a hand-written org.bson Codec when it changes the class. The benchmarked codec reads each record's fields exactly (an unknown or a missing field
 * is refused); the compatible codec reads them as the library's own POJO codec does, skipping an
 * element no field maps with {@code BsonReader.skipValue()} and leaving a missing field at its
 * default. Both keep BSON's types exact: the library's typed reads refuse an int32 where an
 * int64 is read, and the other way round.
 */
public final class BsonConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(BsonCodec.users(), BsonCodec.compatibleUsers());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(BsonCodec.mediaContent(), BsonCodec.compatibleMediaContent());
    }

    /** The same two configurations for every model. */
    private static List<Configuration> of(Codec<?> benchmarked, Codec<?> compatible) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "hand-written org.bson Codec over BsonBinaryReader/BsonBinaryWriter, exact: each record holds "
                                + "exactly its fields, an unknown or missing one refused",
                        benchmarked),
                new Configuration(Configuration.COMPATIBLE,
                        "the same Codec, an unknown field skipped with BsonReader.skipValue() and a missing one left "
                                + "at its default (as the library's POJO codec reads)",
                        compatible));
    }
}
