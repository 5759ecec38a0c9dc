package io.serbench.testkit.selftest;

import io.serbench.core.codec.Codec;
import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.CodecContract;

class SelfTestCodecTest extends CodecContract {
    @Override
    protected Codec<UserBatch> createCodec() {
        return new JavaSerializationCodec<>(UsersModel.INSTANCE);
    }
}
