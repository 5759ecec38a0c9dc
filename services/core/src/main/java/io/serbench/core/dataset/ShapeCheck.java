package io.serbench.core.dataset;

import java.util.List;

/**
 * The pieces of every model's shape check ({@link DataModel#checkShape}). Formats that name
 * classes (Kryo, FST, Fory, Hessian, java.io) accept only the model's classes, but generics are
 * erased: to them a List field is a list of any allowed class, so a payload can put one model
 * class where another belongs. Such a batch would be "decoded" and fail later (a
 * ClassCastException, a 500 from /api/decode).
 *
 * <p>Strings must be Unicode text. A Java string may hold an unpaired surrogate (a corrupted
 * UTF-16 or CESU-8 payload decodes into one), which no UTF-8 writer accepts: such a batch would
 * "decode" and then fail when re-encoded (/api/roundtrip) or shown as canonical JSON (/api/decode).
 */
public final class ShapeCheck {
    private ShapeCheck() {
    }

    /**
     * Every high surrogate followed by a low one, and no low one alone.
     *
     * @throws IllegalArgumentException naming the field and the index of the first unpaired one
     */
    public static void text(String value, String field) {
        int at = firstUnpairedSurrogate(value);
        if (at >= 0) {
            throw new IllegalArgumentException(String.format(
                    "%s holds an unpaired surrogate (U+%04X at index %d): not Unicode text", field,
                    (int) value.charAt(at), at));
        }
    }

    /** The index of the first unpaired surrogate, or -1 when the string (or null) is Unicode text. */
    public static int firstUnpairedSurrogate(String value) {
        if (value == null) {
            return -1;
        }
        for (int i = 0, n = value.length(); i < n; i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The list's elements, each checked to be of the type (an absent list has none).
     *
     * @throws IllegalArgumentException naming the first element of the wrong type (or null)
     */
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
