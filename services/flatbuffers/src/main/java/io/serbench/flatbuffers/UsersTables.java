package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.StringVector;
import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The users model in the tables flatc generates from proto/serbench.fbs (package serbench_fb):
 * strings, vectors and tables are optional offsets, so null stays null; a null enum is the
 * schema's {@code UNSPECIFIED}; a vector cannot hold null, so a null list element is refused
 * when writing.
 *
 * <p>The User table's own fields are read and written by {@link UserTable} (and its role by
 * {@link RoleNumbers}), the one part a version of the users model changes; the tables below
 * User are built and read here.
 */
final class UsersTables {
    /** The schema's file_identifier. */
    static final String FILE_IDENTIFIER = "SBFB";

    static final Tables<UserBatch> TABLES = new Tables<>(FILE_IDENTIFIER,
            serbench_fb.UserBatch::UserBatchBufferHasIdentifier, Writer::new,
            (buffer, payloadBytes) -> new Reader(payloadBytes).batch(serbench_fb.UserBatch.getRootAsUserBatch(buffer)));

    private UsersTables() {
    }

    /** Builds a batch; {@link UserTable#write} calls back for the tables and vectors a User holds. */
    static final class Writer extends TableWriter<UserBatch> {

        @Override
        protected int root(UserBatch batch) {
            FlatBufferBuilder b = builder;
            int users = 0;
            if (batch.getUsers() != null) {
                int mark = mark();
                for (User user : batch.getUsers()) {
                    push(UserTable.write(this, element(user, "users")));
                }
                users = vector(mark);
            }
            serbench_fb.UserBatch.startUserBatch(b);
            serbench_fb.UserBatch.addUsers(b, users);
            return serbench_fb.UserBatch.endUserBatch(b);
        }

        /** 0 (the field left absent) for a null address. */
        int address(Address a) {
            if (a == null) {
                return 0;
            }
            FlatBufferBuilder b = builder;
            int street = string(a.getStreet());
            int city = string(a.getCity());
            int country = string(a.getCountry());
            int postalCode = string(a.getPostalCode());
            serbench_fb.Address.startAddress(b);
            serbench_fb.Address.addLatitude(b, a.getLatitude());
            serbench_fb.Address.addLongitude(b, a.getLongitude());
            serbench_fb.Address.addStreet(b, street);
            serbench_fb.Address.addCity(b, city);
            serbench_fb.Address.addCountry(b, country);
            serbench_fb.Address.addPostalCode(b, postalCode);
            return serbench_fb.Address.endAddress(b);
        }

        /** 0 (the field left absent) for a null profile. */
        int profile(Profile p) {
            if (p == null) {
                return 0;
            }
            FlatBufferBuilder b = builder;
            int bio = string(p.getBio());
            int avatarUrl = string(p.getAvatarUrl());
            int links = 0;
            if (p.getLinks() != null) {
                int mark = mark();
                for (SocialLink link : p.getLinks()) {
                    SocialLink l = element(link, "links");
                    int platform = string(l.getPlatform());
                    int url = string(l.getUrl());
                    serbench_fb.SocialLink.startSocialLink(b);
                    serbench_fb.SocialLink.addPlatform(b, platform);
                    serbench_fb.SocialLink.addUrl(b, url);
                    push(serbench_fb.SocialLink.endSocialLink(b));
                }
                links = vector(mark);
            }
            int preferences = 0;
            Preferences prefs = p.getPreferences();
            if (prefs != null) {
                int theme = string(prefs.getTheme());
                int language = string(prefs.getLanguage());
                serbench_fb.Preferences.startPreferences(b);
                serbench_fb.Preferences.addTheme(b, theme);
                serbench_fb.Preferences.addLanguage(b, language);
                serbench_fb.Preferences.addEmailNotifications(b, prefs.isEmailNotifications());
                serbench_fb.Preferences.addPushNotifications(b, prefs.isPushNotifications());
                preferences = serbench_fb.Preferences.endPreferences(b);
            }
            serbench_fb.Profile.startProfile(b);
            serbench_fb.Profile.addBio(b, bio);
            serbench_fb.Profile.addAvatarUrl(b, avatarUrl);
            serbench_fb.Profile.addLinks(b, links);
            serbench_fb.Profile.addPreferences(b, preferences);
            return serbench_fb.Profile.endProfile(b);
        }

