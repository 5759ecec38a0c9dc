package io.serbench.bson;

import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.PerThread;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonSerializationException;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;

import java.nio.ByteBuffer;

/**
 * BSON through the MongoDB bson library's codec API, one class for every model (an instance per
 * model): the model's hand-written {@code org.bson.codecs.Codec} ({@link UserBatchBsonCodec},
 * {@link MediaBatchBsonCodec}, which describe their layouts) writes with {@link BsonBinaryWriter}
 * and reads with {@link BsonBinaryReader}, field by field, with no reflection and no intermediate
 * {@code BsonDocument}.
 *
 * <p>Speed: one {@link BasicOutputBuffer} per thread ({@link PerThread}), truncated and reused
 * between calls, dropped after a failed write or when a batch has grown it beyond
 * {@link BufferReuse#MAX_RETAINED_BYTES} (the rule every codec follows), so a payload costs one
 * copy out of it; the reader works straight on the payload array.
 *
 * <p>Strict and safe: the top-level document must declare exactly the payload's length (so
 * there are no trailing bytes) and every embedded document and array must end where its
 * declared length says (the library checks); every field has its exact BSON type (the
 * library's typed reads check), each record holds exactly its fields, once each
 * ({@link BsonFields}). Nothing is sized from a declared length: strings are checked against the
 * bytes left before they are read (the library), documents and arrays are not pre-sized at all.
 *
 * @param <T> the model's batch type
 */
public final class BsonCodec<T> extends AbstractCodec<T> {
    private static final EncoderContext ENCODING = EncoderContext.builder().build();
    private static final DecoderContext DECODING = DecoderContext.builder().build();

    private final org.bson.codecs.Codec<T> layout;
    private final PerThread<BasicOutputBuffer> buffers =
            PerThread.of(() -> new BasicOutputBuffer(BufferReuse.INITIAL_BYTES))
                    .resetting(buffer -> buffer.truncateToPosition(0))
                    .retaining(buffer -> buffer.getInternalBuffer().length);

    /**
     * @param model  the model the codec serves
     * @param layout the bson codec that writes and reads the model's batch (stateless: one
     *               instance serves every thread)
     */
    public BsonCodec(DataModel<T> model, org.bson.codecs.Codec<T> layout) {
        super(model);
        this.layout = layout;
    }

    /** The facts of the bson service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("bson", "MongoDB bson", LibraryVersion.of(BsonBinaryWriter.class, "org.mongodb", "bson"),
                "application/bson", false);
    }

    /** The users model's codec. */
    public static BsonCodec<UserBatch> users() {
        return new BsonCodec<>(UsersModel.INSTANCE, new UserBatchBsonCodec());
    }

    /**
     * The users model's codec in the evolution matrix's compatible configuration: the same layout
     * and library calls, except that a record's reader skips a field it does not have
     * ({@code BsonReader.skipValue()}) and leaves a field the bytes lack at its default.
     */
    public static BsonCodec<UserBatch> compatibleUsers() {
        return new BsonCodec<>(UsersModel.INSTANCE, new UserBatchBsonCodec(BsonFields.FieldRule.SKIP_UNKNOWN));
    }

    /** The MediaContent model's codec. */
    public static BsonCodec<MediaBatch> mediaContent() {
        return new BsonCodec<>(MediaModel.INSTANCE, new MediaBatchBsonCodec());
    }

    /**
     * The MediaContent model's codec in the evolution matrix's compatible configuration, as
     * {@link #compatibleUsers()}: an unknown field skipped, a missing one left at its default.
     */
    public static BsonCodec<MediaBatch> compatibleMediaContent() {
        return new BsonCodec<>(MediaModel.INSTANCE, new MediaBatchBsonCodec(BsonFields.FieldRule.SKIP_UNKNOWN));
    }

    @Override
    public byte[] serialize(T batch) {
        return buffers.use(buffer -> {
            try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) { // closing the writer leaves the buffer open
                layout.encode(writer, batch, ENCODING);
            }
            return buffer.toByteArray();
        });
    }

    /** One document that must fill the payload exactly. */
    @Override
    public T deserialize(byte[] payload) {
        if (payload.length < 5) {
            throw new BsonSerializationException("a BSON document takes 5 bytes at least, the payload has "
                    + payload.length);
        }
        int declared = (payload[0] & 0xff) | (payload[1] & 0xff) << 8 | (payload[2] & 0xff) << 16
                | (payload[3] & 0xff) << 24;
        if (declared != payload.length) {
            throw new BsonSerializationException("the document declares " + Integer.toUnsignedString(declared)
                    + " bytes, the payload has " + payload.length);
        }
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(payload))) {
            T batch = layout.decode(reader, DECODING);
            // readEndDocument has checked that the document ended where it declared; say it again.
            int position = reader.getBsonInput().getPosition();
            if (position != payload.length) {
                throw new BsonSerializationException((payload.length - position) + " bytes left after the batch");
            }
            return batch;
        }
    }
}
