package io.serbench.bson;

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
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The model as BSON, written and read field by field through the bson library's codec API
 * (the layout is described on {@link BsonCodec}). Stateless, so one instance serves every
 * thread.
 */
final class UserBatchBsonCodec implements Codec<UserBatch> {
    private static final String[] BATCH = {"users"};
    private static final String[] USER = {"id", "username", "email", "firstName", "lastName", "age", "score",
            "active", "role", "createdAt", "address", "profile", "tags", "attributes", "orders"};
    private static final String[] ADDRESS = {"street", "city", "country", "postalCode", "latitude", "longitude"};
    private static final String[] PROFILE = {"bio", "avatarUrl", "links", "preferences"};
    private static final String[] SOCIAL_LINK = {"platform", "url"};
    private static final String[] PREFERENCES = {"theme", "language", "emailNotifications", "pushNotifications"};
    private static final String[] ORDER = {"orderId", "status", "placedAt", "items"};
    private static final String[] ORDER_ITEM = {"sku", "quantity", "unitPrice"};

    @Override
    public Class<UserBatch> getEncoderClass() {
        return UserBatch.class;
    }

    // ---- writing ------------------------------------------------------------------------

    @Override
    public void encode(BsonWriter w, UserBatch batch, EncoderContext context) {
        w.writeStartDocument();
        w.writeName(BATCH[0]);
        List<User> users = batch.getUsers();
        if (users == null) {
            w.writeNull();
        } else {
            w.writeStartArray();
            for (User user : users) {
                writeUser(w, user);
            }
            w.writeEndArray();
        }
        w.writeEndDocument();
    }

