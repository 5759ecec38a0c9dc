package io.serbench.gson;

import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.Role;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

import static io.serbench.gson.Adapters.doubleNumber;
import static io.serbench.gson.Adapters.intNumber;
import static io.serbench.gson.Adapters.isNull;
import static io.serbench.gson.Adapters.longNumber;
import static io.serbench.gson.Adapters.readList;
import static io.serbench.gson.Adapters.readStrings;
import static io.serbench.gson.Adapters.string;
import static io.serbench.gson.Adapters.unknown;
import static io.serbench.gson.Adapters.writeList;
import static io.serbench.gson.Adapters.writeStrings;

/**
 * One Gson {@link TypeAdapter} per class of the users model, written against Gson's streaming
 * {@link JsonWriter}/{@link JsonReader}: Gson's documented way to (de)serialize a known type
 * without its reflective adapter. The JSON is Jackson's shape (the field names and order of the
 * users model, docs/design.md#the-users-model; nulls written, enums as names, {@code attributes}
 * an object in insertion order).
 *
 * <p>Reading is strict ({@link Adapters}): an unknown field, a string where a number belongs or a
 * null for a primitive is an error, so nothing in a payload is silently dropped or guessed.
 */
final class UsersAdapters {
    private UsersAdapters() {
    }

    /** Registers every adapter: the Gson instance then never needs reflection for the users model. */
    static GsonBuilder register(GsonBuilder builder) {
        return builder
                .registerTypeAdapter(UserBatch.class, BATCH)
                .registerTypeAdapter(User.class, USER)
                .registerTypeAdapter(Address.class, ADDRESS)
                .registerTypeAdapter(Profile.class, PROFILE)
                .registerTypeAdapter(SocialLink.class, LINK)
                .registerTypeAdapter(Preferences.class, PREFERENCES)
                .registerTypeAdapter(Order.class, ORDER)
                .registerTypeAdapter(OrderItem.class, ITEM);
    }

