package io.serbench.arrow;

import org.apache.arrow.vector.types.FloatingPointPrecision;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.DictionaryEncoding;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;

import java.util.List;

/**
 * The field types and field builders both models' schemas ({@link UserBatchSchema},
 * {@link MediaBatchSchema}) are written with. Each model says per field whether it may be null:
 * the users model allows a null in every reference, MediaContent only in its optional fields.
 */
final class Fields {
    private Fields() {
    }

    /** For the {@code nullable} argument: the field may hold a null. */
    static final boolean NULLABLE = true;
    /** For the {@code nullable} argument: the field always holds a value. */
    static final boolean NOT_NULL = false;

    /** pyarrow's name for a list's element field (Arrow Java would say {@code $data$}). */
    static final String LIST_ITEM = "item";

    /** An enum column's type: int8 indices into the dictionary of the constants' names. */
    static final ArrowType.Int ENUM_INDEX = new ArrowType.Int(8, true);

    static final ArrowType UTF8 = ArrowType.Utf8.INSTANCE;
    static final ArrowType INT64 = new ArrowType.Int(64, true);
    static final ArrowType INT32 = new ArrowType.Int(32, true);
    static final ArrowType FLOAT64 = new ArrowType.FloatingPoint(FloatingPointPrecision.DOUBLE);
    static final ArrowType BOOL = ArrowType.Bool.INSTANCE;

    /** An enum column, dictionary-encoded (Arrow Java's in-memory form: the index type, carrying the encoding). */
    static Field enumeration(String name, boolean nullable, DictionaryEncoding encoding) {
        return new Field(name, new FieldType(nullable, encoding.getIndexType(), encoding), null);
    }

    static Field struct(String name, boolean nullable, Field... children) {
        return new Field(name, new FieldType(nullable, ArrowType.Struct.INSTANCE, null), List.of(children));
    }

    static Field list(String name, boolean nullable, Field element) {
        return new Field(name, new FieldType(nullable, ArrowType.List.INSTANCE, null), List.of(element));
    }
}
