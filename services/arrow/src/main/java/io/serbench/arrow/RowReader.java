package io.serbench.arrow;

import java.util.List;

/**
 * Reads the rows of one loaded record batch (schema checked, vectors validated) into the
 * model. Not thread-safe: one per decode.
 *
 * @param <R> the model's row type
 */
interface RowReader<R> {

    void readInto(List<R> rows, int count);
}
