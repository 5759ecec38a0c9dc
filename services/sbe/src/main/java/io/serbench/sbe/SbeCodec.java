package io.serbench.sbe;

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
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import uk.co.real_logic.sbe.SbeTool;

import java.util.function.Supplier;

/**
 * Simple Binary Encoding with the flyweights sbe-tool generates from a model's schema
 * (proto/serbench-sbe.xml, proto/mediacontent-sbe.xml): one class for every model, an instance
 * per model, the model's own encoding and decoding in a {@link MessageWriter} and a
 * {@link MessageReader}. Used as SBE's documentation recommends for speed: per thread
 * ({@link PerThread}), one encoder and one decoder flyweight and one Agrona buffer, reused for
 * every message (the encode buffer keeps what it grew to up to
 * {@link BufferReuse#MAX_RETAINED_BYTES}, the rule every codec follows); the encoder writes
 * straight into an {@link ExpandableArrayBuffer} (wrapAndApplyHeader), the decoder reads the
 * payload in place through an {@link UnsafeBuffer}, in schema order, and every field is converted
 * into the model (the measured work of a lazy format). The layout choices (nested records
 * flattened into their parent's entry with presence bits, no null strings or lists) are stated in
 * the schemas.
 *
 * <p>The generated decoder trusts the payload, so this codec is strict itself
 * ({@link MessageReader}): the message header must name the schema, template, version and block
 * length, and every group header the schema's block length; Agrona's bounds checks stay on (its
 * default), so no read leaves the payload; a group's count is checked against the bytes left
 * before a list is sized, and a var-data length before the generated accessor allocates from it;
 * strings must be valid UTF-8, enums and booleans known values, unknown presence bits 0; the
 * decoder must end exactly at the end of the payload.
 *
 * @param <T> the model's batch type
 */
public final class SbeCodec<T> extends AbstractCodec<T> {
    private final PerThread<MessageWriter<T>> writers;
    /* Flyweights over the payload, which each read lets go of: nothing retained to bound. */
    private final PerThread<MessageReader<T>> readers;

    public SbeCodec(DataModel<T> model, Supplier<? extends MessageWriter<T>> writer,
                    Supplier<? extends MessageReader<T>> reader) {
        super(model);
        this.writers = PerThread.<MessageWriter<T>>of(writer).retaining(MessageWriter::retainedBytes);
        this.readers = PerThread.of(reader);
    }

    /** The facts of the sbe service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("sbe", "Simple Binary Encoding (real-logic)",
                LibraryVersion.of(SbeTool.class, "uk.co.real-logic", "sbe-tool"),
                "application/x-sbe", true);
    }

    /** The users model's codec. */
    public static SbeCodec<UserBatch> users() {
        return new SbeCodec<>(UsersModel.INSTANCE, UsersMessages.Writer::new, UsersMessages.Reader::new);
    }

    /**
     * The users codec whose reader also reads other versions of the schema, as SBE's message
     * versioning asks of a decoder (see {@link MessageReader}): the evolution matrix's compatible
     * configuration. Its writer is the benchmarked one: an SBE writer writes its own version.
     */
    public static SbeCodec<UserBatch> versionedUsers() {
        return new SbeCodec<>(UsersModel.INSTANCE, UsersMessages.Writer::new, () -> new UsersMessages.Reader(true));
    }

    /** The MediaContent model's codec. */
    public static SbeCodec<MediaBatch> mediaContent() {
        return new SbeCodec<>(MediaModel.INSTANCE, MediaMessages.Writer::new, MediaMessages.Reader::new);
    }

    /** The MediaContent codec whose reader also reads other versions of the schema, as {@link #versionedUsers()}. */
    public static SbeCodec<MediaBatch> versionedMediaContent() {
        return new SbeCodec<>(MediaModel.INSTANCE, MediaMessages.Writer::new, () -> new MediaMessages.Reader(true));
    }

    @Override
    public byte[] serialize(T batch) {
        return writers.use(writer -> writer.write(batch));
    }

    @Override
    public T deserialize(byte[] payload) {
        return readers.use(reader -> reader.read(payload));
    }
}
