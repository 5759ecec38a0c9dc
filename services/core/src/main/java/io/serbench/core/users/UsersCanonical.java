package io.serbench.core.users;

import io.serbench.core.dataset.CanonicalDiff;
import io.serbench.core.dataset.CanonicalJson;
import io.serbench.core.dataset.CanonicalReader;

import java.io.InputStream;

import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The canonical shape of a users batch as plain values: ordered maps, lists, strings, longs,
 * ints, doubles, booleans and nulls, {@code {"users":[{"id":...,"username":...}]}}. This class is
 * the one place that fixes the users model's field names and their order; {@link CanonicalJson}
 * writes it, {@link CanonicalDiff} compares it and {@link CanonicalReader} reads it back
 * ({@link #read}: the same names in the same order, kept equal by the round-trip tests).
 */
public final class UsersCanonical {
    /** The batch's one field. */
    static final String FIELD = "users";

    private UsersCanonical() {
    }

    /** The whole batch's tree (streamed writing and diffing build one user's at a time instead). */
    public static Map<String, Object> of(UserBatch batch) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put(FIELD, list(batch.getUsers(), UsersCanonical::user));
        return tree;
    }

    /** The canonical JSON of the batch, streamed one user's tree at a time. */
    public static void write(UserBatch batch, OutputStream out) {
        CanonicalJson.writeBatch(FIELD, batch.getUsers(), UsersCanonical::user, out);
    }

    /** The first difference, named by its path ({@code users[17].orders[2].items[0].unitPrice: ...}). */
    public static Optional<String> firstDifference(UserBatch expected, UserBatch actual) {
        return CanonicalDiff.firstDifference(expected, actual, FIELD, UserBatch::getUsers, UsersCanonical::user);
    }

    public static Map<String, Object> user(User u) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", u.getId());
        m.put("username", u.getUsername());
        m.put("email", u.getEmail());
        m.put("firstName", u.getFirstName());
        m.put("lastName", u.getLastName());
        m.put("age", u.getAge());
        m.put("score", u.getScore());
        m.put("active", u.isActive());
        m.put("role", u.getRole() == null ? null : u.getRole().name());
        m.put("createdAt", u.getCreatedAt());
        m.put("address", u.getAddress() == null ? null : address(u.getAddress()));
        m.put("profile", u.getProfile() == null ? null : profile(u.getProfile()));
        m.put("tags", u.getTags() == null ? null : new ArrayList<Object>(u.getTags()));
        m.put("attributes", u.getAttributes() == null ? null : new LinkedHashMap<String, Object>(u.getAttributes()));
        m.put("orders", list(u.getOrders(), UsersCanonical::order));
        return m;
    }

    static Map<String, Object> address(Address a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("street", a.getStreet());
        m.put("city", a.getCity());
        m.put("country", a.getCountry());
        m.put("postalCode", a.getPostalCode());
        m.put("latitude", a.getLatitude());
        m.put("longitude", a.getLongitude());
        return m;
    }

    static Map<String, Object> profile(Profile p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("bio", p.getBio());
        m.put("avatarUrl", p.getAvatarUrl());
        m.put("links", list(p.getLinks(), UsersCanonical::link));
        m.put("preferences", p.getPreferences() == null ? null : preferences(p.getPreferences()));
        return m;
    }

    static Map<String, Object> link(SocialLink l) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("platform", l.getPlatform());
        m.put("url", l.getUrl());
        return m;
    }

    static Map<String, Object> preferences(Preferences p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("theme", p.getTheme());
        m.put("language", p.getLanguage());
        m.put("emailNotifications", p.isEmailNotifications());
        m.put("pushNotifications", p.isPushNotifications());
        return m;
    }

    static Map<String, Object> order(Order o) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("orderId", o.getOrderId());
        m.put("status", o.getStatus() == null ? null : o.getStatus().name());
        m.put("placedAt", o.getPlacedAt());
        m.put("items", list(o.getItems(), UsersCanonical::item));
        return m;
    }

    static Map<String, Object> item(OrderItem i) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sku", i.getSku());
        m.put("quantity", i.getQuantity());
        m.put("unitPrice", i.getUnitPrice());
        return m;
    }

    /**
     * The batch that canonical JSON holds, read exactly (doubles bit for bit, map entries in order).
     *
     * @throws io.serbench.core.dataset.CanonicalJsonException naming the path of the first thing that is
     *         not canonical JSON of the users model
     */
    public static UserBatch read(InputStream in) {
        return CanonicalReader.read(in, r -> {
            r.startObject();
            UserBatch batch = new UserBatch(r.list(FIELD, CanonicalReader.nullable(UsersCanonical::readUser)));
            r.endObject();
            return batch;
        });
    }

    private static User readUser(CanonicalReader r) {
        r.startObject();
        User u = new User();
        u.setId(r.longValue("id"));
        u.setUsername(r.string("username"));
        u.setEmail(r.string("email"));
        u.setFirstName(r.string("firstName"));
        u.setLastName(r.string("lastName"));
        u.setAge(r.intValue("age"));
        u.setScore(r.doubleValue("score"));
        u.setActive(r.booleanValue("active"));
        u.setRole(r.enumValue("role", Role.class));
        u.setCreatedAt(r.longValue("createdAt"));
        u.setAddress(r.object("address", UsersCanonical::readAddress));
        u.setProfile(r.object("profile", UsersCanonical::readProfile));
        u.setTags(r.list("tags", CanonicalReader::stringElement));
        u.setAttributes(r.stringMap("attributes"));
        u.setOrders(r.list("orders", CanonicalReader.nullable(UsersCanonical::readOrder)));
        r.endObject();
        return u;
    }

    private static Address readAddress(CanonicalReader r) {
        r.startObject();
        Address a = new Address();
        a.setStreet(r.string("street"));
        a.setCity(r.string("city"));
        a.setCountry(r.string("country"));
        a.setPostalCode(r.string("postalCode"));
        a.setLatitude(r.doubleValue("latitude"));
        a.setLongitude(r.doubleValue("longitude"));
        r.endObject();
        return a;
    }

    private static Profile readProfile(CanonicalReader r) {
        r.startObject();
        Profile p = new Profile();
        p.setBio(r.string("bio"));
        p.setAvatarUrl(r.string("avatarUrl"));
        p.setLinks(r.list("links", CanonicalReader.nullable(UsersCanonical::readLink)));
        p.setPreferences(r.object("preferences", UsersCanonical::readPreferences));
        r.endObject();
        return p;
    }

    private static SocialLink readLink(CanonicalReader r) {
        r.startObject();
        SocialLink l = new SocialLink();
        l.setPlatform(r.string("platform"));
        l.setUrl(r.string("url"));
        r.endObject();
        return l;
    }

    private static Preferences readPreferences(CanonicalReader r) {
        r.startObject();
        Preferences p = new Preferences();
        p.setTheme(r.string("theme"));
        p.setLanguage(r.string("language"));
        p.setEmailNotifications(r.booleanValue("emailNotifications"));
        p.setPushNotifications(r.booleanValue("pushNotifications"));
        r.endObject();
        return p;
    }

    private static Order readOrder(CanonicalReader r) {
        r.startObject();
        Order o = new Order();
        o.setOrderId(r.longValue("orderId"));
        o.setStatus(r.enumValue("status", OrderStatus.class));
        o.setPlacedAt(r.longValue("placedAt"));
        o.setItems(r.list("items", CanonicalReader.nullable(UsersCanonical::readItem)));
        r.endObject();
        return o;
    }

    private static OrderItem readItem(CanonicalReader r) {
        r.startObject();
        OrderItem i = new OrderItem();
        i.setSku(r.string("sku"));
        i.setQuantity(r.intValue("quantity"));
        i.setUnitPrice(r.doubleValue("unitPrice"));
        r.endObject();
        return i;
    }

    /** A list of converted elements; null stays null, and so does a null element. */
    private static <T> List<Object> list(List<T> values, Function<T, Object> convert) {
        if (values == null) {
            return null;
        }
        List<Object> out = new ArrayList<>(values.size());
        for (T value : values) {
            out.add(value == null ? null : convert.apply(value));
        }
        return out;
    }
}
