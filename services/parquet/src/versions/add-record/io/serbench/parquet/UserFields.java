package io.serbench.parquet;

import io.serbench.core.users.Loyalty;
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
 * The add-record version of {@link UserFields}: User gains {@code loyalty}, an optional group of
 * the new record Loyalty {tier: optional string, points: required int32}, after its last field.
 * A group added to a Parquet schema is optional, so that files written before it read it as null.
 */
final class UserFields {
    private UserFields() {
    }

    static final MessageType SCHEMA = MessageTypeParser.parseMessageType("""
            message User {
              required int64 id;
              optional binary username (STRING);
              optional binary email (STRING);
              optional binary firstName (STRING);
              optional binary lastName (STRING);
              required int32 age;
              required double score;
              required boolean active;
              optional binary role (ENUM);
              required int64 createdAt;
            """ + UserSchema.ADDRESS_GROUP + UserSchema.PROFILE_GROUP + UserSchema.TAGS_LIST
            + UserSchema.ATTRIBUTES_MAP + UserSchema.ORDERS_LIST + """
              optional group loyalty {
                optional binary tier (STRING);
                required int32 points;
              }
            }
            """);

    /** User's columns of (nearly) unique values (see {@link UserSchema#UNIQUE_VALUED_COLUMNS}). */
    static final List<String> UNIQUE_VALUED_COLUMNS = List.of("id", "username", "email", "score", "createdAt");

    // Field indexes, as RecordConsumer.startField and GroupConverter.getConverter take them.
    private static final int ID = index("id"), USERNAME = index("username"), EMAIL = index("email"),
            FIRST_NAME = index("firstName"), LAST_NAME = index("lastName"), AGE = index("age"),
            SCORE = index("score"), ACTIVE = index("active"), ROLE = index("role"), CREATED_AT = index("createdAt"),
            ADDRESS = index("address"), PROFILE = index("profile"), TAGS = index("tags"),
            ATTRIBUTES = index("attributes"), ORDERS = index("orders"), LOYALTY = index("loyalty");
    private static final int TIER = 0, POINTS = 1;

    static void write(UserWriteSupport writer, User user) {
        writer.writeLong("id", ID, user.getId());
        writer.writeString("username", USERNAME, user.getUsername());
        writer.writeString("email", EMAIL, user.getEmail());
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
        Loyalty loyalty = user.getLoyalty();
        if (loyalty != null) {
            writer.out.startField("loyalty", LOYALTY);
            writer.out.startGroup();
            writer.writeString("tier", TIER, loyalty.getTier());
            writer.writeInt("points", POINTS, loyalty.getPoints());
            writer.out.endGroup();
            writer.out.endField("loyalty", LOYALTY);
        }
    }

    /** The converter of each of User's fields, at its index, setting it on {@code u}'s user. */
    static Converter[] converters(RecordConverter<User> u) {
        Converter[] fields = new Converter[SCHEMA.getFieldCount()];
        fields[ID] = new LongColumn(v -> u.current.setId(v));
        fields[USERNAME] = new StringColumn(v -> u.current.setUsername(v));
        fields[EMAIL] = new StringColumn(v -> u.current.setEmail(v));
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
        fields[LOYALTY] = new RecordConverter<>(Loyalty::new, v -> u.current.setLoyalty(v), l -> new Converter[]{
                new StringColumn(v -> l.current.setTier(v)),
                new IntColumn(v -> l.current.setPoints(v)),
        });
        return fields;
    }

    private static int index(String field) {
        return SCHEMA.getFieldIndex(field);
    }
}
