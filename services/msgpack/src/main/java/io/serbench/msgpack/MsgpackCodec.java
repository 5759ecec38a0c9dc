package io.serbench.msgpack;

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
import org.msgpack.core.MessagePack;

import java.io.IOException;
import java.util.function.Supplier;

/**
 * MessagePack through msgpack-core, with a packer and an unpacker written by hand for each
 * model: no Jackson, no reflection, no intermediate {@code Value} tree. One class for every
 * model: the model's packer and unpacker ({@link MsgpackUsersWriter} and
 * {@link MsgpackUsersReader}, {@link MsgpackMediaWriter} and {@link MsgpackMediaReader}, which
 * describe each model's part of the layout) are made by its constructor's arguments.
 *
 * <p>The layout, which another implementation needs to read the bytes:
 * <ul>
 *   <li>every record (the batch and each of the model's classes) is a <b>map</b> keyed by its
 *       field names (docs/design.md#datasets-models-and-labels) as str, every field always
 *       present, written in the model's order (a reader may meet them in any order); the batch
 *       is a map of one field, the list of the model's top-level objects;</li>
 *   <li>integers take their shortest encoding, doubles are always float64, booleans bool, enums
 *       their names as str, lists arrays, a {@code Map} a map in insertion order;</li>
 *   <li>a null (string, record, list, map, enum, an unset MediaContent bitrate) is nil.</li>
 * </ul>
 * Maps rather than positional arrays: the payload describes itself, as MessagePack is meant
 * to, so any MessagePack reader turns it into the model's shape without a schema, and it
 * compares like for like with JSON, CBOR and BSON. The price is the field names in every record
 * (what they cost is measured in docs/formats.md).
 *
 * <p>Speed: a {@code MessagePacker} per thread over a reused byte stream ({@link PerThread}: kept
 * under {@link BufferReuse}'s rule, dropped after a failed call); field and enum names encoded to
 * UTF-8 once ({@link MsgpackLayout}) and written as raw str payloads; on reading, an unpacker per
 * thread reset over the payload array, field and enum names matched on their bytes in place
 * (the expected name first, so no String is made for them), strings decoded straight from
 * the payload array.
 *
 * <p>Strict and safe: every array, map and str header is checked against the bytes left
 * before anything is sized from it; each record must hold exactly its fields, once each
 * ({@link #compatibleUsers()} and {@link #compatibleMediaContent()} skip an unknown key and leave a missing field at its default);
 * types are exact (an integer in range for an int field, float64 for a double, str and not
 * bin for a string, nil only where a reference may be null); malformed UTF-8 and trailing
 * bytes are refused.
 *
 * @param <T> the model's batch type
 */
public final class MsgpackCodec<T> extends AbstractCodec<T> {
    private final PerThread<MsgpackOutput<T>> writers;
    private final PerThread<MsgpackInput<T>> readers;

    MsgpackCodec(DataModel<T> model, Supplier<MsgpackOutput<T>> writer, Supplier<MsgpackInput<T>> reader) {
        super(model);
        this.writers = PerThread.of(writer).retaining(MsgpackOutput::retainedBytes);
        this.readers = PerThread.of(reader); // holds no buffer: it reads the payload array in place
    }

    /** The facts of the msgpack service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("msgpack", "msgpack-java (msgpack-core)",
                LibraryVersion.of(MessagePack.class, "org.msgpack", "msgpack-core"),
                "application/msgpack", false);
    }

    /** The users model's codec. */
    public static MsgpackCodec<UserBatch> users() {
        return new MsgpackCodec<>(UsersModel.INSTANCE, MsgpackUsersWriter::new, MsgpackUsersReader::new);
    }

    /**
     * The users model's codec with the tolerant reader of the evolution matrix's
     * {@code compatible} configuration ({@link MsgpackConfigurations}): the same bytes written, and
     * a record's unknown keys skipped with {@code MessageUnpacker.skipValue()}, its missing fields
     * left at their defaults.
     */
    public static MsgpackCodec<UserBatch> compatibleUsers() {
        return new MsgpackCodec<>(UsersModel.INSTANCE, MsgpackUsersWriter::new, () -> new MsgpackUsersReader(true));
    }

    /** The MediaContent model's codec. */
    public static MsgpackCodec<MediaBatch> mediaContent() {
        return new MsgpackCodec<>(MediaModel.INSTANCE, MsgpackMediaWriter::new, MsgpackMediaReader::new);
    }

    /** The MediaContent model's codec with the tolerant reader, as {@link #compatibleUsers()}. */
    public static MsgpackCodec<MediaBatch> compatibleMediaContent() {
        return new MsgpackCodec<>(MediaModel.INSTANCE, MsgpackMediaWriter::new, () -> new MsgpackMediaReader(true));
    }

    @Override
    public byte[] serialize(T batch) throws IOException {
        return writers.use(writer -> writer.write(batch));
    }

    @Override
    public T deserialize(byte[] payload) throws IOException {
        return readers.use(reader -> reader.read(payload));
    }
}
