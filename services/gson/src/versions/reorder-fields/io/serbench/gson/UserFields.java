package io.serbench.gson;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import io.serbench.core.users.Role;
import io.serbench.core.users.User;

import java.io.IOException;

import static io.serbench.gson.Adapters.doubleNumber;
import static io.serbench.gson.Adapters.intNumber;
import static io.serbench.gson.Adapters.longNumber;
import static io.serbench.gson.Adapters.readList;
import static io.serbench.gson.Adapters.readStrings;
import static io.serbench.gson.Adapters.string;
import static io.serbench.gson.Adapters.writeList;
import static io.serbench.gson.Adapters.writeStrings;

/**
 * The reorder-fields version of {@link UserFields}: User declares its fields in the reverse
 * order, and its adapter writes (and lists) them in that order.
 */
final class UserFields {
    private UserFields() {
    }

    /** Every field of the user, between the object's braces. */
    static void write(JsonWriter out, User user, UsersAdapters adapters) throws IOException {
        out.name("orders");
        writeList(out, user.getOrders(), adapters.orderAdapter);
        out.name("attributes");
        UsersAdapters.writeMap(out, user.getAttributes());
        out.name("tags");
        writeStrings(out, user.getTags());
        out.name("profile");
        adapters.profileAdapter.write(out, user.getProfile());
        out.name("address");
        adapters.addressAdapter.write(out, user.getAddress());
        out.name("createdAt").value(user.getCreatedAt());
        out.name("role").value(user.getRole() == null ? null : user.getRole().name());
        out.name("active").value(user.isActive());
        out.name("score").value(user.getScore());
        out.name("age").value(user.getAge());
        out.name("lastName").value(user.getLastName());
        out.name("firstName").value(user.getFirstName());
        out.name("email").value(user.getEmail());
        out.name("username").value(user.getUsername());
        out.name("id").value(user.getId());
    }

    /** Reads the value of the field named into the user; false, having read nothing, when User has no such field. */
    static boolean read(JsonReader in, String field, User user, UsersAdapters adapters) throws IOException {
        switch (field) {
            case "orders" -> user.setOrders(readList(in, adapters.orderAdapter));
            case "attributes" -> user.setAttributes(UsersAdapters.readMap(in));
            case "tags" -> user.setTags(readStrings(in));
            case "profile" -> user.setProfile(adapters.profileAdapter.read(in));
            case "address" -> user.setAddress(adapters.addressAdapter.read(in));
            case "createdAt" -> user.setCreatedAt(longNumber(in));
            case "role" -> {
                String name = string(in);
                user.setRole(name == null ? null : Role.valueOf(name));
            }
            case "active" -> user.setActive(in.nextBoolean());
            case "score" -> user.setScore(doubleNumber(in));
            case "age" -> user.setAge(intNumber(in));
            case "lastName" -> user.setLastName(string(in));
            case "firstName" -> user.setFirstName(string(in));
            case "email" -> user.setEmail(string(in));
            case "username" -> user.setUsername(string(in));
            case "id" -> user.setId(longNumber(in));
            default -> {
                return false;
            }
        }
        return true;
    }
}
