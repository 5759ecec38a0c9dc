package io.serbench.ion;

import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static io.serbench.ion.IonWrite.batch;
import static io.serbench.ion.IonWrite.string;
import static io.serbench.ion.IonWrite.strings;

/**
 * Writes the users model field by field over a streaming IonWriter, in the layout
 * {@link IonCodec} describes for every model (User's own fields: {@link IonUserFields}). The users
 * model's part of it:
 * <ul>
 *   <li>the batch is the struct {@code {users: [...]}};</li>
 *   <li>every record (User, Address, Profile, SocialLink, Preferences, Order, OrderItem) is a
 *       struct of its fields in the model's order;</li>
 *   <li>int64 and int32 fields are Ion ints, doubles Ion floats, {@code role} and an order's
 *       {@code status} symbols, {@code tags}, {@code links}, {@code orders} and {@code items}
 *       lists, {@code attributes} a struct of strings in insertion order (Ion's data model calls
 *       struct fields unordered, but the binary encoding keeps them in the order written and
 *       both ion-java's and amazon.ion's readers return them in that order);</li>
 *   <li>a null is {@code null.string}, {@code null.struct}, {@code null.list} or
 *       {@code null.symbol}, by the field's type.</li>
 * </ul>
 */
final class IonUsersWriter {
    private IonUsersWriter() {
    }

    static void write(IonWriter out, UserBatch batch) throws IOException {
        batch(out, "users", batch.getUsers(), IonUsersWriter::user);
    }

    private static void user(IonWriter out, User u) throws IOException {
        if (u == null) {
            out.writeNull(IonType.STRUCT);
            return;
        }
        out.stepIn(IonType.STRUCT);
        IonUserFields.write(out, u);
        out.stepOut();
    }

    static void address(IonWriter out, Address a) throws IOException {
        if (a == null) {
            out.writeNull(IonType.STRUCT);
            return;
        }
        out.stepIn(IonType.STRUCT);
        string(out, "street", a.getStreet());
        string(out, "city", a.getCity());
        string(out, "country", a.getCountry());
        string(out, "postalCode", a.getPostalCode());
        out.setFieldName("latitude");
        out.writeFloat(a.getLatitude());
        out.setFieldName("longitude");
        out.writeFloat(a.getLongitude());
        out.stepOut();
    }

    static void profile(IonWriter out, Profile p) throws IOException {
        if (p == null) {
            out.writeNull(IonType.STRUCT);
            return;
        }
        out.stepIn(IonType.STRUCT);
        string(out, "bio", p.getBio());
        string(out, "avatarUrl", p.getAvatarUrl());
        out.setFieldName("links");
        List<SocialLink> links = p.getLinks();
        if (links == null) {
            out.writeNull(IonType.LIST);
        } else {
            out.stepIn(IonType.LIST);
            for (SocialLink link : links) {
                if (link == null) {
                    out.writeNull(IonType.STRUCT);
                    continue;
                }
                out.stepIn(IonType.STRUCT);
                string(out, "platform", link.getPlatform());
                string(out, "url", link.getUrl());
                out.stepOut();
            }
            out.stepOut();
        }
        out.setFieldName("preferences");
        Preferences prefs = p.getPreferences();
        if (prefs == null) {
            out.writeNull(IonType.STRUCT);
        } else {
            out.stepIn(IonType.STRUCT);
            string(out, "theme", prefs.getTheme());
            string(out, "language", prefs.getLanguage());
            out.setFieldName("emailNotifications");
            out.writeBool(prefs.isEmailNotifications());
            out.setFieldName("pushNotifications");
            out.writeBool(prefs.isPushNotifications());
            out.stepOut();
        }
        out.stepOut();
    }

    static void orders(IonWriter out, List<Order> orders) throws IOException {
        if (orders == null) {
            out.writeNull(IonType.LIST);
            return;
        }
        out.stepIn(IonType.LIST);
        for (Order o : orders) {
            if (o == null) {
                out.writeNull(IonType.STRUCT);
                continue;
            }
            out.stepIn(IonType.STRUCT);
            out.setFieldName("orderId");
            out.writeInt(o.getOrderId());
            out.setFieldName("status");
            out.writeSymbol(o.getStatus() == null ? null : o.getStatus().name());
            out.setFieldName("placedAt");
            out.writeInt(o.getPlacedAt());
            out.setFieldName("items");
            List<OrderItem> items = o.getItems();
            if (items == null) {
                out.writeNull(IonType.LIST);
            } else {
                out.stepIn(IonType.LIST);
                for (OrderItem item : items) {
                    if (item == null) {
                        out.writeNull(IonType.STRUCT);
                        continue;
                    }
                    out.stepIn(IonType.STRUCT);
                    string(out, "sku", item.getSku());
                    out.setFieldName("quantity");
                    out.writeInt(item.getQuantity());
                    out.setFieldName("unitPrice");
                    out.writeFloat(item.getUnitPrice());
                    out.stepOut();
                }
                out.stepOut();
            }
            out.stepOut();
        }
        out.stepOut();
    }

    static void attributes(IonWriter out, Map<String, String> attributes) throws IOException {
        if (attributes == null) {
            out.writeNull(IonType.STRUCT);
            return;
        }
        out.stepIn(IonType.STRUCT);
        for (Map.Entry<String, String> entry : attributes.entrySet()) {
            out.setFieldName(entry.getKey());
            out.writeString(entry.getValue());
        }
        out.stepOut();
    }
}
