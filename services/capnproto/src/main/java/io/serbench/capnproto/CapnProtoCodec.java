package io.serbench.capnproto;

import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.capnproto.ArrayOutputStream;
import org.capnproto.DecodeException;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.ReaderOptions;
import org.capnproto.Serialize;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Cap'n Proto messages of a model's schema (proto/serbench.capnp, proto/mediacontent.capnp),
 * built and read with the capnproto-java runtime through the reader/builder classes in the
 * {@code schema} package (hand-written from the schema compiler's layout: no Java code generator
 * is available here): one class for every model, an instance per model, the model's conversion in
 * a {@link Converter}. The conversion is inside the timed work, and reading visits every field.
 *
 * <p><b>Encoding: the standard stream framing ({@link Serialize}), not the packed one</b>, which
 * was measured slower for a dataset that is mostly text (docs/formats.md#format-notes). The
 * standard framing is also what lets a reader use the bytes in place: decoding wraps the payload
 * without copying or unpacking it, and the size of every segment it declares is checked against
 * the bytes actually there before anything is read.
 *
 * <p>Speed, as the runtime allows:
 * <ul>
 *   <li>one {@link MessageBuilder} per message over a first segment taken from a small pool
 *       ({@link FirstSegments}), sized from the largest message seen so far so that a message
 *       fits in one segment;</li>
 *   <li>the output array is sized exactly ({@code computeSerializedSizeInWords}) and written
 *       once; strings are read straight from the payload's bytes.</li>
 * </ul>
 *
 * <p>Safety on untrusted bytes:
 * <ul>
 *   <li>the traversal limit is the payload's own size in words, so however many pointers share
 *       one object (amplification) the reader reads no more than the payload holds; a segment
 *       table declaring more words than are present is refused before anything is read;</li>
 *   <li>the nesting limit is {@value #NESTING_LIMIT}: neither schema is recursive, and the users
 *       schema is 6 pointer levels deep (batch, users, user, orders, order, items), MediaContent's
 *       5 (batch, items, content, images or media, image or persons);</li>
 *   <li>list sizes are checked against what the payload can hold before a model list is sized
 *       from them ({@link BoundedReading});</li>
 *   <li>a payload longer than its message (trailing bytes), shorter (truncated), or with an enum
 *       number or union tag the schema does not know is refused.</li>
 * </ul>
 * Thread-safe: messages are per call; the pool is a concurrent queue.
 *
 * @param <T> the model's batch type
 */
public final class CapnProtoCodec<T> extends AbstractCodec<T> {
    /** Pointer levels a reader may follow: the schemas' depth with room to spare, far below the default 64. */
    static final int NESTING_LIMIT = 8;

    private final Converter<T> converter;
    private final FirstSegments firstSegments = new FirstSegments();

    public CapnProtoCodec(DataModel<T> model, Converter<T> converter) {
        super(model);
        this.converter = converter;
    }

    /** The model's conversion (tests write messages with it as other writers frame them). */
    Converter<T> converter() {
        return converter;
    }

    /** The facts of the capnproto service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("capnproto", "capnproto-java",
                LibraryVersion.of(MessageBuilder.class, "org.capnproto", "runtime"),
                "application/x-capnproto", true);
    }

    /** The users model's codec. */
    public static CapnProtoCodec<UserBatch> users() {
        return new CapnProtoCodec<>(UsersModel.INSTANCE, UsersConverter.INSTANCE);
    }

    /** The MediaContent model's codec. */
    public static CapnProtoCodec<MediaBatch> mediaContent() {
        return new CapnProtoCodec<>(MediaModel.INSTANCE, MediaConverter.INSTANCE);
    }

    @Override
    public byte[] serialize(T batch) throws IOException {
        ByteBuffer firstSegment = firstSegments.obtain();
        MessageBuilder message = new MessageBuilder(firstSegment);
        try {
            converter.write(batch, message);
            return framed(message);
        } finally {
            firstSegments.release(message, firstSegment);
        }
    }

    /** The message in the standard stream framing, in an array of exactly its size. */
    static byte[] framed(MessageBuilder message) throws IOException {
        byte[] out = new byte[Math.toIntExact(Serialize.computeSerializedSizeInWords(message) * 8)];
        Serialize.write(new ArrayOutputStream(ByteBuffer.wrap(out)), message);
        return out;
    }

    @Override
    public T deserialize(byte[] payload) throws IOException {
        return converter.read(unframed(payload), payload.length / 8);
    }

    /** The message a payload holds, over the payload's own bytes, within the limits above. */
    static MessageReader unframed(byte[] payload) throws IOException {
        long payloadWords = payload.length / 8;
        ByteBuffer input = ByteBuffer.wrap(payload);
        // The segments are slices of the payload: nothing is copied, and a declared size larger
        // than the bytes present fails here.
        MessageReader message = Serialize.read(input, new ReaderOptions(payloadWords, NESTING_LIMIT));
        if (input.hasRemaining()) {
            throw new DecodeException(input.remaining() + " bytes left after the message");
        }
        return message;
    }
}
