package io.serbench.parquet;

import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.format.ConvertedType;
import org.apache.parquet.format.LogicalType;
import org.apache.parquet.format.SchemaElement;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.MessageColumnIO;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The one file schema a codec accepts ({@link UserSchema}, {@link MediaSchema}), as
 * {@link CheckedParquetFile} needs it: the footer's schema compared with it, its columns in
 * order, and the column I/O plan its files are read with. Immutable, shared by every decode.
 */
final class FileSchema {
    /** The single field of a LIST's repeated group, and that group in the LIST. */
    private static final int LIST = 0, ELEMENT = 0;

    private final String name;
    private final MessageType schema;
    private final MessageColumnIO columnIO;
    private final List<ColumnDescriptor> columns;
    private final Map<ColumnDescriptor, Integer> columnIndex = new HashMap<>();

    /** @param name what the schema is called in error messages, e.g. "user" */
    FileSchema(String name, MessageType schema) {
        this.name = name;
        this.schema = schema;
        this.columnIO = new ColumnIOFactory(false).getColumnIO(schema);
        this.columns = schema.getColumns();
        for (int i = 0; i < columns.size(); i++) {
            columnIndex.put(columns.get(i), i);
        }
    }

    String name() {
        return name;
    }

    MessageType schema() {
        return schema;
    }

    /**
     * How the columns are read: built once (it only describes the schema; every read gets its own
     * readers from it). A payload is read with this schema's levels, which is right because
     * {@link #requireSameShape} has checked that the file's schema has the same structure.
     */
    MessageColumnIO columnIO() {
        return columnIO;
    }

    /** The leaf columns, in the order a row group holds them. */
    List<ColumnDescriptor> columns() {
        return columns;
    }

    /** The position of a column in {@link #columns()}, or -1. */
    int indexOf(ColumnDescriptor column) {
        Integer index = columnIndex.get(column);
        return index == null ? -1 : index;
    }

    /**
     * Checks a file's schema (the footer's flattened, depth-first list of elements) against
     * this schema: the same names, nesting, repetitions and physical types. Annotations may
     * differ only where readers agree on the meaning: an enum column may be a STRING column
     * (what writers without an ENUM type, like pyarrow, write), and an int column may carry the
     * INT(32|64, signed) annotation.
     */
    void requireSameShape(List<SchemaElement> elements) throws IOException {
        if (elements == null || elements.isEmpty()) {
            throw new IOException("the file has no schema");
        }
        SchemaElement root = elements.get(0);
        if (root.isSetType() || root.getNum_children() != schema.getFieldCount()) {
            throw new IOException("the file's schema has " + root.getNum_children() + " top-level fields, the "
                    + name + " schema " + schema.getFieldCount());
        }
        int[] next = {1};
        for (Type field : schema.getFields()) {
            requireSame(field, elements, next, field.getName());
        }
        if (next[0] != elements.size()) {
            throw new IOException("the file's schema has " + (elements.size() - next[0]) + " more elements");
        }
    }

    private void requireSame(Type expected, List<SchemaElement> elements, int[] next, String path)
            throws IOException {
        if (next[0] >= elements.size()) {
            throw new IOException("the file's schema ends before " + path);
        }
        SchemaElement element = elements.get(next[0]++);
        if (!expected.getName().equals(element.getName())) {
            throw new IOException("the file's schema has '" + element.getName() + "' where the " + name + " schema has "
                    + path);
        }
        if (element.getRepetition_type() == null
                || !element.getRepetition_type().name().equals(expected.getRepetition().name())) {
            throw new IOException(path + " is " + element.getRepetition_type() + " in the file, "
                    + expected.getRepetition() + " in the " + name + " schema");
        }
        if (!annotationMatches(expected, element)) {
            throw new IOException(path + " has the annotation " + annotationOf(element) + " in the file, "
                    + expected.getLogicalTypeAnnotation() + " in the " + name + " schema");
        }
        if (expected.isPrimitive()) {
            PrimitiveType primitive = expected.asPrimitiveType();
            if (!element.isSetType() || !sameType(element.getType(), primitive.getPrimitiveTypeName())
                    || element.getNum_children() != 0) {
                throw new IOException(path + " is " + (element.isSetType() ? element.getType() : "a group")
                        + " in the file, " + primitive.getPrimitiveTypeName() + " in the " + name + " schema");
            }
            return;
        }
        GroupType group = expected.asGroupType();
        if (element.isSetType() || element.getNum_children() != group.getFieldCount()) {
            throw new IOException(path + " is not a group of " + group.getFieldCount() + " fields in the file");
        }
        for (Type child : group.getFields()) {
            requireSame(child, elements, next, path + "." + child.getName());
        }
    }

