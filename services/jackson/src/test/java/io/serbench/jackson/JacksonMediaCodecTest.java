package io.serbench.jackson;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.PlainTrees;
import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;

class JacksonMediaCodecTest extends MediaCodecContract {

    @Override
    protected Codec<MediaBatch> createCodec() {
        return new JacksonCodec<>(MediaModel.INSTANCE);
    }

    /** Plain JSON of jvm-serializers' field names (in Jackson 3's alphabetical order), with no flag beside the bitrate. */
    @Test
    void payloadIsPlainJsonOfTheModel() throws Exception {
        PlainTrees.assertPlainJsonOfMediaContent(codec().serialize(MediaDataset.generate(1)), FieldOrder.ANY);
    }
}
