package io.serbench.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.serbench.core.users.Loyalty;
import io.serbench.core.users.Role;
import io.serbench.core.users.User;

import java.io.IOException;

import static io.serbench.ion.IonRead.bool;
import static io.serbench.ion.IonRead.float64;
import static io.serbench.ion.IonRead.int32;
import static io.serbench.ion.IonRead.int64;
import static io.serbench.ion.IonRead.once;
import static io.serbench.ion.IonRead.string;
import static io.serbench.ion.IonRead.strings;
import static io.serbench.ion.IonRead.struct;
import static io.serbench.ion.IonRead.symbol;
import static io.serbench.ion.IonWrite.strings;

/**
 * The add-record version of {@code IonUserFields}: User gains the field {@code loyalty}, a struct
 * of the new record Loyalty ({@code tier}: string, {@code points}: int), after its last field;
 * everything else as today's. Compiled against the add-record version of the users model into
 * serbench-versions/add-record/ (this module's pom).
 */
final class IonUserFields {
    private IonUserFields() {
    }

    static int count() {
        return 16;
    }

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
        out.setFieldName("loyalty");
        loyalty(out, u.getLoyalty());
    }

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
            case "loyalty" -> 15;
            default -> IonUsersReader.UNKNOWN;
        };
    }

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
            case 14 -> u.setOrders(users.orders(in, t));
            default -> u.setLoyalty(loyalty(users, in, t));
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

    /** The new record: the struct {@code {tier, points}}, or {@code null.struct}. */
    private static void loyalty(IonWriter out, Loyalty l) throws IOException {
        if (l == null) {
            out.writeNull(IonType.STRUCT);
            return;
        }
        out.stepIn(IonType.STRUCT);
        IonWrite.string(out, "tier", l.getTier());
        out.setFieldName("points");
        out.writeInt(l.getPoints());
        out.stepOut();
    }

    private static Loyalty loyalty(IonUsersReader users, IonReader in, IonType type) {
        if (!struct(in, type)) {
            return null;
        }
        Loyalty l = new Loyalty();
        in.stepIn();
        int seen = 0;
        for (IonType t = in.next(); t != null; t = in.next()) {
            String field = in.getFieldName();
            if ("tier".equals(field)) {
                seen = once(seen, 0, field);
                l.setTier(string(in, t));
            } else if ("points".equals(field)) {
                seen = once(seen, 1, field);
                l.setPoints(int32(in, t));
            } else {
                users.unknown("Loyalty", field);
            }
        }
        in.stepOut();
        users.requireAll(seen, 2, "Loyalty");
        return l;
    }
}
