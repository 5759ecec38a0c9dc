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
import static io.serbench.gson.Adapters.string;
import static io.serbench.gson.Adapters.writeList;

/**
 * One Gson {@link TypeAdapter} per class of the users model, written against Gson's streaming
 * {@link JsonWriter}/{@link JsonReader}: Gson's documented way to (de)serialize a known type
 * without its reflective adapter. The JSON is Jackson's shape (the field names and order of the
 * users model, docs/design.md#the-users-model; nulls written, enums as names, {@code attributes}
 * an object in insertion order). {@link UserFields} holds User's own fields, the part a version
 * of the model changes (docs/evolution.md).
 *
 * <p>Reading is strict ({@link Adapters}): a string where a number belongs or a null for a
 * primitive is an error, and so is an unknown field in the benchmarked adapters, so nothing in a
 * payload is silently dropped or guessed. The compatible adapters ({@link #registerSkippingUnknown})
 * differ in that one rule only: they skip an unknown field, as Gson's own reflective adapter does.
 */
final class UsersAdapters {
    private static final UsersAdapters REFUSING_UNKNOWN = new UsersAdapters(Adapters.REFUSE);
    private static final UsersAdapters SKIPPING_UNKNOWN = new UsersAdapters(Adapters.SKIP);

    final Adapters.UnknownFields unknownFields;
    /** Made in the constructor, after the adapters declared below and with the rule it is given. */
    private final TypeAdapter<UserBatch> batchAdapter;

    private UsersAdapters(Adapters.UnknownFields unknownFields) {
        this.unknownFields = unknownFields;
        this.batchAdapter = Adapters.batch(UserBatch::new, "users", UserBatch::getUsers, UserBatch::setUsers,
                userAdapter, unknownFields);
    }

    /** Registers every adapter (the benchmarked ones): the Gson instance then never needs reflection for the users model. */
    static GsonBuilder register(GsonBuilder builder) {
        return REFUSING_UNKNOWN.registerAll(builder);
    }

    /** Registers the adapters that skip a field their class does not have (the compatible configuration). */
    static GsonBuilder registerSkippingUnknown(GsonBuilder builder) {
        return SKIPPING_UNKNOWN.registerAll(builder);
    }

    private GsonBuilder registerAll(GsonBuilder builder) {
        return builder
                .registerTypeAdapter(UserBatch.class, batchAdapter)
                .registerTypeAdapter(User.class, userAdapter)
                .registerTypeAdapter(Address.class, addressAdapter)
                .registerTypeAdapter(Profile.class, profileAdapter)
                .registerTypeAdapter(SocialLink.class, linkAdapter)
                .registerTypeAdapter(Preferences.class, preferencesAdapter)
                .registerTypeAdapter(Order.class, orderAdapter)
                .registerTypeAdapter(OrderItem.class, itemAdapter);
    }

    final TypeAdapter<OrderItem> itemAdapter = new TypeAdapter<>() {
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
                    default -> unknownFields.meet(in, field, "OrderItem");
                }
            }
            in.endObject();
            return item;
        }
    };

    final TypeAdapter<Order> orderAdapter = new TypeAdapter<>() {
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
            writeList(out, order.getItems(), itemAdapter);
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
                    case "items" -> order.setItems(readList(in, itemAdapter));
                    default -> unknownFields.meet(in, field, "Order");
                }
            }
            in.endObject();
            return order;
        }
    };

    final TypeAdapter<SocialLink> linkAdapter = new TypeAdapter<>() {
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
                    default -> unknownFields.meet(in, field, "SocialLink");
                }
            }
            in.endObject();
            return link;
        }
    };

    final TypeAdapter<Preferences> preferencesAdapter = new TypeAdapter<>() {
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
                    default -> unknownFields.meet(in, field, "Preferences");
                }
            }
            in.endObject();
            return preferences;
        }
    };

    final TypeAdapter<Profile> profileAdapter = new TypeAdapter<>() {
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
            writeList(out, profile.getLinks(), linkAdapter);
            out.name("preferences");
            preferencesAdapter.write(out, profile.getPreferences());
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
                    case "links" -> profile.setLinks(readList(in, linkAdapter));
                    case "preferences" -> profile.setPreferences(preferencesAdapter.read(in));
                    default -> unknownFields.meet(in, field, "Profile");
                }
            }
            in.endObject();
            return profile;
        }
    };

    final TypeAdapter<Address> addressAdapter = new TypeAdapter<>() {
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
                    default -> unknownFields.meet(in, field, "Address");
                }
            }
            in.endObject();
            return address;
        }
    };

    final TypeAdapter<User> userAdapter = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, User user) throws IOException {
            if (user == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            UserFields.write(out, user, UsersAdapters.this);
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
                if (!UserFields.read(in, field, user, UsersAdapters.this)) {
                    unknownFields.meet(in, field, "User");
                }
            }
            in.endObject();
            return user;
        }
    };


    static void writeMap(JsonWriter out, Map<String, String> map) throws IOException {
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

    static Map<String, String> readMap(JsonReader in) throws IOException {
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
