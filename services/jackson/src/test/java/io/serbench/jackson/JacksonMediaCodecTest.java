package io.serbench.jackson;

import io.serbench.core.media.MediaBatch;
import io.serbench.testkit.MediaCodecContract;

class JacksonMediaCodecTest extends MediaCodecContract implements JacksonTrees<MediaBatch> {
}
