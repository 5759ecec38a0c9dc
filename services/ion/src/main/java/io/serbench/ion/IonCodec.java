package io.serbench.ion;

import com.amazon.ion.IonReader;
import com.amazon.ion.IonWriter;
import com.amazon.ion.system.IonBinaryWriterBuilder;
import com.amazon.ion.system.IonReaderBuilder;
import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.PerThreadStreams;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

import java.io.IOException;
import java.util.Arrays;

/**
 * Amazon Ion in its binary encoding through ion-java, with a writer and a reader written by
 * hand for each model over ion-java's streaming {@link IonWriter} and {@link IonReader}: no
 * IonValue DOM, no reflection. One class for every model: the model's writer and reader are its
 * constructor arguments ({@link IonUsersWriter} and {@link IonUsersReader},
 * {@link IonMediaWriter} and {@link IonMediaReader}, which describe each model's layout).
 *
 * <p>What every model's layout shares, which another implementation needs to read the bytes:
 * <ul>
 *   <li>one binary Ion 1.0 stream (version marker {@code E0 01 00 EA}, a local symbol table,
 *       then one top-level value): the batch as a struct of one field, the list of the model's
 *       top-level objects;</li>
 *   <li>every record is a struct keyed by the model's field names
 *       (docs/design.md#datasets-models-and-labels), every field present, written in the
 *       model's order (a reader may meet them in any order);</li>
 *   <li>integers are Ion ints, doubles Ion floats (always 64-bit), booleans bools, enums their
 *       names as symbols, lists Ion lists;</li>
 *   <li>a null is a typed Ion null ({@code null.string}, {@code null.int}, {@code null.struct},
 *       {@code null.list}, {@code null.symbol}); an untyped {@code null} is accepted too.</li>
 * </ul>
 *
 * <p>Speed as ion-java recommends: one immutable {@link IonBinaryWriterBuilder} and
 * {@link IonReaderBuilder} shared by every thread (the writer's blocks come from ion-java's
 * pooled allocator), a per-thread output stream kept under {@link BufferReuse}'s rule, and the
 * streaming API straight over the model.
 *
 * <p>Strict and safe: only binary Ion is accepted (ion-java would also read text); every
 * value's type is checked exactly ({@link IonRead}); a record must hold exactly its fields, once
 * each ({@link #compatibleUsers()} and {@link #compatibleMediaContent()} step over an unknown
 * field and leave a missing one at its default); a second top-level value is refused. ion-java's binary reader over a byte array checks
 * every declared length against the bytes there before it reads.
 *
 * @param <T> the model's batch type
 */
public final class IonCodec<T> extends AbstractCodec<T> {
    /** The binary Ion 1.0 version marker every payload starts with. */
    static final byte[] BINARY_VERSION_MARKER = {(byte) 0xE0, 0x01, 0x00, (byte) 0xEA};

    /** Writes one model's batch over a streaming writer. */
    @FunctionalInterface
    public interface BatchWriter<T> {
        void write(IonWriter out, T batch) throws IOException;
    }

    /** Reads one model's batch, strictly, from a streaming reader at the start of the payload. */
    @FunctionalInterface
    public interface BatchReader<T> {
        T read(IonReader in);
    }

    private final BatchWriter<T> batchWriter;
    private final BatchReader<T> batchReader;
    private final IonBinaryWriterBuilder writers = IonBinaryWriterBuilder.standard().immutable();
    private final IonReaderBuilder readers = IonReaderBuilder.standard().immutable();
    private final PerThreadStreams streams = new PerThreadStreams();

    public IonCodec(DataModel<T> model, BatchWriter<T> batchWriter, BatchReader<T> batchReader) {
        super(model);
        this.batchWriter = batchWriter;
        this.batchReader = batchReader;
    }

    /** The facts of the ion service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("ion", "Amazon Ion (ion-java)",
                LibraryVersion.of(IonReader.class, "com.amazon.ion", "ion-java"),
                "application/x-amzn-ion", false);
    }

    /** The users model's codec. */
    public static IonCodec<UserBatch> users() {
        return new IonCodec<>(UsersModel.INSTANCE, IonUsersWriter::write, IonUsersReader.STRICT::read);
    }

    /**
     * The users model's codec with the tolerant reader of the evolution matrix's
     * {@code compatible} configuration ({@link IonConfigurations}): the same bytes written; a
     * field a record does not know is left unread, which ion-java's reader steps over, and a
     * field it lacks keeps its default.
     */
    public static IonCodec<UserBatch> compatibleUsers() {
        return new IonCodec<>(UsersModel.INSTANCE, IonUsersWriter::write, IonUsersReader.skippingUnknownFields()::read);
    }

    /** The MediaContent model's codec. */
    public static IonCodec<MediaBatch> mediaContent() {
        return new IonCodec<>(MediaModel.INSTANCE, IonMediaWriter::write, IonMediaReader.STRICT::read);
    }

    /** The MediaContent model's codec with the tolerant reader, as {@link #compatibleUsers()}. */
    public static IonCodec<MediaBatch> compatibleMediaContent() {
        return new IonCodec<>(MediaModel.INSTANCE, IonMediaWriter::write, IonMediaReader.skippingUnknownFields()::read);
    }

    @Override
    public byte[] serialize(T batch) throws IOException {
        return streams.write(out -> {
            try (IonWriter writer = writers.build(out)) {
                batchWriter.write(writer, batch);
            }
        });
    }

    @Override
    public T deserialize(byte[] payload) throws IOException {
        if (payload.length < BINARY_VERSION_MARKER.length || !Arrays.equals(payload, 0, BINARY_VERSION_MARKER.length,
                BINARY_VERSION_MARKER, 0, BINARY_VERSION_MARKER.length)) {
            throw new IllegalArgumentException("not binary Ion: a payload starts with the version marker E0 01 00 EA");
        }
        try (IonReader reader = readers.build(payload)) {
            return batchReader.read(reader);
        }
    }
}
