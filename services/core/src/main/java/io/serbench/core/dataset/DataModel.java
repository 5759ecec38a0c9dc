package io.serbench.core.dataset;

import java.io.OutputStream;
import java.util.Optional;

/**
 * What the service needs to know about one data model to generate, check, compare and show
 * it: the user model ({@link UsersModel}) or MediaContent ({@link io.serbench.core.media.MediaModel}).
 *
 * @param <T> the model's batch type
 */
public interface DataModel<T> {

    /** The model's name in the API and in results: "users" or "mediacontent". */
    String name();

    /** The dataset of {@code count} objects, from the deterministic generator. */
    T generate(int count);

    /** How many top-level objects a decoded batch holds (0 for none). */
    int count(T batch);

    /**
     * Checks what erased generics and Java strings let through (see ModelShape).
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    void checkShape(T batch);

    /** The first difference between two batches, by path; empty when they are equal. */
    Optional<String> firstDifference(T expected, T actual);

    /** The canonical JSON of the batch (DESIGN section 5), streamed. */
    void writeCanonical(T batch, OutputStream out);

    /** The dataset sizes a run measures by default; the service keeps their datasets for its life. */
    int[] defaultCounts();

    /** SHA-256 of the canonical JSON that the dataset of this many objects must have, or null. */
    String goldenSha256(int count);
}
