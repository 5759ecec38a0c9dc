package io.serbench.parquet;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.Refusal;
import io.serbench.testkit.RequiredFieldsRefuseNull;

import java.util.Map;
import java.util.function.Consumer;

/**
 * The MediaContent codec contract on the compatible configuration's codec
 * ({@link RequestedSchemaCodec}): the same datasets, golden payload and hostile payloads, read
 * through parquet-java's requested schema over a file checked in its own schema.
 */
class ParquetCompatibleMediaCodecTest extends MediaCodecContract implements RequiredFieldsRefuseNull {

    @Override
    protected Codec<MediaBatch> createCodec() {
        return new RequestedSchemaCodec<>(ParquetModel.MEDIA);
    }

    /** It writes what the benchmarked codec writes: the same required fields are refused. */
    @Override
    public Map<Consumer<MediaContent>, Refusal> nullRequiredFields() {
        return Map.of(c -> c.getMedia().setFormat(null), Refusal.saying("format is null"),
                c -> c.getImages().get(1).setSize(null), Refusal.saying("size is null"));
    }
}