    private static void writeUser(BsonWriter w, User u) {
        if (u == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        w.writeInt64(USER[0], u.getId());
        writeString(w, USER[1], u.getUsername());
        writeString(w, USER[2], u.getEmail());
        writeString(w, USER[3], u.getFirstName());
        writeString(w, USER[4], u.getLastName());
        w.writeInt32(USER[5], u.getAge());
        w.writeDouble(USER[6], u.getScore());
        w.writeBoolean(USER[7], u.isActive());
        writeString(w, USER[8], u.getRole() == null ? null : u.getRole().name());
        w.writeInt64(USER[9], u.getCreatedAt());
        w.writeName(USER[10]);
        writeAddress(w, u.getAddress());
        w.writeName(USER[11]);
        writeProfile(w, u.getProfile());
        w.writeName(USER[12]);
        writeStrings(w, u.getTags());
        w.writeName(USER[13]);
        writeAttributes(w, u.getAttributes());
        w.writeName(USER[14]);
        writeOrders(w, u.getOrders());
        w.writeEndDocument();
    }

    private static void writeAddress(BsonWriter w, Address a) {
        if (a == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        writeString(w, ADDRESS[0], a.getStreet());
        writeString(w, ADDRESS[1], a.getCity());
        writeString(w, ADDRESS[2], a.getCountry());
        writeString(w, ADDRESS[3], a.getPostalCode());
        w.writeDouble(ADDRESS[4], a.getLatitude());
        w.writeDouble(ADDRESS[5], a.getLongitude());
        w.writeEndDocument();
    }

    private static void writeProfile(BsonWriter w, Profile p) {
        if (p == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        writeString(w, PROFILE[0], p.getBio());
        writeString(w, PROFILE[1], p.getAvatarUrl());
        w.writeName(PROFILE[2]);
        List<SocialLink> links = p.getLinks();
        if (links == null) {
            w.writeNull();
        } else {
            w.writeStartArray();
            for (SocialLink l : links) {
                if (l == null) {
                    w.writeNull();
                    continue;
                }
                w.writeStartDocument();
                writeString(w, SOCIAL_LINK[0], l.getPlatform());
                writeString(w, SOCIAL_LINK[1], l.getUrl());
                w.writeEndDocument();
            }
            w.writeEndArray();
        }
        w.writeName(PROFILE[3]);
        Preferences prefs = p.getPreferences();
        if (prefs == null) {
            w.writeNull();
        } else {
            w.writeStartDocument();
            writeString(w, PREFERENCES[0], prefs.getTheme());
            writeString(w, PREFERENCES[1], prefs.getLanguage());
            w.writeBoolean(PREFERENCES[2], prefs.isEmailNotifications());
            w.writeBoolean(PREFERENCES[3], prefs.isPushNotifications());
            w.writeEndDocument();
        }
        w.writeEndDocument();
    }

    private static void writeOrders(BsonWriter w, List<Order> orders) {
        if (orders == null) {
            w.writeNull();
            return;
        }
        w.writeStartArray();
        for (Order o : orders) {
            if (o == null) {
                w.writeNull();
                continue;
            }
            w.writeStartDocument();
            w.writeInt64(ORDER[0], o.getOrderId());
            writeString(w, ORDER[1], o.getStatus() == null ? null : o.getStatus().name());
            w.writeInt64(ORDER[2], o.getPlacedAt());
            w.writeName(ORDER[3]);
            List<OrderItem> items = o.getItems();
            if (items == null) {
                w.writeNull();
            } else {
                w.writeStartArray();
                for (OrderItem i : items) {
                    if (i == null) {
                        w.writeNull();
                        continue;
                    }
                    w.writeStartDocument();
                    writeString(w, ORDER_ITEM[0], i.getSku());
                    w.writeInt32(ORDER_ITEM[1], i.getQuantity());
                    w.writeDouble(ORDER_ITEM[2], i.getUnitPrice());
                    w.writeEndDocument();
                }
                w.writeEndArray();
            }
            w.writeEndDocument();
        }
        w.writeEndArray();
    }

    private static void writeStrings(BsonWriter w, List<String> strings) {
        if (strings == null) {
            w.writeNull();
            return;
        }
        w.writeStartArray();
        for (String s : strings) {
            if (s == null) {
                w.writeNull();
            } else {
                w.writeString(s);
            }
        }
        w.writeEndArray();
    }

    private static void writeAttributes(BsonWriter w, Map<String, String> attributes) {
        if (attributes == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        for (Map.Entry<String, String> entry : attributes.entrySet()) { // insertion order
            writeString(w, entry.getKey(), entry.getValue());
        }
        w.writeEndDocument();
    }

    static void writeString(BsonWriter w, String name, String value) {
        if (value == null) {
            w.writeNull(name);
        } else {
            w.writeString(name, value);
        }
    }

    // ---- reading ------------------------------------------------------------------------
    // The helpers without "private" (writeString, readString, isNull, field, requireAll) serve
    // MediaBatchBsonCodec too: both models are read under the same rules.
    // BsonReader checks every value's type itself (readInt64 on an int32 throws), so a field
    // of the wrong BSON type is refused; the reads below add nulls only where the model has them.

    @Override
    public UserBatch decode(BsonReader r, DecoderContext context) {
        r.readStartDocument();
        UserBatch batch = new UserBatch();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, BATCH, seen, "UserBatch");
            seen |= 1 << f;
            if (isNull(r)) {
                continue;
            }
            r.readStartArray();
            List<User> users = new ArrayList<>();
            while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
                users.add(readUser(r));
            }
            r.readEndArray();
            batch.setUsers(users);
        }
        r.readEndDocument();
        requireAll(seen, BATCH, "UserBatch");
        return batch;
    }

    private static User readUser(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        User u = new User();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, USER, seen, "User");
            seen |= 1 << f;
            switch (f) {
                case 0 -> u.setId(r.readInt64());
                case 1 -> u.setUsername(readString(r));
                case 2 -> u.setEmail(readString(r));
                case 3 -> u.setFirstName(readString(r));
                case 4 -> u.setLastName(readString(r));
                case 5 -> u.setAge(r.readInt32());
                case 6 -> u.setScore(r.readDouble());
                case 7 -> u.setActive(r.readBoolean());
                case 8 -> u.setRole(readRole(r));
                case 9 -> u.setCreatedAt(r.readInt64());
                case 10 -> u.setAddress(readAddress(r));
                case 11 -> u.setProfile(readProfile(r));
                case 12 -> u.setTags(readStrings(r));
                case 13 -> u.setAttributes(readAttributes(r));
                default -> u.setOrders(readOrders(r));
            }
        }
        r.readEndDocument();
        requireAll(seen, USER, "User");
        return u;
    }

    private static Address readAddress(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Address a = new Address();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, ADDRESS, seen, "Address");
            seen |= 1 << f;
            switch (f) {
                case 0 -> a.setStreet(readString(r));
                case 1 -> a.setCity(readString(r));
                case 2 -> a.setCountry(readString(r));
                case 3 -> a.setPostalCode(readString(r));
                case 4 -> a.setLatitude(r.readDouble());
                default -> a.setLongitude(r.readDouble());
            }
        }
        r.readEndDocument();
        requireAll(seen, ADDRESS, "Address");
        return a;
    }

    private static Profile readProfile(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Profile p = new Profile();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, PROFILE, seen, "Profile");
            seen |= 1 << f;
            switch (f) {
                case 0 -> p.setBio(readString(r));
                case 1 -> p.setAvatarUrl(readString(r));
                case 2 -> p.setLinks(readLinks(r));
                default -> p.setPreferences(readPreferences(r));
            }
        }
        r.readEndDocument();
        requireAll(seen, PROFILE, "Profile");
        return p;
    }

    private static List<SocialLink> readLinks(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartArray();
        List<SocialLink> links = new ArrayList<>();
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            if (isNull(r)) {
                links.add(null);
                continue;
            }
            r.readStartDocument();
            SocialLink l = new SocialLink();
            int seen = 0;
            while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
                int f = field(r, SOCIAL_LINK, seen, "SocialLink");
                seen |= 1 << f;
                if (f == 0) {
                    l.setPlatform(readString(r));
                } else {
                    l.setUrl(readString(r));
                }
            }
            r.readEndDocument();
            requireAll(seen, SOCIAL_LINK, "SocialLink");
            links.add(l);
        }
        r.readEndArray();
        return links;
    }

    private static Preferences readPreferences(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Preferences p = new Preferences();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, PREFERENCES, seen, "Preferences");
            seen |= 1 << f;
            switch (f) {
                case 0 -> p.setTheme(readString(r));
                case 1 -> p.setLanguage(readString(r));
                case 2 -> p.setEmailNotifications(r.readBoolean());
                default -> p.setPushNotifications(r.readBoolean());
            }
        }
        r.readEndDocument();
        requireAll(seen, PREFERENCES, "Preferences");
        return p;
    }

    private static List<Order> readOrders(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartArray();
        List<Order> orders = new ArrayList<>();
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            if (isNull(r)) {
                orders.add(null);
                continue;
            }
            r.readStartDocument();
            Order o = new Order();
            int seen = 0;
            while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
                int f = field(r, ORDER, seen, "Order");
                seen |= 1 << f;
                switch (f) {
                    case 0 -> o.setOrderId(r.readInt64());
                    case 1 -> o.setStatus(readStatus(r));
                    case 2 -> o.setPlacedAt(r.readInt64());
                    default -> o.setItems(readItems(r));
                }
            }
            r.readEndDocument();
            requireAll(seen, ORDER, "Order");
            orders.add(o);
        }
        r.readEndArray();
        return orders;
    }

    private static List<OrderItem> readItems(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartArray();
        List<OrderItem> items = new ArrayList<>();
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            if (isNull(r)) {
                items.add(null);
                continue;
            }
            r.readStartDocument();
            OrderItem item = new OrderItem();
            int seen = 0;
            while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
                int f = field(r, ORDER_ITEM, seen, "OrderItem");
                seen |= 1 << f;
                switch (f) {
                    case 0 -> item.setSku(readString(r));
                    case 1 -> item.setQuantity(r.readInt32());
                    default -> item.setUnitPrice(r.readDouble());
                }
            }
            r.readEndDocument();
            requireAll(seen, ORDER_ITEM, "OrderItem");
            items.add(item);
        }
        r.readEndArray();
        return items;
    }

    private static List<String> readStrings(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartArray();
        List<String> strings = new ArrayList<>();
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            strings.add(readString(r));
        }
        r.readEndArray();
        return strings;
    }

    private static Map<String, String> readAttributes(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Map<String, String> attributes = new LinkedHashMap<>();
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            String key = r.readName();
            int before = attributes.size();
            attributes.put(key, readString(r));
            if (attributes.size() == before) {
                throw new BsonSerializationException("attribute key '" + key + "' appears twice");
            }
        }
        r.readEndDocument();
        return attributes;
    }

    private static Role readRole(BsonReader r) {
        return isNull(r) ? null : Role.valueOf(r.readString());
    }

    private static OrderStatus readStatus(BsonReader r) {
        return isNull(r) ? null : OrderStatus.valueOf(r.readString());
    }

    static String readString(BsonReader r) {
        return isNull(r) ? null : r.readString();
    }

    /** True, having consumed it, when the current value is BSON null. */
    static boolean isNull(BsonReader r) {
        if (r.getCurrentBsonType() == BsonType.NULL) {
            r.readNull();
            return true;
        }
        return false;
    }

    /** The index of the current element's name among a record's fields; unknown and repeated names are refused. */
    static int field(BsonReader r, String[] fields, int seen, String record) {
        String name = r.readName();
        // Written in order, the next field is the one after those seen: try it first.
        int expected = Integer.bitCount(seen);
        int index = expected < fields.length && fields[expected].equals(name) ? expected : indexOf(fields, name);
        if (index < 0) {
            throw new BsonSerializationException(record + " has no field '" + name + "'");
        }
        if ((seen & (1 << index)) != 0) {
            throw new BsonSerializationException(record + " has field '" + name + "' twice");
        }
        return index;
    }

    private static int indexOf(String[] fields, String name) {
        for (int i = 0; i < fields.length; i++) {
            if (fields[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    static void requireAll(int seen, String[] fields, String record) {
        if (seen != (1 << fields.length) - 1) {
            for (int i = 0; i < fields.length; i++) {
                if ((seen & (1 << i)) == 0) {
                    throw new BsonSerializationException(record + " lacks field '" + fields[i] + "'");
                }
            }
        }
    }
}
