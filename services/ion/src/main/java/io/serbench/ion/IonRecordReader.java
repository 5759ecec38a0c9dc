package io.serbench.ion;

import com.amazon.ion.IonException;

import static io.serbench.ion.IonRead.complete;

/**
 * What both models' readers ({@link IonUsersReader}, {@link IonMediaReader}) decide the same way:
 * a record's field the reader does not know, and a field the record lacks. The strict reader, as
 * benchmarked, refuses both; the tolerant reader of the evolution matrix's {@code compatible}
 * configuration leaves an unknown field unread, which ion-java's reader steps over at the next
 * {@code next()} ({@code IonReader}'s javadoc: "calling next() moves the cursor to the next
 * sibling ... skipping over any children the container may have"), and a missing field keeps its
 * default.
 */
abstract class IonRecordReader {
    /** What a record's field index is for a name the record does not know. */
    static final int UNKNOWN = -1;

    private final boolean skipsUnknownFields;

    IonRecordReader(boolean skipsUnknownFields) {
        this.skipsUnknownFields = skipsUnknownFields;
    }

    /** A field name the record does not know: refused, or (tolerant) left unread. */
    final void unknown(String record, String field) {
        if (!skipsUnknownFields) {
            throw new IonException(record + " has no field '" + field + "'");
        }
    }

    /** Every field of the record was read, unless this reader leaves a missing one at its default. */
    final void requireAll(int seen, int fields, String record) {
        if (!skipsUnknownFields) {
            complete(seen, fields, record);
        }
    }
}
