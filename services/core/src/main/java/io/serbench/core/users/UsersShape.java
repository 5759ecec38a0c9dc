package io.serbench.core.users;

import io.serbench.core.dataset.ShapeCheck;

import java.util.Map;

/**
 * The users model's shape check ({@link ShapeCheck} says why): every list and map of a decoded
 * batch holds what its field declares (a Profile among the users or an Address among the tags
 * is refused), and every string is Unicode text.
 */
public final class UsersShape {
    private UsersShape() {
    }

    /**
     * @throws IllegalArgumentException naming the first element of the wrong type (or null),
     *         or the first string that is not Unicode text
     */
    public static void check(UserBatch batch) {
        for (Object element : ShapeCheck.elements(batch.getUsers(), User.class, "users")) {
            User user = (User) element;
            ShapeCheck.text(user.getUsername(), "username");
            ShapeCheck.text(user.getEmail(), "email");
            ShapeCheck.text(user.getFirstName(), "firstName");
            ShapeCheck.text(user.getLastName(), "lastName");
            for (Object tag : ShapeCheck.elements(user.getTags(), String.class, "tags")) {
                ShapeCheck.text((String) tag, "tags");
            }
            Map<?, ?> attributes = user.getAttributes();
            if (attributes != null) {
                for (Map.Entry<?, ?> entry : attributes.entrySet()) {
                    if (!(entry.getKey() instanceof String key) || !(entry.getValue() instanceof String value)) {
                        throw new IllegalArgumentException("attributes hold an entry that is not String to String");
                    }
                    ShapeCheck.text(key, "attributes");
                    ShapeCheck.text(value, "attributes");
                }
            }
            Address address = user.getAddress();
            if (address != null) {
                ShapeCheck.text(address.getStreet(), "street");
                ShapeCheck.text(address.getCity(), "city");
                ShapeCheck.text(address.getCountry(), "country");
                ShapeCheck.text(address.getPostalCode(), "postalCode");
            }
            for (Object order : ShapeCheck.elements(user.getOrders(), Order.class, "orders")) {
                for (Object item : ShapeCheck.elements(((Order) order).getItems(), OrderItem.class, "items")) {
                    ShapeCheck.text(((OrderItem) item).getSku(), "sku");
                }
            }
            Profile profile = user.getProfile();
            if (profile != null) {
                ShapeCheck.text(profile.getBio(), "bio");
                ShapeCheck.text(profile.getAvatarUrl(), "avatarUrl");
                for (Object link : ShapeCheck.elements(profile.getLinks(), SocialLink.class, "links")) {
                    ShapeCheck.text(((SocialLink) link).getPlatform(), "platform");
                    ShapeCheck.text(((SocialLink) link).getUrl(), "url");
                }
                Preferences preferences = profile.getPreferences();
                if (preferences != null) {
                    ShapeCheck.text(preferences.getTheme(), "theme");
                    ShapeCheck.text(preferences.getLanguage(), "language");
                }
            }
        }
    }
}
