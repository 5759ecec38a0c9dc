package io.serbench.parquet;

import io.serbench.core.users.Role;
import io.serbench.core.users.User;
import io.serbench.parquet.Converters.BooleanColumn;
import io.serbench.parquet.Converters.DoubleColumn;
import io.serbench.parquet.Converters.EnumColumn;
import io.serbench.parquet.Converters.IntColumn;
import io.serbench.parquet.Converters.LongColumn;
import io.serbench.parquet.Converters.RecordConverter;
import io.serbench.parquet.Converters.StringColumn;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;

import java.util.List;

/**
 * The reorder-fields version of {@link UserFields}: User's fields are declared in the reverse
 * order, so its columns lie in the file in that order (same names and types).
 */
final class UserFields {
    private UserFields() {
    }

    static final MessageType SCHEMA = MessageTypeParser.parseMessageType("message User {\n"
            + UserSchema.ORDERS_LIST + UserSchema.ATTRIBUTES_MAP + UserSchema.TAGS_LIST + UserSchema.PROFILE_GROUP
            + UserSchema.ADDRESS_GROUP + """
              required int64 createdAt;
              optional binary role (ENUM);
              required boolean active;
              required double score;
              required int32 age;
              optional binary lastName (STRING);
              optional binary firstName (STRING);
              optional binary email (STRING);
              optional binary username (STRING);
              required int64 id;
            }
            """);

    /** User's columns of (nearly) unique values (see {@link UserSchema#UNIQUE_VALUED_COLUMNS}). */
    static final List<String> UNIQUE_VALUED_COLUMNS = List.of("id", "username", "email", "score", "createdAt");

    // Field indexes, as RecordConsumer.startField and GroupConverter.getConverter take them.
    private static final int ID = index("id"), USERNAME = index("username"), EMAIL = index("email"),
            FIRST_NAME = index("firstName"), LAST_NAME = index("lastName"), AGE = index("age"),
            SCORE = index("score"), ACTIVE = index("active"), ROLE = index("role"), CREATED_AT = index("createdAt"),
            ADDRESS = index("address"), PROFILE = index("profile"), TAGS = index("tags"),
            ATTRIBUTES = index("attributes"), ORDERS = index("orders");

    static void write(UserWriteSupport writer, User user) {
        writer.writeOrders(ORDERS, user.getOrders());
        writer.writeAttributes(ATTRIBUTES, user.getAttributes());
        writer.writeTags(TAGS, user.getTags());
        writer.writeProfile(PROFILE, user.getProfile());
        writer.writeAddress(ADDRESS, user.getAddress());
        writer.writeLong("createdAt", CREATED_AT, user.getCreatedAt());
        writer.writeRole(ROLE, user.getRole());
        writer.writeBoolean("active", ACTIVE, user.isActive());
        writer.writeDouble("score", SCORE, user.getScore());
        writer.writeInt("age", AGE, user.getAge());
        writer.writeString("lastName", LAST_NAME, user.getLastName());
        writer.writeString("firstName", FIRST_NAME, user.getFirstName());
        writer.writeString("email", EMAIL, user.getEmail());
        writer.writeString("username", USERNAME, user.getUsername());
        writer.writeLong("id", ID, user.getId());
    }

    /** The converter of each of User's fields, at its index, setting it on {@code u}'s user. */
    static Converter[] converters(RecordConverter<User> u) {
        Converter[] fields = new Converter[SCHEMA.getFieldCount()];
        fields[ORDERS] = UserConverters.orders(v -> u.current.setOrders(v));
        fields[ATTRIBUTES] = UserConverters.attributes(v -> u.current.setAttributes(v));
        fields[TAGS] = UserConverters.tags(v -> u.current.setTags(v));
        fields[PROFILE] = UserConverters.profile(v -> u.current.setProfile(v));
        fields[ADDRESS] = UserConverters.address(v -> u.current.setAddress(v));
        fields[CREATED_AT] = new LongColumn(v -> u.current.setCreatedAt(v));
        fields[ROLE] = new EnumColumn<>("role", Role.values(), v -> u.current.setRole(v));
        fields[ACTIVE] = new BooleanColumn(v -> u.current.setActive(v));
        fields[SCORE] = new DoubleColumn(v -> u.current.setScore(v));
        fields[AGE] = new IntColumn(v -> u.current.setAge(v));
        fields[LAST_NAME] = new StringColumn(v -> u.current.setLastName(v));
        fields[FIRST_NAME] = new StringColumn(v -> u.current.setFirstName(v));
        fields[EMAIL] = new StringColumn(v -> u.current.setEmail(v));
        fields[USERNAME] = new StringColumn(v -> u.current.setUsername(v));
        fields[ID] = new LongColumn(v -> u.current.setId(v));
        return fields;
    }

    private static int index(String field) {
        return SCHEMA.getFieldIndex(field);
    }
}