    /** Whether a footer's physical type (parquet-format's names) is the schema's (parquet-java's names). */
    static boolean sameType(org.apache.parquet.format.Type type, PrimitiveType.PrimitiveTypeName expected) {
        return type != null && switch (expected) {
            case BINARY -> type == org.apache.parquet.format.Type.BYTE_ARRAY;
            case FIXED_LEN_BYTE_ARRAY -> type == org.apache.parquet.format.Type.FIXED_LEN_BYTE_ARRAY;
            default -> type.name().equals(expected.name());
        };
    }

    private static boolean annotationMatches(Type expected, SchemaElement element) {
        String found = annotationOf(element);
        LogicalTypeAnnotation annotation = expected.getLogicalTypeAnnotation();
        if (annotation == null) {
            if (found == null) {
                return true;
            }
            if (!expected.isPrimitive()) {
                return false;
            }
            return switch (expected.asPrimitiveType().getPrimitiveTypeName()) {
                case INT32 -> found.equals("INT32");
                case INT64 -> found.equals("INT64");
                default -> false;
            };
        }
        if (annotation.equals(LogicalTypeAnnotation.stringType())) {
            return "STRING".equals(found);
        }
        if (annotation.equals(LogicalTypeAnnotation.enumType())) {
            return "ENUM".equals(found) || "STRING".equals(found);
        }
        if (annotation.equals(LogicalTypeAnnotation.listType())) {
            return "LIST".equals(found);
        }
        if (annotation.equals(LogicalTypeAnnotation.mapType())) {
            return "MAP".equals(found);
        }
        return false;
    }

    /**
     * The annotation of a schema element, by the logical type where the writer set one, else by
     * the legacy converted type; INT annotations as INT32 / INT64 (signed only); null if none.
     */
    private static String annotationOf(SchemaElement element) {
        if (element.isSetLogicalType()) {
            LogicalType logical = element.getLogicalType();
            if (logical.isSetSTRING()) {
                return "STRING";
            }
            if (logical.isSetENUM()) {
                return "ENUM";
            }
            if (logical.isSetLIST()) {
                return "LIST";
            }
            if (logical.isSetMAP()) {
                return "MAP";
            }
            if (logical.isSetINTEGER() && logical.getINTEGER().isIsSigned()) {
                return "INT" + logical.getINTEGER().getBitWidth();
            }
            return "other (" + logical + ")";
        }
        if (!element.isSetConverted_type()) {
            return null;
        }
        ConvertedType converted = element.getConverted_type();
        return switch (converted) {
            case UTF8 -> "STRING";
            case ENUM -> "ENUM";
            case LIST -> "LIST";
            case MAP -> "MAP";
            case INT_32 -> "INT32";
            case INT_64 -> "INT64";
            default -> "other (" + converted + ")";
        };
    }

    /** The element group of a three-level list (checking the names on the way); null for a primitive element. */
    static GroupType element(Type list) {
        GroupType repeated = list.asGroupType().getType(LIST).asGroupType();
        check(list.asGroupType(), LIST, "list");
        check(repeated, ELEMENT, "element");
        Type element = repeated.getType(ELEMENT);
        return element.isPrimitive() ? null : element.asGroupType();
    }

    /** Checks that a field index constant names the field it is meant to (at class loading). */
    static void check(GroupType group, int index, String name) {
        if (group.getFieldCount() <= index || !group.getType(index).getName().equals(name)) {
            throw new IllegalStateException("field " + index + " of " + group.getName() + " is not " + name);
        }
    }
}
