package io.serbench.msgpack;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;
import org.msgpack.core.MessagePack;

import java.io.IOException;

/**
 * MessagePack through msgpack-core, with a packer and an unpacker written by hand for the
 * model: no Jackson, no reflection, no intermediate {@code Value} tree.
 *
 * <p>The layout, which another implementation needs to read the bytes:
 * <ul>
 *   <li>every record (the batch, User, Address, Profile, SocialLink, Preferences, Order,
 *       OrderItem) is a <b>map</b> keyed by its field names of DESIGN section 3 as str, every
 *       field always present, written in that order (a reader may meet them in any order);
 *       the batch is {@code {"users": [...]}};</li>
 *   <li>int64 and int32 fields are integers in their shortest encoding, doubles always
 *       float64, booleans bool, enums their names as str, lists arrays, {@code attributes} a
 *       map of str to str in insertion order;</li>
 *   <li>a null (string, record, list, map, enum) is nil.</li>
 * </ul>
 * Maps rather than positional arrays: the payload describes itself, as MessagePack is meant
 * to, so any MessagePack reader turns it into the model's shape without a schema, and it
 * compares like for like with JSON, CBOR and BSON. The price is the field names: the LARGE
 * payload is 1,486,157 bytes, 57% more than the 946,463 bytes of the same values in
 * positional arrays.
 *
 * <p>Speed: a {@code MessagePacker} per thread over a reused byte stream, which keeps what it
 * grew to up to {@link io.serbench.core.codec.BufferReuse#MAX_RETAINED_BYTES} (the rule every codec follows); field and enum
 * names encoded to UTF-8 once and written as raw str payloads; on reading, an unpacker per
 * thread reset over the payload array, field and enum names matched on their bytes in place
 * (the expected name first, so no String is made for them), strings decoded straight from
 * the payload array.
 *
 * <p>Strict and safe: every array, map and str header is checked against the bytes left
 * before anything is sized from it; each record must hold exactly its fields, once each;
 * types are exact (an integer in range for an int field, float64 for a double, str and not
 * bin for a string, nil only where a reference may be null); malformed UTF-8 and trailing
 * bytes are refused.
 */
public final class MsgpackCodec implements Codec {
    private final ThreadLocal<MsgpackWriter> writers = ThreadLocal.withInitial(MsgpackWriter::new);
    private final ThreadLocal<MsgpackReader> readers = ThreadLocal.withInitial(MsgpackReader::new);

    @Override
    public String name() {
        return "msgpack";
    }

    @Override
    public String library() {
        return "msgpack-java (msgpack-core)";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(MessagePack.class, "org.msgpack", "msgpack-core");
    }

    @Override
    public String contentType() {
        return "application/msgpack";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) throws IOException {
        MsgpackWriter writer = writers.get();
        byte[] payload = writer.write(batch);
        if (!writer.keep()) {
            writers.remove();
        }
        return payload;
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws IOException {
        return readers.get().read(payload);
    }
}
