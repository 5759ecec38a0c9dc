package io.serbench.jackson;

import io.serbench.testkit.JsonOfTheModel;
import io.serbench.testkit.PlainTrees.FieldOrder;

/**
 * Both models' JSON: real JSON of the model, readable by any JSON parser, an unset bitrate null and
 * no flag beside it; Jackson 3 writes the properties in alphabetical order.
 */
interface JacksonTrees<T> extends JsonOfTheModel<T> {

    @Override
    default FieldOrder fieldOrder() {
        return FieldOrder.ANY;
    }
}
