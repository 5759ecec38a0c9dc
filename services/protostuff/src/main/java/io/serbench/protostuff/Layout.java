package io.serbench.protostuff;

import io.protostuff.ProtobufException;
import io.protostuff.Schema;

/**
 * How one model's batch is the root message of a payload: the model-specific part of
 * {@link ProtostuffCodec} ({@link UsersLayout}, {@link MediaLayout}).
 *
 * @param <T> the model's batch type
 * @param <M> the root message, with its runtime schema
 */
interface Layout<T, M> {

    /** The root message's runtime schema, built once. */
    Schema<M> schema();

    /** The batch as the root message written. */
    M toRoot(T batch);

    /**
     * The root message read as the batch, with the checks the schema cannot make.
     *
     * @throws ProtobufException when the message is not a whole batch
     */
    T fromRoot(M root) throws ProtobufException;
}
