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
 * The reorder-fields version of {@code IonUserFields}: User's fields are written in the reverse
 * order; everything else as today's. Compiled against the reorder-fields version of the users
 * model into serbench-versions/reorder-fields/ (this module's pom).
 */
final class IonUserFields {
    private IonUserFields() {
    }

    static int count() {
        return 15;
    }

    static void write(IonWriter out, User u) throws IOException {
        out.setFieldName("orders");
        IonUsersWriter.orders(out, u.getOrders());
        out.setFieldName("attributes");
        IonUsersWriter.attributes(out, u.getAttributes());
        out.setFieldName("tags");
        strings(out, u.getTags());
        out.setFieldName("profile");
        IonUsersWriter.profile(out, u.getProfile());
        out.setFieldName("address");
        IonUsersWriter.address(out, u.getAddress());
        out.setFieldName("createdAt");
        out.writeInt(u.getCreatedAt());
        out.setFieldName("role");
        out.writeSymbol(u.getRole() == null ? null : u.getRole().name());
        out.setFieldName("active");
        out.writeBool(u.isActive());
        out.setFieldName("score");
        out.writeFloat(u.getScore());
        out.setFieldName("age");
        out.writeInt(u.getAge());
        IonWrite.string(out, "lastName", u.getLastName());
        IonWrite.string(out, "firstName", u.getFirstName());
        IonWrite.string(out, "email", u.getEmail());
        IonWrite.string(out, "username", u.getUsername());
        out.setFieldName("id");
        out.writeInt(u.getId());
    }

    static int index(String field) {
        return switch (field) {
            case "orders" -> 0;
            case "attributes" -> 1;
            case "tags" -> 2;
            case "profile" -> 3;
            case "address" -> 4;
            case "createdAt" -> 5;
            case "role" -> 6;
            case "active" -> 7;
            case "score" -> 8;
            case "age" -> 9;
            case "lastName" -> 10;
            case "firstName" -> 11;
            case "email" -> 12;
            case "username" -> 13;
            case "id" -> 14;
            default -> IonUsersReader.UNKNOWN;
        };
    }

    static void read(IonUsersReader users, IonReader in, IonType t, User u, int f) {
        switch (f) {
            case 0 -> u.setOrders(users.orders(in, t));
            case 1 -> u.setAttributes(users.attributes(in, t));
            case 2 -> u.setTags(strings(in, t));
            case 3 -> u.setProfile(users.profile(in, t));
            case 4 -> u.setAddress(users.address(in, t));
            case 5 -> u.setCreatedAt(int64(in, t));
            case 6 -> u.setRole(role(in, t));
            case 7 -> u.setActive(bool(in, t));
            case 8 -> u.setScore(float64(in, t));
            case 9 -> u.setAge(int32(in, t));
            case 10 -> u.setLastName(string(in, t));
            case 11 -> u.setFirstName(string(in, t));
            case 12 -> u.setEmail(string(in, t));
            case 13 -> u.setUsername(string(in, t));
            default -> u.setId(int64(in, t));
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
