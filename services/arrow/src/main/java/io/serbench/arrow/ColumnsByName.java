package io.serbench.arrow;

import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.util.TransferPair;

import java.util.ArrayList;
import java.util.List;

/**
 * The compatible reader's step between a loaded batch and the model's row reader: the stream's
 * columns, taken by name, laid out as the reader's own schema. A column the reader has and the
 * stream lacks is a column of nulls (zeros where the reader's field is not nullable); a column
 * only the stream has is left out. This project's code over Arrow Java's documented API
 * ({@link VectorSchemaRoot#getVector(String)}, which answers null for a name the root does not
 * have, https://arrow.apache.org/java/current/vector_schema_root.html, and {@link TransferPair},
 * which hands a vector's buffers to another vector without copying them,
 * https://arrow.apache.org/docs/java/reference/org/apache/arrow/vector/util/TransferPair.html);
 * Arrow Java has no reader schema of its own.
 * The shapes of the columns both have were checked first ({@link StreamSchema#requireSameColumnsByName}).
 */
final class ColumnsByName {
    private ColumnsByName() {
    }

    /**
     * A root of the reader's schema over the batch {@code stream} holds, which gives up the
     * buffers it moves; closed by the caller, which frees them.
     */
    static VectorSchemaRoot project(VectorSchemaRoot stream, StreamSchema reader, BufferAllocator allocator) {
        int rows = stream.getRowCount();
        List<FieldVector> vectors = new ArrayList<>();
        try {
            for (var field : reader.schema().getFields()) {
                FieldVector found = stream.getVector(field.getName());
                FieldVector vector;
                if (found != null) {
                    TransferPair move = found.getTransferPair(allocator);
                    move.transfer();
                    vector = (FieldVector) move.getTo();
                } else {
                    vector = field.createVector(allocator);
                    vector.allocateNew(); // validity and values zeroed: nulls, or zeros where not nullable
                }
                vectors.add(vector);
                vector.setValueCount(rows);
            }
        } catch (RuntimeException e) {
            vectors.forEach(FieldVector::close);
            throw e;
        }
        return new VectorSchemaRoot(vectors.stream().map(FieldVector::getField).toList(), vectors, rows);
    }
}
