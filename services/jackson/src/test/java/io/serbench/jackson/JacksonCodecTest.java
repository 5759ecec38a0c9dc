package io.serbench.jackson;

import io.serbench.core.users.UserBatch;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.PlainTreeOfTheModel;
import io.serbench.testkit.PlainTrees.FieldOrder;

class JacksonCodecTest extends CodecContract implements PlainTreeOfTheModel<UserBatch> {

    /** Real JSON of the model, readable by any JSON parser; Jackson 3 writes the properties in alphabetical order. */
    @Override
    public FieldOrder fieldOrder() {
        return FieldOrder.ANY;
    }
}
