package io.serbench.arrow;

import io.serbench.arrow.StreamSchema.EnumDictionary;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Role;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.DictionaryEncoding;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;
import org.apache.arrow.vector.types.pojo.Schema;

import java.util.List;

import static io.serbench.arrow.Fields.BOOL;
import static io.serbench.arrow.Fields.ENUM_INDEX;
import static io.serbench.arrow.Fields.FLOAT64;
import static io.serbench.arrow.Fields.INT32;
import static io.serbench.arrow.Fields.INT64;
import static io.serbench.arrow.Fields.LIST_ITEM;
import static io.serbench.arrow.Fields.NULLABLE;
import static io.serbench.arrow.Fields.UTF8;
import static io.serbench.arrow.Fields.enumeration;
import static io.serbench.arrow.Fields.list;
import static io.serbench.arrow.Fields.struct;

/**
 * The Arrow schema of a user batch: one row per user, field for field as the users model has
 * them (docs/design.md#datasets-models-and-labels), nothing flattened. Records are struct
 * columns, lists are list columns, {@code attributes} is a map column (a list of key/value
 * entries, so it keeps their order), enums are dictionary-encoded strings (int8 indices into a
 * dictionary of the constants' names).
 *
 * <p>Enums are dictionary-encoded because that is how Arrow represents categorical values: the
 * name travels once per stream instead of once per row, a row costs one byte, and decoding an
 * enum is an array lookup, not a string decode and a name lookup.
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

    static final DictionaryEncoding ROLE = new DictionaryEncoding(0L, false, ENUM_INDEX);
    static final DictionaryEncoding ORDER_STATUS = new DictionaryEncoding(1L, false, ENUM_INDEX);

    static final Field ORDER_ITEM = struct(LIST_ITEM, NULLABLE,
            string("sku"), required("quantity", INT32), required("unitPrice", FLOAT64));
    static final Field ORDER = struct(LIST_ITEM, NULLABLE,
            required("orderId", INT64), enumeration("status", NULLABLE, ORDER_STATUS), required("placedAt", INT64),
            list("items", NULLABLE, ORDER_ITEM));
    static final Field ADDRESS = struct("address", NULLABLE,
            string("street"), string("city"), string("country"), string("postalCode"),
            required("latitude", FLOAT64), required("longitude", FLOAT64));
    static final Field SOCIAL_LINK = struct(LIST_ITEM, NULLABLE, string("platform"), string("url"));
    static final Field PREFERENCES = struct("preferences", NULLABLE,
            string("theme"), string("language"), required("emailNotifications", BOOL),
            required("pushNotifications", BOOL));
    static final Field PROFILE = struct("profile", NULLABLE,
            string("bio"), string("avatarUrl"), list("links", NULLABLE, SOCIAL_LINK), PREFERENCES);
    static final Field ATTRIBUTES = new Field("attributes", FieldType.nullable(new ArrowType.Map(false)), List.of(
            new Field("entries", FieldType.notNullable(ArrowType.Struct.INSTANCE), List.of(
                    Field.notNullable("key", UTF8), Field.nullable("value", UTF8)))));

    /** A row per user: User's own fields, from {@link UserColumns} (the part a version of the model changes). */
    static final Schema SCHEMA = new Schema(UserColumns.schema());

    /** The schema the users codec writes and accepts, with the bounds {@link BoundedMessageReader} takes from it. */
    static final StreamSchema STREAM = StreamSchema.of("user batch", SCHEMA,
            new EnumDictionary(ROLE, Role.values()), new EnumDictionary(ORDER_STATUS, OrderStatus.values()));

    static Field string(String name) {
        return Field.nullable(name, UTF8);
    }

    static Field required(String name, ArrowType type) {
        return Field.notNullable(name, type);
    }
}
