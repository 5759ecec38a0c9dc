package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
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

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * FlatBuffers with the Java classes flatc generates from a model's schema (proto/serbench.fbs,
 * proto/mediacontent.fbs): one class for every model, an instance per model, the model's own
 * tables behind {@link Tables}. Used as the FlatBuffers documentation recommends for speed: one
 * {@link FlatBufferBuilder} per thread, cleared and reused ({@link PerThread}: its buffer keeps
 * what it grew to up to {@link BufferReuse#MAX_RETAINED_BYTES}, the rule every codec follows),
 * children built before their parents ({@link TableWriter}), and on the way back the generated
 * accessors read in place, with one reused accessor object per table type instead of one per
 * element. Every field is read into the model: that conversion is the measured work of a lazy
 * format.
 *
 * <p>FlatBuffers Java has no verifier, so this codec is strict itself:
 * <ul>
 *   <li>the buffer is size-prefixed ({@code finishSizePrefixed}) and the prefix must equal the
 *       bytes that follow, which refuses truncation (even by one byte) and trailing bytes; the
 *       model's file identifier ("SBFB", "SBMC") must follow, so one model's buffers are refused
 *       by the other's codec;</li>
 *   <li>every read goes through a bounds-checked {@link ByteBuffer}, so an offset pointing
 *       outside the payload throws;</li>
 *   <li>a vector's declared length is checked against the payload before a list is sized or a
 *       loop runs from it, and the vector slots and string characters read are charged to a
 *       budget ({@link TableReader}), so offsets that point many times at the same vector or
 *       string cannot make a small payload decode into a huge model;</li>
 *   <li>an enum number outside the schema is refused rather than read as some value.</li>
 * </ul>
 *
 * @param <T> the model's batch type
 */
public final class FlatBuffersCodec<T> extends AbstractCodec<T> {
    /** Size prefix, root offset, file identifier. */
    static final int HEADER_BYTES = 12;

    private final Tables<T> tables;
    /*
     * A write refused halfway (a null the schema cannot hold) leaves the builder unfinished:
     * PerThread drops such a writer, so its retained size (dataBuffer(), which would throw an
     * AssertionError on an unfinished builder) is asked only after a finished write.
     */
    private final PerThread<TableWriter<T>> writers;

    public FlatBuffersCodec(DataModel<T> model, Tables<T> tables) {
        super(model);
        this.tables = tables;
        this.writers = PerThread.of(tables.newWriter())
                .resetting(TableWriter::reset)
                .retaining(TableWriter::retainedBytes);
    }

    /** The facts of the flatbuffers service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("flatbuffers", "flatbuffers-java",
                LibraryVersion.of(FlatBufferBuilder.class, "com.google.flatbuffers", "flatbuffers-java"),
                "application/x-flatbuffers", true);
    }

    /** The users model's codec. */
    public static FlatBuffersCodec<UserBatch> users() {
        return new FlatBuffersCodec<>(UsersModel.INSTANCE, UsersTables.TABLES);
    }

    /** The MediaContent model's codec. */
    public static FlatBuffersCodec<MediaBatch> mediaContent() {
        return new FlatBuffersCodec<>(MediaModel.INSTANCE, MediaTables.TABLES);
    }

    @Override
    public byte[] serialize(T batch) {
        return writers.use(writer -> writer.write(batch, tables.fileIdentifier()));
    }

    @Override
    public T deserialize(byte[] payload) {
        return tables.reader().read(framed(payload), payload.length);
    }

    /**
     * The payload as a size-prefixed buffer positioned after its prefix, once its length, its
     * size prefix and its file identifier are checked.
     */
    private ByteBuffer framed(byte[] payload) {
        if (payload.length < HEADER_BYTES) {
            throw new IllegalArgumentException("a size-prefixed FlatBuffer takes at least " + HEADER_BYTES
                    + " bytes, got " + payload.length);
        }
        ByteBuffer buffer = ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN);
        int declared = buffer.getInt(0);
        if (declared != payload.length - Integer.BYTES) {
            throw new IllegalArgumentException("the size prefix says " + Integer.toUnsignedString(declared)
                    + " bytes follow, but " + (payload.length - Integer.BYTES) + " do");
        }
        buffer.position(Integer.BYTES);
        if (!tables.hasIdentifier().test(buffer)) {
            throw new IllegalArgumentException("no \"" + tables.fileIdentifier() + "\" file identifier");
        }
        return buffer;
    }
}
