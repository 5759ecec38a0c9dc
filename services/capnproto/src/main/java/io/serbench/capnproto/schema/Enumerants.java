package io.serbench.capnproto.schema;

/**
 * An enum's numbers on the wire, both ways, for every enum of the schema classes: an enumerant's
 * number is its position in the schema, and each Java enum ends with {@code _NOT_IN_SCHEMA} for a
 * number the schema does not know.
 */
final class Enumerants {
    private Enumerants() {
    }

    /** The enumerant of a number read from the wire, {@code notInSchema} for one the schema does not know. */
    static <E extends Enum<E>> E of(E[] inSchema, E notInSchema, short number) {
        return number >= 0 && number < inSchema.length ? inSchema[number] : notInSchema;
    }

    /** The enumerant's number on the wire: its position in the schema. */
    static short numberOf(Enum<?> value, Enum<?> notInSchema) {
        if (value == notInSchema) {
            throw new IllegalArgumentException(value + " has no number to write");
        }
        return (short) value.ordinal();
    }
}
