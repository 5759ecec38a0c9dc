package io.serbench.arrow;

import io.serbench.core.model.Address;
import io.serbench.core.model.Order;
import io.serbench.core.model.OrderItem;
import io.serbench.core.model.OrderStatus;
import io.serbench.core.model.Preferences;
import io.serbench.core.model.Profile;
import io.serbench.core.model.Role;
import io.serbench.core.model.SocialLink;
import io.serbench.core.model.User;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.vector.BaseIntVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.dictionary.Dictionary;
import org.apache.arrow.vector.dictionary.DictionaryProvider;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads every value of one loaded record batch into the domain model. The batch has been
 * checked against {@link UserBatchSchema} and validated by Arrow (buffer sizes, offsets inside
 * their data), so offsets and indices can be followed; a null where the schema allows none
 * makes Arrow's own {@code get} throw. Not thread-safe: one per decode.
 */
final class BatchReader extends UserVectors {
    private final Role[] roles;
    private final OrderStatus[] statuses;

    /** UTF-8 bytes of the string being read: one array per decode rather than one per string. */
    private byte[] scratch = new byte[256];

    /** Binds the vectors of a loaded batch whose schema passed {@link UserBatchSchema#requireSameShape}. */
    BatchReader(VectorSchemaRoot root, DictionaryProvider dictionaries) {
        super(root);
        roles = constants(dictionaries, role, Role.class);
        statuses = constants(dictionaries, status, OrderStatus.class);
    }

    /**
     * The enum constant behind each dictionary index. The dictionary may list the names in any
     * order (pyarrow lists them as first seen); an unknown or null name is refused.
     */
    private <E extends Enum<E>> E[] constants(DictionaryProvider dictionaries, FieldVector indices, Class<E> type) {
        Dictionary dictionary = dictionaries.lookup(indices.getField().getDictionary().getId());
        VarCharVector names = (VarCharVector) dictionary.getVector();
        int count = names.getValueCount();
        E[] constants = type.getEnumConstants();
        if (count > constants.length) {
            throw new IllegalArgumentException("the " + type.getSimpleName() + " dictionary has " + count
                    + " entries; the enum has " + constants.length);
        }
        E[] byIndex = Arrays.copyOf(constants, count);
        for (int i = 0; i < count; i++) {
            String name = string(names, i);
            if (name == null) {
                throw new IllegalArgumentException("a null name in the " + type.getSimpleName() + " dictionary");
            }
            byIndex[i] = Enum.valueOf(type, name);
        }
        return byIndex;
    }

    void readInto(List<User> users, int rows) {
        for (int i = 0; i < rows; i++) {
            users.add(user(i));
        }
    }

    private User user(int i) {
        User u = new User();
        u.setId(id.get(i));
        u.setUsername(string(username, i));
        u.setEmail(string(email, i));
        u.setFirstName(string(firstName, i));
        u.setLastName(string(lastName, i));
        u.setAge(age.get(i));
        u.setScore(score.get(i));
        u.setActive(active.get(i) != 0);
        u.setRole(constant(role, i, roles));
        u.setCreatedAt(createdAt.get(i));
        u.setAddress(address(i));
        u.setProfile(profile(i));
        u.setTags(tags(i));
        u.setAttributes(attributes(i));
        u.setOrders(orders(i));
        return u;
    }

    private Address address(int i) {
        if (address.isNull(i)) {
            return null;
        }
        return new Address(string(street, i), string(city, i), string(country, i), string(postalCode, i),
                latitude.get(i), longitude.get(i));
    }

    private Profile profile(int i) {
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

    private List<String> tags(int i) {
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

    private Map<String, String> attributes(int i) {
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

    private List<Order> orders(int i) {
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

    private static <E> E constant(BaseIntVector indices, int i, E[] byIndex) {
        if (indices.isNull(i)) {
            return null;
        }
        long index = indices.getValueAsLong(i);
        if (index < 0 || index >= byIndex.length) {
            throw new IllegalArgumentException("dictionary index " + index + " outside a dictionary of "
                    + byIndex.length);
        }
        return byIndex[(int) index];
    }

    /** A string read straight from the offset and data buffers (validated before: offsets in range). */
    private String string(VarCharVector vector, int i) {
        if (vector.isNull(i)) {
            return null;
        }
        ArrowBuf offsets = vector.getOffsetBuffer();
        int start = offsets.getInt((long) i * VarCharVector.OFFSET_WIDTH);
        int length = offsets.getInt((long) (i + 1) * VarCharVector.OFFSET_WIDTH) - start;
        if (length > scratch.length) {
            scratch = new byte[Math.max(length, 2 * scratch.length)];
        }
        vector.getDataBuffer().getBytes(start, scratch, 0, length);
        return new String(scratch, 0, length, StandardCharsets.UTF_8);
    }
}
