package io.serbench.parquet;

import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;

import java.util.List;
import java.util.stream.Stream;

import static io.serbench.parquet.FileSchema.check;
import static io.serbench.parquet.FileSchema.element;

/**
 * The Parquet schema of a user batch: the file is the batch, a row is a user, and every record
 * of the model is a nested group, field for field, in the model's order
 * (docs/design.md#datasets-models-and-labels).
 *
 * <p>Lists use the three-level LIST layout of the Parquet spec ({@code list} / {@code element}),
 * {@code attributes} the MAP layout ({@code key_value} / {@code key} / {@code value}): entries
 * are stored as a repeated group, so their order is the order they were written in. Enums are
 * their names, annotated ENUM. {@code createdAt} and {@code placedAt} are plain int64 epoch
 * milliseconds, as in the model.
 *
 * <p>Nullability as in the model: Java primitives are {@code required}, and so are list elements,
 * map keys and map values, which the model never holds as null (services/core refuses a decoded
 * batch with one: UsersShape); every other reference (string, enum, record, list, map) is
 * {@code optional}, so null and empty stay apart. A null {@code users} list cannot be written: a
 * file has rows or none.
 */
final class UserSchema {
    private UserSchema() {
    }

    // The records User holds, in Parquet's own schema notation (MessageTypeParser): UserFields
    // places them among User's own fields, so that a version of User changes only that class.

    static final String ADDRESS_GROUP = """
            optional group address {
              optional binary street (STRING);
              optional binary city (STRING);
              optional binary country (STRING);
              optional binary postalCode (STRING);
              required double latitude;
              required double longitude;
            }
            """;

    static final String PROFILE_GROUP = """
            optional group profile {
              optional binary bio (STRING);
              optional binary avatarUrl (STRING);
              optional group links (LIST) {
                repeated group list {
                  required group element {
                    optional binary platform (STRING);
                    optional binary url (STRING);
                  }
                }
              }
              optional group preferences {
                optional binary theme (STRING);
                optional binary language (STRING);
                required boolean emailNotifications;
                required boolean pushNotifications;
              }
            }
            """;

    static final String TAGS_LIST = """
            optional group tags (LIST) {
              repeated group list {
                required binary element (STRING);
              }
            }
            """;

    static final String ATTRIBUTES_MAP = """
            optional group attributes (MAP) {
              repeated group key_value {
                required binary key (STRING);
                required binary value (STRING);
              }
            }
            """;

    static final String ORDERS_LIST = """
            optional group orders (LIST) {
              repeated group list {
                required group element {
                  required int64 orderId;
                  optional binary status (ENUM);
                  required int64 placedAt;
                  optional group items (LIST) {
                    repeated group list {
                      required group element {
                        optional binary sku (STRING);
                        required int32 quantity;
                        required double unitPrice;
                      }
                    }
                  }
                }
              }
            }
            """;

    /** The whole schema, the single definition on the JVM side: User's own fields are {@link UserFields}'. */
    static final MessageType SCHEMA = UserFields.SCHEMA;

    // Field indexes inside User's records, as RecordConsumer.startField and GroupConverter.getConverter
    // take them (checked against SCHEMA when the class loads); User's own are UserFields'.
    static final int STREET = 0, CITY = 1, COUNTRY = 2, POSTAL_CODE = 3, LATITUDE = 4, LONGITUDE = 5;
    static final int BIO = 0, AVATAR_URL = 1, LINKS = 2, PREFERENCES = 3;
    static final int PLATFORM = 0, URL = 1;
    static final int THEME = 0, LANGUAGE = 1, EMAIL_NOTIFICATIONS = 2, PUSH_NOTIFICATIONS = 3;
    static final int ORDER_ID = 0, STATUS = 1, PLACED_AT = 2, ITEMS = 3;
    static final int SKU = 0, QUANTITY = 1, UNIT_PRICE = 2;
    /** The single field of a LIST's repeated group, and of a MAP's key_value group. */
    static final int LIST = 0, ELEMENT = 0, KEY_VALUE = 0, KEY = 0, VALUE = 1;

    /** The schema as {@link CheckedParquetFile} checks a file against it. */
    static final FileSchema FILE = new FileSchema("user", SCHEMA);

    /**
     * Columns whose values are (nearly) all different: identifiers, free text, timestamps,
     * coordinates, prices. Parquet tries a dictionary for every column and falls back to PLAIN once
     * the first page shows it does not pay, which it never does for these; that attempt (hashing
     * every value, then re-encoding) is work thrown away. Turning it off per column is Parquet's
     * documented knob (parquet.enable.dictionary#column) and leaves the bytes as they were. Low-cardinality columns (names, cities, countries, enums, tags, attribute keys,
     * themes, languages, ages, quantities) keep their dictionaries.
     */
    static final List<String> UNIQUE_VALUED_COLUMNS = Stream.concat(UserFields.UNIQUE_VALUED_COLUMNS.stream(), Stream.of(
            "address.street", "address.postalCode", "address.latitude", "address.longitude",
            "profile.bio", "profile.avatarUrl", "profile.links.list.element.url",
            "orders.list.element.orderId", "orders.list.element.placedAt",
            "orders.list.element.items.list.element.sku", "orders.list.element.items.list.element.unitPrice"))
            .toList();

    static {
        checkIndexes();
    }

    private static void checkIndexes() {
        GroupType user = SCHEMA;
        GroupType address = user.getType("address").asGroupType();
        check(address, STREET, "street");
        check(address, CITY, "city");
        check(address, COUNTRY, "country");
        check(address, POSTAL_CODE, "postalCode");
        check(address, LATITUDE, "latitude");
        check(address, LONGITUDE, "longitude");
        GroupType profile = user.getType("profile").asGroupType();
        check(profile, BIO, "bio");
        check(profile, AVATAR_URL, "avatarUrl");
        check(profile, LINKS, "links");
        check(profile, PREFERENCES, "preferences");
        GroupType link = element(profile.getType(LINKS));
        check(link, PLATFORM, "platform");
        check(link, URL, "url");
        GroupType preferences = profile.getType(PREFERENCES).asGroupType();
        check(preferences, THEME, "theme");
        check(preferences, LANGUAGE, "language");
        check(preferences, EMAIL_NOTIFICATIONS, "emailNotifications");
        check(preferences, PUSH_NOTIFICATIONS, "pushNotifications");
        GroupType order = element(user.getType("orders"));
        check(order, ORDER_ID, "orderId");
        check(order, STATUS, "status");
        check(order, PLACED_AT, "placedAt");
        check(order, ITEMS, "items");
        GroupType item = element(order.getType(ITEMS));
        check(item, SKU, "sku");
        check(item, QUANTITY, "quantity");
        check(item, UNIT_PRICE, "unitPrice");
        element(user.getType("tags"));
        GroupType keyValue = user.getType("attributes").asGroupType().getType(KEY_VALUE).asGroupType();
        check(user.getType("attributes").asGroupType(), KEY_VALUE, "key_value");
        check(keyValue, KEY, "key");
        check(keyValue, VALUE, "value");
    }
}