        /** 0 (the field left absent) for a null list. */
        int tags(List<String> tags) {
            if (tags == null) {
                return 0;
            }
            int mark = mark();
            for (String tag : tags) {
                push(string(element(tag, "tags")));
            }
            return vector(mark);
        }

        /** The map's entries as key/value tables in its own order; 0 (absent) for a null map. */
        int attributes(Map<String, String> attributes) {
            if (attributes == null) {
                return 0;
            }
            FlatBufferBuilder b = builder;
            int mark = mark();
            for (Map.Entry<String, String> entry : attributes.entrySet()) {
                int key = string(entry.getKey());
                int value = string(entry.getValue());
                serbench_fb.Attribute.startAttribute(b);
                serbench_fb.Attribute.addKey(b, key);
                serbench_fb.Attribute.addValue(b, value);
                push(serbench_fb.Attribute.endAttribute(b));
            }
            return vector(mark);
        }

        /** 0 (the field left absent) for a null list. */
        int orders(List<Order> orders) {
            if (orders == null) {
                return 0;
            }
            int mark = mark();
            for (Order order : orders) {
                push(order(element(order, "orders")));
            }
            return vector(mark);
        }

        private int order(Order o) {
            FlatBufferBuilder b = builder;
            int items = 0;
            if (o.getItems() != null) {
                int mark = mark();
                for (OrderItem item : o.getItems()) {
                    OrderItem i = element(item, "items");
                    int sku = string(i.getSku());
                    serbench_fb.OrderItem.startOrderItem(b);
                    serbench_fb.OrderItem.addUnitPrice(b, i.getUnitPrice());
                    serbench_fb.OrderItem.addSku(b, sku);
                    serbench_fb.OrderItem.addQuantity(b, i.getQuantity());
                    push(serbench_fb.OrderItem.endOrderItem(b));
                }
                items = vector(mark);
            }
            serbench_fb.Order.startOrder(b);
            serbench_fb.Order.addOrderId(b, o.getOrderId());
            serbench_fb.Order.addPlacedAt(b, o.getPlacedAt());
            serbench_fb.Order.addItems(b, items);
            serbench_fb.Order.addStatus(b, status(o.getStatus()));
            return serbench_fb.Order.endOrder(b);
        }

        private static byte status(OrderStatus status) {
            return status == null ? serbench_fb.OrderStatus.UNSPECIFIED : switch (status) {
                case PENDING -> serbench_fb.OrderStatus.PENDING;
                case PAID -> serbench_fb.OrderStatus.PAID;
                case SHIPPED -> serbench_fb.OrderStatus.SHIPPED;
                case DELIVERED -> serbench_fb.OrderStatus.DELIVERED;
                case CANCELLED -> serbench_fb.OrderStatus.CANCELLED;
            };
        }
    }

    /**
     * One decode: the accessors it reuses, and the budget it spends. {@link UserTable#read} calls
     * back for the tables and vectors a User holds.
     */
    static final class Reader extends TableReader {
        private final serbench_fb.User.Vector usersVector = new serbench_fb.User.Vector();
        private final serbench_fb.User user = new serbench_fb.User();
        private final serbench_fb.Address address = new serbench_fb.Address();
        private final serbench_fb.Profile profile = new serbench_fb.Profile();
        private final serbench_fb.Preferences preferences = new serbench_fb.Preferences();
        private final serbench_fb.SocialLink.Vector linksVector = new serbench_fb.SocialLink.Vector();
        private final serbench_fb.SocialLink link = new serbench_fb.SocialLink();
        private final StringVector tagsVector = new StringVector();
        private final serbench_fb.Attribute.Vector attributesVector = new serbench_fb.Attribute.Vector();
        private final serbench_fb.Attribute attribute = new serbench_fb.Attribute();
        private final serbench_fb.Order.Vector ordersVector = new serbench_fb.Order.Vector();
        private final serbench_fb.Order order = new serbench_fb.Order();
        private final serbench_fb.OrderItem.Vector itemsVector = new serbench_fb.OrderItem.Vector();
        private final serbench_fb.OrderItem item = new serbench_fb.OrderItem();

