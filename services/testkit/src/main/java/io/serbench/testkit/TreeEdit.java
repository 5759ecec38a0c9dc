package io.serbench.testkit;

import tools.jackson.databind.node.ObjectNode;

import java.util.function.Consumer;

/**
 * A change to one record of a payload's tree that makes the payload wrong for the model: a value
 * of another type, a null where the model has a primitive, an unknown field.
 *
 * @param what   what the change makes of the record, for the failure message
 * @param change the change, made on the record a contract names ({@link CodecUnderTest#recordToEdit})
 */
public record TreeEdit(String what, Consumer<ObjectNode> change) {
}
