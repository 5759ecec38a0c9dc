package io.serbench.capnproto;

import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;

/**
 * One model's side of {@link CapnProtoCodec}: the model's classes to the builders of its schema's
 * root struct, and its readers back (the conversion a real service does, part of the measured
 * work). Reading visits every field: Cap'n Proto readers are lazy, the model is not.
 *
 * @param <T> the model's batch type
 */
abstract class Converter<T> {

    /** Writes the batch as the message's root. */
    abstract void write(T batch, MessageBuilder message);

    /**
     * Reads every field of the message's root.
     *
     * @param elementBudget how many list elements the whole message may hold: the payload's size
     *                      in words ({@link BoundedReading})
     */
    abstract T read(MessageReader message, long elementBudget);

    /** A list element, which no list of these schemas can hold as null. */
    protected static <E> E element(E value, String list, int index) {
        if (value == null) {
            throw new IllegalArgumentException(list + "[" + index + "] is null: a Cap'n Proto list of this type "
                    + "has no null element");
        }
        return value;
    }
}
