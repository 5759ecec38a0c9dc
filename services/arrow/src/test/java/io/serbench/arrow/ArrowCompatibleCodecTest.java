package io.serbench.arrow;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.testkit.CodecContract;

/**
 * The codec contract again, on the compatible configuration's reader (columns taken by name from
 * the stream's schema, {@link ColumnsByName}): it accepts streams of other schemas, so the
 * hostile-length, truncation and golden-payload checks must hold on its path too (the schema
 * bound twice as wide, the batch checked by the stream's own layout), and every decode must
 * release what it moved or made.
 */
class ArrowCompatibleCodecTest extends CodecContract implements ArrowStreams<UserBatch> {

    @Override
    protected Codec<UserBatch> createCodec() {
        return ArrowCodec.compatibleUsers();
    }
}
