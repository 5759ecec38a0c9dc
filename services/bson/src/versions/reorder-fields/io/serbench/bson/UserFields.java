package io.serbench.bson;

import io.serbench.core.users.Role;
import io.serbench.core.users.User;
import org.bson.BsonReader;
import org.bson.BsonWriter;

import static io.serbench.bson.BsonFields.isNull;
import static io.serbench.bson.BsonFields.readArray;
import static io.serbench.bson.BsonFields.readString;
import static io.serbench.bson.BsonFields.readStrings;
import static io.serbench.bson.BsonFields.writeArray;
import static io.serbench.bson.BsonFields.writeString;
import static io.serbench.bson.BsonFields.writeStrings;

/**
 * The reorder-fields version of {@link UserFields}: User declares its fields in the reverse
 * order, and the codec writes them in that order.
 */
final class UserFields {
    /** The names of User's fields, in the order they are written. */
    static final String[] NAMES = {"orders", "attributes", "tags", "profile", "address", "createdAt", "role",
            "active", "score", "age", "lastName", "firstName", "email", "username", "id"};

    private UserFields() {
    }

    /** Every field of the user, between the document's start and end. */
    static void write(BsonWriter w, User u) {
        w.writeName(NAMES[0]);
        writeArray(w, u.getOrders(), UserBatchBsonCodec::writeOrder);
        w.writeName(NAMES[1]);
        UserBatchBsonCodec.writeAttributes(w, u.getAttributes());
        w.writeName(NAMES[2]);
        writeStrings(w, u.getTags());
        w.writeName(NAMES[3]);
        UserBatchBsonCodec.writeProfile(w, u.getProfile());
        w.writeName(NAMES[4]);
        UserBatchBsonCodec.writeAddress(w, u.getAddress());
        w.writeInt64(NAMES[5], u.getCreatedAt());
        writeString(w, NAMES[6], u.getRole() == null ? null : u.getRole().name());
        w.writeBoolean(NAMES[7], u.isActive());
        w.writeDouble(NAMES[8], u.getScore());
        w.writeInt32(NAMES[9], u.getAge());
        writeString(w, NAMES[10], u.getLastName());
        writeString(w, NAMES[11], u.getFirstName());
        writeString(w, NAMES[12], u.getEmail());
        writeString(w, NAMES[13], u.getUsername());
        w.writeInt64(NAMES[14], u.getId());
    }

    /** Reads the value of the field at {@code field} in {@link #NAMES} into the user. */
    static void read(BsonReader r, int field, User u, UserBatchBsonCodec records) {
        switch (field) {
            case 0 -> u.setOrders(readArray(r, records.orderReader));
            case 1 -> u.setAttributes(UserBatchBsonCodec.readAttributes(r));
            case 2 -> u.setTags(readStrings(r));
            case 3 -> u.setProfile(records.readProfile(r));
            case 4 -> u.setAddress(records.readAddress(r));
            case 5 -> u.setCreatedAt(r.readInt64());
            case 6 -> u.setRole(isNull(r) ? null : Role.valueOf(r.readString()));
            case 7 -> u.setActive(r.readBoolean());
            case 8 -> u.setScore(r.readDouble());
            case 9 -> u.setAge(r.readInt32());
            case 10 -> u.setLastName(readString(r));
            case 11 -> u.setFirstName(readString(r));
            case 12 -> u.setEmail(readString(r));
            case 13 -> u.setUsername(readString(r));
            default -> u.setId(r.readInt64());
        }
    }
}
