package io.serbench.msgpack;

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
import org.msgpack.core.MessageFormatException;
import org.msgpack.core.MessageTypeException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.serbench.msgpack.MsgpackLayout.ADDRESS;
import static io.serbench.msgpack.MsgpackLayout.BATCH;
import static io.serbench.msgpack.MsgpackLayout.ORDER;
import static io.serbench.msgpack.MsgpackLayout.ORDER_ITEM;
import static io.serbench.msgpack.MsgpackLayout.PREFERENCES;
import static io.serbench.msgpack.MsgpackLayout.PROFILE;
import static io.serbench.msgpack.MsgpackLayout.ROLES;
import static io.serbench.msgpack.MsgpackLayout.ROLE_NAMES;
import static io.serbench.msgpack.MsgpackLayout.SOCIAL_LINK;
import static io.serbench.msgpack.MsgpackLayout.STATUSES;
import static io.serbench.msgpack.MsgpackLayout.STATUS_NAMES;
import static io.serbench.msgpack.MsgpackLayout.USER;

/** Unpacks the users model as {@link MsgpackUsersWriter} packs it, strictly; one per thread, not thread-safe. */
final class MsgpackUsersReader extends MsgpackInput<UserBatch> {
    private final Element<User> eachUser = this::user;

    @Override
    protected UserBatch batch() throws IOException {
        return new UserBatch(batch(BATCH, "UserBatch", eachUser));
    }

    private User user() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        record(USER, "User");
        User u = new User();
        int seen = 0;
        for (int i = 0; i < USER.length; i++) {
            int f = field(USER, i, seen, "User");
            seen |= 1 << f;
            switch (f) {
                case 0 -> u.setId(in.unpackLong());
                case 1 -> u.setUsername(string());
                case 2 -> u.setEmail(string());
                case 3 -> u.setFirstName(string());
                case 4 -> u.setLastName(string());
                case 5 -> u.setAge(in.unpackInt());
                case 6 -> u.setScore(float64());
                case 7 -> u.setActive(in.unpackBoolean());
                case 8 -> u.setRole(role());
                case 9 -> u.setCreatedAt(in.unpackLong());
                case 10 -> u.setAddress(address());
                case 11 -> u.setProfile(profile());
                case 12 -> u.setTags(strings());
                case 13 -> u.setAttributes(attributes());
                default -> u.setOrders(orders());
            }
        }
        return u;
    }

    private Address address() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        record(ADDRESS, "Address");
        Address a = new Address();
        int seen = 0;
        for (int i = 0; i < ADDRESS.length; i++) {
            int f = field(ADDRESS, i, seen, "Address");
            seen |= 1 << f;
            switch (f) {
                case 0 -> a.setStreet(string());
                case 1 -> a.setCity(string());
                case 2 -> a.setCountry(string());
                case 3 -> a.setPostalCode(string());
                case 4 -> a.setLatitude(float64());
                default -> a.setLongitude(float64());
            }
        }
        return a;
    }

    private Profile profile() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        record(PROFILE, "Profile");
        Profile p = new Profile();
        int seen = 0;
        for (int i = 0; i < PROFILE.length; i++) {
            int f = field(PROFILE, i, seen, "Profile");
            seen |= 1 << f;
            switch (f) {
                case 0 -> p.setBio(string());
                case 1 -> p.setAvatarUrl(string());
                case 2 -> p.setLinks(links());
                default -> p.setPreferences(preferences());
            }
        }
        return p;
    }

    private List<SocialLink> links() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int count = arrayHeader();
        List<SocialLink> links = new ArrayList<>(count);
        for (int n = 0; n < count; n++) {
            if (in.tryUnpackNil()) {
                links.add(null);
                continue;
            }
            record(SOCIAL_LINK, "SocialLink");
            SocialLink l = new SocialLink();
            int seen = 0;
            for (int i = 0; i < SOCIAL_LINK.length; i++) {
                int f = field(SOCIAL_LINK, i, seen, "SocialLink");
                seen |= 1 << f;
                if (f == 0) {
                    l.setPlatform(string());
                } else {
                    l.setUrl(string());
                }
            }
            links.add(l);
        }
        return links;
    }

    private Preferences preferences() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        record(PREFERENCES, "Preferences");
        Preferences p = new Preferences();
        int seen = 0;
        for (int i = 0; i < PREFERENCES.length; i++) {
            int f = field(PREFERENCES, i, seen, "Preferences");
            seen |= 1 << f;
            switch (f) {
                case 0 -> p.setTheme(string());
                case 1 -> p.setLanguage(string());
                case 2 -> p.setEmailNotifications(in.unpackBoolean());
                default -> p.setPushNotifications(in.unpackBoolean());
            }
        }
        return p;
    }

    private List<Order> orders() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int count = arrayHeader();
        List<Order> orders = new ArrayList<>(count);
        for (int n = 0; n < count; n++) {
            if (in.tryUnpackNil()) {
                orders.add(null);
                continue;
            }
            record(ORDER, "Order");
            Order o = new Order();
            int seen = 0;
            for (int i = 0; i < ORDER.length; i++) {
                int f = field(ORDER, i, seen, "Order");
                seen |= 1 << f;
                switch (f) {
                    case 0 -> o.setOrderId(in.unpackLong());
                    case 1 -> o.setStatus(status());
                    case 2 -> o.setPlacedAt(in.unpackLong());
                    default -> o.setItems(items());
                }
            }
            orders.add(o);
        }
        return orders;
    }

    private List<OrderItem> items() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int count = arrayHeader();
        List<OrderItem> items = new ArrayList<>(count);
        for (int n = 0; n < count; n++) {
            if (in.tryUnpackNil()) {
                items.add(null);
                continue;
            }
            record(ORDER_ITEM, "OrderItem");
            OrderItem item = new OrderItem();
            int seen = 0;
            for (int i = 0; i < ORDER_ITEM.length; i++) {
                int f = field(ORDER_ITEM, i, seen, "OrderItem");
                seen |= 1 << f;
                switch (f) {
                    case 0 -> item.setSku(string());
                    case 1 -> item.setQuantity(in.unpackInt());
                    default -> item.setUnitPrice(float64());
                }
            }
            items.add(item);
        }
        return items;
    }

    private Map<String, String> attributes() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int count = in.unpackMapHeader();
        if (count > bytesLeft() / 2) { // a key and a value take a byte each at least
            throw tooLong("a map of " + count + " entries", count);
        }
        Map<String, String> attributes = new LinkedHashMap<>((int) (count / 0.75f) + 1);
        for (int i = 0; i < count; i++) {
            String key = string();
            if (key == null) {
                throw new MessageTypeException("an attribute key is nil");
            }
            attributes.put(key, string());
            if (attributes.size() != i + 1) {
                throw new MessageFormatException("attribute key '" + key + "' appears twice");
            }
        }
        return attributes;
    }

    private Role role() throws IOException {
        return in.tryUnpackNil() ? null : ROLES[name(ROLE_NAMES, "Role")];
    }

    private OrderStatus status() throws IOException {
        return in.tryUnpackNil() ? null : STATUSES[name(STATUS_NAMES, "OrderStatus")];
    }
}
