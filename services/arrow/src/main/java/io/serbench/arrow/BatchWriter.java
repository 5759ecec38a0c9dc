package io.serbench.arrow;

import io.serbench.core.codec.BufferReuse;
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
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.dictionary.DictionaryProvider;
import org.apache.arrow.vector.ipc.ArrowStreamWriter;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static io.serbench.arrow.Columns.set;
import static io.serbench.arrow.Columns.setEnum;

/**
 * Everything one serialization needs, kept between serializations: the vectors of the
 * {@link UserBatchSchema} (reset, not rebuilt, so their buffers are reused), the two enum
 * dictionaries and the output buffer. Not thread-safe: {@link ArrowCodec} lends each one to one
 * thread at a time.
 */
final class BatchWriter extends UserVectors implements StreamWriter<UserBatch> {
    private final BufferAllocator allocator;
    private final DictionaryProvider.MapDictionaryProvider dictionaries;
    private final ByteArrayChannel out = new ByteArrayChannel();

    /** A writer with its own child allocator, released by {@link #close()}. */
    static BatchWriter open(BufferAllocator parent) {
        BufferAllocator allocator = parent.newChildAllocator("arrow-batch-writer", 0, Long.MAX_VALUE);
        VectorSchemaRoot root = null;
        try {
            root = VectorSchemaRoot.create(UserBatchSchema.SCHEMA, allocator);
            root.allocateNew();
            return new BatchWriter(allocator, root);
        } catch (RuntimeException e) {
            if (root != null) {
                root.close();
            }
            allocator.close();
            throw e;
        }
    }

    private BatchWriter(BufferAllocator allocator, VectorSchemaRoot root) {
        super(root);
        this.allocator = allocator;
        dictionaries = new DictionaryProvider.MapDictionaryProvider(
                Columns.dictionary(UserBatchSchema.ROLE, Role.values(), allocator),
                Columns.dictionary(UserBatchSchema.ORDER_STATUS, OrderStatus.values(), allocator));
    }

    /** The batch as one Arrow IPC stream: schema, the two dictionaries, one record batch, end of stream. */
    @Override
    public byte[] write(UserBatch batch) throws IOException {
        List<User> users = batch.getUsers();
        if (users == null) {
            throw new IllegalArgumentException("a batch without a users list has no Arrow form (zero rows is [])");
        }
        for (FieldVector vector : root.getFieldVectors()) {
            vector.reset(); // zeroes validity and offsets, keeps the buffers
        }
        int rows = users.size();
        for (int i = 0; i < rows; i++) {
            User user = users.get(i);
            if (user == null) {
                throw new IllegalArgumentException("users[" + i + "] is null: a row cannot be null");
            }
            writeUser(i, user);
        }
        root.setRowCount(rows); // sets every vector's value count, children included

        out.reset();
        // A writer per stream: it writes the schema first and the end-of-stream marker on end().
        try (ArrowStreamWriter writer = new ArrowStreamWriter(root, dictionaries, out)) {
            writer.start();
            writer.writeBatch();
            writer.end();
        }
        return out.toByteArray();
    }

    /**
     * {@link BufferReuse}, the rule every codec follows: the output array and the vectors' off-heap
     * buffers are kept while each is at most {@link BufferReuse#MAX_RETAINED_BYTES}.
     */
    @Override
    public boolean worthKeeping() {
        return BufferReuse.keeps(out.capacity()) && BufferReuse.keeps(allocator.getAllocatedMemory());
    }

    private void writeUser(int i, User user) {
        id.setSafe(i, user.getId());
        set(username, i, user.getUsername());
        set(email, i, user.getEmail());
        set(firstName, i, user.getFirstName());
        set(lastName, i, user.getLastName());
        age.setSafe(i, user.getAge());
        score.setSafe(i, user.getScore());
        active.setSafe(i, user.isActive() ? 1 : 0);
        setEnum(role, i, user.getRole());
        createdAt.setSafe(i, user.getCreatedAt());
        writeAddress(i, user.getAddress());
        writeProfile(i, user.getProfile());
        writeTags(i, user.getTags());
        writeAttributes(i, user.getAttributes());
        writeOrders(i, user.getOrders());
    }

    private void writeAddress(int i, Address a) {
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

    private void writeProfile(int i, Profile p) {
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

    private void writeTags(int i, List<String> list) {
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

    private void writeAttributes(int i, Map<String, String> map) {
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

    private void writeOrders(int i, List<Order> list) {
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

    @Override
    public void close() {
        try {
            root.close();
            dictionaries.close();
        } finally {
            allocator.close();
        }
    }
}
