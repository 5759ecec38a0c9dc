package io.serbench.parquet;

import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.Role;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import org.apache.parquet.io.api.Binary;

import java.util.List;
import java.util.Map;

import static io.serbench.parquet.UserSchema.*;

/**
 * Writes a user as one Parquet record, straight from the model into Parquet's record consumer
 * (which shreds it into the columns): no intermediate object model. A null reference is a field
 * that is not written, which Parquet records as a null in its definition levels; a null list
 * element or map entry has no place in the schema (nor in the model) and is refused.
 *
 * <p>One instance per file (see {@link RecordWriteSupport}).
 */
final class UserWriteSupport extends RecordWriteSupport<User> {
    /** The enum names, encoded once. */
    private static final Binary[] ROLE_NAMES = names(Role.values());
    private static final Binary[] STATUS_NAMES = names(OrderStatus.values());

    UserWriteSupport() {
        super(SCHEMA);
    }

    /** User's own fields are {@link UserFields}' (the part a version of the model changes); its records are written here. */
    @Override
    public void write(User user) {
        out.startMessage();
        UserFields.write(this, user);
        out.endMessage();
    }

    void writeRole(int index, Role role) {
        if (role != null) {
            writeBinary("role", index, ROLE_NAMES[role.ordinal()]);
        }
    }

    void writeAddress(int index, Address address) {
        if (address != null) {
            out.startField("address", index);
            writeAddress(address);
            out.endField("address", index);
        }
    }

    void writeProfile(int index, Profile profile) {
        if (profile != null) {
            out.startField("profile", index);
            writeProfile(profile);
            out.endField("profile", index);
        }
    }

    void writeTags(int index, List<String> tags) {
        if (tags != null) {
            writeStrings("tags", index, tags, "tags");
        }
    }

    private void writeAddress(Address address) {
        out.startGroup();
        writeString("street", STREET, address.getStreet());
        writeString("city", CITY, address.getCity());
        writeString("country", COUNTRY, address.getCountry());
        writeString("postalCode", POSTAL_CODE, address.getPostalCode());
        writeDouble("latitude", LATITUDE, address.getLatitude());
        writeDouble("longitude", LONGITUDE, address.getLongitude());
        out.endGroup();
    }

    private void writeProfile(Profile profile) {
        out.startGroup();
        writeString("bio", BIO, profile.getBio());
        writeString("avatarUrl", AVATAR_URL, profile.getAvatarUrl());
        List<SocialLink> links = profile.getLinks();
        if (links != null) {
            startList("links", LINKS, links.size());
            for (SocialLink link : links) {
                out.startGroup(); // the repeated "list" group: one per element
                out.startField("element", ELEMENT);
                out.startGroup();
                writeString("platform", PLATFORM, required(link, "links").getPlatform());
                writeString("url", URL, link.getUrl());
                out.endGroup();
                out.endField("element", ELEMENT);
                out.endGroup();
            }
            endList("links", LINKS, links.size());
        }
        Preferences preferences = profile.getPreferences();
        if (preferences != null) {
            out.startField("preferences", PREFERENCES);
            out.startGroup();
            writeString("theme", THEME, preferences.getTheme());
            writeString("language", LANGUAGE, preferences.getLanguage());
            writeBoolean("emailNotifications", EMAIL_NOTIFICATIONS, preferences.isEmailNotifications());
            writeBoolean("pushNotifications", PUSH_NOTIFICATIONS, preferences.isPushNotifications());
            out.endGroup();
            out.endField("preferences", PREFERENCES);
        }
        out.endGroup();
    }

    void writeAttributes(int index, Map<String, String> attributes) {
        if (attributes == null) {
            return;
        }
        out.startField("attributes", index);
        out.startGroup();
        if (!attributes.isEmpty()) {
            out.startField("key_value", KEY_VALUE);
            for (Map.Entry<String, String> entry : attributes.entrySet()) {
                out.startGroup();
                writeString("key", KEY, required(entry.getKey(), "attributes (a key)"));
                writeString("value", VALUE, required(entry.getValue(), "attributes (a value)"));
                out.endGroup();
            }
            out.endField("key_value", KEY_VALUE);
        }
        out.endGroup();
        out.endField("attributes", index);
    }

    void writeOrders(int index, List<Order> orders) {
        if (orders == null) {
            return;
        }
        startList("orders", index, orders.size());
        for (Order order : orders) {
            out.startGroup();
            out.startField("element", ELEMENT);
            out.startGroup();
            writeLong("orderId", ORDER_ID, required(order, "orders").getOrderId());
            if (order.getStatus() != null) {
                writeBinary("status", STATUS, STATUS_NAMES[order.getStatus().ordinal()]);
            }
            writeLong("placedAt", PLACED_AT, order.getPlacedAt());
            if (order.getItems() != null) {
                writeItems(order.getItems());
            }
            out.endGroup();
            out.endField("element", ELEMENT);
            out.endGroup();
        }
        endList("orders", index, orders.size());
    }

    private void writeItems(List<OrderItem> items) {
        startList("items", ITEMS, items.size());
        for (OrderItem item : items) {
            out.startGroup();
            out.startField("element", ELEMENT);
            out.startGroup();
            writeString("sku", SKU, required(item, "items").getSku());
            out.startField("quantity", QUANTITY);
            out.addInteger(item.getQuantity());
            out.endField("quantity", QUANTITY);
            writeDouble("unitPrice", UNIT_PRICE, item.getUnitPrice());
            out.endGroup();
            out.endField("element", ELEMENT);
            out.endGroup();
        }
        endList("items", ITEMS, items.size());
    }

    /** List elements and map entries are required in the schema, as in the model. */
    @Override
    protected <V> V required(V value, String field) {
        if (value == null) {
            throw new IllegalArgumentException(field + " holds a null, which the user schema has no place for");
        }
        return value;
    }
}
