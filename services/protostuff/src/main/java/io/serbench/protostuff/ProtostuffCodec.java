package io.serbench.protostuff;

import io.protostuff.ByteArrayInput;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtobufException;
import io.protostuff.ProtobufIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.PerThread;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

/**
 * Protostuff: protobuf's wire format from the plain model classes, with no .proto and no
 * generated code. A {@link RuntimeSchema} per class, built once by reflection and cached, reads
 * and writes the fields directly; {@link ProtobufIOUtil} gives the protobuf-compatible format
 * (not protostuff's own), so that Python's {@code protobuf} can check it with
 * proto/serbench-protostuff.proto and proto/mediacontent-protostuff.proto. One class for both
 * models; what differs is each model's layout ({@link UsersLayout}, {@link MediaLayout}): its
 * runtime schemas, its strategy's settings and its root message.
 *
 * <p>Speed as protostuff's documentation recommends: the schemas cached (built once, at class
 * initialization), and one {@link LinkedBuffer} per thread ({@link PerThread}), cleared after
 * each use, its size following {@link BufferReuse}'s rule: it starts at
 * {@link BufferReuse#INITIAL_BYTES} and grows to the next power of two above the largest payload
 * written, up to {@link BufferReuse#MAX_RETAINED_BYTES}.
 *
 * <p>Safe: protostuff's runtime writes class names only for polymorphic fields (declared as
 * Object, an interface or abstract type other than a collection or map, or a non-final class
 * with morphing on). Both layouts have none, and their strategies leave
 * {@code AUTO_LOAD_POLYMORPHIC_CLASSES} off, so even a polymorphic field would refuse a class it
 * had not been given. Strict: lengths are checked against the bytes left by protostuff's
 * {@code ByteArrayInput}, the payload must end where the root message ends, and unknown fields
 * are skipped, as protobuf specifies. Thread-safe: the schemas are immutable, the buffers per
 * thread.
 *
 * @param <T> the model's batch type
 * @param <M> the root message of a payload
 */
public final class ProtostuffCodec<T, M> extends AbstractCodec<T> {
    private final Layout<T, M> layout;
    private final PerThread<Buffer> buffers = PerThread.of(() -> new Buffer(BufferReuse.INITIAL_BYTES))
            .retaining(buffer -> buffer.size);

    ProtostuffCodec(DataModel<T> model, Layout<T, M> layout) {
        super(model);
        this.layout = layout;
    }

    /** The facts of the protostuff service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("protostuff", "Protostuff (runtime schema, protobuf format)",
                LibraryVersion.of(RuntimeSchema.class, "io.protostuff", "protostuff-runtime"),
                "application/x-protobuf", false);
    }

    /** The users model, its classes numbered in declaration order, lists as messages of their own. */
    public static ProtostuffCodec<UserBatch, UserBatch> users() {
        return new ProtostuffCodec<>(UsersModel.INSTANCE, UsersLayout.INSTANCE);
    }

    /** MediaContent with jvm-serializers' field numbers, lists as repeated fields, and the item count. */
    public static ProtostuffCodec<MediaBatch, MediaLayout.Batch> mediaContent() {
        return new ProtostuffCodec<>(MediaModel.INSTANCE, MediaLayout.INSTANCE);
    }

    @Override
    public byte[] serialize(T batch) {
        M root = layout.toRoot(batch);
        Schema<M> schema = layout.schema();
        return buffers.use(buffer -> {
            byte[] payload;
            try {
                payload = ProtobufIOUtil.toByteArray(root, schema, buffer.head);
            } finally {
                buffer.head.clear();
            }
            buffer.fit(payload.length);
            return payload;
        });
    }

    @Override
    public T deserialize(byte[] payload) throws Exception {
        return layout.fromRoot(parse(payload, layout.schema()));
    }

    /**
     * What {@link ProtobufIOUtil#mergeFrom} does, without its wrapping every error in a
     * RuntimeException that says "should never happen" (the caller sees protostuff's reason), and
     * strict about the end.
     */
    static <M> M parse(byte[] payload, Schema<M> schema) throws Exception {
        M message = schema.newMessage();
        ByteArrayInput input = new ByteArrayInput(payload, false);
        try {
            schema.mergeFrom(input, message);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ProtobufException("truncated: a length or a field runs past the end of the payload", e);
        }
        input.checkLastTagWas(0);
        return message;
    }

    /** A thread's LinkedBuffer and the size of its first (reused) node, which is what it retains. */
    private static final class Buffer {
        LinkedBuffer head;
        int size;

        Buffer(int size) {
            this.head = LinkedBuffer.allocate(size);
            this.size = size;
        }

        /** Grows for next time (the next power of two) after a payload larger than the buffer, up to the limit. */
        void fit(int payloadLength) {
            if (payloadLength > size && size < BufferReuse.MAX_RETAINED_BYTES) {
                int next = payloadLength >= BufferReuse.MAX_RETAINED_BYTES / 2
                        ? BufferReuse.MAX_RETAINED_BYTES : Integer.highestOneBit(payloadLength) << 1;
                head = LinkedBuffer.allocate(next);
                size = next;
            }
        }
    }
}
