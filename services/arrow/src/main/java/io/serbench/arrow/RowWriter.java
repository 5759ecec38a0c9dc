package io.serbench.arrow;

/**
 * Writes one model object into row {@code i} of the vectors it was bound to (a
 * {@link StreamWriter}'s root, reset before the first row). Not thread-safe: it belongs to its
 * {@link StreamWriter}.
 *
 * @param <R> the model's row type
 */
interface RowWriter<R> {

    /** @throws IllegalArgumentException for a value the schema has no place for (a null row, a null required field) */
    void write(int i, R row);
}
