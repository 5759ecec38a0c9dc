package io.serbench.jackson;

import io.serbench.core.media.MediaBatch;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.PlainTreeOfTheModel;
import io.serbench.testkit.PlainTrees.FieldOrder;

class JacksonMediaCodecTest extends MediaCodecContract implements PlainTreeOfTheModel<MediaBatch> {

    /** Plain JSON of jvm-serializers' field names, with no flag beside the bitrate, in Jackson 3's alphabetical order. */
    @Override
    public FieldOrder fieldOrder() {
        return FieldOrder.ANY;
    }
}
