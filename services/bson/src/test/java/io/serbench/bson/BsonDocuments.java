package io.serbench.bson;

import io.serbench.core.codec.Codec;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonInvalidOperationException;
import org.bson.BsonSerializationException;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;

import java.nio.ByteBuffer;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A payload as the library's generic BsonDocument sees it, edited, and the codec's verdict on the edit. */
final class BsonDocuments {
    private BsonDocuments() {
    }

    /** The payload read by the library's generic document codec (no model involved). */
    static BsonDocument read(byte[] payload) {
        return new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(payload)),
                DecoderContext.builder().build());
    }

    /** The payload with one change made to its document tree, written again by the generic codec. */
    static byte[] edit(byte[] payload, Consumer<BsonDocument> change) {
        BsonDocument root = read(payload);
        change.accept(root);
        BasicOutputBuffer out = new BasicOutputBuffer();
        new BsonDocumentCodec().encode(new BsonBinaryWriter(out), root, EncoderContext.builder().build());
        return out.toByteArray();
    }

    /** The codec refuses the payload with one of the library's errors (or an unknown enum name's). */
    static void refused(Codec<?> codec, byte[] payload, String what) {
        assertThatThrownBy(() -> codec.deserialize(payload)).as(what)
                .isInstanceOfAny(BsonInvalidOperationException.class, BsonSerializationException.class,
                        IllegalArgumentException.class);
    }
}
