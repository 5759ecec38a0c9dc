package io.serbench.testkit.selftest;

import io.serbench.core.codec.Codec;
import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.MediaCodecContract;

class SelfTestMediaCodecTest extends MediaCodecContract {
    @Override
    protected Codec<MediaBatch> createCodec() {
        return new JavaSerializationCodec<>(MediaModel.INSTANCE);
    }
}
