package io.serbench.arrow;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.Refusal;
import io.serbench.testkit.RequiredFieldsRefuseNull;

import java.util.Map;
import java.util.function.Consumer;

/**
 * The MediaContent codec contract again, on the compatible configuration's reader (columns and the
 * media struct's fields taken by name from the stream's schema, {@link ColumnsByName}): it accepts
 * streams of other schemas, so the hostile-length, truncation and golden-payload checks must hold
 * on its path too, and every decode must release what it moved, handed over or made.
 */
class ArrowCompatibleMediaCodecTest extends MediaCodecContract implements ArrowStreams<MediaBatch>,
        RequiredFieldsRefuseNull {

    @Override
    protected Codec<MediaBatch> createCodec() {
        return ArrowCodec.compatibleMediaContent();
    }

    /** It writes what the benchmarked codec writes: the same required fields are refused. */
    @Override
    public Map<Consumer<MediaContent>, Refusal> nullRequiredFields() {
        return Map.of(c -> c.getMedia().setFormat(null), Refusal.saying("format is null"),
                c -> c.getMedia().setPlayer(null), Refusal.saying("player is null"));
    }
}
