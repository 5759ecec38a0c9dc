package io.serbench.arrow;

import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.Role;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.dictionary.DictionaryProvider;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.serbench.arrow.Columns.constant;

/**
 * Reads every value of one loaded record batch into users. The batch has been
 * checked against {@link UserBatchSchema} and validated by Arrow (buffer sizes, offsets inside
 * their data), so offsets and indices can be followed; a null where the schema allows none
 * makes Arrow's own {@code get} throw. Not thread-safe: one per decode.
 */
final class UserRowReader extends UserVectors implements RowReader<User> {
    private final Role[] roles;
    private final OrderStatus[] statuses;

    /** UTF-8 bytes of the string being read: one array per decode rather than one per string. */
    private final Columns.Strings strings = new Columns.Strings();

    /** User's own fields, the version-specific part; the records it holds are read here. */
    private final UserColumns userFields;

    /** Binds the vectors of a loaded batch whose schema passed {@link StreamSchema#requireSameShape}. */
    UserRowReader(VectorSchemaRoot root, DictionaryProvider dictionaries) {
        super(root);
        userFields = new UserColumns(root);
        roles = Columns.constants(dictionaries, userFields.role, Role.class, strings);
        statuses = Columns.constants(dictionaries, status, OrderStatus.class, strings);
    }

    @Override
    public void readInto(List<User> users, int rows) {
        for (int i = 0; i < rows; i++) {
            users.add(userFields.read(i, this));
        }
    }

    /** The Role constant behind each index of the role dictionary. */
    Role[] roles() {
        return roles;
    }

    Address address(int i) {
        if (address.isNull(i)) {
            return null;
        }
        return new Address(string(street, i), string(city, i), string(country, i), string(postalCode, i),
                latitude.get(i), longitude.get(i));
    }

    Profile profile(int i) {
        if (profile.isNull(i)) {
            return null;
        }
        List<SocialLink> linkList = null;
        if (!links.isNull(i)) {
            int start = links.getElementStartIndex(i);
            int end = links.getElementEndIndex(i);
            linkList = new ArrayList<>(end - start);
            for (int at = start; at < end; at++) {
                linkList.add(link.isNull(at) ? null : new SocialLink(string(platform, at), string(url, at)));
            }
        }
        Preferences prefs = preferences.isNull(i) ? null : new Preferences(string(theme, i), string(language, i),
                emailNotifications.get(i) != 0, pushNotifications.get(i) != 0);
        return new Profile(string(bio, i), string(avatarUrl, i), linkList, prefs);
    }

    List<String> tags(int i) {
        if (tags.isNull(i)) {
            return null;
        }
        int start = tags.getElementStartIndex(i);
        int end = tags.getElementEndIndex(i);
        List<String> list = new ArrayList<>(end - start);
        for (int at = start; at < end; at++) {
            list.add(string(tag, at));
        }
        return list;
    }

    Map<String, String> attributes(int i) {
        if (attributes.isNull(i)) {
            return null;
        }
        int start = attributes.getElementStartIndex(i);
        int end = attributes.getElementEndIndex(i);
        Map<String, String> map = new LinkedHashMap<>(Math.max(4, (int) ((end - start) / 0.75f) + 1));
        for (int at = start; at < end; at++) {
            String k = string(key, at);
            if (k == null) {
                throw new IllegalArgumentException("a null map key");
            }
            map.put(k, string(value, at));
            if (map.size() != at - start + 1) { // the model's map cannot hold a key twice
                throw new IllegalArgumentException("the map key '" + k + "' appears twice");
            }
        }
        return map;
    }

    List<Order> orders(int i) {
        if (orders.isNull(i)) {
            return null;
        }
        int start = orders.getElementStartIndex(i);
        int end = orders.getElementEndIndex(i);
        List<Order> list = new ArrayList<>(end - start);
        for (int at = start; at < end; at++) {
            list.add(order.isNull(at) ? null
                    : new Order(orderId.get(at), constant(status, at, statuses), placedAt.get(at), items(at)));
        }
        return list;
    }

    private List<OrderItem> items(int orderAt) {
        if (items.isNull(orderAt)) {
            return null;
        }
        int start = items.getElementStartIndex(orderAt);
        int end = items.getElementEndIndex(orderAt);
        List<OrderItem> list = new ArrayList<>(end - start);
        for (int at = start; at < end; at++) {
            list.add(item.isNull(at) ? null : new OrderItem(string(sku, at), quantity.get(at), unitPrice.get(at)));
        }
        return list;
    }

    String string(VarCharVector vector, int i) {
        return strings.get(vector, i);
    }
}
