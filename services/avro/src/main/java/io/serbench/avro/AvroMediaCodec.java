package io.serbench.avro;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.StagedMediaCodec;

import java.io.IOException;

/**
 * The MediaContent model as Avro binary of one {@code MediaBatch} datum (no container file),
 * with the specific records generated from proto/mediacontent.avsc (jvm-serializers'
 * media.avro plus a MediaBatch wrapper, enums as Avro enums: see the schema). Reading and
 * writing are {@link SpecificBinary}, as for the user model ({@link AvroCodec} gives the
 * reasons): generated per-record encoders, the fast reader that checks declared lengths and
 * counts against the payload, per-thread state, trailing bytes refused. The conversion
 * ({@link AvroMediaConverter}) is timed apart ({@link StagedMediaCodec}).
 */
public final class AvroMediaCodec implements StagedMediaCodec<io.serbench.avro.generated.MediaBatch> {
    private final SpecificBinary<io.serbench.avro.generated.MediaBatch> binary =
            new SpecificBinary<>(io.serbench.avro.generated.MediaBatch.getClassSchema(), "the batch");

    @Override
    public io.serbench.avro.generated.MediaBatch toWire(MediaBatch batch) {
        return AvroMediaConverter.toRecord(batch);
    }

    @Override
    public byte[] encode(io.serbench.avro.generated.MediaBatch record) throws IOException {
        return binary.write(record);
    }

    @Override
    public io.serbench.avro.generated.MediaBatch decode(byte[] payload) throws IOException {
        return binary.read(payload);
    }

    @Override
    public MediaBatch fromWire(io.serbench.avro.generated.MediaBatch record) {
        return AvroMediaConverter.fromRecord(record);
    }
}
