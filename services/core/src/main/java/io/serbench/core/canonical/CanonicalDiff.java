package io.serbench.core.canonical;

import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Finds the first place where two batches differ, named by its path, for example
 * {@code users[17].orders[2].items[0].unitPrice: 12.5 != 12.25} (expected first).
 * It agrees with the model's {@code equals}: doubles bit for bit, map entries in order.
 */
public final class CanonicalDiff {
    private CanonicalDiff() {
    }

    /** Empty when the batches are equal. */
    public static Optional<String> firstDifference(UserBatch expected, UserBatch actual) {
        if (expected == null || actual == null) {
            return expected == actual ? Optional.empty()
                    : Optional.of("batch: " + (expected == null ? "null" : "a batch") + " != "
                            + (actual == null ? "null" : "a batch"));
        }
        List<User> e = expected.getUsers();
        List<User> a = actual.getUsers();
        if (e == null || a == null || e.size() != a.size()) {
            return Optional.ofNullable(diff("", CanonicalTree.of(expected), CanonicalTree.of(actual)));
        }
        // User by user, and a tree only for a user that differs: at users=100000 the trees of
        // two whole batches would need several times the heap the batches themselves take.
        for (int i = 0; i < e.size(); i++) {
            if (Objects.equals(e.get(i), a.get(i))) {
                continue;
            }
            String found = diff("users[" + i + "]", treeOf(e.get(i)), treeOf(a.get(i)));
            if (found != null) {
                return Optional.of(found);
            }
        }
        return Optional.empty();
    }

    private static Object treeOf(User user) {
        return user == null ? null : CanonicalTree.user(user);
    }

    /** Compares two canonical trees; null when equal. */
    public static String diff(String path, Object expected, Object actual) {
        if (expected instanceof Map<?, ?> e && actual instanceof Map<?, ?> a) {
            return diffMaps(path, e, a);
        }
        if (expected instanceof List<?> e && actual instanceof List<?> a) {
            if (e.size() != a.size()) {
                return label(path) + ": " + e.size() + " items != " + a.size() + " items";
            }
            for (int i = 0; i < e.size(); i++) {
                String found = diff(path + "[" + i + "]", e.get(i), a.get(i));
                if (found != null) {
                    return found;
                }
            }
            return null;
        }
        if (sameScalar(expected, actual)) {
            return null;
        }
        return label(path) + ": " + show(expected) + " != " + show(actual);
    }

    private static String diffMaps(String path, Map<?, ?> expected, Map<?, ?> actual) {
        for (Map.Entry<?, ?> entry : expected.entrySet()) {
            String child = path.isEmpty() ? String.valueOf(entry.getKey()) : path + "." + entry.getKey();
            if (!actual.containsKey(entry.getKey())) {
                return child + ": " + show(entry.getValue()) + " != (missing)";
            }
            String found = diff(child, entry.getValue(), actual.get(entry.getKey()));
            if (found != null) {
                return found;
            }
        }
        for (Object key : actual.keySet()) {
            if (!expected.containsKey(key)) {
                String child = path.isEmpty() ? String.valueOf(key) : path + "." + key;
                return child + ": (missing) != " + show(actual.get(key));
            }
        }
        List<?> expectedKeys = new ArrayList<>(expected.keySet());
        List<?> actualKeys = new ArrayList<>(actual.keySet());
        if (!expectedKeys.equals(actualKeys)) {
            return label(path) + ": key order " + expectedKeys + " != " + actualKeys;
        }
        return null;
    }

    private static boolean sameScalar(Object expected, Object actual) {
        if (expected instanceof Double e && actual instanceof Double a) {
            return Double.doubleToLongBits(e) == Double.doubleToLongBits(a);
        }
        return Objects.equals(expected, actual);
    }

    private static String label(String path) {
        return path.isEmpty() ? "(root)" : path;
    }

    private static String show(Object value) {
        if (value instanceof String s) {
            return s.length() > 60 ? "\"" + s.substring(0, 57) + "...\" (" + s.length() + " chars)" : "\"" + s + "\"";
        }
        if (value instanceof Map<?, ?> map) {
            return "{" + map.size() + " entries}";
        }
        if (value instanceof List<?> list) {
            return "[" + list.size() + " items]";
        }
        return String.valueOf(value);
    }
}
