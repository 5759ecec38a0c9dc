package io.serbench.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.serbench.core.users.Role;
import io.serbench.core.users.User;

import java.io.IOException;

import static io.serbench.ion.IonRead.bool;
import static io.serbench.ion.IonRead.float64;
import static io.serbench.ion.IonRead.int32;
import static io.serbench.ion.IonRead.int64;
import static io.serbench.ion.IonRead.string;
import static io.serbench.ion.IonRead.strings;
import static io.serbench.ion.IonRead.symbol;
import static io.serbench.ion.IonWrite.strings;

/**
 * User's own fields in Ion: their names, the order the writer writes them in, how each is
 * written and read, and the names of {@link Role}'s constants. The one class of this module a
 * version of the users model changes (docs/evolution.md): each version's copy is
 * src/versions/&lt;version&gt;/, compiled against that version's model into
 * serbench-versions/&lt;version&gt;/, where VersionClassLoader finds it.
 */
final class IonUserFields {
    /**
     * How many fields User has: a method, not a constant, which javac would copy into
     * {@link IonUsersReader} where a version's copy of this class could not change it.
     */
    static int count() {
        return 15;
    }

    private IonUserFields() {
    }

    /** The fields of the user's struct, in the model's order (the struct itself is the caller's). */
    static void write(IonWriter out, User u) throws IOException {
        out.setFieldName("id");
        out.writeInt(u.getId());
        IonWrite.string(out, "username", u.getUsername());
        IonWrite.string(out, "email", u.getEmail());
        IonWrite.string(out, "firstName", u.getFirstName());
        IonWrite.string(out, "lastName", u.getLastName());
        out.setFieldName("age");
        out.writeInt(u.getAge());
        out.setFieldName("score");
        out.writeFloat(u.getScore());
        out.setFieldName("active");
        out.writeBool(u.isActive());
        out.setFieldName("role");
        out.writeSymbol(u.getRole() == null ? null : u.getRole().name());
        out.setFieldName("createdAt");
        out.writeInt(u.getCreatedAt());
        out.setFieldName("address");
        IonUsersWriter.address(out, u.getAddress());
        out.setFieldName("profile");
        IonUsersWriter.profile(out, u.getProfile());
        out.setFieldName("tags");
        strings(out, u.getTags());
        out.setFieldName("attributes");
        IonUsersWriter.attributes(out, u.getAttributes());
        out.setFieldName("orders");
        IonUsersWriter.orders(out, u.getOrders());
    }

    /** The index of a field name, or {@link IonRecordReader#UNKNOWN}. */
    static int index(String field) {
        return switch (field) {
            case "id" -> 0;
            case "username" -> 1;
            case "email" -> 2;
            case "firstName" -> 3;
            case "lastName" -> 4;
            case "age" -> 5;
            case "score" -> 6;
            case "active" -> 7;
            case "role" -> 8;
            case "createdAt" -> 9;
            case "address" -> 10;
            case "profile" -> 11;
            case "tags" -> 12;
            case "attributes" -> 13;
            case "orders" -> 14;
            default -> IonUsersReader.UNKNOWN;
        };
    }

    /** Reads the current value, of type {@code t}, as field {@code f} (an {@link #index}) of the user. */
    static void read(IonUsersReader users, IonReader in, IonType t, User u, int f) {
        switch (f) {
            case 0 -> u.setId(int64(in, t));
            case 1 -> u.setUsername(string(in, t));
            case 2 -> u.setEmail(string(in, t));
            case 3 -> u.setFirstName(string(in, t));
            case 4 -> u.setLastName(string(in, t));
            case 5 -> u.setAge(int32(in, t));
            case 6 -> u.setScore(float64(in, t));
            case 7 -> u.setActive(bool(in, t));
            case 8 -> u.setRole(role(in, t));
            case 9 -> u.setCreatedAt(int64(in, t));
            case 10 -> u.setAddress(users.address(in, t));
            case 11 -> u.setProfile(users.profile(in, t));
            case 12 -> u.setTags(strings(in, t));
            case 13 -> u.setAttributes(users.attributes(in, t));
            default -> u.setOrders(users.orders(in, t));
        }
    }

    private static Role role(IonReader in, IonType type) {
        String name = symbol(in, type);
        if (name == null) {
            return null;
        }
        return switch (name) {
            case "USER" -> Role.USER;
            case "ADMIN" -> Role.ADMIN;
            case "MODERATOR" -> Role.MODERATOR;
            case "GUEST" -> Role.GUEST;
            default -> throw new IonException("no Role named '" + name + "'");
        };
    }
}
