package io.serbench.testkit.selftest;

import io.serbench.core.measure.JavaSerializationMediaCodec;
import io.serbench.core.media.MediaCodec;
import io.serbench.testkit.MediaCodecContract;

class SelfTestMediaCodecTest extends MediaCodecContract {
    @Override
    protected MediaCodec createMediaCodec() {
        return new JavaSerializationMediaCodec();
    }
}
