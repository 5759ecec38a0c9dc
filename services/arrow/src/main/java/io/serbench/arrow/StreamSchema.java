package io.serbench.arrow;

import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.dictionary.Dictionary;
import org.apache.arrow.vector.dictionary.DictionaryProvider;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.DictionaryEncoding;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.Schema;

import java.util.List;
import java.util.Map;

/**
 * The one schema a codec accepts ({@link UserBatchSchema}, {@link MediaBatchSchema}) with the
 * enums its dictionaries encode, what {@link BoundedMessageReader} bounds a payload's schema by
 * (its number of fields and depth) and the comparison of a payload's schema with it.
 *
 * @param name  what the schema is called in error messages, e.g. "user batch"
 * @param enums the dictionary-encoded enums, in the order the writer creates their dictionaries
 */
record StreamSchema(String name, Schema schema, List<EnumDictionary> enums, int fields, int depth) {

    /**
     * An enum column's dictionary: the constants' names in ordinal order, so that a value's
     * index is its ordinal.
     */
    record EnumDictionary(DictionaryEncoding encoding, Enum<?>[] constants) {
    }

    static StreamSchema of(String name, Schema schema, EnumDictionary... enums) {
        return new StreamSchema(name, schema, List.of(enums), fields(schema.getFields()), depth(schema.getFields()));
    }

    /** The writer's dictionaries, in its allocator (closed with the provider). */
    DictionaryProvider.MapDictionaryProvider dictionaries(BufferAllocator allocator) {
        Dictionary[] dictionaries = new Dictionary[enums.size()];
        for (int i = 0; i < dictionaries.length; i++) {
            dictionaries[i] = Columns.dictionary(enums.get(i).encoding(), enums.get(i).constants(), allocator);
        }
        return new DictionaryProvider.MapDictionaryProvider(dictionaries);
    }

    private static int fields(List<Field> fields) {
        int count = fields.size();
        for (Field field : fields) {
            count += fields(field.getChildren());
        }
        return count;
    }

    private static int depth(List<Field> fields) {
        int depth = 0;
        for (Field field : fields) {
            depth = Math.max(depth, 1 + depth(field.getChildren()));
        }
        return depth;
    }

    /**
     * Refuses a stream whose schema is not this one. Compared: field names (except the names
     * of list elements and map entries, which Arrow leaves to the writer), types, nullability,
     * and for enums that the column is dictionary-encoded with integer indices into utf8 values.
     * Dictionary ids and schema metadata are the writer's choice and are not compared.
     */
    void requireSameShape(Schema actual, Map<Long, Dictionary> dictionaries) {
        List<Field> expected = schema.getFields();
        List<Field> fields = actual.getFields();
        if (fields.size() != expected.size()) {
            throw new IllegalArgumentException("expected " + expected.size() + " columns, the stream has "
                    + fields.size());
        }
        for (int i = 0; i < expected.size(); i++) {
            requireSameShape(expected.get(i), fields.get(i), true, dictionaries, expected.get(i).getName());
        }
    }

    /**
     * For the compatible reader ({@link ColumnsByName}): each field of this schema that the stream
     * has, found by name, must have this shape, as {@link #requireSameShape} requires of every
     * column (Arrow converts no type into another); the fields of a struct column, and of a struct
     * inside it, are found by name too, so a struct may gain, lose or reorder fields; a field the
     * stream lacks will be read as nulls, one only the stream has is skipped. A missing field is
     * refused when it is not nullable (it has no null to read as), or when it is or holds an enum
     * (the stream need not carry the dictionary to read it with).
     */
    void requireSameColumnsByName(Schema actual, Map<Long, Dictionary> dictionaries) {
        requireSameFieldsByName(schema.getFields(), actual.getFields(), dictionaries, "");
    }

    private void requireSameFieldsByName(List<Field> expectedFields, List<Field> actualFields,
                                         Map<Long, Dictionary> dictionaries, String parent) {
        for (Field expected : expectedFields) {
            String path = parent + expected.getName();
            Field found = null;
            for (Field field : actualFields) {
                if (field.getName().equals(expected.getName())) {
                    found = field;
                    break; // the first of a name, as VectorSchemaRoot.getVector finds it
                }
            }
            if (found == null) {
                if (holdsAnEnum(expected)) {
                    throw mismatch(path, "missing, and an enum's dictionary with it");
                }
                if (!expected.isNullable()) {
                    throw mismatch(path, "missing, and not nullable");
                }
            } else if (isStruct(expected) && isStruct(found)) {
                if (expected.isNullable() != found.isNullable()) {
                    throw mismatch(path, found.isNullable() ? "nullable" : "not nullable");
                }
                if (found.getChildren().stream().map(Field::getName).distinct().count() != found.getChildren().size()) {
                    throw mismatch(path, "a struct with a field name twice");
                }
                requireSameFieldsByName(expected.getChildren(), found.getChildren(), dictionaries, path + ".");
            } else {
                requireSameShape(expected, found, true, dictionaries, path);
            }
        }
    }

    /** A struct whose fields are found by name: not a list, map or dictionary-encoded column. */
    static boolean isStruct(Field field) {
        return field.getType() instanceof ArrowType.Struct && field.getDictionary() == null;
    }

    private static boolean holdsAnEnum(Field field) {
        return field.getDictionary() != null || field.getChildren().stream().anyMatch(StreamSchema::holdsAnEnum);
    }

    private void requireSameShape(Field expected, Field actual, boolean nameMatters,
                                  Map<Long, Dictionary> dictionaries, String path) {
        if (nameMatters && !expected.getName().equals(actual.getName())) {
            throw mismatch(path, "named '" + actual.getName() + "'");
        }
        if (expected.isNullable() != actual.isNullable()) {
            throw mismatch(path, actual.isNullable() ? "nullable" : "not nullable");
        }
        if (expected.getDictionary() != null) {
            DictionaryEncoding encoding = actual.getDictionary();
            Dictionary dictionary = encoding == null ? null : dictionaries.get(encoding.getId());
            if (dictionary == null || !(actual.getType() instanceof ArrowType.Int index) || !index.getIsSigned()
                    || !(dictionary.getVectorType() instanceof ArrowType.Utf8)) {
                throw mismatch(path, "not a dictionary-encoded string (signed integer indices into utf8 values)");
            }
            return;
        }
        if (actual.getDictionary() != null || !expected.getType().equals(actual.getType())) {
            throw mismatch(path, "of type " + actual.getType() + (actual.getDictionary() == null ? "" : " (dictionary)"));
        }
        List<Field> children = actual.getChildren();
        List<Field> expectedChildren = expected.getChildren();
        if (children.size() != expectedChildren.size()) {
            throw mismatch(path, "with " + children.size() + " children");
        }
        // A list's element and a map's entries are named by convention only.
        boolean childNamesMatter = !(expected.getType() instanceof ArrowType.List)
                && !(expected.getType() instanceof ArrowType.Map);
        for (int i = 0; i < children.size(); i++) {
            Field child = expectedChildren.get(i);
            requireSameShape(child, children.get(i), childNamesMatter, dictionaries, path + "." + child.getName());
        }
    }

    private IllegalArgumentException mismatch(String path, String what) {
        return new IllegalArgumentException("not the " + name + " schema: " + path + " is " + what);
    }
}
