package io.serbench.flatbuffers;

/**
 * One decode's expansion budget, which a model's reader spends on every vector slot and string
 * character it reads: offsets may legally point many times at the same data, and without a
 * budget a small payload could decode into a huge model.
 */
abstract class TableReader {
    /**
     * How much a payload may expand on decode, in vector slot bytes plus string characters per
     * payload byte. A buffer whose offsets are all distinct (ours, the Python one) needs at most
     * 1; the margin admits writers that share strings (FlatBufferBuilder.createSharedString).
     */
    static final int MAX_EXPANSION = 4;

    private final int payloadBytes;
    private long budget;

    protected TableReader(int payloadBytes) {
        this.payloadBytes = payloadBytes;
        this.budget = (long) MAX_EXPANSION * payloadBytes;
    }

    /**
     * A vector's declared length, once it is known to fit: each element is a 4-byte offset
     * slot, so no vector of the payload can hold more than a quarter of its bytes.
     */
    protected final int slots(int declared) {
        if (declared < 0 || declared > payloadBytes / Integer.BYTES) {
            throw new IllegalArgumentException("a vector of " + Integer.toUnsignedString(declared)
                    + " elements cannot fit in a " + payloadBytes + "-byte payload");
        }
        spend((long) declared * Integer.BYTES);
        return declared;
    }

    /**
     * flatbuffers-java checks a string's bounds before it allocates (Utf8Safe); what is left
     * is a string read again and again through shared offsets, which the budget stops.
     */
    protected final String string(String s) {
        if (s != null) {
            spend(s.length());
        }
        return s;
    }

    /** A required field must be there: the check the C++ verifier would make. */
    protected static <V> V present(V value, String field) {
        if (value == null) {
            throw new IllegalArgumentException("the required field " + field + " is missing");
        }
        return value;
    }

    private void spend(long units) {
        budget -= units;
        if (budget < 0) {
            throw new IllegalArgumentException("the payload's offsets point at the same data too often: it would "
                    + "decode into more than " + MAX_EXPANSION + " times its own size");
        }
    }
}
