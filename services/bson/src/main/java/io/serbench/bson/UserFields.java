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
 * User's own fields as BSON, written and read by {@link UserBatchBsonCodec}: the one part of the
 * codec a version of the users model changes. Each version of the model has its copy in
 * src/versions/&lt;version&gt;/, compiled against that version's User (this module's pom) and
 * loaded in its place by the version's class loader (docs/evolution.md).
 */
final class UserFields {
    /** The names of User's fields, in the order they are written. */
    static final String[] NAMES = {"id", "username", "email", "firstName", "lastName", "age", "score", "active",
            "role", "createdAt", "address", "profile", "tags", "attributes", "orders"};

    private UserFields() {
    }

    /** Every field of the user, between the document's start and end. */
    static void write(BsonWriter w, User u) {
        w.writeInt64(NAMES[0], u.getId());
        writeString(w, NAMES[1], u.getUsername());
        writeString(w, NAMES[2], u.getEmail());
        writeString(w, NAMES[3], u.getFirstName());
        writeString(w, NAMES[4], u.getLastName());
        w.writeInt32(NAMES[5], u.getAge());
        w.writeDouble(NAMES[6], u.getScore());
        w.writeBoolean(NAMES[7], u.isActive());
        writeString(w, NAMES[8], u.getRole() == null ? null : u.getRole().name());
        w.writeInt64(NAMES[9], u.getCreatedAt());
        w.writeName(NAMES[10]);
        UserBatchBsonCodec.writeAddress(w, u.getAddress());
        w.writeName(NAMES[11]);
        UserBatchBsonCodec.writeProfile(w, u.getProfile());
        w.writeName(NAMES[12]);
        writeStrings(w, u.getTags());
        w.writeName(NAMES[13]);
        UserBatchBsonCodec.writeAttributes(w, u.getAttributes());
        w.writeName(NAMES[14]);
        writeArray(w, u.getOrders(), UserBatchBsonCodec::writeOrder);
    }

    /** Reads the value of the field at {@code field} in {@link #NAMES} into the user. */
    static void read(BsonReader r, int field, User u, UserBatchBsonCodec records) {
        switch (field) {
            case 0 -> u.setId(r.readInt64());
            case 1 -> u.setUsername(readString(r));
            case 2 -> u.setEmail(readString(r));
            case 3 -> u.setFirstName(readString(r));
            case 4 -> u.setLastName(readString(r));
            case 5 -> u.setAge(r.readInt32());
            case 6 -> u.setScore(r.readDouble());
            case 7 -> u.setActive(r.readBoolean());
            case 8 -> u.setRole(isNull(r) ? null : Role.valueOf(r.readString()));
            case 9 -> u.setCreatedAt(r.readInt64());
            case 10 -> u.setAddress(records.readAddress(r));
            case 11 -> u.setProfile(records.readProfile(r));
            case 12 -> u.setTags(readStrings(r));
            case 13 -> u.setAttributes(UserBatchBsonCodec.readAttributes(r));
            default -> u.setOrders(readArray(r, records.orderReader));
        }
    }
}
