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

/**
 * Unpacks the users model as {@link MsgpackUsersWriter} packs it, strictly, or tolerantly for the
 * evolution matrix's {@code compatible} configuration ({@link MsgpackInput#MsgpackInput(boolean)});
 * one per thread, not thread-safe. User's own fields are {@link MsgpackUserFields}'.
 */
final class MsgpackUsersReader extends MsgpackInput<UserBatch> {
    private final Element<User> eachUser = this::user;

    /** The strict reader, as benchmarked. */
    MsgpackUsersReader() {
    }

    /** @param skipsUnknownFields see {@link MsgpackInput#MsgpackInput(boolean)} */
    MsgpackUsersReader(boolean skipsUnknownFields) {
        super(skipsUnknownFields);
    }

    @Override
    protected UserBatch batch() throws IOException {
        return new UserBatch(batch(BATCH, "UserBatch", eachUser));
    }

    private User user() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int entries = record(MsgpackUserFields.NAMES, "User");
        User u = new User();
        int seen = 0;
        for (int i = 0; i < entries; i++) {
            int f = field(MsgpackUserFields.NAMES, i, seen, "User");
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            MsgpackUserFields.read(this, u, f);
        }
        return u;
    }

    Address address() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int entries = record(ADDRESS, "Address");
        Address a = new Address();
        int seen = 0;
        for (int i = 0; i < entries; i++) {
            int f = field(ADDRESS, i, seen, "Address");
            if (f == SKIPPED) {
                continue;
            }
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

    Profile profile() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int entries = record(PROFILE, "Profile");
        Profile p = new Profile();
        int seen = 0;
        for (int i = 0; i < entries; i++) {
            int f = field(PROFILE, i, seen, "Profile");
            if (f == SKIPPED) {
                continue;
            }
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
            int entries = record(SOCIAL_LINK, "SocialLink");
            SocialLink l = new SocialLink();
            int seen = 0;
            for (int i = 0; i < entries; i++) {
                int f = field(SOCIAL_LINK, i, seen, "SocialLink");
                if (f == SKIPPED) {
                    continue;
                }
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
        int entries = record(PREFERENCES, "Preferences");
        Preferences p = new Preferences();
        int seen = 0;
        for (int i = 0; i < entries; i++) {
            int f = field(PREFERENCES, i, seen, "Preferences");
            if (f == SKIPPED) {
                continue;
            }
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

    List<Order> orders() throws IOException {
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
            int entries = record(ORDER, "Order");
            Order o = new Order();
            int seen = 0;
            for (int i = 0; i < entries; i++) {
                int f = field(ORDER, i, seen, "Order");
                if (f == SKIPPED) {
                    continue;
                }
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
            int entries = record(ORDER_ITEM, "OrderItem");
            OrderItem item = new OrderItem();
            int seen = 0;
            for (int i = 0; i < entries; i++) {
                int f = field(ORDER_ITEM, i, seen, "OrderItem");
                if (f == SKIPPED) {
                    continue;
                }
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

    Map<String, String> attributes() throws IOException {
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

    Role role() throws IOException {
        return in.tryUnpackNil() ? null : ROLES[name(ROLE_NAMES, "Role")];
    }

    private OrderStatus status() throws IOException {
        return in.tryUnpackNil() ? null : STATUSES[name(STATUS_NAMES, "OrderStatus")];
    }
}
