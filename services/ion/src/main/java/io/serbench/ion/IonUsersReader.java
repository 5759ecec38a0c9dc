package io.serbench.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
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

import static io.serbench.ion.IonRead.batch;
import static io.serbench.ion.IonRead.bool;
import static io.serbench.ion.IonRead.float64;
import static io.serbench.ion.IonRead.int32;
import static io.serbench.ion.IonRead.int64;
import static io.serbench.ion.IonRead.list;
import static io.serbench.ion.IonRead.once;
import static io.serbench.ion.IonRead.string;
import static io.serbench.ion.IonRead.strings;
import static io.serbench.ion.IonRead.struct;
import static io.serbench.ion.IonRead.symbol;

/**
 * Reads the users model as {@link IonUsersWriter} lays it out, strictly, over a streaming
 * IonReader, with the checks of {@link IonRead}. Each record reads its fields in any order,
 * refuses an unknown or repeated one and requires all. Lists grow as elements arrive: nothing is
 * sized from the payload. User's own fields are {@link IonUserFields}'.
 *
 * <p>The reader of the evolution matrix's {@code compatible} configuration
 * ({@link #skippingUnknownFields}) is the same code with two checks left out
 * ({@link IonRecordReader}): a field the record does not know is not read, so the next
 * {@link IonReader#next()} steps over it, and a field the record lacks keeps its default.
 */
final class IonUsersReader extends IonRecordReader {
    /** Reads strictly, as benchmarked. */
    static final IonUsersReader STRICT = new IonUsersReader(false);

    private IonUsersReader(boolean skipsUnknownFields) {
        super(skipsUnknownFields);
    }

    /** The tolerant reader: unknown fields stepped over, missing fields left at their defaults. */
    static IonUsersReader skippingUnknownFields() {
        return new IonUsersReader(true);
    }

    UserBatch read(IonReader in) {
        return new UserBatch(batch(in, "users", this::user));
    }

    private User user(IonReader in, IonType type) {
        if (!struct(in, type)) {
            return null;
        }
        User u = new User();
        in.stepIn();
        int seen = 0;
        for (IonType t = in.next(); t != null; t = in.next()) {
            String field = in.getFieldName();
            int f = IonUserFields.index(field == null ? "" : field);
            if (f == UNKNOWN) {
                unknown("User", field);
                continue;
            }
            seen = once(seen, f, field);
            IonUserFields.read(this, in, t, u, f);
        }
        in.stepOut();
        requireAll(seen, IonUserFields.count(), "User");
        return u;
    }

    Address address(IonReader in, IonType type) {
        if (!struct(in, type)) {
            return null;
        }
        Address a = new Address();
        in.stepIn();
        int seen = 0;
        for (IonType t = in.next(); t != null; t = in.next()) {
            String field = in.getFieldName();
            int f = switch (field == null ? "" : field) {
                case "street" -> 0;
                case "city" -> 1;
                case "country" -> 2;
                case "postalCode" -> 3;
                case "latitude" -> 4;
                case "longitude" -> 5;
                default -> UNKNOWN;
            };
            if (f == UNKNOWN) {
                unknown("Address", field);
                continue;
            }
            seen = once(seen, f, field);
            switch (f) {
                case 0 -> a.setStreet(string(in, t));
                case 1 -> a.setCity(string(in, t));
                case 2 -> a.setCountry(string(in, t));
                case 3 -> a.setPostalCode(string(in, t));
                case 4 -> a.setLatitude(float64(in, t));
                default -> a.setLongitude(float64(in, t));
            }
        }
        in.stepOut();
        requireAll(seen, 6, "Address");
        return a;
    }

    Profile profile(IonReader in, IonType type) {
        if (!struct(in, type)) {
            return null;
        }
        Profile p = new Profile();
        in.stepIn();
        int seen = 0;
        for (IonType t = in.next(); t != null; t = in.next()) {
            String field = in.getFieldName();
            int f = switch (field == null ? "" : field) {
                case "bio" -> 0;
                case "avatarUrl" -> 1;
                case "links" -> 2;
                case "preferences" -> 3;
                default -> UNKNOWN;
            };
            if (f == UNKNOWN) {
                unknown("Profile", field);
                continue;
            }
            seen = once(seen, f, field);
            switch (f) {
                case 0 -> p.setBio(string(in, t));
                case 1 -> p.setAvatarUrl(string(in, t));
                case 2 -> p.setLinks(links(in, t));
                default -> p.setPreferences(preferences(in, t));
            }
        }
        in.stepOut();
        requireAll(seen, 4, "Profile");
        return p;
    }

    private List<SocialLink> links(IonReader in, IonType type) {
        if (!list(in, type)) {
            return null;
        }
        List<SocialLink> links = new ArrayList<>();
        in.stepIn();
        for (IonType t = in.next(); t != null; t = in.next()) {
            if (!struct(in, t)) {
                links.add(null);
                continue;
            }
            SocialLink link = new SocialLink();
            in.stepIn();
            int seen = 0;
            for (IonType ft = in.next(); ft != null; ft = in.next()) {
                String field = in.getFieldName();
                if ("platform".equals(field)) {
                    seen = once(seen, 0, field);
                    link.setPlatform(string(in, ft));
                } else if ("url".equals(field)) {
                    seen = once(seen, 1, field);
                    link.setUrl(string(in, ft));
                } else {
                    unknown("SocialLink", field);
                }
            }
            in.stepOut();
            requireAll(seen, 2, "SocialLink");
            links.add(link);
        }
        in.stepOut();
        return links;
    }

