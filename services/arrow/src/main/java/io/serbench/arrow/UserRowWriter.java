package io.serbench.arrow;

import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import org.apache.arrow.vector.VectorSchemaRoot;

import java.util.List;
import java.util.Map;

import static io.serbench.arrow.Columns.set;
import static io.serbench.arrow.Columns.setEnum;

/**
 * Writes users into the vectors of {@link UserBatchSchema}, a row per user, straight from the
 * model with {@code setSafe}. A null reference is a null in the column (its validity bit
 * cleared); not-nullable children of a null struct still get a (zero) value. Not thread-safe:
 * it belongs to one {@link StreamWriter}.
 */
final class UserRowWriter extends UserVectors implements RowWriter<User> {

    /** User's own fields, the version-specific part; the records it holds are written here. */
    private final UserColumns userFields;

    UserRowWriter(VectorSchemaRoot root) {
        super(root);
        userFields = new UserColumns(root);
    }

    @Override
    public void write(int i, User user) {
        if (user == null) {
            throw new IllegalArgumentException("users[" + i + "] is null: a row cannot be null");
        }
        userFields.write(i, user, this);
    }

    void writeAddress(int i, Address a) {
        if (a == null) {
            address.setNull(i);
            // Not-nullable children still hold a (zero) value under a null parent.
            latitude.setSafe(i, 0.0);
            longitude.setSafe(i, 0.0);
            return;
        }
        address.setIndexDefined(i);
        set(street, i, a.getStreet());
        set(city, i, a.getCity());
        set(country, i, a.getCountry());
        set(postalCode, i, a.getPostalCode());
        latitude.setSafe(i, a.getLatitude());
        longitude.setSafe(i, a.getLongitude());
    }

    void writeProfile(int i, Profile p) {
        if (p == null) {
            profile.setNull(i);
            links.setNull(i);
            writePreferences(i, null);
            return;
        }
        profile.setIndexDefined(i);
        set(bio, i, p.getBio());
        set(avatarUrl, i, p.getAvatarUrl());
        List<SocialLink> list = p.getLinks();
        if (list == null) {
            links.setNull(i);
        } else {
            int start = links.startNewValue(i);
            for (int k = 0; k < list.size(); k++) {
                SocialLink l = list.get(k);
                int at = start + k;
                if (l == null) {
                    link.setNull(at);
                } else {
                    link.setIndexDefined(at);
                    set(platform, at, l.getPlatform());
                    set(url, at, l.getUrl());
                }
            }
            links.endValue(i, list.size());
        }
        writePreferences(i, p.getPreferences());
    }

    private void writePreferences(int i, Preferences p) {
        if (p == null) {
            preferences.setNull(i);
            emailNotifications.setSafe(i, 0);
            pushNotifications.setSafe(i, 0);
            return;
        }
        preferences.setIndexDefined(i);
        set(theme, i, p.getTheme());
        set(language, i, p.getLanguage());
        emailNotifications.setSafe(i, p.isEmailNotifications() ? 1 : 0);
        pushNotifications.setSafe(i, p.isPushNotifications() ? 1 : 0);
    }

    void writeTags(int i, List<String> list) {
        if (list == null) {
            tags.setNull(i);
            return;
        }
        int start = tags.startNewValue(i);
        for (int k = 0; k < list.size(); k++) {
            set(tag, start + k, list.get(k));
        }
        tags.endValue(i, list.size());
    }

    void writeAttributes(int i, Map<String, String> map) {
        if (map == null) {
            attributes.setNull(i);
            return;
        }
        int at = attributes.startNewValue(i);
        for (Map.Entry<String, String> e : map.entrySet()) {
            if (e.getKey() == null) {
                throw new IllegalArgumentException("an Arrow map key cannot be null");
            }
            entry.setIndexDefined(at);
            set(key, at, e.getKey());
            set(value, at, e.getValue());
            at++;
        }
        attributes.endValue(i, map.size());
    }

    void writeOrders(int i, List<Order> list) {
        if (list == null) {
            orders.setNull(i);
            return;
        }
        int start = orders.startNewValue(i);
        for (int k = 0; k < list.size(); k++) {
            int at = start + k;
            Order o = list.get(k);
            if (o == null) {
                order.setNull(at);
                orderId.setSafe(at, 0L);
                placedAt.setSafe(at, 0L);
                items.setNull(at);
                continue;
            }
            order.setIndexDefined(at);
            orderId.setSafe(at, o.getOrderId());
            setEnum(status, at, o.getStatus());
            placedAt.setSafe(at, o.getPlacedAt());
            writeItems(at, o.getItems());
        }
        orders.endValue(i, list.size());
    }

    private void writeItems(int orderAt, List<OrderItem> list) {
        if (list == null) {
            items.setNull(orderAt);
            return;
        }
        int start = items.startNewValue(orderAt);
        for (int k = 0; k < list.size(); k++) {
            int at = start + k;
            OrderItem it = list.get(k);
            if (it == null) {
                item.setNull(at);
                quantity.setSafe(at, 0);
                unitPrice.setSafe(at, 0.0);
                continue;
            }
            item.setIndexDefined(at);
            set(sku, at, it.getSku());
            quantity.setSafe(at, it.getQuantity());
            unitPrice.setSafe(at, it.getUnitPrice());
        }
        items.endValue(orderAt, list.size());
    }
}