    static final TypeAdapter<OrderItem> ITEM = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, OrderItem item) throws IOException {
            if (item == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            out.name("sku").value(item.getSku());
            out.name("quantity").value(item.getQuantity());
            out.name("unitPrice").value(item.getUnitPrice());
            out.endObject();
        }

        @Override
        public OrderItem read(JsonReader in) throws IOException {
            if (isNull(in)) {
                return null;
            }
            OrderItem item = new OrderItem();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
                switch (field) {
                    case "sku" -> item.setSku(string(in));
                    case "quantity" -> item.setQuantity(intNumber(in));
                    case "unitPrice" -> item.setUnitPrice(doubleNumber(in));
                    default -> throw unknown(field, "OrderItem", in);
                }
            }
            in.endObject();
            return item;
        }
    };

    static final TypeAdapter<Order> ORDER = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, Order order) throws IOException {
            if (order == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            out.name("orderId").value(order.getOrderId());
            out.name("status").value(order.getStatus() == null ? null : order.getStatus().name());
            out.name("placedAt").value(order.getPlacedAt());
            out.name("items");
            writeList(out, order.getItems(), ITEM);
            out.endObject();
        }

        @Override
        public Order read(JsonReader in) throws IOException {
            if (isNull(in)) {
                return null;
            }
            Order order = new Order();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
                switch (field) {
                    case "orderId" -> order.setOrderId(longNumber(in));
                    case "status" -> {
                        String name = string(in);
                        order.setStatus(name == null ? null : OrderStatus.valueOf(name));
                    }
                    case "placedAt" -> order.setPlacedAt(longNumber(in));
                    case "items" -> order.setItems(readList(in, ITEM));
                    default -> throw unknown(field, "Order", in);
                }
            }
            in.endObject();
            return order;
        }
    };

    static final TypeAdapter<SocialLink> LINK = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, SocialLink link) throws IOException {
            if (link == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            out.name("platform").value(link.getPlatform());
            out.name("url").value(link.getUrl());
            out.endObject();
        }

        @Override
        public SocialLink read(JsonReader in) throws IOException {
            if (isNull(in)) {
                return null;
            }
            SocialLink link = new SocialLink();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
                switch (field) {
                    case "platform" -> link.setPlatform(string(in));
                    case "url" -> link.setUrl(string(in));
                    default -> throw unknown(field, "SocialLink", in);
                }
            }
            in.endObject();
            return link;
        }
    };

    static final TypeAdapter<Preferences> PREFERENCES = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, Preferences preferences) throws IOException {
            if (preferences == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            out.name("theme").value(preferences.getTheme());
            out.name("language").value(preferences.getLanguage());
            out.name("emailNotifications").value(preferences.isEmailNotifications());
            out.name("pushNotifications").value(preferences.isPushNotifications());
            out.endObject();
        }

        @Override
        public Preferences read(JsonReader in) throws IOException {
            if (isNull(in)) {
                return null;
            }
            Preferences preferences = new Preferences();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
                switch (field) {
                    case "theme" -> preferences.setTheme(string(in));
                    case "language" -> preferences.setLanguage(string(in));
                    case "emailNotifications" -> preferences.setEmailNotifications(in.nextBoolean());
                    case "pushNotifications" -> preferences.setPushNotifications(in.nextBoolean());
                    default -> throw unknown(field, "Preferences", in);
                }
            }
            in.endObject();
            return preferences;
        }
    };

    static final TypeAdapter<Profile> PROFILE = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, Profile profile) throws IOException {
            if (profile == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            out.name("bio").value(profile.getBio());
            out.name("avatarUrl").value(profile.getAvatarUrl());
            out.name("links");
            writeList(out, profile.getLinks(), LINK);
            out.name("preferences");
            PREFERENCES.write(out, profile.getPreferences());
            out.endObject();
        }

        @Override
        public Profile read(JsonReader in) throws IOException {
            if (isNull(in)) {
                return null;
            }
            Profile profile = new Profile();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
                switch (field) {
                    case "bio" -> profile.setBio(string(in));
                    case "avatarUrl" -> profile.setAvatarUrl(string(in));
                    case "links" -> profile.setLinks(readList(in, LINK));
                    case "preferences" -> profile.setPreferences(PREFERENCES.read(in));
                    default -> throw unknown(field, "Profile", in);
                }
            }
            in.endObject();
            return profile;
        }
    };

    static final TypeAdapter<Address> ADDRESS = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, Address address) throws IOException {
            if (address == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            out.name("street").value(address.getStreet());
            out.name("city").value(address.getCity());
            out.name("country").value(address.getCountry());
            out.name("postalCode").value(address.getPostalCode());
            out.name("latitude").value(address.getLatitude());
            out.name("longitude").value(address.getLongitude());
            out.endObject();
        }

        @Override
        public Address read(JsonReader in) throws IOException {
            if (isNull(in)) {
                return null;
            }
            Address address = new Address();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
                switch (field) {
                    case "street" -> address.setStreet(string(in));
                    case "city" -> address.setCity(string(in));
                    case "country" -> address.setCountry(string(in));
                    case "postalCode" -> address.setPostalCode(string(in));
                    case "latitude" -> address.setLatitude(doubleNumber(in));
                    case "longitude" -> address.setLongitude(doubleNumber(in));
                    default -> throw unknown(field, "Address", in);
                }
            }
            in.endObject();
            return address;
        }
    };

    static final TypeAdapter<User> USER = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, User user) throws IOException {
            if (user == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
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
            ADDRESS.write(out, user.getAddress());
            out.name("profile");
            PROFILE.write(out, user.getProfile());
            out.name("tags");
            writeStrings(out, user.getTags());
            out.name("attributes");
            writeMap(out, user.getAttributes());
            out.name("orders");
            writeList(out, user.getOrders(), ORDER);
            out.endObject();
        }

        @Override
        public User read(JsonReader in) throws IOException {
            if (isNull(in)) {
                return null;
            }
            User user = new User();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
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
                    case "address" -> user.setAddress(ADDRESS.read(in));
                    case "profile" -> user.setProfile(PROFILE.read(in));
                    case "tags" -> user.setTags(readStrings(in));
                    case "attributes" -> user.setAttributes(readMap(in));
                    case "orders" -> user.setOrders(readList(in, ORDER));
                    default -> throw unknown(field, "User", in);
                }
            }
            in.endObject();
            return user;
        }
    };

    static final TypeAdapter<UserBatch> BATCH =
            Adapters.batch(UserBatch::new, "users", UserBatch::getUsers, UserBatch::setUsers, USER);

    private static void writeMap(JsonWriter out, Map<String, String> map) throws IOException {
        if (map == null) {
            out.nullValue();
            return;
        }
        out.beginObject();
        for (Map.Entry<String, String> entry : map.entrySet()) {
            out.name(entry.getKey()).value(entry.getValue());
        }
        out.endObject();
    }

    private static Map<String, String> readMap(JsonReader in) throws IOException {
        if (isNull(in)) {
            return null;
        }
        Map<String, String> map = new LinkedHashMap<>();
        in.beginObject();
        while (in.hasNext()) {
            map.put(in.nextName(), string(in));
        }
        in.endObject();
        return map;
    }
}
