package io.serbench.ion;

import com.amazon.ion.IonReader;
import com.amazon.ion.IonWriter;
import com.amazon.ion.system.IonBinaryWriterBuilder;
import com.amazon.ion.system.IonReaderBuilder;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

/**
 * Amazon Ion in its binary encoding through ion-java, with a writer and a reader written by
 * hand for the model over ion-java's streaming {@link IonWriter} and {@link IonReader}: no
 * IonValue DOM, no reflection.
 *
 * <p>The layout, which another implementation needs to read the bytes:
 * <ul>
 *   <li>one binary Ion 1.0 stream (version marker {@code E0 01 00 EA}, a local symbol table,
 *       then one top-level value): the batch as the struct {@code {users: [...]}};</li>
 *   <li>every record (User, Address, Profile, SocialLink, Preferences, Order, OrderItem) is a
 *       struct keyed by its field names of DESIGN section 3, every field present, written in
 *       that order (a reader may meet them in any order);</li>
 *   <li>int64 and int32 fields are Ion ints, doubles Ion floats (always 64-bit), booleans
 *       bools, enums their names as symbols, lists Ion lists, {@code attributes} a struct of
 *       strings in insertion order (Ion's data model calls struct fields unordered, but the
 *       binary encoding keeps them in the order written and both ion-java's and amazon.ion's
 *       readers return them in that order);</li>
 *   <li>a null is a typed Ion null ({@code null.string}, {@code null.struct}, {@code null.list},
 *       {@code null.symbol}); an untyped {@code null} is accepted too.</li>
 * </ul>
 *
 * <p>Speed as ion-java recommends: one immutable {@link IonBinaryWriterBuilder} and
 * {@link IonReaderBuilder} shared by every thread (the writer's blocks come from ion-java's
 * pooled allocator), a per-thread output buffer kept up to {@link BufferReuse}'s limit, and the
 * streaming API straight over the model.
 *
 * <p>Strict and safe: only binary Ion is accepted (ion-java would also read text); every
 * value's type is checked exactly (an int in range for an int field, a float for a double, a
 * symbol for an enum, a null only where the model has a reference); a record must hold
 * exactly its fields, once each; a second top-level value is refused. ion-java's binary reader
 * over a byte array checks every declared length against the bytes there before it reads.
 */
public final class IonCodec implements Codec {
    /** The binary Ion 1.0 version marker every payload starts with. */
    static final byte[] BINARY_VERSION_MARKER = {(byte) 0xE0, 0x01, 0x00, (byte) 0xEA};

    private final IonBinaryWriterBuilder writers = IonBinaryWriterBuilder.standard().immutable();
    private final IonReaderBuilder readers = IonReaderBuilder.standard().immutable();
    private final ThreadLocal<ByteArrayOutputStream> buffers = ThreadLocal.withInitial(() -> new ByteArrayOutputStream(64 * 1024));

    @Override
    public String name() {
        return "ion";
    }

    @Override
    public String library() {
        return "Amazon Ion (ion-java)";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(IonReader.class, "com.amazon.ion", "ion-java");
    }

    @Override
    public String contentType() {
        return "application/x-amzn-ion";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) throws IOException {
        ByteArrayOutputStream buffer = buffers.get();
        buffer.reset();
        try (IonWriter writer = writers.build(buffer)) {
            IonModelWriter.write(writer, batch);
        }
        byte[] payload = buffer.toByteArray();
        if (payload.length > BufferReuse.MAX_RETAINED_BYTES) {
            buffers.remove(); // do not keep a buffer grown beyond the limit
        }
        return payload;
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws IOException {
        if (payload.length < BINARY_VERSION_MARKER.length
                || !java.util.Arrays.equals(payload, 0, 4, BINARY_VERSION_MARKER, 0, 4)) {
            throw new IllegalArgumentException("not binary Ion: a payload starts with the version marker E0 01 00 EA");
        }
        try (IonReader reader = readers.build(payload)) {
            return IonModelReader.read(reader);
        }
    }
}
