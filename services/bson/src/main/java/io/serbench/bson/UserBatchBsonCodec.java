package io.serbench.bson;

import io.serbench.bson.BsonFields.FieldRule;
import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

import static io.serbench.bson.BsonFields.SKIPPED;
import static io.serbench.bson.BsonFields.field;
import static io.serbench.bson.BsonFields.isNull;
import static io.serbench.bson.BsonFields.readArray;
import static io.serbench.bson.BsonFields.readBatch;
import static io.serbench.bson.BsonFields.readString;
import static io.serbench.bson.BsonFields.requireAll;
import static io.serbench.bson.BsonFields.writeArray;
import static io.serbench.bson.BsonFields.writeBatch;
import static io.serbench.bson.BsonFields.writeString;

/**
 * The users model as BSON, written and read field by field through the bson library's codec API,
 * under the rules of {@link BsonFields}. The layout: {@code {"users": [ ... ]}}; every record is
 * an embedded document with the model's field names (docs/design.md#the-users-model), in that
 * order (a reader may meet them in any order); int64 fields (id, createdAt, orderId, placedAt)
 * are BSON int64, int32 fields (age, quantity) int32, doubles double, booleans boolean, enums
 * their names as strings, nulls BSON null, lists arrays, and {@code attributes} an embedded
 * document whose keys are in insertion order. User's own fields are in {@link UserFields}, the
 * part a version of the model changes (docs/evolution.md). Immutable (its rule and its bound
 * readers), so one instance serves every thread. Each record holds exactly its fields; the
 * compatible codec ({@link FieldRule#SKIP_UNKNOWN}) skips an unknown one and leaves a missing one
 * at its default.
 */
final class UserBatchBsonCodec implements Codec<UserBatch> {
    private static final String[] BATCH = {"users"};
    private static final String[] ADDRESS = {"street", "city", "country", "postalCode", "latitude", "longitude"};
    private static final String[] PROFILE = {"bio", "avatarUrl", "links", "preferences"};
    private static final String[] SOCIAL_LINK = {"platform", "url"};
    private static final String[] PREFERENCES = {"theme", "language", "emailNotifications", "pushNotifications"};
    private static final String[] ORDER = {"orderId", "status", "placedAt", "items"};
    private static final String[] ORDER_ITEM = {"sku", "quantity", "unitPrice"};

    /** How every record's reader treats an unknown name and a missing field. */
    final FieldRule rule;
    // The readers handed to readBatch and readArray, bound once rather than at every record.
    private final Function<BsonReader, User> userReader = this::readUser;
    final Function<BsonReader, Order> orderReader = this::readOrder;
    private final Function<BsonReader, SocialLink> linkReader = this::readLink;
    private final Function<BsonReader, OrderItem> itemReader = this::readItem;

    /** The benchmarked codec: each record holds exactly its fields ({@link FieldRule#EXACT}). */
    UserBatchBsonCodec() {
        this(FieldRule.EXACT);
    }

    UserBatchBsonCodec(FieldRule rule) {
        this.rule = rule;
    }

    @Override
    public Class<UserBatch> getEncoderClass() {
        return UserBatch.class;
    }

    // ---- writing ------------------------------------------------------------------------

    @Override
    public void encode(BsonWriter w, UserBatch batch, EncoderContext context) {
        writeBatch(w, BATCH[0], batch.getUsers(), UserBatchBsonCodec::writeUser);
    }