        Reader(int payloadBytes) {
            super(payloadBytes);
        }

        UserBatch batch(serbench_fb.UserBatch root) {
            serbench_fb.User.Vector vector = root.usersVector(usersVector);
            if (vector == null) {
                return new UserBatch(null);
            }
            int count = slots(vector.length());
            List<User> users = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                users.add(UserTable.read(this, vector.get(user, i)));
            }
            return new UserBatch(users);
        }

        /** The user's address, or null where the field is absent. */
        Address address(serbench_fb.User m) {
            serbench_fb.Address a = m.address(address);
            return a == null ? null : new Address(string(a.street()), string(a.city()),
                    string(a.country()), string(a.postalCode()), a.latitude(), a.longitude());
        }

        /** The user's profile, or null where the field is absent. */
        Profile profile(serbench_fb.User m) {
            serbench_fb.Profile p = m.profile(profile);
            if (p == null) {
                return null;
            }
            Profile out = new Profile();
            out.setBio(string(p.bio()));
            out.setAvatarUrl(string(p.avatarUrl()));
            serbench_fb.SocialLink.Vector links = p.linksVector(linksVector);
            if (links != null) {
                int count = slots(links.length());
                List<SocialLink> list = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    serbench_fb.SocialLink l = links.get(link, i);
                    list.add(new SocialLink(string(l.platform()), string(l.url())));
                }
                out.setLinks(list);
            }
            serbench_fb.Preferences prefs = p.preferences(preferences);
            if (prefs != null) {
                out.setPreferences(new Preferences(string(prefs.theme()), string(prefs.language()),
                        prefs.emailNotifications(), prefs.pushNotifications()));
            }
            return out;
        }

        /** The user's tags, or null where the field is absent. */
        List<String> tags(serbench_fb.User m) {
            StringVector tags = m.tagsVector(tagsVector);
            if (tags == null) {
                return null;
            }
            int count = slots(tags.length());
            List<String> list = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                list.add(string(tags.get(i)));
            }
            return list;
        }

        /** The user's attributes in the vector's order, or null where the field is absent. */
        Map<String, String> attributes(serbench_fb.User m) {
            serbench_fb.Attribute.Vector attributes = m.attributesVector(attributesVector);
            if (attributes == null) {
                return null;
            }
            int count = slots(attributes.length());
            Map<String, String> map = new LinkedHashMap<>(Math.max(16, count * 4 / 3 + 1));
            for (int i = 0; i < count; i++) {
                serbench_fb.Attribute entry = attributes.get(attribute, i);
                map.put(string(entry.key()), string(entry.value()));
            }
            return map;
        }

        /** The user's orders, or null where the field is absent. */
        List<Order> orders(serbench_fb.User m) {
            serbench_fb.Order.Vector orders = m.ordersVector(ordersVector);
            if (orders == null) {
                return null;
            }
            int count = slots(orders.length());
            List<Order> list = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                list.add(order(orders.get(order, i)));
            }
            return list;
        }

        private Order order(serbench_fb.Order o) {
            Order out = new Order();
            out.setOrderId(o.orderId());
            out.setStatus(status(o.status()));
            out.setPlacedAt(o.placedAt());
            serbench_fb.OrderItem.Vector items = o.itemsVector(itemsVector);
            if (items != null) {
                int count = slots(items.length());
                List<OrderItem> list = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    serbench_fb.OrderItem it = items.get(item, i);
                    list.add(new OrderItem(string(it.sku()), it.quantity(), it.unitPrice()));
                }
                out.setItems(list);
            }
            return out;
        }

        private static OrderStatus status(byte number) {
            return switch (number) {
                case serbench_fb.OrderStatus.UNSPECIFIED -> null;
                case serbench_fb.OrderStatus.PENDING -> OrderStatus.PENDING;
                case serbench_fb.OrderStatus.PAID -> OrderStatus.PAID;
                case serbench_fb.OrderStatus.SHIPPED -> OrderStatus.SHIPPED;
                case serbench_fb.OrderStatus.DELIVERED -> OrderStatus.DELIVERED;
                case serbench_fb.OrderStatus.CANCELLED -> OrderStatus.CANCELLED;
                default -> throw new IllegalArgumentException("unknown OrderStatus number " + number);
            };
        }
    }
}
