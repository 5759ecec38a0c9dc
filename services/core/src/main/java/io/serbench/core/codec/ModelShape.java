package io.serbench.core.codec;

import io.serbench.core.model.Order;
import io.serbench.core.model.OrderItem;
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
 */
public final class ModelShape {
    private ModelShape() {
    }

    /** @throws IllegalArgumentException naming the first element of the wrong type (or null) */
    public static void check(UserBatch batch) {
        for (Object element : elements(batch.getUsers(), User.class, "users")) {
            User user = (User) element;
            elements(user.getTags(), String.class, "tags");
            Map<?, ?> attributes = user.getAttributes();
            if (attributes != null) {
                for (Map.Entry<?, ?> entry : attributes.entrySet()) {
                    if (!(entry.getKey() instanceof String) || !(entry.getValue() instanceof String)) {
                        throw new IllegalArgumentException("attributes hold an entry that is not String to String");
                    }
                }
            }
            for (Object order : elements(user.getOrders(), Order.class, "orders")) {
                elements(((Order) order).getItems(), OrderItem.class, "items");
            }
            Profile profile = user.getProfile();
            if (profile != null) {
                elements(profile.getLinks(), SocialLink.class, "links");
            }
        }
    }

    private static List<?> elements(List<?> list, Class<?> type, String field) {
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
