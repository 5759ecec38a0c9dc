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
 * The rename-field version of {@link UserFields}: User's {@code email} column is named
 * {@code emailAddress}, same type and position. Parquet readers match columns by name (the
 * schema's field ids are not used by parquet-java's reader), so to Parquet this is another column.
 */
final class UserFields {
    private UserFields() {
    }

    static final MessageType SCHEMA = MessageTypeParser.parseMessageType("""
            message User {
              required int64 id;
              optional binary username (STRING);
              optional binary emailAddress (STRING);
              optional binary firstName (STRING);
              optional binary lastName (STRING);
              required int32 age;
              required double score;
              required boolean active;
              optional binary role (ENUM);
              required int64 createdAt;
            """ + UserSchema.ADDRESS_GROUP + UserSchema.PROFILE_GROUP + UserSchema.TAGS_LIST
            + UserSchema.ATTRIBUTES_MAP + UserSchema.ORDERS_LIST + "}");

    /** User's columns of (nearly) unique values (see {@link UserSchema#UNIQUE_VALUED_COLUMNS}). */
    static final List<String> UNIQUE_VALUED_COLUMNS = List.of("id", "username", "emailAddress", "score", "createdAt");

    // Field indexes, as RecordConsumer.startField and GroupConverter.getConverter take them.
    private static final int ID = index("id"), USERNAME = index("username"), EMAIL_ADDRESS = index("emailAddress"),
            FIRST_NAME = index("firstName"), LAST_NAME = index("lastName"), AGE = index("age"),
            SCORE = index("score"), ACTIVE = index("active"), ROLE = index("role"), CREATED_AT = index("createdAt"),
            ADDRESS = index("address"), PROFILE = index("profile"), TAGS = index("tags"),
            ATTRIBUTES = index("attributes"), ORDERS = index("orders");

    static void write(UserWriteSupport writer, User user) {
        writer.writeLong("id", ID, user.getId());
        writer.writeString("username", USERNAME, user.getUsername());
        writer.writeString("emailAddress", EMAIL_ADDRESS, user.getEmailAddress());
        writer.writeString("firstName", FIRST_NAME, user.getFirstName());
        writer.writeString("lastName", LAST_NAME, user.getLastName());
        writer.writeInt("age", AGE, user.getAge());
        writer.writeDouble("score", SCORE, user.getScore());
        writer.writeBoolean("active", ACTIVE, user.isActive());
        writer.writeRole(ROLE, user.getRole());
        writer.writeLong("createdAt", CREATED_AT, user.getCreatedAt());
        writer.writeAddress(ADDRESS, user.getAddress());
        writer.writeProfile(PROFILE, user.getProfile());
        writer.writeTags(TAGS, user.getTags());
        writer.writeAttributes(ATTRIBUTES, user.getAttributes());
        writer.writeOrders(ORDERS, user.getOrders());
    }

    /** The converter of each of User's fields, at its index, setting it on {@code u}'s user. */
    static Converter[] converters(RecordConverter<User> u) {
        Converter[] fields = new Converter[SCHEMA.getFieldCount()];
        fields[ID] = new LongColumn(v -> u.current.setId(v));
        fields[USERNAME] = new StringColumn(v -> u.current.setUsername(v));
        fields[EMAIL_ADDRESS] = new StringColumn(v -> u.current.setEmailAddress(v));
        fields[FIRST_NAME] = new StringColumn(v -> u.current.setFirstName(v));
        fields[LAST_NAME] = new StringColumn(v -> u.current.setLastName(v));
        fields[AGE] = new IntColumn(v -> u.current.setAge(v));
        fields[SCORE] = new DoubleColumn(v -> u.current.setScore(v));
        fields[ACTIVE] = new BooleanColumn(v -> u.current.setActive(v));
        fields[ROLE] = new EnumColumn<>("role", Role.values(), v -> u.current.setRole(v));
        fields[CREATED_AT] = new LongColumn(v -> u.current.setCreatedAt(v));
        fields[ADDRESS] = UserConverters.address(v -> u.current.setAddress(v));
        fields[PROFILE] = UserConverters.profile(v -> u.current.setProfile(v));
        fields[TAGS] = UserConverters.tags(v -> u.current.setTags(v));
        fields[ATTRIBUTES] = UserConverters.attributes(v -> u.current.setAttributes(v));
        fields[ORDERS] = UserConverters.orders(v -> u.current.setOrders(v));
        return fields;
    }

    private static int index(String field) {
        return SCHEMA.getFieldIndex(field);
    }
}
