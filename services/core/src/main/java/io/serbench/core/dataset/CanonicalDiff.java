package io.serbench.core.dataset;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Finds the first place where two batches differ, named by its path, for example
 * {@code users[17].orders[2].items[0].unitPrice: 12.5 != 12.25} (expected first), by comparing
 * canonical trees (see {@link CanonicalJson}): doubles bit for bit, map entries in order.
 */
public final class CanonicalDiff {
    private CanonicalDiff() {
    }

    /**
     * The first difference between two batches of a model; empty when they are equal.
     *
     * <p>Item by item, and a tree only for an item whose objects differ: for the largest datasets
     * the trees of two whole batches would need several times the heap the batches take.
     *
     * @param field the batch's one field, which holds the list of items ("users", "items")
     * @param items the batch's list of items (may be null)
     * @param tree  an item's canonical tree
     */
    public static <B, E> Optional<String> firstDifference(B expected, B actual, String field,
                                                          Function<B, List<E>> items, Function<E, Object> tree) {
        if (expected == null || actual == null) {
            return expected == actual ? Optional.empty()
                    : Optional.of("batch: " + (expected == null ? "null" : "a batch") + " != "
                            + (actual == null ? "null" : "a batch"));
        }
        List<E> e = items.apply(expected);
        List<E> a = items.apply(actual);
        if (e == null || a == null || e.size() != a.size()) {
            return Optional.ofNullable(diff("", batchTree(field, e, tree), batchTree(field, a, tree)));
        }
        for (int i = 0; i < e.size(); i++) {
            if (Objects.equals(e.get(i), a.get(i))) {
                continue;
            }
            String path = field + "[" + i + "]";
            String found = diff(path, treeOf(e.get(i), tree), treeOf(a.get(i), tree));
            // Equal trees but unequal objects: a difference the canonical form does not show
            // (a field the canonical form leaves out), still a difference.
            return Optional.of(found != null ? found : path + ": equal canonical form, unequal objects");
        }
        return Optional.empty();
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

    private static <E> Object treeOf(E item, Function<E, Object> tree) {
        return item == null ? null : tree.apply(item);
    }

    private static <E> Map<String, Object> batchTree(String field, List<E> items, Function<E, Object> tree) {
        Map<String, Object> batch = new LinkedHashMap<>();
        if (items == null) {
            batch.put(field, null);
        } else {
            List<Object> trees = new ArrayList<>(items.size());
            for (E item : items) {
                trees.add(treeOf(item, tree));
            }
            batch.put(field, trees);
        }
        return batch;
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
