package io.serbench.jackson;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.PlainTrees;
import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;

class JacksonCodecTest extends CodecContract {

    @Override
    protected Codec<UserBatch> createCodec() {
        return new JacksonCodec<>(UsersModel.INSTANCE);
    }

    /** Real JSON of the model, readable by any JSON parser (Jackson 3 writes the properties in alphabetical order). */
    @Test
    void payloadIsPlainJsonOfTheModel() throws Exception {
        PlainTrees.assertPlainJsonOfUsers(codec().serialize(UsersDataset.generate(1)), FieldOrder.ANY);
    }
}
