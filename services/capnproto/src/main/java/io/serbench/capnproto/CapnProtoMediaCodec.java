package io.serbench.capnproto;

import io.serbench.capnproto.schema.Mediacontent;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import org.capnproto.ArrayOutputStream;
import org.capnproto.DecodeException;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.ReaderOptions;
import org.capnproto.Serialize;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * MediaContent as Cap'n Proto messages of proto/mediacontent.capnp, exactly as
 * {@link CapnProtoCodec} does the user model: the capnproto-java runtime through the
 * hand-written classes in {@link Mediacontent}, the standard (unpacked) stream framing, a pooled
 * first segment sized from the largest message seen, an exactly sized output array, and on the
 * way back the payload read in place with the traversal limit set to its own size in words, a
 * nesting limit of {@value CapnProtoCodec#NESTING_LIMIT} (this schema is 5 pointer levels deep:
 * batch, items, content, images or media, image or persons), list sizes checked against what the
 * payload can hold, and trailing bytes, unknown enum numbers and unknown union tags refused.
 * Thread-safe: messages are per call; the pool is a concurrent queue.
 */
public final class CapnProtoMediaCodec implements MediaCodec {
    private final CapnProtoCodec.FirstSegments firstSegments = new CapnProtoCodec.FirstSegments();

    @Override
    public byte[] serialize(MediaBatch batch) throws IOException {
        ByteBuffer firstSegment = firstSegments.obtain();
        MessageBuilder message = new MessageBuilder(firstSegment);
        try {
            CapnProtoMediaConverter.write(batch, message.initRoot(Mediacontent.MediaBatch.factory));
            byte[] out = new byte[Math.toIntExact(Serialize.computeSerializedSizeInWords(message) * 8)];
            Serialize.write(new ArrayOutputStream(ByteBuffer.wrap(out)), message);
            return out;
        } finally {
            firstSegments.release(message, firstSegment);
        }
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws IOException {
        long payloadWords = payload.length / 8;
        ByteBuffer input = ByteBuffer.wrap(payload);
        // Segments are slices of the payload; a declared size beyond the bytes present fails here.
        MessageReader message = Serialize.read(input, new ReaderOptions(payloadWords, CapnProtoCodec.NESTING_LIMIT));
        if (input.hasRemaining()) {
            throw new DecodeException(input.remaining() + " bytes left after the message");
        }
        return CapnProtoMediaConverter.read(message.getRoot(Mediacontent.MediaBatch.factory), payloadWords);
    }
}
