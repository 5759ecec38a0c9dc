package io.serbench.gson;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * Gson in the evolution matrix (docs/evolution.md), the same two configurations for the users
 * model and MediaContent. Each version brings its own {@link UserFields} and {@link MediaFields}
 * (this module's pom compiles src/versions/&lt;version&gt;/ against the version's classes), the
 * way a team changes a hand-written TypeAdapter when it changes the class.
 * Gson's own rule for a class that changed is its reflective adapter's: a field the JSON lacks
 * keeps the object's default (Gson user guide, "Finer Points with Objects",
 * https://github.com/google/gson/blob/main/UserGuide.md#finer-points-with-objects) and a field
 * the class lacks is skipped with {@code JsonReader.skipValue()}, the call JsonReader documents
 * for "unrecognized or unhandled values". The benchmarked adapters already leave a missing field
 * at its default but refuse an unknown one; the compatible adapters skip it with that call.
 */
public final class GsonConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(GsonCodec.users(), GsonCodec.compatibleUsers());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(GsonCodec.mediaContent(), GsonCodec.compatibleMediaContent());
    }

    /** The same two configurations for every model. */
    private static List<Configuration> of(Codec<?> benchmarked, Codec<?> compatible) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "hand-written TypeAdapters over JsonReader/JsonWriter, strict: an unknown field is refused, "
                                + "a missing one left at its default",
                        benchmarked),
                new Configuration(Configuration.COMPATIBLE,
                        "the same TypeAdapters, an unknown field skipped with JsonReader.skipValue() "
                                + "(as Gson's reflective adapter does), a missing one left at its default",
                        compatible));
    }
}
