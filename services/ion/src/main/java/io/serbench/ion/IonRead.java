package io.serbench.ion;

import com.amazon.ion.IntegerSize;
import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;

import java.util.ArrayList;
import java.util.List;

/**
 * What both models' readers ({@link IonUsersReader}, {@link IonMediaReader}) share: the batch
 * struct around the model's list, lists of strings, scalars each of exactly its Ion type, and the
 * bookkeeping of a record's fields (each once, all present). Lists grow as elements arrive:
 * nothing is sized from the payload.
 */
final class IonRead {
    private IonRead() {
    }

    /** Reads one top-level object of a model's batch: a struct, or a null where the model allows one. */
    @FunctionalInterface
    interface Element<E> {
        E read(IonReader in, IonType type);
    }

    /**
     * The batch: the one top-level struct {@code {field: [...]}}, its one field a list of the
     * model's objects (or a null list), and nothing after it.
     *
     * @return the objects, or null for a null list
     */
    static <E> List<E> batch(IonReader in, String field, Element<E> element) {
        if (in.next() != IonType.STRUCT || in.isNullValue()) {
            throw new IonException("a payload is one struct {" + field + ": [...]}");
        }
        List<E> elements = null;
        in.stepIn();
        int seen = 0;
        for (IonType type = in.next(); type != null; type = in.next()) {
            if (!field.equals(in.getFieldName())) {
                throw new IonException("the batch has no field '" + in.getFieldName() + "'");
            }
            seen = once(seen, 0, field);
            if (list(in, type)) {
                elements = new ArrayList<>();
                in.stepIn();
                for (IonType t = in.next(); t != null; t = in.next()) {
                    elements.add(element.read(in, t));
                }
                in.stepOut();
            }
        }
        in.stepOut();
        complete(seen, 1, "the batch");
        if (in.next() != null) {
            throw new IonException("a second top-level value after the batch");
        }
        return elements;
    }

    static List<String> strings(IonReader in, IonType type) {
        if (!list(in, type)) {
            return null;
        }
        List<String> strings = new ArrayList<>();
        in.stepIn();
        for (IonType t = in.next(); t != null; t = in.next()) {
            strings.add(string(in, t));
        }
        in.stepOut();
        return strings;
    }

    static long int64(IonReader in, IonType type) {
        expect(in, type, IonType.INT, false);
        if (in.getIntegerSize() == IntegerSize.BIG_INTEGER) {
            throw new IonException("an int beyond 64 bits where an int64 belongs");
        }
        return in.longValue();
    }

    static int int32(IonReader in, IonType type) {
        expect(in, type, IonType.INT, false);
        if (in.getIntegerSize() != IntegerSize.INT) {
            throw new IonException("an int beyond 32 bits where an int32 belongs");
        }
        return in.intValue();
    }

    static double float64(IonReader in, IonType type) {
        expect(in, type, IonType.FLOAT, false);
        return in.doubleValue();
    }

    static boolean bool(IonReader in, IonType type) {
        expect(in, type, IonType.BOOL, false);
        return in.booleanValue();
    }

    static String string(IonReader in, IonType type) {
        return expect(in, type, IonType.STRING, true) ? null : in.stringValue();
    }

    static String symbol(IonReader in, IonType type) {
        if (expect(in, type, IonType.SYMBOL, true)) {
            return null;
        }
        String text = in.stringValue();
        if (text == null) {
            throw new IonException("a symbol without text where an enum name belongs");
        }
        return text;
    }

    /** A struct (true) or a null where the model allows one (false). */
    static boolean struct(IonReader in, IonType type) {
        return !expect(in, type, IonType.STRUCT, true);
    }

    static boolean list(IonReader in, IonType type) {
        return !expect(in, type, IonType.LIST, true);
    }

    /**
     * Checks the value is of {@code expected} type, or (when {@code nullable}) a null of that
     * type or the untyped null; returns whether it is a null.
     */
    static boolean expect(IonReader in, IonType type, IonType expected, boolean nullable) {
        if (in.isNullValue()) {
            if (nullable && (type == expected || type == IonType.NULL)) {
                return true;
            }
            throw new IonException("a null " + type + " where " + (nullable ? "" : "a non-null ") + expected + " belongs");
        }
        if (type != expected) {
            throw new IonException("a " + type + " where " + expected + " belongs");
        }
        return false;
    }

    static int once(int seen, int field, String name) {
        if ((seen & (1 << field)) != 0) {
            throw new IonException("field '" + name + "' appears twice");
        }
        return seen | (1 << field);
    }

    static void complete(int seen, int fields, String record) {
        if (seen != (1 << fields) - 1) {
            throw new IonException(record + " lacks " + (fields - Integer.bitCount(seen)) + " of its " + fields + " fields");
        }
    }
}
