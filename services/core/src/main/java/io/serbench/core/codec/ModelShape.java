package io.serbench.core.codec;

import io.serbench.core.model.Address;
import io.serbench.core.model.Order;
import io.serbench.core.model.OrderItem;
import io.serbench.core.model.Preferences;
import io.serbench.core.model.Profile;
import io.serbench.core.model.SocialLink;
import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;

import java.util.List;
import java.util.Map;

/**
 * Checks that every list and map of a decoded batch holds what its field declares. Formats that
 * name classes (Kryo, FST, Fory, Hessian, java.io) accept only the model's classes, but generics
 * are erased: to them a List field is a list of any allowed class, so a payload can put a Profile
 * among the users or an Address among the tags. Such a batch would be "decoded" and fail later
 * (a ClassCastException, a 500 from /api/decode).
 *
 * <p>It also checks that every string is Unicode text. A Java string may hold an unpaired
 * surrogate (a corrupted UTF-16 or CESU-8 payload decodes into one), which no UTF-8 writer
 * accepts: such a batch would "decode" and then fail when re-encoded (/api/roundtrip) or
 * shown as canonical JSON (/api/decode).
 */
public final class ModelShape {
    private ModelShape() {
    }

    /**
     * @throws IllegalArgumentException naming the first element of the wrong type (or null),
     *         or the first string that is not Unicode text
     */
    public static void check(UserBatch batch) {
        for (Object element : elements(batch.getUsers(), User.class, "users")) {
            User user = (User) element;
            text(user.getUsername(), "username");
            text(user.getEmail(), "email");
            text(user.getFirstName(), "firstName");
            text(user.getLastName(), "lastName");
            for (Object tag : elements(user.getTags(), String.class, "tags")) {
                text((String) tag, "tags");
            }
            Map<?, ?> attributes = user.getAttributes();
            if (attributes != null) {
                for (Map.Entry<?, ?> entry : attributes.entrySet()) {
                    if (!(entry.getKey() instanceof String key) || !(entry.getValue() instanceof String value)) {
                        throw new IllegalArgumentException("attributes hold an entry that is not String to String");
                    }
                    text(key, "attributes");
                    text(value, "attributes");
                }
            }
            Address address = user.getAddress();
            if (address != null) {
                text(address.getStreet(), "street");
                text(address.getCity(), "city");
                text(address.getCountry(), "country");
                text(address.getPostalCode(), "postalCode");
            }
            for (Object order : elements(user.getOrders(), Order.class, "orders")) {
                for (Object item : elements(((Order) order).getItems(), OrderItem.class, "items")) {
                    text(((OrderItem) item).getSku(), "sku");
                }
            }
            Profile profile = user.getProfile();
            if (profile != null) {
                text(profile.getBio(), "bio");
                text(profile.getAvatarUrl(), "avatarUrl");
                for (Object link : elements(profile.getLinks(), SocialLink.class, "links")) {
                    text(((SocialLink) link).getPlatform(), "platform");
                    text(((SocialLink) link).getUrl(), "url");
                }
                Preferences preferences = profile.getPreferences();
                if (preferences != null) {
                    text(preferences.getTheme(), "theme");
                    text(preferences.getLanguage(), "language");
                }
            }
        }
    }

    /** Every high surrogate followed by a low one, and no low one alone. */
    public static void text(String value, String field) {
        if (value == null) {
            return;
        }
        for (int i = 0, n = value.length(); i < n; i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw new IllegalArgumentException(String.format(
                        "%s holds an unpaired surrogate (U+%04X at index %d): not Unicode text", field, (int) c, i));
            }
        }
    }

    /** The list's elements, each checked to be of the type (an absent list has none). */
    public static List<?> elements(List<?> list, Class<?> type, String field) {
        if (list == null) {
            return List.of();
        }
        for (Object element : list) {
            if (!type.isInstance(element)) {
                throw new IllegalArgumentException(field + " holds "
                        + (element == null ? "a null" : "a " + element.getClass().getName())
                        + " where only " + type.getSimpleName() + " belongs");
            }
        }
        return list;
    }
}
