package io.serbench.thrift;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.StagedMediaCodec;
import org.apache.thrift.TException;

/**
 * The MediaContent model in Thrift's compact protocol, over the structs generated from
 * proto/mediacontent.thrift (jvm-serializers' media.thrift plus a MediaBatch wrapper): one
 * {@code MediaBatch} struct per payload, no message envelope. Reading and writing are
 * {@link CompactStructIo}, as for the user model ({@link ThriftCodec} gives the reasons): a
 * per-thread protocol, reads bound to the payload's length, trailing bytes refused, the schema's
 * required fields checked by the generated reader (so an unknown enum number in the required
 * player or size is refused, not read as null). The conversion ({@link ThriftMediaConverter})
 * is timed apart ({@link StagedMediaCodec}).
 */
public final class ThriftMediaCodec implements StagedMediaCodec<io.serbench.thrift.generated.MediaBatch> {
    private final CompactStructIo io = new CompactStructIo("the batch");

    @Override
    public io.serbench.thrift.generated.MediaBatch toWire(MediaBatch batch) {
        return ThriftMediaConverter.toStruct(batch);
    }

    @Override
    public byte[] encode(io.serbench.thrift.generated.MediaBatch struct) throws TException {
        return io.write(struct);
    }

    @Override
    public io.serbench.thrift.generated.MediaBatch decode(byte[] payload) throws TException {
        return io.read(payload, new io.serbench.thrift.generated.MediaBatch());
    }

    @Override
    public MediaBatch fromWire(io.serbench.thrift.generated.MediaBatch struct) {
        return ThriftMediaConverter.fromStruct(struct);
    }
}
