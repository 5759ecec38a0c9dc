package io.serbench.arrow;

import org.apache.arrow.vector.types.FloatingPointPrecision;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.DictionaryEncoding;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;
import org.apache.arrow.vector.types.pojo.Schema;

import java.util.List;

/**
 * The Arrow schema of a user batch: one row per user, DESIGN section 3 field for field, nothing
 * flattened. Records are struct columns, lists are list columns, {@code attributes} is a map
 * column (a list of key/value entries, so it keeps their order), enums are dictionary-encoded
 * strings (int8 indices into a dictionary of the constants' names).
 *
 * <p>Nullability follows the Java model: strings, records, lists, list elements, enums and map
 * values may be null; Java primitives (int64, int32, float64, bool) and map keys may not. Names
 * follow pyarrow's conventions ({@code item} for list elements, {@code entries/key/value} for
 * maps) so that pyarrow's default schema for the same data is this one.
 *
 * <p>The fields here are in Arrow Java's in-memory form: a dictionary-encoded column has its
 * index type and carries the encoding; the IPC writer puts the value type (utf8) on the wire.
 */
final class UserBatchSchema {
    private UserBatchSchema() {
    }

    /** pyarrow's name for a list's element field (Arrow Java would say {@code $data$}). */
    static final String LIST_ITEM = "item";

    static final ArrowType.Int ENUM_INDEX = new ArrowType.Int(8, true);
    static final DictionaryEncoding ROLE = new DictionaryEncoding(0L, false, ENUM_INDEX);
    static final DictionaryEncoding ORDER_STATUS = new DictionaryEncoding(1L, false, ENUM_INDEX);

    private static final ArrowType UTF8 = ArrowType.Utf8.INSTANCE;
    private static final ArrowType INT64 = new ArrowType.Int(64, true);
    private static final ArrowType INT32 = new ArrowType.Int(32, true);
    private static final ArrowType FLOAT64 = new ArrowType.FloatingPoint(FloatingPointPrecision.DOUBLE);
    private static final ArrowType BOOL = ArrowType.Bool.INSTANCE;

    static final Field ORDER_ITEM = struct(LIST_ITEM,
            string("sku"), required("quantity", INT32), required("unitPrice", FLOAT64));
    static final Field ORDER = struct(LIST_ITEM,
            required("orderId", INT64), enumeration("status", ORDER_STATUS), required("placedAt", INT64),
            list("items", ORDER_ITEM));
    static final Field ADDRESS = struct("address",
            string("street"), string("city"), string("country"), string("postalCode"),
            required("latitude", FLOAT64), required("longitude", FLOAT64));
    static final Field SOCIAL_LINK = struct(LIST_ITEM, string("platform"), string("url"));
    static final Field PREFERENCES = struct("preferences",
            string("theme"), string("language"), required("emailNotifications", BOOL),
            required("pushNotifications", BOOL));
    static final Field PROFILE = struct("profile",
            string("bio"), string("avatarUrl"), list("links", SOCIAL_LINK), PREFERENCES);
    static final Field ATTRIBUTES = new Field("attributes", FieldType.nullable(new ArrowType.Map(false)), List.of(
            new Field("entries", FieldType.notNullable(ArrowType.Struct.INSTANCE), List.of(
                    Field.notNullable("key", UTF8), Field.nullable("value", UTF8)))));

    static final Schema SCHEMA = new Schema(List.of(
            required("id", INT64), string("username"), string("email"), string("firstName"), string("lastName"),
            required("age", INT32), required("score", FLOAT64), required("active", BOOL),
            enumeration("role", ROLE), required("createdAt", INT64),
            ADDRESS, PROFILE, list("tags", string(LIST_ITEM)), ATTRIBUTES, list("orders", ORDER)));

    /** The schema {@link ArrowCodec} accepts, with the bounds {@link BoundedMessageReader} takes from it. */
    static final StreamSchema STREAM = StreamSchema.of("user batch", SCHEMA);

    private static Field string(String name) {
        return Field.nullable(name, UTF8);
    }

    private static Field required(String name, ArrowType type) {
        return Field.notNullable(name, type);
    }

    private static Field enumeration(String name, DictionaryEncoding encoding) {
        return new Field(name, new FieldType(true, encoding.getIndexType(), encoding), null);
    }

    private static Field struct(String name, Field... children) {
        return new Field(name, FieldType.nullable(ArrowType.Struct.INSTANCE), List.of(children));
    }

    private static Field list(String name, Field element) {
        return new Field(name, FieldType.nullable(ArrowType.List.INSTANCE), List.of(element));
    }
}
