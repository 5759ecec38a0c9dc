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
 * The remove-field version of {@code IonUserFields}: User loses the field {@code lastName};
 * everything else as today's. Compiled against the remove-field version of the users model into
 * serbench-versions/remove-field/ (this module's pom).
 */
final class IonUserFields {
    private IonUserFields() {
    }

    static int count() {
        return 14;
    }

    static void write(IonWriter out, User u) throws IOException {
        out.setFieldName("id");
        out.writeInt(u.getId());
        IonWrite.string(out, "username", u.getUsername());
        IonWrite.string(out, "email", u.getEmail());
        IonWrite.string(out, "firstName", u.getFirstName());
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

    static int index(String field) {
        return switch (field) {
            case "id" -> 0;
            case "username" -> 1;
            case "email" -> 2;
            case "firstName" -> 3;
            case "age" -> 4;
            case "score" -> 5;
            case "active" -> 6;
            case "role" -> 7;
            case "createdAt" -> 8;
            case "address" -> 9;
            case "profile" -> 10;
            case "tags" -> 11;
            case "attributes" -> 12;
            case "orders" -> 13;
            default -> IonUsersReader.UNKNOWN;
        };
    }

    static void read(IonUsersReader users, IonReader in, IonType t, User u, int f) {
        switch (f) {
            case 0 -> u.setId(int64(in, t));
            case 1 -> u.setUsername(string(in, t));
            case 2 -> u.setEmail(string(in, t));
            case 3 -> u.setFirstName(string(in, t));
            case 4 -> u.setAge(int32(in, t));
            case 5 -> u.setScore(float64(in, t));
            case 6 -> u.setActive(bool(in, t));
            case 7 -> u.setRole(role(in, t));
            case 8 -> u.setCreatedAt(int64(in, t));
            case 9 -> u.setAddress(users.address(in, t));
            case 10 -> u.setProfile(users.profile(in, t));
            case 11 -> u.setTags(strings(in, t));
            case 12 -> u.setAttributes(users.attributes(in, t));
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
