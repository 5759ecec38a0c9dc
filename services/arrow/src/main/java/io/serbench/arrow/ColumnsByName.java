package io.serbench.arrow;

import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.StructVector;
import org.apache.arrow.vector.ipc.message.ArrowFieldNode;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.util.TransferPair;

import java.util.ArrayList;
import java.util.List;

/**
 * The compatible reader's step between a loaded batch and the model's row reader: the stream's
 * columns, taken by name, laid out as the reader's own schema, and the fields of a struct column
 * (and of a struct inside it) taken by name likewise. A field the reader has and the stream lacks
 * is a field of nulls; a field only the stream has is left out. This project's code over Arrow
 * Java's documented API ({@link VectorSchemaRoot#getVector(String)}, which answers null for a
 * name the root does not have, https://arrow.apache.org/java/current/vector_schema_root.html,
 * {@link StructVector#getChild(String, Class)} likewise for a struct's field, and
 * {@link TransferPair}, which hands a vector's buffers to another vector without copying them,
 * https://arrow.apache.org/docs/java/reference/org/apache/arrow/vector/util/TransferPair.html);
 * Arrow Java has no reader schema of its own.
 * The shapes of the fields both have were checked first ({@link StreamSchema#requireSameColumnsByName}),
 * and so was that every field the stream lacks is nullable.
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
            for (Field field : reader.schema().getFields()) {
                FieldVector found = stream.getVector(field.getName());
                FieldVector vector;
                if (found == null) {
                    vector = field.createVector(allocator);
                    vector.allocateNew(); // validity zeroed: nulls
                } else if (found instanceof StructVector struct && !sameFieldNames(field, found.getField())) {
                    vector = projectedField(field, found.getField()).createVector(allocator);
                    moveByName(struct, (StructVector) vector);
                } else {
                    TransferPair move = found.getTransferPair(allocator);
                    move.transfer();
                    vector = (FieldVector) move.getTo();
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

    /** Whether two fields' structs (and the structs inside them) name the same fields in the same order. */
    private static boolean sameFieldNames(Field reader, Field stream) {
        List<Field> ours = reader.getChildren();
        List<Field> theirs = stream.getChildren();
        if (ours.size() != theirs.size()) {
            return false;
        }
        for (int i = 0; i < ours.size(); i++) {
            Field child = ours.get(i);
            if (!child.getName().equals(theirs.get(i).getName())
                    || StreamSchema.isStruct(child) && !sameFieldNames(child, theirs.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The reader's struct, each of its fields as the stream has it (so that a dictionary-encoded
     * field keeps the stream's dictionary id) or, where the stream lacks it, as the reader has it.
     */
    private static Field projectedField(Field reader, Field stream) {
        List<Field> children = new ArrayList<>();
        for (Field child : reader.getChildren()) {
            Field found = childNamed(stream, child.getName());
            children.add(found == null ? child
                    : StreamSchema.isStruct(child) ? projectedField(child, found) : found);
        }
        return new Field(reader.getName(), stream.getFieldType(), children);
    }

    private static Field childNamed(Field struct, String name) {
        return struct.getChildren().stream().filter(f -> f.getName().equals(name)).findFirst().orElse(null);
    }

    /**
     * The stream's struct moved into the reader's, field by field by name: the struct's validity
     * handed over as Arrow's loader hands a loaded buffer to a vector
     * ({@link StructVector#loadFieldBuffers}, which keeps a reference to it), each field the stream
     * has transferred into the reader's field of that name, each field it lacks allocated as nulls.
     */
    private static void moveByName(StructVector from, StructVector to) {
        to.loadFieldBuffers(new ArrowFieldNode(from.getValueCount(), from.getNullCount()),
                List.of(from.getValidityBuffer()));
        for (String name : to.getChildFieldNames()) {
            FieldVector target = to.getChild(name, FieldVector.class);
            FieldVector source = from.getChild(name, FieldVector.class);
            if (source == null) {
                target.allocateNew(); // validity zeroed: nulls (checked nullable)
            } else if (source instanceof StructVector struct && target instanceof StructVector into) {
                moveByName(struct, into);
            } else {
                source.makeTransferPair(target).transfer();
            }
        }
    }
}
