package io.serbench.smile;

import io.serbench.core.media.MediaBatch;
import io.serbench.testkit.MediaCodecContract;

class SmileMediaCodecTest extends MediaCodecContract implements SmileTrees<MediaBatch> {
}
