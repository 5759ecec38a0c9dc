package io.serbench.testkit.selftest;

import io.serbench.core.codec.Codec;
import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.testkit.CodecContract;

class SelfTestCodecTest extends CodecContract {
    @Override
    protected Codec createCodec() {
        return new JavaSerializationCodec();
    }
}
