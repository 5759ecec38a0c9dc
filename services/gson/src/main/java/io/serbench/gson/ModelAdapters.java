package io.serbench.gson;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import io.serbench.core.model.Address;
import io.serbench.core.model.Order;
import io.serbench.core.model.OrderItem;
import io.serbench.core.model.OrderStatus;
import io.serbench.core.model.Preferences;
import io.serbench.core.model.Profile;
import io.serbench.core.model.Role;
import io.serbench.core.model.SocialLink;
import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One Gson {@link TypeAdapter} per model class, written against Gson's streaming
 * {@link JsonWriter}/{@link JsonReader}: Gson's documented way to (de)serialize a known type
 * without its reflective adapter. The JSON is Jackson's shape (field names and order of DESIGN
 * section 3, nulls written, enums as names, {@code attributes} an object in insertion order).
 *
 * <p>Reading is strict: an unknown field, a string where a number belongs or a null for a
 * primitive is an error, so nothing in a payload is silently dropped or guessed. The reading and
 * writing helpers are shared with {@link MediaAdapters}, which reads the MediaContent model as strictly.
 */
final class ModelAdapters {
    private ModelAdapters() {
    }

    /** Registers every adapter: the Gson instance then never needs reflection for the model. */
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

    static final TypeAdapter<UserBatch> BATCH = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, UserBatch batch) throws IOException {
            out.beginObject();
            out.name("users");
            writeList(out, batch.getUsers(), USER);
            out.endObject();
        }

        @Override
        public UserBatch read(JsonReader in) throws IOException {
            UserBatch batch = new UserBatch();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
                if (!field.equals("users")) {
                    throw unknown(field, "UserBatch", in);
                }
                batch.setUsers(readList(in, USER));
            }
            in.endObject();
            return batch;
        }
    };

    static <T> void writeList(JsonWriter out, List<T> list, TypeAdapter<T> element) throws IOException {
        if (list == null) {
            out.nullValue();
            return;
        }
        out.beginArray();
        for (T value : list) {
            element.write(out, value);
        }
        out.endArray();
    }

    static <T> List<T> readList(JsonReader in, TypeAdapter<T> element) throws IOException {
        if (isNull(in)) {
            return null;
        }
        List<T> list = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            list.add(element.read(in));
        }
        in.endArray();
        return list;
    }

    static void writeStrings(JsonWriter out, List<String> strings) throws IOException {
        if (strings == null) {
            out.nullValue();
            return;
        }
        out.beginArray();
        for (String value : strings) {
            out.value(value);
        }
        out.endArray();
    }

    static List<String> readStrings(JsonReader in) throws IOException {
        if (isNull(in)) {
            return null;
        }
        List<String> strings = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            strings.add(string(in));
        }
        in.endArray();
        return strings;
    }

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

    /** Consumes a JSON null and says so; anything else is left for the caller. */
    static boolean isNull(JsonReader in) throws IOException {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return true;
        }
        return false;
    }

    static String string(JsonReader in) throws IOException {
        if (isNull(in)) {
            return null;
        }
        // nextString() would also turn a number into a string: a string field holds a string.
        if (in.peek() != JsonToken.STRING) {
            throw new JsonParseException("expected a string but was " + in.peek() + " at " + in.getPath());
        }
        return in.nextString();
    }

    // JsonReader's nextLong/nextInt/nextDouble also accept a number written as a string
    // ("42"); a number field holds a JSON number.
    static long longNumber(JsonReader in) throws IOException {
        expectNumber(in);
        return in.nextLong();
    }

    static int intNumber(JsonReader in) throws IOException {
        expectNumber(in);
        return in.nextInt();
    }

    private static double doubleNumber(JsonReader in) throws IOException {
        expectNumber(in);
        return in.nextDouble();
    }

    static void expectNumber(JsonReader in) throws IOException {
        if (in.peek() != JsonToken.NUMBER) {
            throw new JsonParseException("expected a number but was " + in.peek() + " at " + in.getPath());
        }
    }

    static JsonParseException unknown(String field, String type, JsonReader in) {
        return new JsonParseException("unknown field \"" + field + "\" in " + type + " at " + in.getPath());
    }
}
