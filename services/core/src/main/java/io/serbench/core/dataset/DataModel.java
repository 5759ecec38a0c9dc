package io.serbench.core.dataset;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/**
 * What core needs to know about one data model to generate, check, compare and show its
 * batches: the users model ({@code io.serbench.core.users.UsersModel}) or MediaContent
 * ({@code io.serbench.core.media.MediaModel}). The facts about its datasets (counts, labels,
 * golden hashes) are in {@link DatasetCatalog}, under the same {@link #name()}.
 *
 * @param <T> the model's batch type
 */
public interface DataModel<T> {

    /** The model's name in proto/datasets.json, the API and the results: "users", "mediacontent". */
    String name();

    /** The class of a whole batch, the type a codec binds to. */
    Class<T> batchType();

    /** The dataset of {@code count} objects, from the deterministic generator. */
    T generate(int count);

    /** How many top-level objects a decoded batch holds (0 for none). */
    int count(T batch);

    /**
     * Checks what erased generics and Java strings let through: every list and map holds the
     * model's classes, every string is Unicode text ({@link ShapeCheck}).
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    void checkShape(T batch);

    /** The first difference between two batches, by path; empty when they are equal. */
    Optional<String> firstDifference(T expected, T actual);

    /** The canonical JSON of the batch ({@link CanonicalJson}), streamed. */
    void writeCanonical(T batch, OutputStream out);

    /**
     * The batch that canonical JSON of this model holds (what {@link #writeCanonical} writes),
     * read exactly: doubles bit for bit, longs whole, nulls where they were, map entries in order,
     * enums by name ({@link CanonicalReader}).
     *
     * @throws CanonicalJsonException naming the path of the first thing that is not canonical JSON
     *         of this model
     */
    T readCanonical(InputStream in);

    /** The canonical JSON of the batch, whole. */
    default byte[] canonicalJson(T batch) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
        writeCanonical(batch, out);
        return out.toByteArray();
    }

    /** SHA-256 of the batch's canonical JSON, in hex: what the golden hashes in the catalog pin. */
    default String canonicalSha256(T batch) {
        return Sha256.hex(canonicalJson(batch));
    }
}
