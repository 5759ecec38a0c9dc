package io.serbench.bson;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonSerializationException;
import org.bson.codecs.Decoder;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.Encoder;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;

import java.nio.ByteBuffer;

/**
 * BSON through the MongoDB bson library's codec API: a hand-written
 * {@code org.bson.codecs.Codec<UserBatch>} ({@link UserBatchBsonCodec}) that writes with
 * {@link BsonBinaryWriter} and reads with {@link BsonBinaryReader}, field by field, with no
 * reflection and no intermediate {@code BsonDocument}.
 *
 * <p>The layout: BSON's top level must be a document, so the batch is
 * {@code {"users": [ ... ]}}; every record is an embedded document with the field names of
 * DESIGN section 3, in that order (a reader may meet them in any order); int64 fields (id,
 * createdAt, orderId, placedAt) are BSON int64, int32 fields (age, quantity) int32, doubles
 * double, booleans boolean, enums their names as strings, nulls BSON null, lists arrays,
 * and {@code attributes} an embedded document whose keys are in insertion order.
 *
 * <p>Speed: one {@link BasicOutputBuffer} per thread, truncated and reused between calls
 * (dropped when a batch has grown it beyond {@link BufferReuse#MAX_RETAINED_BYTES}, the rule every
 * codec follows), so a payload costs one copy out of it; the
 * reader works straight on the payload array.
 *
 * <p>Strict and safe: the top-level document must declare exactly the payload's length (so
 * there are no trailing bytes) and every embedded document and array must end where its
 * declared length says (the library checks); every field has its exact BSON type (the
 * library's typed reads check), each record holds exactly its fields, once each. Nothing is
 * sized from a declared length: strings are checked against the bytes left before they are
 * read (the library), documents and arrays are not pre-sized at all.
 */
public final class BsonCodec implements Codec {
    private static final EncoderContext ENCODING = EncoderContext.builder().build();
    private static final DecoderContext DECODING = DecoderContext.builder().build();

    private final UserBatchBsonCodec codec = new UserBatchBsonCodec();
    private final ThreadLocal<BasicOutputBuffer> buffers = ThreadLocal.withInitial(() -> new BasicOutputBuffer(BufferReuse.INITIAL_BYTES));

    @Override
    public String name() {
        return "bson";
    }

    @Override
    public String library() {
        return "MongoDB bson";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(BsonBinaryWriter.class, "org.mongodb", "bson");
    }

    @Override
    public String contentType() {
        return "application/bson";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) {
        return write(codec, batch, buffers);
    }

    @Override
    public UserBatch deserialize(byte[] payload) {
        return read(codec, payload);
    }

    /** One document through a per-thread buffer: the writing both models share. */
    static <T> byte[] write(Encoder<T> codec, T value, ThreadLocal<BasicOutputBuffer> buffers) {
        BasicOutputBuffer buffer = buffers.get();
        buffer.truncateToPosition(0); // also forgets whatever a failed call left behind
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) { // closing the writer leaves the buffer open
            codec.encode(writer, value, ENCODING);
        }
        byte[] payload = buffer.toByteArray();
        if (!BufferReuse.keeps(buffer.getInternalBuffer().length)) {
            buffers.remove();
        }
        return payload;
    }

    /** One document that must fill the payload exactly: the reading both models share. */
    static <T> T read(Decoder<T> codec, byte[] payload) {
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
            T batch = codec.decode(reader, DECODING);
            // readEndDocument has checked that the document ended where it declared; say it again.
            int position = reader.getBsonInput().getPosition();
            if (position != payload.length) {
                throw new BsonSerializationException((payload.length - position) + " bytes left after the batch");
            }
            return batch;
        }
    }
}