    private Preferences preferences(IonReader in, IonType type) {
        if (!struct(in, type)) {
            return null;
        }
        Preferences p = new Preferences();
        in.stepIn();
        int seen = 0;
        for (IonType t = in.next(); t != null; t = in.next()) {
            String field = in.getFieldName();
            int f = switch (field == null ? "" : field) {
                case "theme" -> 0;
                case "language" -> 1;
                case "emailNotifications" -> 2;
                case "pushNotifications" -> 3;
                default -> UNKNOWN;
            };
            if (f == UNKNOWN) {
                unknown("Preferences", field);
                continue;
            }
            seen = once(seen, f, field);
            switch (f) {
                case 0 -> p.setTheme(string(in, t));
                case 1 -> p.setLanguage(string(in, t));
                case 2 -> p.setEmailNotifications(bool(in, t));
                default -> p.setPushNotifications(bool(in, t));
            }
        }
        in.stepOut();
        requireAll(seen, 4, "Preferences");
        return p;
    }

    List<Order> orders(IonReader in, IonType type) {
        if (!list(in, type)) {
            return null;
        }
        List<Order> orders = new ArrayList<>();
        in.stepIn();
        for (IonType t = in.next(); t != null; t = in.next()) {
            if (!struct(in, t)) {
                orders.add(null);
                continue;
            }
            Order o = new Order();
            in.stepIn();
            int seen = 0;
            for (IonType ft = in.next(); ft != null; ft = in.next()) {
                String field = in.getFieldName();
                int f = switch (field == null ? "" : field) {
                    case "orderId" -> 0;
                    case "status" -> 1;
                    case "placedAt" -> 2;
                    case "items" -> 3;
                    default -> UNKNOWN;
                };
                if (f == UNKNOWN) {
                    unknown("Order", field);
                    continue;
                }
                seen = once(seen, f, field);
                switch (f) {
                    case 0 -> o.setOrderId(int64(in, ft));
                    case 1 -> o.setStatus(status(in, ft));
                    case 2 -> o.setPlacedAt(int64(in, ft));
                    default -> o.setItems(items(in, ft));
                }
            }
            in.stepOut();
            requireAll(seen, 4, "Order");
            orders.add(o);
        }
        in.stepOut();
        return orders;
    }

    private List<OrderItem> items(IonReader in, IonType type) {
        if (!list(in, type)) {
            return null;
        }
        List<OrderItem> items = new ArrayList<>();
        in.stepIn();
        for (IonType t = in.next(); t != null; t = in.next()) {
            if (!struct(in, t)) {
                items.add(null);
                continue;
            }
            OrderItem item = new OrderItem();
            in.stepIn();
            int seen = 0;
            for (IonType ft = in.next(); ft != null; ft = in.next()) {
                String field = in.getFieldName();
                int f = switch (field == null ? "" : field) {
                    case "sku" -> 0;
                    case "quantity" -> 1;
                    case "unitPrice" -> 2;
                    default -> UNKNOWN;
                };
                if (f == UNKNOWN) {
                    unknown("OrderItem", field);
                    continue;
                }
                seen = once(seen, f, field);
                switch (f) {
                    case 0 -> item.setSku(string(in, ft));
                    case 1 -> item.setQuantity(int32(in, ft));
                    default -> item.setUnitPrice(float64(in, ft));
                }
            }
            in.stepOut();
            requireAll(seen, 3, "OrderItem");
            items.add(item);
        }
        in.stepOut();
        return items;
    }

    Map<String, String> attributes(IonReader in, IonType type) {
        if (!struct(in, type)) {
            return null;
        }
        Map<String, String> attributes = new LinkedHashMap<>();
        in.stepIn();
        for (IonType t = in.next(); t != null; t = in.next()) {
            String key = in.getFieldName();
            if (key == null) {
                throw new IonException("an attribute key is a symbol without text");
            }
            if (attributes.put(key, string(in, t)) != null || attributes.size() == 0) {
                throw new IonException("attribute key '" + key + "' appears twice");
            }
        }
        in.stepOut();
        return attributes;
    }

    private OrderStatus status(IonReader in, IonType type) {
        String name = symbol(in, type);
        if (name == null) {
            return null;
        }
        return switch (name) {
            case "PENDING" -> OrderStatus.PENDING;
            case "PAID" -> OrderStatus.PAID;
            case "SHIPPED" -> OrderStatus.SHIPPED;
            case "DELIVERED" -> OrderStatus.DELIVERED;
            case "CANCELLED" -> OrderStatus.CANCELLED;
            default -> throw new IonException("no OrderStatus named '" + name + "'");
        };
    }
}