    private static void writeUser(BsonWriter w, User u) {
        if (u == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        UserFields.write(w, u);
        w.writeEndDocument();
    }

    static void writeAddress(BsonWriter w, Address a) {
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

    static void writeProfile(BsonWriter w, Profile p) {
        if (p == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        writeString(w, PROFILE[0], p.getBio());
        writeString(w, PROFILE[1], p.getAvatarUrl());
        w.writeName(PROFILE[2]);
        writeArray(w, p.getLinks(), UserBatchBsonCodec::writeLink);
        w.writeName(PROFILE[3]);
        writePreferences(w, p.getPreferences());
        w.writeEndDocument();
    }

    private static void writeLink(BsonWriter w, SocialLink l) {
        if (l == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        writeString(w, SOCIAL_LINK[0], l.getPlatform());
        writeString(w, SOCIAL_LINK[1], l.getUrl());
        w.writeEndDocument();
    }

    private static void writePreferences(BsonWriter w, Preferences prefs) {
        if (prefs == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        writeString(w, PREFERENCES[0], prefs.getTheme());
        writeString(w, PREFERENCES[1], prefs.getLanguage());
        w.writeBoolean(PREFERENCES[2], prefs.isEmailNotifications());
        w.writeBoolean(PREFERENCES[3], prefs.isPushNotifications());
        w.writeEndDocument();
    }

    static void writeOrder(BsonWriter w, Order o) {
        if (o == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        w.writeInt64(ORDER[0], o.getOrderId());
        writeString(w, ORDER[1], o.getStatus() == null ? null : o.getStatus().name());
        w.writeInt64(ORDER[2], o.getPlacedAt());
        w.writeName(ORDER[3]);
        writeArray(w, o.getItems(), UserBatchBsonCodec::writeItem);
        w.writeEndDocument();
    }

    private static void writeItem(BsonWriter w, OrderItem i) {
        if (i == null) {
            w.writeNull();
            return;
        }
        w.writeStartDocument();
        writeString(w, ORDER_ITEM[0], i.getSku());
        w.writeInt32(ORDER_ITEM[1], i.getQuantity());
        w.writeDouble(ORDER_ITEM[2], i.getUnitPrice());
        w.writeEndDocument();
    }

    static void writeAttributes(BsonWriter w, Map<String, String> attributes) {
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

    // ---- reading ------------------------------------------------------------------------

    @Override
    public UserBatch decode(BsonReader r, DecoderContext context) {
        return new UserBatch(readBatch(r, BATCH, "UserBatch", userReader, rule));
    }

    private User readUser(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        User u = new User();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, UserFields.NAMES, seen, "User", rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            UserFields.read(r, f, u, this);
        }
        r.readEndDocument();
        requireAll(seen, UserFields.NAMES, "User", rule);
        return u;
    }

    Address readAddress(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Address a = new Address();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, ADDRESS, seen, "Address", rule);
            if (f == SKIPPED) {
                continue;
            }
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
        requireAll(seen, ADDRESS, "Address", rule);
        return a;
    }

    Profile readProfile(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Profile p = new Profile();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, PROFILE, seen, "Profile", rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            switch (f) {
                case 0 -> p.setBio(readString(r));
                case 1 -> p.setAvatarUrl(readString(r));
                case 2 -> p.setLinks(readArray(r, linkReader));
                default -> p.setPreferences(readPreferences(r));
            }
        }
        r.readEndDocument();
        requireAll(seen, PROFILE, "Profile", rule);
        return p;
    }

    private SocialLink readLink(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        SocialLink l = new SocialLink();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, SOCIAL_LINK, seen, "SocialLink", rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            if (f == 0) {
                l.setPlatform(readString(r));
            } else {
                l.setUrl(readString(r));
            }
        }
        r.readEndDocument();
        requireAll(seen, SOCIAL_LINK, "SocialLink", rule);
        return l;
    }

    private Preferences readPreferences(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Preferences p = new Preferences();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, PREFERENCES, seen, "Preferences", rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            switch (f) {
                case 0 -> p.setTheme(readString(r));
                case 1 -> p.setLanguage(readString(r));
                case 2 -> p.setEmailNotifications(r.readBoolean());
                default -> p.setPushNotifications(r.readBoolean());
            }
        }
        r.readEndDocument();
        requireAll(seen, PREFERENCES, "Preferences", rule);
        return p;
    }

    Order readOrder(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        Order o = new Order();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, ORDER, seen, "Order", rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            switch (f) {
                case 0 -> o.setOrderId(r.readInt64());
                case 1 -> o.setStatus(isNull(r) ? null : OrderStatus.valueOf(r.readString()));
                case 2 -> o.setPlacedAt(r.readInt64());
                default -> o.setItems(readArray(r, itemReader));
            }
        }
        r.readEndDocument();
        requireAll(seen, ORDER, "Order", rule);
        return o;
    }

    private OrderItem readItem(BsonReader r) {
        if (isNull(r)) {
            return null;
        }
        r.readStartDocument();
        OrderItem item = new OrderItem();
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, ORDER_ITEM, seen, "OrderItem", rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            switch (f) {
                case 0 -> item.setSku(readString(r));
                case 1 -> item.setQuantity(r.readInt32());
                default -> item.setUnitPrice(r.readDouble());
            }
        }
        r.readEndDocument();
        requireAll(seen, ORDER_ITEM, "OrderItem", rule);
        return item;
    }

    static Map<String, String> readAttributes(BsonReader r) {
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
}
