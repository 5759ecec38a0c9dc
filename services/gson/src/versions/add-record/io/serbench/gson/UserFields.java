package io.serbench.gson;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import io.serbench.core.users.Loyalty;
import io.serbench.core.users.Role;
import io.serbench.core.users.User;

import java.io.IOException;

import static io.serbench.gson.Adapters.doubleNumber;
import static io.serbench.gson.Adapters.intNumber;
import static io.serbench.gson.Adapters.isNull;
import static io.serbench.gson.Adapters.longNumber;
import static io.serbench.gson.Adapters.readList;
import static io.serbench.gson.Adapters.readStrings;
import static io.serbench.gson.Adapters.string;
import static io.serbench.gson.Adapters.writeList;
import static io.serbench.gson.Adapters.writeStrings;

/**
 * The add-record version of {@link UserFields}: User gains {@code loyalty}, a record of
 * the new class Loyalty {tier, points}, written after its last field, and its reader and
 * writer here, as the other records' are in {@link UsersAdapters}.
 */
final class UserFields {
    private UserFields() {
    }

    /** Every field of the user, between the object's braces. */
    static void write(JsonWriter out, User user, UsersAdapters adapters) throws IOException {
        out.name("id").value(user.getId());
        out.name("username").value(user.getUsername());
        out.name("email").value(user.getEmail());
        out.name("firstName").value(user.getFirstName());
        out.name("lastName").value(user.getLastName());
        out.name("age").value(user.getAge());
        out.name("score").value(user.getScore());
        out.name("active").value(user.isActive());
        out.name("role").value(user.getRole() == null ? null : user.getRole().name());
        out.name("createdAt").value(user.getCreatedAt());
        out.name("address");
        adapters.addressAdapter.write(out, user.getAddress());
        out.name("profile");
        adapters.profileAdapter.write(out, user.getProfile());
        out.name("tags");
        writeStrings(out, user.getTags());
        out.name("attributes");
        UsersAdapters.writeMap(out, user.getAttributes());
        out.name("orders");
        writeList(out, user.getOrders(), adapters.orderAdapter);
        out.name("loyalty");
        writeLoyalty(out, user.getLoyalty());
    }

    /** Reads the value of the field named into the user; false, having read nothing, when User has no such field. */
    static boolean read(JsonReader in, String field, User user, UsersAdapters adapters) throws IOException {
        switch (field) {
            case "id" -> user.setId(longNumber(in));
            case "username" -> user.setUsername(string(in));
            case "email" -> user.setEmail(string(in));
            case "firstName" -> user.setFirstName(string(in));
            case "lastName" -> user.setLastName(string(in));
            case "age" -> user.setAge(intNumber(in));
            case "score" -> user.setScore(doubleNumber(in));
            case "active" -> user.setActive(in.nextBoolean());
            case "role" -> {
                String name = string(in);
                user.setRole(name == null ? null : Role.valueOf(name));
            }
            case "createdAt" -> user.setCreatedAt(longNumber(in));
            case "address" -> user.setAddress(adapters.addressAdapter.read(in));
            case "profile" -> user.setProfile(adapters.profileAdapter.read(in));
            case "tags" -> user.setTags(readStrings(in));
            case "attributes" -> user.setAttributes(UsersAdapters.readMap(in));
            case "orders" -> user.setOrders(readList(in, adapters.orderAdapter));
            case "loyalty" -> user.setLoyalty(readLoyalty(in, adapters));
            default -> {
                return false;
            }
        }
        return true;
    }

    private static void writeLoyalty(JsonWriter out, Loyalty loyalty) throws IOException {
        if (loyalty == null) {
            out.nullValue();
            return;
        }
        out.beginObject();
        out.name("tier").value(loyalty.getTier());
        out.name("points").value(loyalty.getPoints());
        out.endObject();
    }

    private static Loyalty readLoyalty(JsonReader in, UsersAdapters adapters) throws IOException {
        if (isNull(in)) {
            return null;
        }
        Loyalty loyalty = new Loyalty();
        in.beginObject();
        while (in.hasNext()) {
            String field = in.nextName();
            switch (field) {
                case "tier" -> loyalty.setTier(string(in));
                case "points" -> loyalty.setPoints(intNumber(in));
                default -> adapters.unknownFields.meet(in, field, "Loyalty");
            }
        }
        in.endObject();
        return loyalty;
    }
}
