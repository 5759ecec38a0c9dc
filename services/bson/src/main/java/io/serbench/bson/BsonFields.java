package io.serbench.bson;

import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * The layout rules every model's BSON follows ({@link UserBatchBsonCodec}, {@link MediaBatchBsonCodec}),
 * written once: the batch is a document whose one field is the array of the model's top-level
 * records (BSON's top level must be a document); a null is BSON null, the field always there; a
 * list is an array; a record's fields are read in any order, each exactly once, with no others
 * ({@link FieldRule#EXACT}; the compatible codecs read by {@link FieldRule#SKIP_UNKNOWN}).
 * BsonReader checks every value's type itself (readInt64 on an int32 throws), so a field of the
 * wrong BSON type is refused; the reads here add nulls only where the model has them.
 */
final class BsonFields {
    private BsonFields() {
    }

    // ---- writing ------------------------------------------------------------------------

    /** The batch: {@code {"<field>": [records]}}. */
    static <E> void writeBatch(BsonWriter w, String field, List<E> records, BiConsumer<BsonWriter, E> record) {
        w.writeStartDocument();
        w.writeName(field);
        writeArray(w, records, record);
        w.writeEndDocument();
    }

    /** A list (after its name): an array of its elements, or BSON null. */
    static <E> void writeArray(BsonWriter w, List<E> list, BiConsumer<BsonWriter, E> element) {
        if (list == null) {
            w.writeNull();
            return;
        }
        w.writeStartArray();
        for (E value : list) {
            element.accept(w, value);
        }
        w.writeEndArray();
    }

    /** A list of strings (after its name): an array of strings and nulls, or BSON null. */
    static void writeStrings(BsonWriter w, List<String> strings) {
        writeArray(w, strings, BsonFields::writeString);
    }

    /** A string as an element of an array, or BSON null. */
    private static void writeString(BsonWriter w, String value) {
        if (value == null) {
            w.writeNull();
        } else {
            w.writeString(value);
        }
    }

    /** A string field, or BSON null. */
    static void writeString(BsonWriter w, String name, String value) {
        if (value == null) {
            w.writeNull(name);
        } else {
            w.writeString(name, value);
        }
    }

    // ---- reading ------------------------------------------------------------------------

    /**
     * The batch's list of records (null when the batch says null).
     *
     * @param fields the batch's one field, e.g. {@code {"users"}}: there, once, and nothing else
     */
    static <E> List<E> readBatch(BsonReader r, String[] fields, String batch, Function<BsonReader, E> record) {
        return readBatch(r, fields, batch, record, FieldRule.EXACT);
    }

    /** The batch's list of records, its other fields treated by {@code rule}. */
    static <E> List<E> readBatch(BsonReader r, String[] fields, String batch, Function<BsonReader, E> record,
                                 FieldRule rule) {
        r.readStartDocument();
        List<E> records = null;
        int seen = 0;
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            int f = field(r, fields, seen, batch, rule);
            if (f == SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            records = readArray(r, record);
        }
        r.readEndDocument();
        requireAll(seen, fields, batch, rule);
        return records;
    }

    /** A list: an array of elements read by {@code element}, or null for BSON null. */
    static <E> List<E> readArray(BsonReader r, Function<BsonReader, E> element) {
        if (isNull(r)) {
            return null;
        }
        r.readStartArray();
        List<E> list = new ArrayList<>();
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            list.add(element.apply(r));
        }
        r.readEndArray();
        return list;
    }

    static List<String> readStrings(BsonReader r) {
        return readArray(r, BsonFields::readString);
    }

    static String readString(BsonReader r) {
        return isNull(r) ? null : r.readString();
    }

    /** True, having consumed it, when the current value is BSON null. */
    static boolean isNull(BsonReader r) {
        if (r.getCurrentBsonType() == BsonType.NULL) {
            r.readNull();
            return true;
        }
        return false;
    }

    /** How a record's reader treats a name the record does not have, and a field the bytes lack. */
    enum FieldRule {
        /** Each field exactly once and no other: the benchmarked codec's rule. */
        EXACT,
        /**
         * A name the record does not have is skipped with the library's own call for it,
         * {@link BsonReader#skipValue()}, and a field the bytes lack keeps the object's default:
         * what the library's own POJO codec does with a document whose elements and class
         * properties differ (it skips an element no property maps; {@code @BsonExtraElements} is its
         * documented way to keep them instead,
         * https://mongodb.github.io/mongo-java-driver/5.2/apidocs/bson/org/bson/codecs/pojo/annotations/BsonExtraElements.html).
         * A repeated field is still refused.
         */
        SKIP_UNKNOWN
    }

    /** What {@link #field(BsonReader, String[], int, String, FieldRule)} answers for a name it skipped. */
    static final int SKIPPED = -1;

    /** The index of the current element's name among a record's fields; unknown and repeated names are refused. */
    static int field(BsonReader r, String[] fields, int seen, String record) {
        return field(r, fields, seen, record, FieldRule.EXACT);
    }

    /**
     * The index of the current element's name among a record's fields; a repeated name is
     * refused, an unknown one refused or, under {@link FieldRule#SKIP_UNKNOWN}, its value skipped
     * and {@link #SKIPPED} answered.
     */
    static int field(BsonReader r, String[] fields, int seen, String record, FieldRule rule) {
        String name = r.readName();
        // Written in order, the next field is the one after those seen: try it first.
        int expected = Integer.bitCount(seen);
        int index = expected < fields.length && fields[expected].equals(name) ? expected : indexOf(fields, name);
        if (index < 0) {
            if (rule == FieldRule.SKIP_UNKNOWN) {
                r.skipValue();
                return SKIPPED;
            }
            throw new BsonSerializationException(record + " has no field '" + name + "'");
        }
        if ((seen & (1 << index)) != 0) {
            throw new BsonSerializationException(record + " has field '" + name + "' twice");
        }
        return index;
    }

    private static int indexOf(String[] fields, String name) {
        for (int i = 0; i < fields.length; i++) {
            if (fields[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Under {@link FieldRule#EXACT}, every field of the record was there. */
    static void requireAll(int seen, String[] fields, String record, FieldRule rule) {
        if (rule == FieldRule.EXACT) {
            requireAll(seen, fields, record);
        }
    }

    /** Every field of the record was there. */
    static void requireAll(int seen, String[] fields, String record) {
        if (seen != (1 << fields.length) - 1) {
            for (int i = 0; i < fields.length; i++) {
                if ((seen & (1 << i)) == 0) {
                    throw new BsonSerializationException(record + " lacks field '" + fields[i] + "'");
                }
            }
        }
    }
}
